import { describe, expect, it } from 'vitest';
import { formatNumber, formatUsd } from '@/lib/format';
import { computeRoi, formatPercent, ROI_DEFAULTS, weeklyServiceCost } from './roi';

describe('weeklyServiceCost', () => {
  it.each([
    [1, 20],
    [2, 30],
    [3, 45],
    [4, 45],
    [5, 45],
  ])('%i dog(s) cost $%i a week', (dogs, cost) => {
    expect(weeklyServiceCost(dogs)).toBe(cost);
  });
});

describe('computeRoi', () => {
  it('computes the defaults (1 dog, 3,000 sq ft, $25/hour)', () => {
    // (1*0.5 + 3*0.25) * 52 = 65 h; 65 * 25 = 1625; 20 * 52 = 1040; 1625 - 1040 = 585; 585 / 1040 = 56.25 %
    expect(computeRoi(ROI_DEFAULTS)).toEqual({
      hoursSavedPerYear: 65,
      timeValue: 1625,
      weeklyCost: 20,
      annualCost: 1040,
      netSavings: 585,
      roiPercent: 56.25,
    });
  });

  it('computes 2 dogs, 5,000 sq ft, $40/hour', () => {
    // (1 + 1.25) * 52 = 117 h; 117 * 40 = 4680; 30 * 52 = 1560; net 3120; 200 %
    expect(computeRoi({ dogs: 2, yardSqFt: 5000, hourlyValue: 40 })).toEqual({
      hoursSavedPerYear: 117,
      timeValue: 4680,
      weeklyCost: 30,
      annualCost: 1560,
      netSavings: 3120,
      roiPercent: 200,
    });
  });

  it('computes the maximum settings (5 dogs, 10,000 sq ft, $100/hour)', () => {
    // (2.5 + 2.5) * 52 = 260 h; 26000; 45 * 52 = 2340; net 23660
    const result = computeRoi({ dogs: 5, yardSqFt: 10000, hourlyValue: 100 });
    expect(result).toMatchObject({
      hoursSavedPerYear: 260,
      timeValue: 26000,
      annualCost: 2340,
      netSavings: 23660,
    });
    expect(result.roiPercent).toBeCloseTo(1011.111, 3);
  });

  it('reports a negative net and ROI when the service costs more than the time is worth', () => {
    // (0.5 + 0.25) * 52 = 39 h; 390; 1040; net -650; -62.5 %
    expect(computeRoi({ dogs: 1, yardSqFt: 1000, hourlyValue: 10 })).toMatchObject({
      hoursSavedPerYear: 39,
      timeValue: 390,
      annualCost: 1040,
      netSavings: -650,
      roiPercent: -62.5,
    });
  });

  it('keeps fractional hours from half-step yard sizes (3 dogs, 3,500 sq ft, $15/hour)', () => {
    // (1.5 + 0.875) * 52 = 123.5 h; 1852.5; 45 * 52 = 2340; net -487.5
    expect(computeRoi({ dogs: 3, yardSqFt: 3500, hourlyValue: 15 })).toMatchObject({
      hoursSavedPerYear: 123.5,
      timeValue: 1852.5,
      annualCost: 2340,
      netSavings: -487.5,
      roiPercent: -20.833333333333336,
    });
  });
});

describe('formatting', () => {
  it('prints whole dollars, one decimal of hours and a rounded percentage', () => {
    expect(formatUsd(1852.5)).toBe('$1,853');
    expect(formatUsd(-650)).toBe('-$650');
    expect(formatNumber(123.5)).toBe('123.5');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatPercent(56.25)).toBe('56%');
    expect(formatPercent(-62.5)).toBe('-62%');
  });
});
