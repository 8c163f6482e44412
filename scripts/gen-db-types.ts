// Regenerates src/lib/database.types.ts from supabase/migrations (applied to a throw-away in-memory database).
//   tsx scripts/gen-db-types.ts          write the file
//   tsx scripts/gen-db-types.ts --check  exit 1 if the committed file differs from what the migrations give
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../local/db/index.ts';
import { generateDatabaseTypes } from '../local/db/typegen.ts';

const TYPES_PATH = fileURLToPath(new URL('../src/lib/database.types.ts', import.meta.url));

function readCurrent(): string | null {
  try {
    return readFileSync(TYPES_PATH, 'utf8');
  } catch {
    return null;
  }
}

const check = process.argv.includes('--check');
const db = await openDatabase();
try {
  const generated = await generateDatabaseTypes(db, TYPES_PATH);
  if (check) {
    if (readCurrent() !== generated) {
      console.error(
        'src/lib/database.types.ts is out of date with supabase/migrations: run `npm run db:types` (tsx scripts/gen-db-types.ts).',
      );
      process.exitCode = 1;
    } else {
      console.log('src/lib/database.types.ts is up to date.');
    }
  } else {
    writeFileSync(TYPES_PATH, generated);
    console.log('Wrote src/lib/database.types.ts');
  }
} finally {
  await db.close();
}
