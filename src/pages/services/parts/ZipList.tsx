/** ZIP codes as a list of chips. */
export function ZipList({ zips, label }: { zips: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {zips.map((zip) => (
        <li
          key={zip}
          className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 font-semibold text-brand-900 tabular-nums"
        >
          {zip}
        </li>
      ))}
    </ul>
  );
}
