/**
 * `npm run bench:scale`: does the cost of a page grow with the number of pages?
 *
 * Makes two temporary copies of the working tree outside the repository (node_modules symlinked): one as it is,
 * one with 200 extra blog posts and 100 extra towns (synthetic, see bench/scale/synthetic-content.ts). Builds
 * both the same way, then reports side by side: the time of each build step, the server render time per route
 * by page kind, and per page kind the first-load bytes (the JavaScript the document asks for, and everything a
 * first visit fetches, observed in the browser). The copies are deleted at the end (BENCH_SCALE_KEEP=1 keeps
 * them, e.g. to run `BENCH_TREE=<copy> npm run bench` on the enlarged one). Run it under the heavy lock.
 *
 *   BENCH_SCALE_POSTS=200 BENCH_SCALE_TOWNS=100   how much to add
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHeadlessShell } from './ensure-chromium';
import { inspectDocument, launchInspector } from './bench/first-screen';
import { observeFirstLoad, type FirstLoad } from './bench/first-load';
import { benchPages } from './bench/pages';
import { serveBuild } from './bench/serve';
import { median } from './bench/stats';
import { copyWorkingTree } from './bench/scale/copy-tree';
import { addSyntheticContent } from './bench/scale/synthetic-content';

const POSTS = Number(process.env.BENCH_SCALE_POSTS ?? 200);
const TOWNS = Number(process.env.BENCH_SCALE_TOWNS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 4374);
const RENDER_TIMING = fileURLToPath(new URL('./bench/scale/render-timing.ts', import.meta.url));

interface BuildStep {
  command: string;
  seconds: number;
}

interface KindTiming {
  routes: number;
  medianMs: number;
  p90Ms: number;
  medianHtmlKib: number;
}

interface PageCost {
  kind: string;
  path: string;
  htmlGzipKib: number;
  declaredJsGzipKib: number;
  modulePreloads: number;
  domElements: number;
  observed: FirstLoad;
}

interface TreeReport {
  name: string;
  routes: number;
  buildSteps: BuildStep[];
  prerenderLine: string;
  renderByKind: Record<string, KindTiming>;
  pages: PageCost[];
}

const kib = (bytes: number) => bytes / 1024;

/**
 * Runs the tree's own `npm run build`, one `&&` step at a time so that each is timed, and keeps the HTML
 * template (dist/index.html before the prerender step overwrites it with the home page) for the render timing.
 */
function build(tree: string, template: string): { steps: BuildStep[]; prerenderLine: string } {
  const script = (
    JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8')) as { scripts: { build: string } }
  ).scripts.build;
  const steps: BuildStep[] = [];
  let prerenderLine = '';
  for (const command of script.split('&&').map((s) => s.trim())) {
    if (command.includes('prerender')) copyFileSync(join(tree, 'dist/index.html'), template);
    const started = performance.now();
    const result = spawnSync('sh', ['-c', command], {
      cwd: tree,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) {
      throw new Error(`${tree}: \`${command}\` failed:\n${result.stdout}\n${result.stderr}`);
    }
    prerenderLine ||= /Prerendered .*/.exec(result.stdout)?.[0] ?? '';
    steps.push({ command, seconds });
    console.log(`  ${command.padEnd(70)} ${seconds.toFixed(1)} s`);
  }
  return { steps, prerenderLine };
}

/** The page kind of a route, from the tree's own content folders and town list. */
function kindClassifier(tree: string): (path: string) => string {
  const slugs = (dir: string) =>
    new Set(readdirSync(join(tree, 'src/content', dir)).map((f) => f.replace(/\.ts$/, '')));
  const landing = slugs('landing');
  // The core towns and Waco's districts (service-area-towns.ts) and the nearby places (towns.ts).
  const townSource = ['towns.ts', 'service-area-towns.ts']
    .map((file) => readFileSync(join(tree, 'src/content', file), 'utf8'))
    .join('\n');
  const towns = new Set([...townSource.matchAll(/slug: '([^']+)'/g)].map((m) => m[1]!));
  return (path) => {
    const [first, second] = path.split('/').slice(1);
    if (path === '/') return 'home';
    if (path === '/blog' || path.startsWith('/blog/page/')) return 'blog index';
    if (first === 'blog' && second) return 'blog post';
    if (first === 'services' && second) return 'service';
    if (first === 'neighborhoods') return 'neighborhood';
    if (towns.has(first!)) return 'town';
    if (landing.has(first!)) return 'landing';
    return 'static';
  };
}

function renderTimings(tree: string, template: string): Record<string, KindTiming> {
  const output = execFileSync(process.execPath, ['--import', 'tsx', RENDER_TIMING, tree, template], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const timings = JSON.parse(output) as { path: string; ms: number; htmlBytes: number }[];
  const kindOf = kindClassifier(tree);
  const byKind = new Map<string, typeof timings>();
  for (const t of timings) byKind.set(kindOf(t.path), [...(byKind.get(kindOf(t.path)) ?? []), t]);
  return Object.fromEntries(
    [...byKind].map(([kind, list]) => {
      const sorted = list.map((t) => t.ms).sort((a, b) => a - b);
      return [
        kind,
        {
          routes: list.length,
          medianMs: median(sorted),
          p90Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!,
          medianHtmlKib: kib(median(list.map((t) => t.htmlBytes))),
        },
      ];
    }),
  );
}

async function pageCosts(tree: string, chromePath: string): Promise<PageCost[]> {
  const server = await serveBuild({ tree, port: PORT });
  const browser = await launchInspector(chromePath);
  try {
    const costs: PageCost[] = [];
    for (const page of benchPages(tree)) {
      const url = `${server.url}${page.path}`;
      const document = await inspectDocument(browser, url);
      const declared = [...document.entryScripts, ...document.modulePreloads].reduce(
        (n, a) => n + a.gzipBytes,
        0,
      );
      costs.push({
        kind: page.kind,
        path: page.path,
        htmlGzipKib: kib(document.htmlGzipBytes),
        declaredJsGzipKib: kib(declared),
        modulePreloads: document.modulePreloads.length,
        domElements: document.domElements,
        observed: await observeFirstLoad(browser, url),
      });
    }
    return costs;
  } finally {
    await browser.close();
    await server.close();
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const pair = (a: number, b: number, digits = 1) => {
  const growth = a === 0 ? '' : ` (${b >= a ? '+' : ''}${Math.round(((b - a) / a) * 100)}%)`;
  return `${a.toFixed(digits)} -> ${b.toFixed(digits)}${growth}`;
};

function printReport(normal: TreeReport, enlarged: TreeReport) {
  console.log(
    `\nBuild steps (s), normal (${normal.routes} routes) -> enlarged (${enlarged.routes} routes):\n`,
  );
  console.log(
    table(
      ['step', 'seconds'],
      normal.buildSteps.map((s, i) => [s.command, pair(s.seconds, enlarged.buildSteps[i]?.seconds ?? NaN)]),
    ),
  );
  console.log(`  normal:   ${normal.prerenderLine}\n  enlarged: ${enlarged.prerenderLine}`);

  console.log(
    '\nServer render per route (fastest of 3 passes after a warm-up), by page kind, normal -> enlarged:\n',
  );
  const kinds = [...new Set([...Object.keys(normal.renderByKind), ...Object.keys(enlarged.renderByKind)])];
  console.log(
    table(
      ['kind', 'routes', 'median ms', 'p90 ms', 'median HTML KiB'],
      kinds.map((k) => {
        const a = normal.renderByKind[k];
        const b = enlarged.renderByKind[k];
        return [
          k,
          `${a?.routes ?? 0} -> ${b?.routes ?? 0}`,
          a && b ? pair(a.medianMs, b.medianMs, 2) : '-',
          a && b ? pair(a.p90Ms, b.p90Ms, 2) : '-',
          a && b ? pair(a.medianHtmlKib, b.medianHtmlKib) : '-',
        ];
      }),
    ),
  );

  console.log(
    '\nFirst load per page kind, normal -> enlarged (KiB; declared JS = entry + modulepreloads, gzip):\n',
  );
  console.log(
    table(
      [
        'page',
        'HTML gz',
        'declared JS gz',
        'preloads',
        'observed JS',
        'observed total',
        'requests',
        'DOM els',
      ],
      normal.pages.map((a) => {
        const b = enlarged.pages.find((p) => p.kind === a.kind)!;
        return [
          `${a.kind} ${a.path}`,
          pair(a.htmlGzipKib, b.htmlGzipKib),
          pair(a.declaredJsGzipKib, b.declaredJsGzipKib),
          `${a.modulePreloads} -> ${b.modulePreloads}`,
          pair(a.observed.scriptKib, b.observed.scriptKib),
          pair(a.observed.totalKib, b.observed.totalKib),
          `${a.observed.requests} -> ${b.observed.requests}`,
          `${a.domElements} -> ${b.domElements}`,
        ];
      }),
    ),
  );
}

async function main() {
  const chromePath = ensureHeadlessShell();
  const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const keep = Boolean(process.env.BENCH_SCALE_KEEP);
  console.log(
    `Scale bench in ${work}: +${POSTS} blog posts, +${TOWNS} towns; load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} CPUs`,
  );
  try {
    const reports: TreeReport[] = [];
    for (const name of ['normal', 'enlarged'] as const) {
      const tree = join(work, name);
      copyWorkingTree('.', tree);
      if (name === 'enlarged') addSyntheticContent(tree, { posts: POSTS, towns: TOWNS });
      console.log(`\n${name}: building`);
      const template = join(work, `${name}-template.html`);
      const { steps, prerenderLine } = build(tree, template);
      console.log(`${name}: timing the render of every route`);
      const renderByKind = renderTimings(tree, template);
      console.log(`${name}: measuring the first load of every page kind`);
      reports.push({
        name,
        routes: Object.values(renderByKind).reduce((n, k) => n + k.routes, 0),
        buildSteps: steps,
        prerenderLine,
        renderByKind,
        pages: await pageCosts(tree, chromePath),
      });
    }
    const [normal, enlarged] = reports as [TreeReport, TreeReport];
    printReport(normal, enlarged);
    mkdirSync('bench-results', { recursive: true });
    const file = join('bench-results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        { date: new Date().toISOString(), added: { posts: POSTS, towns: TOWNS }, normal, enlarged },
        null,
        2,
      ),
    );
    console.log(`\nWrote ${file}`);
  } finally {
    if (keep) console.log(`Kept the copies in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

await main();
