import { describe, expect, it } from 'vitest';
import type { BudgetCheck } from './budgets';
import type { BenchPage } from './pages';
import { referencePages } from './reference-pages';
import { machineFloorNotes } from './report';
import { emptyResult, type PageResult } from './types';

function result(page: BenchPage, budgets: BudgetCheck[]): PageResult {
  return { ...emptyResult(page), budgets };
}

const town: BenchPage = { kind: 'town', path: '/waco', status: 200 };
const [bare, townWithoutJs] = referencePages([town]);
const failing: BudgetCheck[] = [
  { budget: 'TBT <= 50 ms', value: '27 ms', pass: true },
  { budget: 'no task > 100 ms', value: '165 ms', pass: false },
];

describe('machineFloorNotes (budgets the bare page fails)', () => {
  it("names each budget the bare page failed, with the bare page's figure", () => {
    expect(machineFloorNotes([result(town, failing), result(bare!, failing)])).toEqual([
      '  no task > 100 ms: the bare page fails it (165 ms), so no page can pass it here.',
    ]);
  });

  it('says nothing when the bare page passes, or when only another page fails', () => {
    const passing = failing.map((check) => ({ ...check, pass: true }));
    expect(
      machineFloorNotes([result(town, failing), result(townWithoutJs!, failing), result(bare!, passing)]),
    ).toEqual([]);
    expect(machineFloorNotes([result(town, failing)])).toEqual([]);
  });
});
