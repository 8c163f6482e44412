/** The budgets of shared/docs/architecture.md (issue 10), checked per page on the median figures. */
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
): BudgetCheck[] {
  return [
    { budget: 'performance >= 98', value: String(median.performance), pass: median.performance >= 98 },
    { budget: 'LCP <= 1.5 s', value: `${(median.lcpMs / 1000).toFixed(2)} s`, pass: median.lcpMs <= 1500 },
    { budget: 'TBT <= 50 ms', value: `${Math.round(median.tbtMs)} ms`, pass: median.tbtMs <= 50 },
    {
      budget: 'no task > 100 ms',
      value: median.longestTaskMs === 0 ? '< 50 ms' : `${Math.round(median.longestTaskMs)} ms`,
      pass: median.longestTaskMs <= 100,
    },
    { budget: 'CLS <= 0.01', value: median.cls.toFixed(3), pass: median.cls <= 0.01 },
    { budget: 'JS <= 100 KiB gz', value: `${median.scriptKb.toFixed(1)} KiB`, pass: median.scriptKb <= 100 },
    { budget: 'requests <= 15', value: String(median.requests), pass: median.requests <= 15 },
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
