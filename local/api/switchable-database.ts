import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/index.ts';

/**
 * Raised by every use of the database while it is stopped. The SQLSTATE is Postgres's own for a lost connection
 * (08006), so callers treat it as hosted Supabase treats an unreachable database: PostgREST answers 503.
 */
export class DatabaseUnavailable extends Error {
  readonly code = '08006';
  constructor() {
    super('the local database is stopped');
  }
}

export interface SwitchableDatabase {
  /** Stands for the running PGlite; while stopped, every property access throws DatabaseUnavailable. */
  db: PGlite;
  /** Closes the database for real (PGlite shut down, data kept), as if the database server went away. */
  stop(): Promise<void>;
  /** Opens the same data again. */
  start(): Promise<void>;
  /** Shuts the database down for good (nothing kept for a later start). */
  close(): Promise<void>;
}

/**
 * The local API's database, which can be stopped and started while the HTTP server keeps answering: the way a hosted
 * project behaves when its Postgres is unreachable (auth, REST and the functions all still answer, with errors). The
 * outage tests use it. The data survives a stop: a data folder is simply reopened; an in-memory database is dumped
 * before it closes and loaded from that dump.
 */
export function switchableDatabase(initial: PGlite, dataDir: string | null): SwitchableDatabase {
  let current: PGlite | null = initial;
  let image: Blob | File | null = null;

  const db = new Proxy(Object.create(PGlite.prototype) as PGlite, {
    get(_, property) {
      if (!current) throw new DatabaseUnavailable();
      // PGlite keeps its state in private fields, so its methods must run on the instance itself.
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });

  return {
    db,
    async stop() {
      const running = current;
      if (!running) return;
      current = null;
      if (!dataDir) image = await running.dumpDataDir('none');
      await running.close();
    },
    async start() {
      if (current) return;
      // A data folder is reopened the one way it ever is: under its lock (released when it was stopped).
      current = dataDir
        ? await openDatabase({ dataDir })
        : await PGlite.create({ loadDataDir: image ?? undefined });
      image = null;
    },
    async close() {
      const running = current;
      current = null;
      image = null;
      await running?.close();
    },
  };
}
