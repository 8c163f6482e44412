import { useDemandSummary } from '../prices/price-list-api';

/** This month's quotes from ZIP codes outside the area: where the waiting list would take the business next. */
export function WaitingList({ userId }: { userId: string }) {
  const demand = useDemandSummary(userId);
  const zips = demand.data?.outside_area_by_zip ?? [];
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">Outside the area, this month</h3>
      <p className="mt-1 text-slate-800" data-testid="waiting-list">
        {demand.isPending
          ? 'Loading…'
          : demand.isError
            ? `The waiting list could not be loaded: ${demand.error.message}`
            : zips.length === 0
              ? 'Waiting list: no quotes from outside the area this month.'
              : `Waiting list: ${zips.map((z) => `${z.zip_code} (${z.quotes})`).join(', ')}`}
      </p>
    </div>
  );
}
