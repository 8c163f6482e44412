import type { ReactNode } from 'react';

export type TableColumn = { label: ReactNode; className?: string };

/**
 * A table with a header row of column headings (each `scope="col"`); the caller writes the body's rows, whose first
 * cell is usually a `scope="row"` heading. Named by its caption, or by `labelledBy` when a heading outside names it.
 */
export function DataTable({
  columns,
  caption,
  captionClassName,
  labelledBy,
  className,
  headClassName,
  headRowClassName,
  bodyClassName,
  children,
}: {
  columns: readonly TableColumn[];
  caption?: ReactNode;
  captionClassName?: string;
  labelledBy?: string;
  className?: string;
  headClassName?: string;
  headRowClassName?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <table aria-labelledby={labelledBy} className={className}>
      {caption && <caption className={captionClassName}>{caption}</caption>}
      <thead className={headClassName}>
        <tr className={headRowClassName}>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={column.className}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>{children}</tbody>
    </table>
  );
}
