/**
 * Money, numbers and dates as the public pages print them (US English), without Intl. The first Intl object a page
 * creates (a number or date format, or a locale-aware string comparison) loads ICU's data: 16-38 ms on the bench
 * machine, about four times that on a slow phone, and the public pages print these while they hydrate. The formats
 * are fixed, so a few lines do what ICU would. The signed-in screens, which load later, use Intl.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole dollars, rounded as Math.round does: 1852.5 → '$1,853', -650 → '-$650'. */
export function formatUsd(amount: number): string {
  const dollars = Math.round(amount);
  return `${dollars < 0 ? '-' : ''}$${groupThousands(String(Math.abs(dollars)))}`;
}

/** At most one decimal, rounded half away from zero, with thousands separators: 1234.56 → '1,234.6', 1000 → '1,000'. */
export function formatNumber(value: number): string {
  const [whole, tenth] = (Math.round(Math.abs(value) * 10) / 10).toFixed(1).split('.') as [string, string];
  const sign = value < 0 && (whole !== '0' || tenth !== '0') ? '-' : '';
  return `${sign}${groupThousands(whole)}${tenth === '0' ? '' : `.${tenth}`}`;
}

/** A calendar date written 'YYYY-MM-DD' as 'March 2, 2026': the date as written, in every time zone. */
export function formatLongDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a date (YYYY-MM-DD): ${iso}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
