// One process per data folder: a second start is refused before it opens the database, naming the
// holder; the holder's data survives both; a lock left by a dead process is taken over.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLocalData, startLocalApi } from '../api/index.ts';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API_MODULE = fileURLToPath(new URL('../api/index.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return join(dir, 'data');
}

/** Runs TypeScript in a child Node process (tsx), collecting its output. */
function runTs(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => ({ stdout, stderr });
  const waitFor = async (text: string) => {
    while (!stdout.includes(text)) {
      if (child.exitCode !== null) throw new Error(`child exited early: ${stdout}\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, output, waitFor };
}

/** A local API in another process on `dataDir`, with one row of its own, until it is sent SIGTERM. */
function holderProcess(dataDir: string) {
  const script = `
    const { startLocalApi } = await import(${JSON.stringify(API_MODULE)});
    const api = await startLocalApi({ port: 0, dataDir: process.env.HOLDER_DIR, quiet: true, admin: false });
    await api.db.query("insert into public.quote_requests (name, zip_code, dog_count, in_service_area) values ('Kept By The Holder', '76643', 1, true)");
    process.on('SIGTERM', () => api.close().then(() => process.exit(0)));
    console.log('holding');
  `;
  return runTs(['--input-type=module', '-e', script], { HOLDER_DIR: dataDir });
}

describe('the data folder lock', () => {
  it('refuses a second start while another process holds the folder, and the holder keeps its data', async () => {
    const dataDir = scratchDir();
    const holder = holderProcess(dataDir);
    await holder.waitFor('holding');
    const pid = holder.child.pid!;
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({ pid });

    // In this process: refused before the database is opened, naming the holder.
    const second = startLocalApi({ port: 0, dataDir, quiet: true, admin: false });
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(`in use by process ${pid} (`);

    // The command-line API: exits 1 with the message, no stack trace, and never binds its port.
    const cli = runTs(['local/api/cli.ts'], { LOCAL_DATA_DIR: dataDir, LOCAL_API_PORT: '0' });
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toContain(`The local database in ${dataDir} is in use by process ${pid}`);
    expect(cli.output().stderr).toContain(`kill ${pid}`);
    expect(cli.output().stdout).not.toContain('ready');

    expect(() => resetLocalData(dataDir)).toThrow(DataDirLockedError);

    holder.child.kill('SIGTERM');
    expect(await holder.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.query(
        `select name from public.quote_requests where name = 'Kept By The Holder'`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('takes over a lock left by a process that no longer runs, and releases it on close', async () => {
    const dataDir = scratchDir();
    const dead = runTs(['--input-type=module', '-e', '']);
    await dead.exited;
    lockDataDir(dataDir).release();
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({
        pid: dead.child.pid,
        command: 'a crashed server',
        hostname: (await import('node:os')).hostname(),
      }),
    );

    const db = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await db.close();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);

  it('refuses a second open within the same process, and a pid reused by another program', async () => {
    const dataDir = scratchDir();
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();

    // A lock naming this process's pid but another process start time was left by an earlier owner of the pid.
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({
        pid: process.pid,
        command: 'an earlier server',
        hostname: (await import('node:os')).hostname(),
        processStart: '1',
      }),
    );
    if (existsSync(`/proc/${process.pid}/stat`)) {
      lockDataDir(dataDir).release();
    }
  });
});
