import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_CSV_COLUMNS, subscribersCsv, type SubscriberRow } from './subscriber-csv';

const row = (email: string, extra: Partial<SubscriberRow> = {}): SubscriberRow => ({
  email,
  source: 'footer',
  page: '/',
  subscribed_at: '2026-11-20T10:00:00.000Z',
  user_id: null,
  ...extra,
});

const parse = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('subscribersCsv', () => {
  it('has exactly the export columns of docs/product.md, in order, one row per subscriber', () => {
    const csv = subscribersCsv([row('a@example.com', { user_id: 'u-1', page: null }), row('b@example.com')]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv)).toEqual([
      [...SUBSCRIBER_CSV_COLUMNS],
      ['a@example.com', 'footer', '', '2026-11-20T10:00:00.000Z', 'u-1'],
      ['b@example.com', 'footer', '/', '2026-11-20T10:00:00.000Z', ''],
    ]);
  });

  it.each([
    '=1+1@example.com',
    '+friend@example.com',
    '-2@example.com',
    '@x@example.com',
    '\tt@example.com',
    '\rr@example.com',
    '\nn@example.com',
    '＝1+1@example.com',
    '=1+1@example.com\n',
    '=1+1@example.com\r',
    '+x@example.com\r\n',
    '@SUM(1+1)*cmd|x@example.com\n\n',
    '-x\n@example.com',
  ])('neutralises a cell that a spreadsheet would run as a formula: %j', (email) => {
    const [, cells] = parse(subscribersCsv([row(email, { source: '=HYPERLINK("http://evil")' })]));
    expect(cells![0]).toBe(`'${email}`);
    expect(cells![1]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it.each([
    'ends in a line feed\n',
    'ends in a return\r',
    'ends in both\r\n',
    'two blank lines\r\n\r\n',
    'in\r\nthe\nmiddle\r',
  ])('keeps a value with line breaks in its own cell, whole: %j', (source) => {
    const csv = subscribersCsv([row('d@example.com', { source, page: '/after' })]);
    // Each record ends in CRLF; a line break inside a value is inside quotes.
    expect(csv).toContain(`"d@example.com","${source}","/after"`);
    expect(csv.endsWith('""\r\n')).toBe(true);
    expect(parse(csv)).toEqual([
      [...SUBSCRIBER_CSV_COLUMNS],
      ['d@example.com', source, '/after', '2026-11-20T10:00:00.000Z', ''],
    ]);
  });

  it('quotes fields with commas, quotes and line breaks so the columns hold', () => {
    const [, cells] = parse(
      subscribersCsv([row('c@example.com', { source: 'a, "b"\nc', page: '/x?y=1,2' })]),
    );
    expect(cells).toEqual(['c@example.com', 'a, "b"\nc', '/x?y=1,2', '2026-11-20T10:00:00.000Z', '']);
  });
});
