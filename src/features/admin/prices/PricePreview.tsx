import { useEffect, useId, useRef } from 'react';
import { formatCents, type PriceList } from '@shared/pricing';
import { PLAN_LABEL } from '@/lib/estimate-text';
import { FIGURES, previewRows, type Figure } from './price-preview';

const FIGURE_LABEL: Record<Figure, string> = {
  perVisitCents: 'A visit',
  perMonthCents: 'A month',
  firstBillCents: 'First bill',
};

function Amount({ cents }: { cents: number | null }) {
  return <>{cents === null ? 'on site' : formatCents(cents)}</>;
}

/** A figure under today's list and the new one: the new one marked, with the old one struck through, when they differ. */
function Compared({
  before,
  after,
  oneVisit,
}: {
  before: number | null;
  after: number | null;
  oneVisit: boolean;
}) {
  if (oneVisit) return <span className="text-slate-600">one visit</span>;
  if (before === after) return <Amount cents={after} />;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1" data-changed="">
      <span className="sr-only">changed from </span>
      <del className="text-slate-600">
        <Amount cents={before} />
      </del>
      <span className="sr-only"> to </span>
      <ins className="rounded bg-accent-300/60 px-1 font-bold text-slate-950 no-underline">
        <Amount cents={after} />
      </ins>
    </span>
  );
}

/**
 * The check before saving: the prices that change, in the Activity log's words, and what the typical yards would
 * pay under the new list beside today's. Its heading takes the focus when it opens.
 */
export function PricePreview({
  before,
  after,
  changes,
  saving,
  error,
  onSave,
  onKeepEditing,
}: {
  before: PriceList;
  after: PriceList;
  changes: string[];
  saving: boolean;
  error: string | undefined;
  onSave: () => void;
  onKeepEditing: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows = previewRows(before, after);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border-2 border-brand-700 bg-white p-4 shadow-sm"
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
        Check before you save
      </h3>
      <div>
        <p className="font-semibold text-slate-900">
          {changes.length === 1 ? 'This price changes:' : `These ${changes.length} prices change:`}
        </p>
        <ul className="mt-1 list-disc pl-5 text-slate-800">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      </div>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="text-left font-semibold text-slate-900">
          Estimates for a standard yard cleaned 1-4 weeks ago: today, and with the new prices (changes marked)
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="w-[34%] py-1 pr-2 font-semibold">
              Plan
            </th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className="py-1 pl-2 text-right font-semibold">
                {FIGURE_LABEL[figure]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.plan}-${row.dogs}`} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1 pr-2 font-normal">
                {PLAN_LABEL[row.plan]}, {row.dogs} {row.dogs === 1 ? 'dog' : 'dogs'}
              </th>
              {FIGURES.map((figure) => (
                <td key={figure} className="py-1 pl-2 text-right tabular-nums">
                  <Compared
                    before={row.before[figure]}
                    after={row.after[figure]}
                    oneVisit={figure === 'perMonthCents' && row.plan === 'one_time'}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          The price list was not saved: {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={saving || undefined}
          onClick={() => !saving && onSave()}
        >
          {saving ? 'Saving…' : 'Save the price list'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onKeepEditing}>
          Keep editing
        </button>
      </div>
    </section>
  );
}
