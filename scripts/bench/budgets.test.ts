import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets';
import type { RunFigures } from './lighthouse-run';

const simulated: RunFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  seoFailures: [],
  bestPracticesFailures: [],
  fcpMs: 900,
  // Over a second under the simulation: no budget looks at the simulated LCP any more.
  lcpMs: 1_150,
  tbtMs: 10,
  cls: 0,
  speedIndexMs: 900,
  longestTaskMs: 0,
  longTasks: [],
  mainThreadMs: {},
  scriptKb: 6.7,
  scriptRequests: 1,
  stylesheetKb: 0,
  totalKb: 20,
  requests: 3,
  documentStatus: 200,
  benchmarkIndex: 1_500,
};
const none = { seo: [], bestPractices: [] };

function lcpCheck(slowedLcpMs: number, twin?: { tbtMs: number; slowedLcpMs: number }) {
  const checks = checkBudgets(simulated, none, none, null, twin, slowedLcpMs);
  return checks.find((check) => check.budget === 'slowed LCP <= twin + 50 ms')!;
}

describe('the LCP budget, on the slowed load against the twin', () => {
  it('passes within 50 ms of the twin measured in the same run, whatever the simulated LCP', () => {
    expect(lcpCheck(880, { tbtMs: 0, slowedLcpMs: 840 })).toEqual({
      budget: 'slowed LCP <= twin + 50 ms',
      value: '880 ms (twin 840)',
      pass: true,
    });
  });

  it('fails more than 50 ms over the twin', () => {
    expect(lcpCheck(891, { tbtMs: 0, slowedLcpMs: 840 }).pass).toBe(false);
  });

  it('fails a page whose slowed loads all failed', () => {
    expect(lcpCheck(NaN, { tbtMs: 0, slowedLcpMs: 840 }).pass).toBe(false);
    expect(lcpCheck(NaN).pass).toBe(false);
  });
});
