import type { RunFigures } from './lighthouse-run';
import type { VisitorFigures } from './visitor-run';

/** The middle value (the lower middle for an even count) of the finite values; NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Per-figure medians of the runs. Lists (long tasks, SEO failures) and the main-thread breakdown come from the
 * run whose performance score is the median one, so that they describe a real run.
 */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const numeric = (key: keyof RunFigures) => median(runs.map((r) => r[key] as number));
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const typical = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const groups = new Set(runs.flatMap((r) => Object.keys(r.mainThreadMs)));
  return {
    ...typical,
    performance: numeric('performance'),
    accessibility: numeric('accessibility'),
    bestPractices: numeric('bestPractices'),
    seo: numeric('seo'),
    fcpMs: numeric('fcpMs'),
    lcpMs: numeric('lcpMs'),
    tbtMs: numeric('tbtMs'),
    cls: numeric('cls'),
    speedIndexMs: numeric('speedIndexMs'),
    longestTaskMs: numeric('longestTaskMs'),
    mainThreadMs: Object.fromEntries(
      [...groups].map((g) => [g, median(runs.map((r) => r.mainThreadMs[g] ?? 0))]),
    ),
    scriptKb: numeric('scriptKb'),
    scriptRequests: numeric('scriptRequests'),
    stylesheetKb: numeric('stylesheetKb'),
    totalKb: numeric('totalKb'),
    requests: numeric('requests'),
    benchmarkIndex: numeric('benchmarkIndex'),
  };
}

/** Per-figure medians of the visitor runs; null when there are none. */
export function medianVisitorFigures(runs: VisitorFigures[]): VisitorFigures | null {
  if (runs.length === 0) return null;
  return {
    longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
    longTaskTotalMs: median(runs.map((r) => r.longTaskTotalMs)),
  };
}
