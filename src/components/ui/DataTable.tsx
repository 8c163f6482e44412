import type { ReactNode } from 'react';

/** A column's heading; a numeric column is right-aligned, `width` sizes it (a Tailwind width class). */
export type TableColumn = { label: ReactNode; numeric?: boolean; width?: string };

type Look = {
  table: string;
  caption: string;
  head?: string;
  headRow?: string;
  body?: string;
  heading: (numeric: boolean) => string;
};

/** The site's three table looks: dense figures on the owners' screens, a ruled list and a boxed list on pages. */
const LOOKS = {
  figures: {
    table: 'w-full table-fixed text-left text-sm',
    caption: 'text-left font-semibold text-slate-900',
    headRow: 'border-b border-slate-300',
    heading: (numeric) => (numeric ? 'py-1 pl-2 text-right font-semibold' : 'py-1 pr-2 font-semibold'),
  },
  ruled: {
    table: 'w-full rounded-xl bg-white text-left',
    caption: 'pb-2 text-left text-lg font-semibold text-slate-900',
    headRow: 'border-b border-slate-300 text-sm text-slate-700',
    body: 'divide-y divide-slate-200',
    heading: (numeric) => (numeric ? 'px-3 py-2 text-right font-semibold' : 'px-3 py-2 font-semibold'),
  },
  boxed: {
    table: 'w-full text-left',
    caption: 'sr-only',
    head: 'bg-brand-50 text-slate-900',
    body: 'divide-y divide-slate-200',
    heading: (numeric) => (numeric ? 'px-4 py-3 text-right font-semibold' : 'px-4 py-3 font-semibold'),
  },
} satisfies Record<string, Look>;

/**
 * A table with a header row of column headings (each `scope="col"`); the caller writes the body's rows, whose first
 * cell is usually a `scope="row"` heading. Named by its caption, or by `labelledBy` when a heading outside names it.
 */
export function DataTable({
  look,
  columns,
  caption,
  labelledBy,
  className,
  children,
}: {
  look: keyof typeof LOOKS;
  columns: readonly TableColumn[];
  caption?: ReactNode;
  labelledBy?: string;
  /** Added to the look's own classes (a margin). */
  className?: string;
  children: ReactNode;
}) {
  const style: Look = LOOKS[look];
  return (
    <table aria-labelledby={labelledBy} className={className ? `${className} ${style.table}` : style.table}>
      {caption && <caption className={style.caption}>{caption}</caption>}
      <thead className={style.head}>
        <tr className={style.headRow}>
          {columns.map(({ label, numeric = false, width }, index) => (
            <th
              key={index}
              scope="col"
              className={width ? `${width} ${style.heading(numeric)}` : style.heading(numeric)}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={style.body}>{children}</tbody>
    </table>
  );
}
