/**
 * The savings (ROI) calculator's formulas, exactly as docs/product.md gives them. The per-week costs here are the
 * calculator's own simplified table, not the prices: the page presents the result as an estimate of the
 * value of the visitor's time, not as a price.
 */

export interface RoiInputs {
  dogs: number;
  yardSqFt: number;
  hourlyValue: number;
}

export interface RoiRange {
  min: number;
  max: number;
  step: number;
}

export const ROI_RANGES: Record<keyof RoiInputs, RoiRange> = {
  dogs: { min: 1, max: 5, step: 1 },
  yardSqFt: { min: 1000, max: 10000, step: 500 },
  hourlyValue: { min: 10, max: 100, step: 5 },
};

export const ROI_DEFAULTS: RoiInputs = { dogs: 1, yardSqFt: 3000, hourlyValue: 25 };

/** Weekly scooping time the estimate assumes: half an hour per dog, a quarter hour per 1,000 sq ft. */
export const HOURS_PER_DOG_PER_WEEK = 0.5;
export const HOURS_PER_1000_SQFT_PER_WEEK = 0.25;
export const WEEKS_PER_YEAR = 52;

/** The calculator's weekly service cost by number of dogs: 1 dog $20, 2 dogs $30, 3 or more $45. */
export const WEEKLY_COST_TABLE = [
  { dogs: 1, label: '1 dog', cost: 20 },
  { dogs: 2, label: '2 dogs', cost: 30 },
  { dogs: 3, label: '3 or more dogs', cost: 45 },
] as const;

export function weeklyServiceCost(dogs: number): number {
  const row = [...WEEKLY_COST_TABLE].reverse().find((r) => dogs >= r.dogs) ?? WEEKLY_COST_TABLE[0];
  return row.cost;
}

export interface RoiResult {
  hoursSavedPerYear: number;
  timeValue: number;
  weeklyCost: number;
  annualCost: number;
  netSavings: number;
  roiPercent: number;
}

export function computeRoi({ dogs, yardSqFt, hourlyValue }: RoiInputs): RoiResult {
  const weeklyHours = dogs * HOURS_PER_DOG_PER_WEEK + (yardSqFt / 1000) * HOURS_PER_1000_SQFT_PER_WEEK;
  const hoursSavedPerYear = weeklyHours * WEEKS_PER_YEAR;
  const timeValue = hoursSavedPerYear * hourlyValue;
  const weeklyCost = weeklyServiceCost(dogs);
  const annualCost = weeklyCost * WEEKS_PER_YEAR;
  const netSavings = timeValue - annualCost;
  const roiPercent = (netSavings / annualCost) * 100;
  return { hoursSavedPerYear, timeValue, weeklyCost, annualCost, netSavings, roiPercent };
}

export const formatPercent = (value: number) => `${Math.round(value)}%`;
