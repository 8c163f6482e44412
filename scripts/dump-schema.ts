// Regenerates supabase/schema.sql from supabase/migrations (applied to a throw-away in-memory database).
//   tsx scripts/dump-schema.ts          write the file
//   tsx scripts/dump-schema.ts --check  exit 1 if the committed file differs from what the migrations give
import { SCHEMA_FILE, dumpSchema, staleSchemaMessage } from '../local/db/schema-dump.ts';
import { writeOrCheckGenerated } from './generated-file.ts';

await writeOrCheckGenerated({ file: SCHEMA_FILE, generate: dumpSchema, staleMessage: staleSchemaMessage });
