import Papa from 'papaparse';

/** The spec's export columns, in order. */
export const SUBSCRIBER_CSV_COLUMNS = ['Email', 'Source', 'Page', 'Subscribed At', 'User ID'] as const;

export interface SubscriberRow {
  email: string;
  source: string;
  page: string | null;
  subscribed_at: string;
  user_id: string | null;
}

/**
 * The subscribers as CSV for a spreadsheet: every field quoted, UTF-8 with a byte-order mark (so Excel reads
 * accents right), and safe to open. A cell that starts with = + - @ tab or carriage return would run as a
 * formula in Excel, LibreOffice or Google Sheets, and such emails are valid addresses (`=1+1@example.com`), so
 * papaparse's escapeFormulae prefixes those cells with an apostrophe, which spreadsheets show as text.
 */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const csv = Papa.unparse(
    {
      fields: [...SUBSCRIBER_CSV_COLUMNS],
      data: rows.map((row) => [row.email, row.source, row.page ?? '', row.subscribed_at, row.user_id ?? '']),
    },
    { quotes: true, escapeFormulae: true, newline: '\r\n' },
  );
  return `\uFEFF${csv}\r\n`;
}

export const subscribersCsvName = (now = new Date()) => `subscribers-${now.toISOString().slice(0, 10)}.csv`;
