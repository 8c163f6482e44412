/**
 * `npm run bench`: measures, never asserts. Lighthouse (mobile emulation, median of 3 runs) in
 * Debian's Chromium against the production build served as `npm start` serves it, one page of
 * every route kind, plus the JavaScript and bytes that the first load of / costs. Prints a table
 * against the budgets of shared/docs/architecture.md and writes bench-results/results.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium';
import { startSite } from '../local/start';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES: [kind: string, path: string][] = [
  ['home', '/'],
  ['town', '/waco'],
  ['neighborhood', '/neighborhoods/oakwood'],
  ['service', '/services/weekly-scooping-waco'],
  ['landing', '/pooper-scooper-near-me'],
  ['blog post', '/blog/how-often-should-you-scoop-dog-poop'],
  ['static', '/contact'],
];

/** Median of the runs that produced the figure (a run whose trace lacked it gives NaN and is left out). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
};

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
}

/** JavaScript the first load of / fetches: the entry script and every modulepreload, gzipped. */
function firstLoadJsKb(): { kb: number; files: number } {
  const html = readFileSync('dist/index.html', 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join('dist', file))).length;
  return { kb: bytes / 1024, files: files.size };
}

async function main() {
  const chromePath = ensureChromium();
  if (!existsSync('dist/index.html')) {
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const site = await startSite({ port: 4373, dataDir: null, quiet: true });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results: Record<string, Figures> = {};
  try {
    for (const [kind, path] of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${site.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          transferKb: audit('total-byte-weight') / 1024,
        });
      }
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
      results[`${kind} ${path}`] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        transferKb: pick('transferKb'),
      };
    }
  } finally {
    chrome.kill();
    await site.close();
  }

  const js = firstLoadJsKb();
  const rows = Object.entries(results).map(([page, f]) => ({
    page,
    perf: f.performance,
    a11y: f.accessibility,
    bp: f.bestPractices,
    seo: f.seo,
    'LCP s': +(f.lcpMs / 1000).toFixed(2),
    CLS: +f.cls.toFixed(3),
    'TBT ms': Math.round(f.tbtMs),
    KB: Math.round(f.transferKb),
  }));
  console.table(rows);
  const home = results['home /']!;
  const checks: [string, string, boolean][] = [
    ['performance >= 98 (every kind)', rows.map((r) => r.perf).join(' / '), rows.every((r) => r.perf >= 98)],
    [
      'accessibility, best practices, SEO = 100',
      rows.map((r) => `${r.a11y}/${r.bp}/${r.seo}`).join(' '),
      rows.every((r) => r.a11y === 100 && r.bp === 100 && r.seo === 100),
    ],
    [
      'LCP <= 1.8 s',
      `max ${Math.max(...rows.map((r) => r['LCP s']))} s`,
      rows.every((r) => r['LCP s'] <= 1.8),
    ],
    ['CLS <= 0.01', `max ${Math.max(...rows.map((r) => r.CLS))}`, rows.every((r) => r.CLS <= 0.01)],
    [
      'TBT <= 50 ms',
      `max ${Math.max(...rows.map((r) => r['TBT ms']))} ms`,
      rows.every((r) => r['TBT ms'] <= 50),
    ],
    ['first-load JS of / <= 120 KB gzip', `${js.kb.toFixed(1)} KB in ${js.files} files`, js.kb <= 120],
    ['total transfer of / <= 300 KB', `${home.transferKb.toFixed(0)} KB`, home.transferKb <= 300],
  ];
  console.log('\nBudgets (shared/docs/architecture.md):');
  for (const [name, value, ok] of checks) console.log(`  ${ok ? '✔' : '✘'} ${name}: ${value}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/results.json',
    JSON.stringify(
      { date: new Date().toISOString(), runs: RUNS, pages: results, firstLoadJsKb: js.kb },
      null,
      2,
    ),
  );
}

await main();
