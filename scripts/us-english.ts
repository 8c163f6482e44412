/**
 * `npx tsx scripts/us-english.ts [--dist dist]`
 *
 * Reads every built page (dist/**\/*.html) as a visitor does (see us-english-core.ts) and exits 1 on a British
 * spelling, a 24-hour time or a doubled period in what the visitor reads. Run by `npm test` after the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usEnglishProblems } from './us-english-core';

const i = process.argv.indexOf('--dist');
const DIST = i > -1 && process.argv[i + 1] ? process.argv[i + 1]! : 'dist';

const pages = (readdirSync(DIST, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).sort();
if (pages.length === 0) {
  console.error(`✘ No built pages under ${DIST}/: run the build first.`);
  process.exit(1);
}

let count = 0;
for (const page of pages) {
  const problems = usEnglishProblems(readFileSync(join(DIST, page), 'utf8'));
  if (problems.length === 0) continue;
  count += problems.length;
  console.error(`\n${page}`);
  for (const p of problems) console.error(`  ${p.kind}: "${p.found}" -> ${p.advice}\n    …${p.context}…`);
}

if (count > 0) {
  console.error(
    `\n✘ ${count} problem(s) in what visitors read: the site writes US English and 12-hour times.`,
  );
  process.exit(1);
}
console.log(
  `✔ ${pages.length} built pages: US spelling, 12-hour times and no doubled period in what visitors read.`,
);
