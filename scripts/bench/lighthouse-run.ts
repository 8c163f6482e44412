/**
 * One Lighthouse run as a first-time visitor gets it: a fresh Chromium with a fresh, empty profile (nothing
 * cached, nothing compiled, no warm process), Lighthouse's default mobile emulation and simulated throttling,
 * then the browser and its profile are thrown away.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS } from '../ensure-chromium';
import type { BenchPage } from './pages';

export interface LongTask {
  url: string;
  /** Simulated (4x CPU slowdown) duration, as Lighthouse's long-tasks audit reports it. */
  durationMs: number;
  startMs: number;
}

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Failed SEO and best-practices audits (ids), for the budget check: a 404 page must fail http-status-code. */
  seoFailures: string[];
  bestPracticesFailures: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Longest main-thread task during load (simulated); 0 when none reached Lighthouse's 50 ms threshold. */
  longestTaskMs: number;
  longTasks: LongTask[];
  /** Main-thread time by category (script evaluation, style & layout, ...), simulated, ms. */
  mainThreadMs: Record<string, number>;
  scriptKb: number;
  scriptRequests: number;
  stylesheetKb: number;
  totalKb: number;
  requests: number;
  documentStatus: number;
  /**
   * Lighthouse's measure of how fast this machine ran at the time (higher is faster; a quiet desktop scores
   * about 1,000-2,000): simulated times scale with the CPU time observed, so a low index explains worse figures.
   */
  benchmarkIndex: number;
}

const KIB = 1024;

/** errors-in-console when its only entry is Chromium's log line for the document's own 404 status. */
export const OWN_404_ERROR = "errors-in-console (only the document's own 404)";

function onlyOwn404(entries: Record<string, unknown>[]): boolean {
  return entries.every((entry) => {
    const location = entry.sourceLocation as { url?: string } | undefined;
    return (
      entry.source === 'network' &&
      String(entry.description).includes('status of 404') &&
      !location?.url?.includes('/assets/')
    );
  });
}

function figuresOf(lhr: LighthouseResult): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];

  const summary = new Map(
    items('resource-summary').map((row) => [
      String(row.resourceType),
      { count: Number(row.requestCount), bytes: Number(row.transferSize) },
    ]),
  );
  const longTasks = items('long-tasks').map((row) => ({
    url: String(row.url),
    durationMs: Math.round(Number(row.duration)),
    startMs: Math.round(Number(row.startTime)),
  }));
  const mainThreadMs = Object.fromEntries(
    items('mainthread-work-breakdown').map((row) => [String(row.group), Math.round(Number(row.duration))]),
  );
  const document = items('network-requests').find((row) => row.resourceType === 'Document');
  const failures = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => (ref.id === 'errors-in-console' && onlyOwn404(items(ref.id)) ? OWN_404_ERROR : ref.id));

  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    seoFailures: failures('seo'),
    bestPracticesFailures: failures('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    longestTaskMs: Math.max(0, ...longTasks.map((t) => t.durationMs)),
    longTasks: longTasks.slice(0, 5),
    mainThreadMs,
    scriptKb: (summary.get('script')?.bytes ?? 0) / KIB,
    scriptRequests: summary.get('script')?.count ?? 0,
    stylesheetKb: (summary.get('stylesheet')?.bytes ?? 0) / KIB,
    totalKb: (summary.get('total')?.bytes ?? NaN) / KIB,
    requests: summary.get('total')?.count ?? NaN,
    documentStatus: Number(document?.statusCode ?? NaN),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export interface RunOptions {
  chromePath: string;
  /** Where to keep the trace and devtools log of the run (BENCH_TRACES=1), or null. */
  traceDir: string | null;
  traceName: string;
}

export async function lighthouseRun(url: string, page: BenchPage, options: RunOptions): Promise<RunFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
  });
  try {
    const result = await lighthouse(`${url}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The 404 page is measured as the visitor gets it, status 404 included.
      ignoreStatusCode: page.status !== 200,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (options.traceDir) {
      mkdirSync(options.traceDir, { recursive: true });
      writeFileSync(
        join(options.traceDir, `${options.traceName}.trace.json`),
        JSON.stringify(artifacts.Trace),
      );
      writeFileSync(
        join(options.traceDir, `${options.traceName}.devtoolslog.json`),
        JSON.stringify(artifacts.DevtoolsLog),
      );
      writeFileSync(join(options.traceDir, `${options.traceName}.lhr.json`), JSON.stringify(lhr));
    }
    const figures = figuresOf(lhr);
    if (figures.documentStatus !== page.status) {
      throw new Error(`${page.path} answered ${figures.documentStatus}, expected ${page.status}`);
    }
    for (const key of ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'totalKb'] as const) {
      if (!Number.isFinite(figures[key])) throw new Error(`Lighthouse gave no ${key} (see its warnings)`);
    }
    return figures;
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
