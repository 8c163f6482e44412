/**
 * Test helper: starts the local Supabase API (real migrations, real edge-function handlers) in a child process and
 * points the browser config at it. Use from jsdom component tests; import the modules under test only AFTER
 * `startTestApiProcess()` resolved.
 */
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { setTestConfig } from './test-config';

export interface TestApi {
  url: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Closes the API's database while its HTTP server keeps answering (REST and the functions answer 503). */
  stopDatabase(): Promise<void>;
  startDatabase(): Promise<void>;
  close(): Promise<void>;
}

type ChildMessage = { ready: string } | { id: number; rows?: unknown[]; error?: string };

export async function startTestApiProcess(env: Record<string, string> = {}): Promise<TestApi> {
  const child = fork(resolve(process.cwd(), 'tests/support/local-api-process-child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    // Rate limiting off: a test sends more leads per minute than any visitor.
    env: { ...process.env, RATE_LIMIT_MAX: '0', ...env },
    // The handlers log the failures some tests provoke on purpose; that output is shown only if the API dies.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;

  const url = await new Promise<string>((resolveUrl, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`local API child exited early (${code}):\n${output}`)));
    child.on('message', (message: ChildMessage) => {
      if ('ready' in message) return resolveUrl(message.ready);
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error));
      else waiter?.resolve(message.rows ?? []);
    });
  });
  child.removeAllListeners('exit');
  setTestConfig({ supabaseUrl: url });

  const ask = (message: Record<string, unknown>) =>
    new Promise<unknown[]>((resolveRows, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolveRows, reject });
      child.send({ id, ...message });
    });

  return {
    url,
    query: <T>(sql: string, params?: unknown[]) => ask({ sql, params }) as Promise<T[]>,
    stopDatabase: () => ask({ database: 'stop' }).then(() => undefined),
    startDatabase: () => ask({ database: 'start' }).then(() => undefined),
    close() {
      return new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.disconnect();
      });
    },
  };
}
