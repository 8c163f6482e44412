/**
 * Child process of `local-api-process.ts`: the real local API (PGlite with the migrations, the real function
 * handlers) on a random port, in memory. Component tests run in jsdom, where PGlite cannot start, so the API runs
 * here and the test talks to it over HTTP, like the browser does, and over IPC for SQL checks.
 */
import { startLocalApi } from '../../local/api/index.ts';

type Message = { id: number; sql: string; params?: unknown[] } | { id: number; database: 'stop' | 'start' };

const api = await startLocalApi({ port: 0, dataDir: null, quiet: true, admin: false });

process.on('message', (message: Message) => {
  const work =
    'database' in message
      ? (message.database === 'stop' ? api.stopDatabase() : api.startDatabase()).then(() => [])
      : api.db.query(message.sql, message.params).then((result) => result.rows);
  work.then(
    (rows) => process.send?.({ id: message.id, rows }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});

process.on('disconnect', () => {
  void api.close().finally(() => process.exit(0));
});

process.send?.({ ready: api.url });
