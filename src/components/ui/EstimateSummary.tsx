import { estimateText, planLabel, storedEstimate } from '@/lib/estimate-text';

/**
 * A quote's stored estimate, where the owners (the inbox card, Today) and the client (the dashboard) read it: the
 * plan and its price, the first bill, what it rests on and the price list version. Nothing for a row without a plan;
 * a plan without an estimate (a waiting-list entry, an older quote) is named as not priced.
 */
export function EstimateSummary({ plan, estimate }: { plan: unknown; estimate: unknown }) {
  const stored = storedEstimate(estimate);
  const label = planLabel(plan);
  if (!stored) {
    if (!label) return null;
    return (
      <p className="mt-2 text-sm text-slate-800" data-estimate="none">
        <span className="font-semibold text-slate-900">{label}</span>: not priced online.
      </p>
    );
  }
  const text = estimateText(stored);
  return (
    <div className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800" data-estimate="stored">
      <p>
        <span className="font-semibold text-slate-900">Estimate, {text.plan}:</span> {text.price}
      </p>
      <p>{text.firstBill}.</p>
      <p className="text-slate-700">
        {text.notes.join('; ')}. {text.version}.
      </p>
    </div>
  );
}
