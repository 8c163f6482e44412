// Regenerates supabase/schema.sql from supabase/migrations (applied to a throw-away in-memory database).
//   tsx scripts/dump-schema.ts          write the file
//   tsx scripts/dump-schema.ts --check  exit 1 if the committed file differs from what the migrations give
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../local/db/index.ts';
import { SCHEMA_FILE, dumpSchema, staleSchemaMessage } from '../local/db/schema-dump.ts';

const SCHEMA_PATH = fileURLToPath(new URL(`../${SCHEMA_FILE}`, import.meta.url));

function readCommitted(): string | null {
  try {
    return readFileSync(SCHEMA_PATH, 'utf8');
  } catch {
    return null;
  }
}

const check = process.argv.includes('--check');
const db = await openDatabase();
try {
  const generated = await dumpSchema(db);
  if (check) {
    const problem = staleSchemaMessage(readCommitted(), generated);
    if (problem) {
      console.error(problem);
      process.exitCode = 1;
    } else {
      console.log(`${SCHEMA_FILE} is up to date.`);
    }
  } else {
    writeFileSync(SCHEMA_PATH, generated);
    console.log(`Wrote ${SCHEMA_FILE} (${generated.split('\n').length - 1} lines)`);
  }
} finally {
  await db.close();
}
