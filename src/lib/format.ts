/** Money, numbers and dates as the pages print them (US English). */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'negative' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Whole dollars, rounded as Math.round does: 1852.5 → '$1,853', -650 → '-$650', -0.4 → '$0'. */
export const formatUsd = (amount: number): string => usd.format(Math.round(amount) || 0);

/** At most one decimal, with thousands separators: 1234.56 → '1,234.6', 1000 → '1,000'. */
export const formatNumber = (value: number): string => number.format(value);

/** A calendar date written 'YYYY-MM-DD' as 'March 2, 2026': the date as written, in every time zone. */
export function formatLongDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : undefined;
  if (!date || date.toISOString().slice(0, 10) !== iso)
    throw new RangeError(`Not a date (YYYY-MM-DD): ${iso}`);
  return longDate.format(date);
}
