/**
 * `npx tsx scripts/uniqueness.ts [--dist dist] [--routes dist-server/routes.json] [--verbose]`
 *
 * Measures how much of each place page (towns, districts, nearby places, neighborhoods, search landing pages)
 * is its own, over the built HTML (see uniqueness-core.ts for the method). Only indexable, self-canonical pages
 * are measured: a page whose canonical points elsewhere has told search engines it is a duplicate.
 * Prints a table per page kind and exits 1 when any two measured place pages overlap more than 0.50, or any
 * has less than 20% own text. Run by `npm test` after the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { neighborhoods } from '../src/content/neighborhoods';
import { towns } from '../src/content/towns';
import type { TownGroup } from '../src/content/types';
import { LIMITS, measure, pageShingles, type MeasuredPage } from './uniqueness-core';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const DIST = arg('--dist', 'dist');
const ROUTES = arg('--routes', 'dist-server/routes.json');
const VERBOSE = process.argv.includes('--verbose');

const KIND_LABELS = {
  town: 'town (Waco and the core towns)',
  district: 'Waco districts',
  nearby: 'nearby places',
  neighborhood: 'neighborhood',
  landing: 'search landing pages',
} as const;
type PlaceKind = keyof typeof KIND_LABELS;

const townKind: Record<TownGroup, PlaceKind> = { core: 'town', district: 'district', nearby: 'nearby' };
const landingSlugs = readdirSync('src/content/landing')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

const kindOf = new Map<string, PlaceKind>([
  ...towns.map((t) => [`/${t.slug}`, townKind[t.group]] as const),
  ...neighborhoods.map((n) => [`/neighborhoods/${n.slug}`, 'neighborhood'] as const),
  ...landingSlugs.map((slug) => [`/${slug}`, 'landing'] as const),
]);
const placeNames = [...towns.map((t) => t.name), ...neighborhoods.map((n) => n.name)];

const routes = JSON.parse(readFileSync(ROUTES, 'utf8')) as { path: string; indexable: boolean }[];
const htmlOf = (path: string) => readFileSync(join(DIST, path === '/' ? '' : path, 'index.html'), 'utf8');
const canonicalPath = (html: string) => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href).pathname : undefined;
};

const measured: MeasuredPage[] = [];
const canonicalised: string[] = [];
for (const { path, indexable } of routes) {
  if (!indexable) continue;
  const html = htmlOf(path);
  const canonical = canonicalPath(html);
  if (canonical !== path) {
    canonicalised.push(`${path} -> ${canonical ?? '(none)'}`);
    continue;
  }
  measured.push({ path, kind: kindOf.get(path), shingles: pageShingles(html, placeNames) });
}

const kinds = Object.keys(KIND_LABELS) as PlaceKind[];
const result = measure(measured, kinds);
const pct = (x: number) => (Number.isNaN(x) ? '–' : `${Math.round(x * 100)}%`);
const fixed = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(2));
const totals = (kind: PlaceKind) => [...kindOf.values()].filter((k) => k === kind).length;

console.log(
  `Place page uniqueness over ${DIST}/ (<main> text, place names and ZIP codes as one placeholder, word 5-grams)`,
);
console.log(
  `${measured.length} self-canonical indexable pages measured; ${canonicalised.length} canonicalised.\n`,
);
console.log(
  '| page kind | self-canonical pages (of all) | median overlap with the others of its kind | pairs above 0.50 | own text (median) | own text (lowest) |',
);
console.log('|---|---|---|---|---|---|');
for (const k of result.kinds) {
  console.log(
    `| ${KIND_LABELS[k.kind as PlaceKind]} | ${k.pages} of ${totals(k.kind as PlaceKind)} | ${fixed(k.medianOverlap)} | ${k.pairsAbove} of ${k.pairs} | ${pct(k.medianOwn)} | ${pct(k.minOwn)} |`,
  );
}

if (VERBOSE || result.pairsAbove.length > 0 || result.thinPages.length > 0) {
  console.log('\nPer place page: own text, and its closest other place page');
  const rows = measured
    .filter((p) => p.kind)
    .map((p) => {
      const c = result.closest.get(p.path);
      const other = c ? (c.a === p.path ? c.b : c.a) : '–';
      return { path: p.path, own: result.own.get(p.path) ?? 0, other, overlap: c?.overlap ?? 0 };
    })
    .sort((x, y) => x.own - y.own);
  for (const r of rows) {
    console.log(
      `  ${r.path.padEnd(38)} own ${pct(r.own).padStart(4)}  closest ${r.other} (${fixed(r.overlap)})`,
    );
  }
  if (VERBOSE && canonicalised.length)
    console.log(`\nCanonicalised (not measured):\n  ${canonicalised.join('\n  ')}`);
}

const failures = [
  ...result.pairsAbove.map(
    (p) => `${p.a} and ${p.b} overlap ${fixed(p.overlap)} (limit ${LIMITS.maxOverlap})`,
  ),
  ...result.thinPages.map((p) => `${p.path} has ${pct(p.own)} own text (limit ${pct(LIMITS.minOwn)})`),
];
if (failures.length > 0) {
  console.error(`\n✘ ${failures.length} place page problem(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\n✔ No two place pages overlap more than ${LIMITS.maxOverlap}; each has at least ${pct(LIMITS.minOwn)} own text.`,
);
