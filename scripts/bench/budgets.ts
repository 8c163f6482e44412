/** The budgets every public page kind is held to, checked per page on the median figures. */
import type { DocumentFigures } from './first-screen';
import { OWN_404_ERROR, type RunFigures } from './lighthouse-run';

export interface BudgetCheck {
  budget: string;
  value: string;
  pass: boolean;
}

/**
 * Audits a page is right to fail: a 404 page must answer 404 (SEO http-status-code, and Chromium logs the status
 * as a console error, best practices errors-in-console), and a page that asks not to be indexed (noindex) fails
 * is-crawlable by design. Every other audit of these categories must pass.
 */
export function expectedFailures(status: number, document: DocumentFigures | null) {
  return {
    seo: [...(status === 404 ? ['http-status-code'] : []), ...(document?.noindex ? ['is-crawlable'] : [])],
    bestPractices: status === 404 ? [OWN_404_ERROR] : [],
  };
}

function categoryCheck(budget: string, score: number, failed: string[], expected: string[]): BudgetCheck {
  const unexpected = failed.filter((id) => !expected.includes(id));
  const note = expected.length > 0 ? ` (expected to fail: ${expected.join(', ')})` : '';
  return {
    budget,
    value: unexpected.length > 0 ? `${score}: fails ${unexpected.join(', ')}` : `${score}${note}`,
    pass: unexpected.length === 0,
  };
}

export function checkBudgets(
  median: RunFigures,
  failed: { seo: string[]; bestPractices: string[] },
  expected: { seo: string[]; bestPractices: string[] },
  document: DocumentFigures | null,
  /** Medians of the page's HTML without script in the same run, where the bench measured it. */
  twin: { tbtMs: number; slowedLcpMs: number } | undefined,
  /** The page's median LCP with the load itself slowed. */
  slowedLcpMs: number,
): BudgetCheck[] {
  const slowedLcp = `${Math.round(slowedLcpMs)} ms`;
  return [
    { budget: 'performance = 100', value: String(median.performance), pass: median.performance === 100 },
    twin === undefined
      ? {
          budget: 'slowed LCP <= twin + 50 ms',
          value: `${slowedLcp} (no twin)`,
          pass: Number.isFinite(slowedLcpMs),
        }
      : {
          budget: 'slowed LCP <= twin + 50 ms',
          value: `${slowedLcp} (twin ${Math.round(twin.slowedLcpMs)})`,
          pass: slowedLcpMs <= twin.slowedLcpMs + 50,
        },
    twin === undefined
      ? { budget: 'TBT <= twin + 30 ms', value: `${Math.round(median.tbtMs)} ms (no twin)`, pass: true }
      : {
          budget: 'TBT <= twin + 30 ms',
          value: `${Math.round(median.tbtMs)} ms (twin ${Math.round(twin.tbtMs)})`,
          pass: median.tbtMs <= twin.tbtMs + 30,
        },
    { budget: 'CLS = 0', value: median.cls.toFixed(3), pass: median.cls === 0 },
    { budget: 'JS <= 10 KiB gz', value: `${median.scriptKb.toFixed(1)} KiB`, pass: median.scriptKb <= 10 },
    {
      budget: 'first screen in 14 KiB',
      value: document ? document.firstScreenVerdict : 'not measured',
      pass: document?.firstScreenWithin14Kb ?? false,
    },
    {
      budget: 'a11y = 100',
      value: String(median.accessibility),
      pass: median.accessibility === 100,
    },
    categoryCheck('BP = 100', median.bestPractices, failed.bestPractices, expected.bestPractices),
    categoryCheck('SEO = 100', median.seo, failed.seo, expected.seo),
  ];
}
