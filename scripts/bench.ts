/**
 * `npm run bench`: what a first-time visitor on a cheap phone gets, against the budgets of docs/performance.md
 * (checked in scripts/bench/budgets.ts). Measures, never asserts, and stays out of `npm test`.
 *
 * Every Lighthouse run (12.8, default mobile emulation and simulated throttling) starts a fresh Chromium headless
 * shell with a fresh, empty profile: a fresh full Chromium starts its own interface's pages on the same two cores
 * while the page loads, which a visitor's browser, already open, does not. Runs are interleaved across pages (run 1
 * of every page, then run 2, ...) so that a busy spell of the machine does not land on one page only; each figure
 * is the median of the runs. A run that fails is retried once; a run that fails twice is reported, never dropped
 * silently. Run it under the heavy lock: Lighthouse's simulated throttling scales the CPU time it observes, so a
 * busy machine inflates every figure.
 *
 *   BENCH_RUNS=5         runs per page (default 5)
 *   BENCH_PAGES=home,town  only these page kinds (the reference pages too: "bare page", "town without JS", ...)
 *   BENCH_TREE=.         the built checkout to serve (default this one, built first when missing)
 *   BENCH_LABEL=name     names the JSON file in bench-results/ (default: the time)
 *   BENCH_TRACES=1       keep each run's trace, devtools log and report in bench-results/traces/
 *
 * Each run of a page is one Lighthouse load under the simulation (every budget but LCP), one visitor load (long
 * tasks without DevTools' debugger) and, with its twin by turns, slowed loads whose LCP is held against the twin's
 * (./bench/slowed-run.ts). The simulation puts every request that started before the paint in its fast recorded
 * load on the path to the paint, so its LCP charges the page with the entry script's download and run, which in a
 * slowed load come after the paint.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { BUILT_VERCEL_CONFIG } from '../local/site/static-host';
import { ensureHeadlessShell } from './ensure-chromium';
import { checkBudgets, expectedFailures } from './bench/budgets';
import { inspectDocument, launchInspector } from './bench/first-screen';
import { lighthouseRun } from './bench/lighthouse-run';
import { benchPages, selectPages } from './bench/pages';
import { referencePages, serveReferencePages, twinKind, withTwins } from './bench/reference-pages';
import { budgetsTable, documentNotes, figuresTable, machineFloorNotes } from './bench/report';
import { serveBuild } from './bench/serve';
import { slowedLcps } from './bench/slowed-run';
import { median, medianFigures, medianVisitorFigures } from './bench/stats';
import { visitorRun } from './bench/visitor-run';
import { interactionRun, type InteractionFigures } from './bench/interaction-run';
import type { BenchPage } from './bench/pages';
import { emptyResult, type PageResult } from './bench/types';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TREE = process.env.BENCH_TREE ?? '.';
const PORT = Number(process.env.BENCH_PORT ?? 4373);
const LABEL = process.env.BENCH_LABEL ?? new Date().toISOString().replace(/[:.]/g, '-');
const TRACE_DIR = process.env.BENCH_TRACES ? join('bench-results', 'traces', LABEL) : null;
/** Slowed loads of each page (and of its twin, by turns) in each run: one load spreads too far to tell 50 ms. */
const SLOWED_PAIRS = 4;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const load = () => Number(loadavg()[0]!.toFixed(2));

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', 'src'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} + uncommitted src changes` : head;
  } catch {
    return 'unknown';
  }
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`BENCH_RUNS must be a positive integer, not ${RUNS}`);
  const chromePath = ensureHeadlessShell();
  if (TREE === '.' && !(existsSync('dist/404.html') && existsSync(BUILT_VERCEL_CONFIG))) {
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const site = benchPages(TREE);
  const pages = selectPages([...site, ...referencePages(site)], process.env.BENCH_PAGES);
  const results: PageResult[] = pages.map(emptyResult);
  const interactions: InteractionFigures[] = [];
  const loads: number[] = [load()];
  const started = Date.now();
  const server = await serveBuild({ tree: TREE, port: PORT });
  const references = await serveReferencePages({ tree: TREE, port: PORT + 1, pages }).catch(async (error) => {
    await server.close();
    throw error;
  });
  const originOf = (page: BenchPage) => (page.reference ? references.url : server.url);
  console.log(
    `Bench: ${pages.length} pages x ${RUNS} runs of ${TREE === '.' ? 'this build' : TREE} at ${server.url}, each run simulated and slowed; ` +
      `${cpus().length} CPUs, load average ${loads[0]}`,
  );
  try {
    const inspector = await launchInspector(chromePath);
    try {
      for (const result of results) {
        try {
          result.document = await inspectDocument(inspector, `${originOf(result.page)}${result.page.path}`);
        } catch (error) {
          result.documentError = errorText(error);
          console.error(`  ${result.page.kind}: document check failed: ${result.documentError}`);
        }
      }
    } finally {
      await inspector.close();
    }

    for (let run = 1; run <= RUNS; run++) {
      for (const result of results) {
        const { page } = result;
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const figures = await lighthouseRun(originOf(page), page, {
              chromePath,
              traceDir: TRACE_DIR,
              traceName: `${page.kind.replace(/\W+/g, '-')}-run${run}`,
            });
            result.runs.push(figures);
            loads.push(load());
            console.log(
              `  run ${run}/${RUNS} ${page.kind.padEnd(12)} perf ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
                `TBT ${Math.round(figures.tbtMs)} ms, longest task ${figures.longestTaskMs} ms (load ${load()})`,
            );
            break;
          } catch (error) {
            result.failures.push({ run, attempt, error: errorText(error) });
            console.error(
              `  run ${run}/${RUNS} ${page.kind}: attempt ${attempt} failed: ${errorText(error)}`,
            );
          }
        }
        try {
          const visitor = await visitorRun(`${originOf(page)}${page.path}`, chromePath);
          result.visitorRuns.push(visitor);
          console.log(
            `  run ${run}/${RUNS} ${page.kind.padEnd(12)} without DevTools' debugger: longest task ` +
              `${Math.round(visitor.longestTaskMs)} ms, long tasks ${Math.round(visitor.longTaskTotalMs)} ms in all`,
          );
        } catch (error) {
          result.failures.push({ run, attempt: 0, error: `visitor run: ${errorText(error)}` });
          console.error(`  run ${run}/${RUNS} ${page.kind}: visitor run failed: ${errorText(error)}`);
        }
      }
      for (const group of withTwins(results)) {
        try {
          const lcps = await slowedLcps(
            chromePath,
            group.map((r) => `${originOf(r.page)}${r.page.path}`),
            SLOWED_PAIRS,
          );
          group.forEach((r, i) => r.slowedLcps.push(...lcps[i]!));
          loads.push(load());
          console.log(
            `  run ${run}/${RUNS} ${group[0]!.page.kind.padEnd(12)} slowed loads: LCP ` +
              lcps.map((ms, i) => `${ms.map(Math.round).join(', ')} ms${i > 0 ? ' (twin)' : ''}`).join('; '),
          );
        } catch (error) {
          group[0]!.failures.push({ run, attempt: 0, error: `slowed loads: ${errorText(error)}` });
          console.error(
            `  run ${run}/${RUNS} ${group[0]!.page.kind}: slowed loads failed: ${errorText(error)}`,
          );
        }
      }
    }
    // The cost of starting to use a form: on the home page's quote form, one fresh browser per run.
    const home = results.find((r) => r.page.kind === 'home');
    if (home) {
      for (let run = 1; run <= RUNS; run++) {
        try {
          const figures = await interactionRun(`${server.url}${home.page.path}`, chromePath);
          interactions.push(figures);
          console.log(
            `  run ${run}/${RUNS} home quote form: first key to live form ${Math.round(figures.firstKeyToLiveMs)} ms, ` +
              `${figures.lostKeys} keys lost, plan change to estimate ${Math.round(figures.planToEstimateMs)} ms`,
          );
        } catch (error) {
          console.error(`  run ${run}/${RUNS} home quote form: interaction run failed: ${errorText(error)}`);
        }
      }
    }
  } finally {
    await server.close();
    await references.close();
  }

  for (const result of results) {
    result.visitorMedian = medianVisitorFigures(result.visitorRuns);
    if (result.runs.length > 0) result.median = medianFigures(result.runs);
    result.slowedLcpMs = median(result.slowedLcps);
  }
  for (const result of results) {
    if (result.runs.length === 0) continue;
    const twin = results.find((r) => r.page.kind === twinKind(result.page.kind));
    const failed = {
      seo: [...new Set(result.runs.flatMap((r) => r.seoFailures))],
      bestPractices: [...new Set(result.runs.flatMap((r) => r.bestPracticesFailures))],
    };
    result.budgets = checkBudgets(
      result.median!,
      failed,
      expectedFailures(result.page.status, result.document),
      result.document,
      twin && { tbtMs: twin.median?.tbtMs ?? NaN, slowedLcpMs: twin.slowedLcpMs },
      result.slowedLcpMs,
    );
  }

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\nMedians of ${RUNS} runs (${minutes} min; load average ${Math.min(...loads)}-${Math.max(...loads)} on ${cpus().length} CPUs):\n`,
  );
  console.log(figuresTable(results));
  console.log(
    '\nJS and total KiB: bytes transferred (gzip as served, headers included) during the Lighthouse load. Long task:\n' +
      "the longest main-thread task in Lighthouse's simulation (4x CPU slowdown). Visitor task: the longest task (and\n" +
      "all long tasks together) that the page's own Long Tasks API saw in a fresh Chromium with the CPU slowed 4x and\n" +
      'no DevTools debugger, which Lighthouse attaches and which hides some compile work; the API sees no task from\n' +
      'before the document exists, such as the navigation commit (scripts/bench/visitor-run.ts). Preloads:\n' +
      'modulepreload links in the HTML (gzip KiB). First screen: the response headers plus the gzip HTML up to the\n' +
      'last thing painted in the 412 x 823 first screen fit in 14 KiB, and no stylesheet or script that blocks\n' +
      "rendering is external. Bench index: Lighthouse's measure of this machine's CPU speed (higher is faster).\n" +
      "Reference rows are not the site's pages: a bare page (what any page costs here) and each public page's HTML\n" +
      'without its script (what the document costs before any script); see scripts/bench/reference-pages.ts.\n',
  );
  console.log(documentNotes(results));
  console.log('\nBudgets (docs/performance.md):\n');
  console.log(budgetsTable(results));
  if (interactions.length > 0) {
    const ms = interactions.map((i) => i.firstKeyToLiveMs).sort((a, b) => a - b);
    const middle = median(ms);
    console.log(
      `\nInteraction (home quote form, 4x CPU, a key every 60 ms): first key to live form ${Math.round(middle)} ms ` +
        `median (${Math.round(ms[0]!)}-${Math.round(ms[ms.length - 1]!)}) over ${ms.length} runs; keys lost: ` +
        `${Math.max(...interactions.map((i) => i.lostKeys))} at most.`,
    );
    const plan = interactions.map((i) => i.planToEstimateMs).sort((a, b) => a - b);
    console.log(
      `Interaction (the same form, a ZIP in the area and two dogs): a change of plan to its estimate on screen ` +
        `${Math.round(median(plan))} ms median (${Math.round(plan[0]!)}-${Math.round(plan[plan.length - 1]!)}).`,
    );
  }
  const floor = machineFloorNotes(results);
  if (floor.length > 0) console.log(`\nBudgets beyond this machine in this run:\n${floor.join('\n')}`);
  const failed = results.filter((r) => r.failures.length > 0);
  if (failed.length > 0) {
    console.log('\nFailed runs (retried once; a page whose run failed twice has fewer runs in its median):');
    for (const r of failed)
      for (const f of r.failures)
        console.log(`  ${r.page.kind} run ${f.run} attempt ${f.attempt}: ${f.error}`);
  }

  mkdirSync('bench-results', { recursive: true });
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    tree: TREE,
    runsPerPage: RUNS,
    machine: {
      cpus: cpus().length,
      loadAverage: { min: Math.min(...loads), max: Math.max(...loads), samples: loads },
    },
    pages: results,
    interactions,
  };
  const json = JSON.stringify(report, null, 2);
  const file = join('bench-results', `bench-${LABEL}.json`);
  writeFileSync(file, json);
  writeFileSync(join('bench-results', 'latest.json'), json);
  console.log(`\nWrote ${file}`);
  if (results.some((r) => r.runs.length === 0)) process.exit(1);
}

await main();
