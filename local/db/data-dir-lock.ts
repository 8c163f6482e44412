import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, relative } from 'node:path';

/**
 * One process at a time per data folder. PGlite has no lock of its own: two processes that open the same folder
 * both write its WAL and control file, and the folder can end up unreadable ("could not locate a valid checkpoint
 * record"). The lock is a file inside the folder, created exclusively before the database opens and naming its
 * holder, so a second start can say who holds it. A lock left by a process that no longer runs is taken over.
 */
export const LOCK_FILE_NAME = 'local-api.lock';

export type LockHolder = {
  pid: number;
  /** The holder's command line, to tell the developer which terminal to look in. */
  command: string;
  hostname: string;
  startedAt: string;
  /** Linux's start time of the process (clock ticks after boot), so a reused pid is not mistaken for the holder. */
  processStart: string | null;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The local database in ${dataDir} is in use by process ${holder.pid} (${holder.command}), ` +
        `running since ${holder.startedAt}. Stop that process first (Ctrl+C in its terminal, or kill ${holder.pid}); ` +
        'two processes must never open the same database.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = {
  readonly path: string;
  /** Removes the lock if this process still holds it. Safe to call more than once. */
  release(): void;
};

/** Field 22 of /proc/<pid>/stat: when the process started. Null where /proc does not exist. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces; fields after it are space-separated.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true; // a lock from another machine (shared folder) cannot be checked
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.processStart === null) return true;
  const start = processStartOf(holder.pid);
  return start === null || start === holder.processStart;
}

function readHolder(path: string): { raw: string; holder: LockHolder | null } {
  const raw = readFileSync(path, 'utf8');
  try {
    const parsed = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0) {
      return {
        raw,
        holder: {
          pid: parsed.pid,
          command: String(parsed.command ?? 'unknown command'),
          hostname: String(parsed.hostname ?? hostname()),
          startedAt: String(parsed.startedAt ?? 'an unknown time'),
          processStart: typeof parsed.processStart === 'string' ? parsed.processStart : null,
        },
      };
    }
  } catch {
    // An unreadable lock (a crash while writing it) holds nothing.
  }
  return { raw, holder: null };
}

function describeThisProcess(): LockHolder {
  const [, script, ...args] = process.argv;
  const command = [script ? relative(process.cwd(), script) || script : 'node', ...args].join(' ');
  return {
    pid: process.pid,
    command,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
  };
}

/**
 * Moves a dead holder's lock aside and deletes it. The rename is atomic, so of two processes taking over the same
 * stale lock only one moves it; one that finds it moved a different (live) lock puts it back.
 */
function removeStaleLock(path: string, staleRaw: string): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') !== staleRaw) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone else holds the folder by now; their lock stands.
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the folder's lock, or throws DataDirLockedError naming the live process that holds it. The lock is
 * released by `release()` and, failing that, when this process exits for any reason Node can observe (normal end,
 * an uncaught error, a signal the process handles); a lock outliving a killed process is taken over next time.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const me = describeThisProcess();
  const content = `${JSON.stringify(me, null, 2)}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let existing: ReturnType<typeof readHolder>;
      try {
        existing = readHolder(path);
      } catch (readError) {
        if ((readError as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
        throw readError;
      }
      // This very process counts too: a second open of a folder it already has open is refused the same way.
      if (existing.holder && isAlive(existing.holder)) {
        throw new DataDirLockedError(dataDir, existing.holder);
      }
      removeStaleLock(path, existing.raw);
      continue;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      try {
        if (readFileSync(path, 'utf8') === content) unlinkSync(path);
      } catch {
        // Already gone (the folder was deleted): nothing to release.
      }
    };
    process.on('exit', release);
    return { path, release };
  }
  throw new Error(`Could not take the lock on ${dataDir} (${path}); try again.`);
}

/** Refuses to go on while a live process holds the folder (for tools that delete or rewrite it). */
export function assertDataDirFree(dataDir: string): void {
  let existing: ReturnType<typeof readHolder>;
  try {
    existing = readHolder(join(dataDir, LOCK_FILE_NAME));
  } catch {
    return; // no lock file: free
  }
  if (existing.holder && isAlive(existing.holder)) throw new DataDirLockedError(dataDir, existing.holder);
}

/** For the command-line entry points: a held folder ends the process with its message and exit code 1. */
export function exitIfDataDirLocked(error: unknown): void {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
