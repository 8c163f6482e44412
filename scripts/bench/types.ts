import type { BudgetCheck } from './budgets';
import type { DocumentFigures } from './first-screen';
import type { RunFigures } from './lighthouse-run';
import type { BenchPage } from './pages';
import type { VisitorFigures } from './visitor-run';

export interface RunFailure {
  run: number;
  attempt: number;
  error: string;
}

export interface PageResult {
  page: BenchPage;
  /** Median figures of the successful runs; null when every run failed. */
  median: RunFigures | null;
  runs: RunFigures[];
  /** The LCP of each load with the network and CPU slowed for real (./slowed-run.ts), ms. */
  slowedLcps: number[];
  /** Their median; NaN when there are none. */
  slowedLcpMs: number;
  /** Each run's long tasks in a browser without DevTools' debugger (./visitor-run.ts), and their medians. */
  visitorRuns: VisitorFigures[];
  visitorMedian: VisitorFigures | null;
  failures: RunFailure[];
  document: DocumentFigures | null;
  documentError: string | null;
  budgets: BudgetCheck[];
}

/** A page's result before its first run. */
export function emptyResult(page: BenchPage): PageResult {
  return {
    page,
    median: null,
    runs: [],
    slowedLcps: [],
    slowedLcpMs: NaN,
    visitorRuns: [],
    visitorMedian: null,
    failures: [],
    document: null,
    documentError: null,
    budgets: [],
  };
}
