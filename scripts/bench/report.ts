/** Plain-text tables for the terminal. */
import { BARE_PAGE_KIND, type BenchPage } from './pages';
import type { PageResult } from './types';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const rowName = (page: BenchPage) =>
  page.reference ? `${page.kind} (reference)` : `${page.kind} ${page.path}`;
const kib = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const ms = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '-');

export function figuresTable(results: PageResult[]): string {
  const header = [
    'page',
    'runs',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'FCP ms',
    'LCP ms',
    'slowed LCP ms',
    'TBT ms',
    'CLS',
    'long task ms',
    'visitor task ms',
    'JS KiB',
    'total KiB',
    'reqs',
    'DOM els',
    'preloads',
    '1st screen',
    'bench index',
  ];
  const rows = results.map((r) => {
    const { page, median: m, runs, visitorMedian: v, document: d } = r;
    return [
      rowName(page),
      String(runs.length),
      ...(m
        ? [
            String(m.performance),
            String(m.accessibility),
            String(m.bestPractices),
            String(m.seo),
            ms(m.fcpMs),
            ms(m.lcpMs),
            ms(r.slowedLcpMs),
            ms(m.tbtMs),
            m.cls.toFixed(3),
            m.longestTaskMs === 0 ? '<50' : ms(m.longestTaskMs),
          ]
        : Array<string>(10).fill('-')),
      v ? `${v.longestTaskMs === 0 ? '<50' : ms(v.longestTaskMs)} (${ms(v.longTaskTotalMs)})` : '-',
      ...(m ? [kib(m.scriptKb), kib(m.totalKb), String(m.requests)] : Array<string>(3).fill('-')),
      d ? String(d.domElements) : '-',
      d
        ? `${d.modulePreloads.length} (${kib(d.modulePreloads.reduce((n, a) => n + a.gzipBytes, 0) / 1024)})`
        : '-',
      d ? (d.firstScreenWithin14Kb ? 'yes' : 'no') : '-',
      m ? ms(m.benchmarkIndex) : '-',
    ];
  });
  return table(header, rows);
}

export function budgetsTable(results: PageResult[]): string {
  const budgets = results.find((r) => r.budgets.length > 0)?.budgets.map((b) => b.budget) ?? [];
  const rows = results.map((r) => [
    rowName(r.page),
    ...budgets.map((name) => {
      const check = r.budgets.find((b) => b.budget === name);
      return check ? (check.pass ? 'pass' : 'FAIL') : '-';
    }),
  ]);
  return table(['page', ...budgets], rows);
}

export function documentNotes(results: PageResult[]): string {
  return results
    .filter((r) => r.document)
    .map((r) => {
      const d = r.document!;
      return `  ${r.page.kind}: ${d.firstScreenVerdict}; HTML ${kib(d.htmlGzipBytes / 1024)} KiB gz, first screen ends at ${d.firstScreenEndsAt} (${Math.round(d.firstScreenShare * 100)}% of the source, ${kib(d.firstScreenHtmlGzipBytes / 1024)} KiB gz)`;
    })
    .join('\n');
}

/**
 * The budgets the bare page failed in this run. A heading and a paragraph with no style and no script is the least
 * a page can be, so no page can pass a budget it fails on this machine: the failure is the machine's, not a page's.
 */
export function machineFloorNotes(results: PageResult[]): string[] {
  const bare = results.find((r) => r.page.reference && r.page.kind === BARE_PAGE_KIND);
  return (bare?.budgets ?? [])
    .filter((check) => !check.pass)
    .map(
      (check) => `  ${check.budget}: the bare page fails it (${check.value}), so no page can pass it here.`,
    );
}
