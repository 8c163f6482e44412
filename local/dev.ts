/**
 * `npm run dev`: the Vite dev server (hot reload) with the local API on embedded Postgres,
 * unless VITE_SUPABASE_URL points the site at a hosted project.
 */
import { createServer, loadEnv } from 'vite';
import { localAdminFromEnv, startLocalApi } from './api/index';
import { authSettingsFromEnv } from './api/supabase-config';
import { exitIfDataDirLocked } from './db/data-dir-lock';
import { DEFAULT_DATA_DIR } from './start';

const env = loadEnv('development', process.cwd(), '');
// The database folder is locked first: a second `npm run dev` stops here, before it touches the data.
const api = env.VITE_SUPABASE_URL
  ? null
  : await startLocalApi({
      port: Number(env.LOCAL_API_PORT || 54321),
      dataDir: DEFAULT_DATA_DIR,
      // .env values count as much as exported ones (loadEnv merges both).
      admin: localAdminFromEnv(env),
      auth: authSettingsFromEnv(env),
      providerStandIns: true,
    }).catch((error: unknown) => {
      exitIfDataDirLocked(error);
      throw error;
    });

const vite = await createServer({ server: { port: Number(process.env.PORT || 5173), host: '127.0.0.1' } });
await vite.listen();
vite.printUrls();
console.log(
  `  ➜  API:     ${env.VITE_SUPABASE_URL || `http://127.0.0.1:${env.LOCAL_API_PORT || 54321} (local, embedded Postgres)`}`,
);

const shutdown = async () => {
  await vite.close();
  await api?.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
