import Papa from 'papaparse';
import type { Database } from '@/lib/database.types';

/** The export's columns, in order (docs/product.md). */
export const SUBSCRIBER_CSV_COLUMNS = ['Email', 'Source', 'Page', 'Subscribed At', 'User ID'] as const;

/** The columns the export reads, as the database types them. */
export type SubscriberRow = Pick<
  Database['public']['Tables']['newsletter_subscribers']['Row'],
  'email' | 'source' | 'page' | 'subscribed_at' | 'user_id'
>;

/**
 * A cell a spreadsheet may run as a formula: it starts with = + - @ (or their full-width forms, which some
 * spreadsheets read as the same), a tab, or a line break. papaparse's own pattern ends in `.*$`, which misses any
 * value holding a line break (`.` stops at it), so `=cmd\n` would go out as a formula.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The subscribers as CSV for a spreadsheet: every field quoted (so a comma, quote or line break stays inside its
 * cell), UTF-8 with a byte-order mark (so Excel reads accents right), and safe to open. Such formula cells are
 * valid addresses (`=1+1@example.com`), so they are kept with an apostrophe in front, which spreadsheets show as
 * text.
 */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const csv = Papa.unparse(
    {
      fields: [...SUBSCRIBER_CSV_COLUMNS],
      data: rows.map((row) => [row.email, row.source, row.page ?? '', row.subscribed_at, row.user_id ?? '']),
    },
    { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `\uFEFF${csv}\r\n`;
}

export const subscribersCsvName = (now = new Date()) => `subscribers-${now.toISOString().slice(0, 10)}.csv`;
