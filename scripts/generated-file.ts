// Writes, or with --check verifies, a file generated from supabase/migrations applied to a throw-away in-memory
// database: the flow the schema dump and the database types share.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase, type PGlite } from '../local/db/index.ts';

export type GeneratedFile = {
  /** The file's path from the repository root, as messages name it. */
  file: string;
  generate: (db: PGlite, path: string) => Promise<string>;
  /** Why the committed text is stale, or null when it matches. */
  staleMessage: (committed: string | null, generated: string) => string | null;
};

function readCommitted(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export async function writeOrCheckGenerated({ file, generate, staleMessage }: GeneratedFile): Promise<void> {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  const check = process.argv.includes('--check');
  const db = await openDatabase();
  try {
    const generated = await generate(db, path);
    if (check) {
      const problem = staleMessage(readCommitted(path), generated);
      if (problem) {
        console.error(problem);
        process.exitCode = 1;
      } else {
        console.log(`${file} is up to date.`);
      }
    } else {
      writeFileSync(path, generated);
      console.log(`Wrote ${file} (${generated.split('\n').length - 1} lines)`);
    }
  } finally {
    await db.close();
  }
}
