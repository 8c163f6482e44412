import { Link } from 'react-router-dom';
import { Panel } from '@/components/sections/Panel';
import { business } from '@/content/business';
import { offerPriceLabel } from '@/content/price-text';
import type { ServiceKind } from '@/content/types';
import { offersForKind } from './service-schema';

/** The prices that apply to a service page, from business.ts; "custom pricing" for properties. */
export function PriceCallout({ kind }: { kind: ServiceKind }) {
  const shown = offersForKind(kind);
  return (
    <Panel
      titleId="price-callout-title"
      title={shown.length ? 'Prices' : 'Custom pricing'}
      size="md"
      className="rounded-xl border-2 border-brand-700 bg-brand-50 p-6"
    >
      {shown.length ? (
        <dl className="mt-4 space-y-4">
          {shown.map((offer) => (
            <div key={offer.id}>
              <dt className="font-semibold text-slate-900">{offer.name}</dt>
              <dd className="text-2xl font-extrabold text-brand-800">{offerPriceLabel(offer)}</dd>
              <dd className="text-sm text-slate-700">{offer.description}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-slate-700">
          Every property is quoted on its own: the areas, the number of dogs and the visit schedule set the
          price. The quote is free and we reply {business.quoteReply}.
        </p>
      )}
      <Link
        to="/services"
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
      >
        All services and prices
      </Link>
    </Panel>
  );
}
