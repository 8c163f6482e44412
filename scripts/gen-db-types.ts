// Regenerates src/lib/database.types.ts from supabase/migrations (applied to a throw-away in-memory database).
//   tsx scripts/gen-db-types.ts          write the file
//   tsx scripts/gen-db-types.ts --check  exit 1 if the committed file differs from what the migrations give
import { generateDatabaseTypes } from '../local/db/typegen.ts';
import { writeOrCheckGenerated } from './generated-file.ts';

await writeOrCheckGenerated({
  file: 'src/lib/database.types.ts',
  generate: generateDatabaseTypes,
  staleMessage: (committed, generated) =>
    committed === generated
      ? null
      : 'src/lib/database.types.ts is out of date with supabase/migrations: run `npm run db:types` (tsx scripts/gen-db-types.ts).',
});
