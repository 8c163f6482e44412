import { Link } from 'react-router-dom';
import { CheckList } from '@/components/sections/CheckList';
import { Panel } from '@/components/sections/Panel';
import { BookingLink } from '@/components/ui/links';
import { formatCents } from '@shared/pricing';
import { business, offers } from '@/content/business';
import { priceText } from '@/content/price-text';
import { storeDetails, storePage } from '@/content/store';
import { StaticPage } from '../StaticPage';

export default function StorePage() {
  return (
    <StaticPage page={storePage} eyebrow="Store">
      <div className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {offers.map((offer) => {
            const details = storeDetails[offer.id];
            return (
              <li
                key={offer.id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <p className="text-sm font-semibold text-brand-800 uppercase">{details.label}</p>
                <h2 className="mt-1 text-xl font-bold text-slate-900">{offer.name}</h2>
                <p className="mt-2 text-3xl font-extrabold text-slate-900">
                  {offer.id === 'deodorizing' ? '' : 'from '}
                  {formatCents(offer.cents)}
                  {offer.unit && (
                    <span className="text-base font-semibold text-slate-600">/{offer.unit}</span>
                  )}
                </p>
                <p className="mt-3 text-slate-700">{offer.description}</p>
                <CheckList
                  items={details.includes}
                  compact
                  className="mt-4 space-y-2 text-sm text-slate-700"
                />
                <div className="mt-auto pt-6">
                  <BookingLink className="btn btn-primary w-full">{details.bookLabel}</BookingLink>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <Panel
            titleId="store-commercial-title"
            title="Apartments, HOAs and businesses"
            size="md"
            className="rounded-2xl bg-brand-50 p-6"
          >
            <p className="mt-2 text-slate-700">
              Commercial properties get custom pricing after a walk-through, so they are not sold online.
            </p>
            <Link to="/commercial-services" className="btn btn-outline mt-4">
              See commercial services
            </Link>
          </Panel>
          <Panel
            titleId="store-save-title"
            title="New customer?"
            size="md"
            className="rounded-2xl bg-brand-50 p-6"
          >
            <p className="mt-2 text-slate-700">
              Write <strong>{business.welcomeCode.code}</strong> in the booking notes for {priceText.welcome}{' '}
              your first service, or see all our{' '}
              <Link to="/pet-perks" className="font-semibold text-brand-800 underline underline-offset-2">
                pet perks
              </Link>
              .
            </p>
          </Panel>
        </div>
      </div>
    </StaticPage>
  );
}
