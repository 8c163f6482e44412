/**
 * `npm run db:reset`: deletes the local database folder (LOCAL_DATA_DIR, default `.local-data`, or the path given as
 * the first argument). The next `npm run dev` / `npm start` rebuilds it from the migrations and the seed.
 * Stop running local servers first: they hold the database open.
 */
import { DEFAULT_DATA_DIR, resetLocalData } from './api/index.ts';

const removed = resetLocalData(process.argv[2] || process.env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR);
console.log(`Local data removed: ${removed}. The next start recreates it from supabase/migrations and seed.sql.`);
