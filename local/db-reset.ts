/**
 * `npm run db:reset`: deletes the local database folder (the path given as the first argument, else LOCAL_DATA_DIR,
 * else `.local-data`). The next `npm run dev` / `npm start` rebuilds it from the migrations and the seed.
 * Stop running local servers first: they hold the database open.
 */
import { DEFAULT_DATA_DIR, resetLocalData } from './api/index.ts';

try {
  const removed = resetLocalData(process.argv[2] || process.env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR);
  console.log(
    `Local data removed: ${removed}. The next start recreates it from supabase/migrations and seed.sql.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
