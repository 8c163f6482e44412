import { openDatabase, ensureLocalAdmin } from '../db/index.ts';
import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const raw = await PGlite.create(); console.log('pglite create', Date.now() - t); t = Date.now();
await raw.close();
const db = await openDatabase({ dataDir: null }); console.log('open+migrate', Date.now() - t); t = Date.now();
await ensureLocalAdmin(db, 'admin@example.com', 'local-admin-password'); console.log('admin', Date.now() - t);
await db.close();
