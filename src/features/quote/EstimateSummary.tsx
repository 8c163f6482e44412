import {
  formatCents,
  LAST_CLEANED_LABELS,
  PLAN_LABELS,
  WELCOME_CODE,
  YARD_SIZE_LABELS,
  type Estimate,
  type EstimateLine,
} from '@shared/pricing';
import { ESTIMATE_NOTE, estimateTexts } from './quote-messages';

const LINE_TEXT: Record<EstimateLine['kind'], (estimate: Estimate) => string> = {
  visit: (e) => (e.plan === 'one_time' ? 'Cleanup' : 'First visit'),
  yard: (e) => `${YARD_SIZE_LABELS[e.yardSize]} yard`,
  deodorizing: () => 'Deodorizing',
  first_visit_cleanup: (e) =>
    `First cleanup, yard last cleaned ${LAST_CLEANED_LABELS[e.lastCleaned].toLowerCase()}`,
  welcome: () => `${WELCOME_CODE} welcome code`,
  referral: () => 'Referral credit',
};

const price = (cents: number | null) => (cents === null ? estimateTexts.onSite : formatCents(cents));

/**
 * The instant estimate as the visitor answers: the plan's price per visit and per month, the first visit line by
 * line with any code, the first bill, what was assumed, and that the owners confirm it on the first visit.
 */
export function EstimateSummary({ estimate }: { estimate: Estimate }) {
  const { plan, perVisitCents, perMonthCents, firstBillCents } = estimate;
  const assumed = [
    ...(estimate.assumed.includes('lastCleaned')
      ? [`a yard last cleaned ${LAST_CLEANED_LABELS[estimate.lastCleaned].toLowerCase()}`]
      : []),
    ...(estimate.assumed.includes('yardSize')
      ? [`a ${YARD_SIZE_LABELS[estimate.yardSize].toLowerCase()} yard`]
      : []),
  ];
  return (
    <section
      aria-labelledby="estimate-title"
      aria-live="polite"
      data-estimate
      className="rounded-xl bg-brand-50 p-4 text-slate-800 ring-1 ring-brand-200"
    >
      <h3 id="estimate-title" className="font-bold text-slate-900">
        {estimateTexts.title(PLAN_LABELS[plan], estimate.dogs, estimate.dogsConfirmedOnSite)}
      </h3>
      <p className="mt-1 text-2xl font-bold text-brand-900" data-estimate-per-visit>
        {perVisitCents === null ? (
          estimateTexts.onSite
        ) : (
          <>
            {formatCents(perVisitCents)}
            <span className="text-base font-semibold"> {plan === 'one_time' ? '' : 'a visit'}</span>
          </>
        )}
      </p>
      {perMonthCents !== null && (
        <p className="text-sm" data-estimate-per-month>
          About {formatCents(perMonthCents)} a month
          {estimate.deodorizingIncluded ? ', deodorizing included' : ''}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {estimate.firstVisit.map((line) => (
          <div key={line.kind} className="contents">
            <dt>{LINE_TEXT[line.kind](estimate)}</dt>
            <dd className="text-right tabular-nums">{price(line.cents)}</dd>
          </div>
        ))}
        <div className="contents font-bold text-slate-900">
          <dt>First bill</dt>
          <dd className="text-right tabular-nums" data-estimate-first-bill>
            {price(firstBillCents)}
          </dd>
        </div>
      </dl>
      {estimate.referralCreditCents !== null && (
        <p className="mt-2 text-sm">{estimateTexts.referral(formatCents(estimate.referralCreditCents))}</p>
      )}
      {estimate.quoteOnSite && <p className="mt-2 text-sm font-semibold">{estimateTexts.quoteOnSite}</p>}
      {assumed.length > 0 && <p className="mt-2 text-sm">Assuming {assumed.join(' and ')}.</p>}
      <p className="mt-2 text-sm text-slate-700">{ESTIMATE_NOTE}</p>
    </section>
  );
}
