import { useEffect, useId, useRef } from 'react';
import { PLANS } from '@shared/pricing';
import { formatDateTime } from '@/lib/account-query';
import { PLAN_LABEL } from '@/lib/estimate-text';
import { AdminPanel } from '../AdminPanel';
import { CountsTable } from '../CountsTable';
import { useAfterAdminAction } from '../high-activity';
import { PagesStatus, type RebuildState } from './PagesStatus';
import {
  useAdminPriceList,
  useDemandSummary,
  usePublishedPrices,
  usePublishPrices,
  useSavePriceList,
  type AdminPriceList,
  type SavedPriceList,
} from './price-list-api';
import { PriceListForm } from './PriceListForm';

const cardClass = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/**
 * The owners' price list: every estimate the quote form gives, every price the pages show. Saving makes a new
 * version (a quote keeps the one it was priced with) and starts the rebuild of the pages; the section says which
 * version the pages show, and how each plan's estimates turned out.
 */
export function PricesPanel({ userId }: { userId: string }) {
  const id = useId();
  const priceList = useAdminPriceList(userId);
  const save = useSavePriceList(userId);
  const publish = usePublishPrices();
  const afterAction = useAfterAdminAction(userId);
  // While a rebuild runs, the build's file is read again every 30 s, so the section says when the pages caught up.
  const published = usePublishedPrices(userId, publish.data?.rebuilding === true);
  const { refetch: readPublishedAgain } = published;

  const startRebuild = () => publish.mutate(undefined, { onSettled: () => void readPublishedAgain() });
  const onSaved = (saved: SavedPriceList) => {
    afterAction();
    if (saved.changes.length > 0) startRebuild();
  };
  const rebuild: RebuildState = publish.isPending
    ? { state: 'starting' }
    : publish.isError
      ? { state: 'failed', message: publish.error.message }
      : publish.data
        ? { state: publish.data.rebuilding ? 'started' : 'no-hook' }
        : { state: 'idle' };

  return (
    <AdminPanel titleId={`${id}-title`} title="Prices" className="grid gap-4 [overflow-wrap:anywhere]">
      <p className="text-slate-700">
        The quote form’s estimates and the prices every page shows come from this list. Saving makes a new
        version; a quote keeps the version it was priced with.
      </p>
      {priceList.isPending ? (
        <p role="status">Loading the price list…</p>
      ) : priceList.isError ? (
        <p role="alert" className="text-red-800">
          The price list could not be loaded: {priceList.error.message}
        </p>
      ) : (
        <>
          <VersionLine data={priceList.data} />
          <SaveResult saved={save.data} />
          <div className="grid gap-4 md:grid-cols-2">
            <PagesStatus
              activeVersion={priceList.data.list.version}
              published={published.data}
              checking={published.isPending}
              rebuild={rebuild}
              onRebuild={startRebuild}
            />
            <PlanDemand userId={userId} />
          </div>
          <PriceListForm
            key={priceList.data.list.version}
            data={priceList.data}
            save={save}
            onSaved={onSaved}
          />
        </>
      )}
    </AdminPanel>
  );
}

function VersionLine({ data }: { data: AdminPriceList }) {
  const by = data.seeded ? 'the seeded defaults' : (data.savedBy ?? 'an account that is no longer an admin');
  return (
    <p className="font-semibold text-slate-900" data-testid="price-list-version">
      Version {data.list.version}, saved {formatDateTime(data.savedAt)}
      {data.seeded ? ` (${by})` : ` by ${by}`}.
    </p>
  );
}

/** What the last save did, in the server's words; it takes the focus, since the grid it came from is replaced. */
function SaveResult({ saved }: { saved: SavedPriceList | undefined }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) box.current?.focus();
  }, [saved]);
  if (!saved) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-brand-700 bg-brand-50 p-4 text-slate-900"
    >
      {saved.changes.length === 0 ? (
        <p className="font-semibold">Nothing changed: no new version was saved.</p>
      ) : (
        <>
          <p className="font-semibold">Saved as version {saved.version}. What changed:</p>
          <ul className="mt-1 list-disc pl-5">
            {saved.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Each plan's estimates of the last 30 days, and how many of them booked. */
function PlanDemand({ userId }: { userId: string }) {
  const id = useId();
  const demand = useDemandSummary(userId);
  const byPlan = new Map(demand.data?.plans.map((row) => [row.plan, row]));
  return (
    <div className={cardClass}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        Estimates, last 30 days
      </h3>
      {demand.isPending ? (
        <p role="status">Loading the estimates…</p>
      ) : demand.isError ? (
        <p role="alert" className="text-red-800">
          The estimates could not be loaded: {demand.error.message}
        </p>
      ) : (
        <CountsTable
          labelledBy={id}
          headings={['Plan', 'Estimates', 'Booked']}
          rows={PLANS.map((plan) => ({
            label: PLAN_LABEL[plan],
            counts: [byPlan.get(plan)?.estimates ?? 0, byPlan.get(plan)?.booked ?? 0],
          }))}
        />
      )}
    </div>
  );
}
