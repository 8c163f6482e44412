import { DataTable } from '@/components/ui/DataTable';

/**
 * A card's table of two counts a row (this week's and last week's leads, a plan's estimates and how many booked),
 * named by the card's heading.
 */
export function CountsTable({
  labelledBy,
  headings: [rowHeading, firstHeading, secondHeading],
  rows,
}: {
  labelledBy: string;
  /** The rows' heading, then the two counts'. */
  headings: readonly [string, string, string];
  rows: readonly { label: string; counts: readonly [number, number] }[];
}) {
  return (
    <DataTable
      look="figures"
      labelledBy={labelledBy}
      className="mt-2"
      columns={[
        { label: rowHeading },
        { label: firstHeading, numeric: true, width: 'w-24' },
        { label: secondHeading, numeric: true, width: 'w-24' },
      ]}
    >
      {rows.map(({ label, counts: [first, second] }) => (
        <tr key={label} className="border-b border-slate-100">
          <th scope="row" className="py-1 pr-2 font-normal">
            {label}
          </th>
          <td className="py-1 text-right tabular-nums">{first}</td>
          <td className="py-1 text-right tabular-nums">{second}</td>
        </tr>
      ))}
    </DataTable>
  );
}
