/**
 * A price as the owners type it, in dollars, checked in the browser by the same rules and with the same words as
 * save_price_list checks it on the server (supabase/migrations/20261127001000_price_list.sql): nothing blank, whole
 * cents, $0 to $1,000.
 */
import { formatCents, type PriceCell } from '@shared/pricing';

export const MAX_PRICE_CENTS = 100_000;

export const PRICE_MESSAGES = {
  blank: 'Enter a price.',
  notANumber: 'Enter a price in dollars and cents.',
  fraction: 'Use whole cents.',
  range: 'Enter a price from $0 to $1,000.',
  notOnSite: "Enter a price: this one can't be quoted on site.",
} as const;

/** "25", "27.50": cents as the dollars field shows them. */
export function dollarsText(cents: number | null): string {
  if (cents === null) return '';
  const rest = cents % 100;
  return rest === 0
    ? String(cents / 100)
    : `${Math.trunc(cents / 100)}.${String(Math.abs(rest)).padStart(2, '0')}`;
}

/** Typed dollars ("28", "$27.5", "1,000.00") as whole cents, or the message saying what is wrong. */
export function parseDollars(typed: string): { cents: number } | { error: string } {
  const text = typed.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (text === '') return { error: PRICE_MESSAGES.blank };
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return { error: PRICE_MESSAGES.notANumber };
  const [, sign, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return { error: PRICE_MESSAGES.fraction };
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const signed = sign ? -cents : cents;
  if (signed < 0 || signed > MAX_PRICE_CENTS) return { error: PRICE_MESSAGES.range };
  return { cents: signed };
}

/** One cell being edited: the dollars typed, and whether the owners quote it on site instead. */
export interface CellDraft {
  text: string;
  onSite: boolean;
}

export type PriceDraft = Record<PriceCell, CellDraft>;

export const draftOf = (cents: Record<PriceCell, number | null>): PriceDraft =>
  Object.fromEntries(
    Object.entries(cents).map(([cell, value]) => [
      cell,
      { text: dollarsText(value), onSite: value === null },
    ]),
  ) as PriceDraft;

/**
 * The list the draft stands for, or the message of every wrong cell. `onSiteAllowed` says which cells may be left to
 * "we quote on site".
 */
export function checkDraft(
  draft: PriceDraft,
  onSiteAllowed: (cell: PriceCell) => boolean,
): { prices: Record<PriceCell, number | null> } | { errors: Partial<Record<PriceCell, string>> } {
  const prices: Partial<Record<PriceCell, number | null>> = {};
  const errors: Partial<Record<PriceCell, string>> = {};
  for (const [cell, { text, onSite }] of Object.entries(draft) as [PriceCell, CellDraft][]) {
    if (onSite) {
      if (onSiteAllowed(cell)) prices[cell] = null;
      else errors[cell] = PRICE_MESSAGES.notOnSite;
      continue;
    }
    const parsed = parseDollars(text);
    if ('error' in parsed) errors[cell] = parsed.error;
    else prices[cell] = parsed.cents;
  }
  return Object.keys(errors).length > 0 ? { errors } : { prices: prices as Record<PriceCell, number | null> };
}

/** A cell's price in the Activity log's words: "$25", "$27.50", "we quote on site". */
export const priceWords = (cents: number | null) =>
  cents === null ? 'we quote on site' : formatCents(cents);
