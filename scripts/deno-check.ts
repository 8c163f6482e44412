/**
 * Type-checks every Supabase Edge Function entry the way Supabase's Deno runtime will load it: bare imports through
 * supabase/functions/deno.json (npm: specifiers, fetched from the npm registry into Deno's cache, no node_modules).
 * Usage: npx tsx scripts/deno-check.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const functionsDir = 'supabase/functions';

const entries = readdirSync(`${root}${functionsDir}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => `${functionsDir}/${entry.name}/index.ts`)
  .filter((entry) => existsSync(`${root}${entry}`))
  .sort();

if (entries.length === 0) {
  console.error(`deno-check: no function entries found under ${functionsDir}/*/index.ts`);
  process.exit(1);
}

const deno = `${root}node_modules/.bin/deno`;
const args = ['check', '--node-modules-dir=none', '--config', `${functionsDir}/deno.json`, ...entries];
console.log(`deno ${args.join(' ')}`);
const result = spawnSync(existsSync(deno) ? deno : 'deno', args, { cwd: root, stdio: 'inherit' });
if (result.error) {
  console.error(`deno-check: could not run deno: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
