/**
 * Runs the local Supabase API on its own: `npx tsx local/api/cli.ts`. Data lives in LOCAL_DATA_DIR (default
 * `.local-data`, held by one process at a time); the port is LOCAL_API_PORT (default 54321, 0 for a free one).
 */
import { exitIfDataDirLocked } from '../db/data-dir-lock.ts';
import { DEFAULT_DATA_DIR, startLocalApi } from './index.ts';

const api = await startLocalApi({ dataDir: process.env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR }).catch(
  (error: unknown) => {
    exitIfDataDirLocked(error);
    throw error;
  },
);
console.log(`[local-api] ready. Point the site at it with VITE_SUPABASE_URL=${api.url} (or leave it empty).`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void api.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
