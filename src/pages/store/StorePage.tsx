import { Link } from 'react-router-dom';
import Check from 'lucide-react/icons/check';
import { CtaBand } from '@/components/ui/CtaBand';
import { BookingLink } from '@/components/ui/links';
import { PageHero } from '@/components/ui/PageHero';
import { formatCents } from '@shared/pricing';
import { business, offers } from '@/content/business';
import { priceText } from '@/content/price-text';
import { storeDetails, storePage } from '@/content/store';
import { PageHead } from '@/features/seo/PageHead';

export default function StorePage() {
  return (
    <>
      <PageHead title={storePage.title} description={storePage.description} />
      <PageHero eyebrow="Store" title={storePage.h1} lead={storePage.lead} />
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
                <ul className="mt-4 space-y-2 text-sm text-slate-700">
                  {details.includes.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {item}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-6">
                  <BookingLink className="btn btn-primary w-full">{details.bookLabel}</BookingLink>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="store-commercial-title" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="store-commercial-title" className="text-xl font-bold text-slate-900">
              Apartments, HOAs and businesses
            </h2>
            <p className="mt-2 text-slate-700">
              Commercial properties get custom pricing after a walk-through, so they are not sold online.
            </p>
            <Link to="/commercial-services" className="btn btn-outline mt-4">
              See commercial services
            </Link>
          </section>
          <section aria-labelledby="store-save-title" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="store-save-title" className="text-xl font-bold text-slate-900">
              New customer?
            </h2>
            <p className="mt-2 text-slate-700">
              Write <strong>{business.welcomeCode.code}</strong> in the booking notes for {priceText.welcome}{' '}
              your first service, or see all our{' '}
              <Link to="/pet-perks" className="font-semibold text-brand-800 underline underline-offset-2">
                pet perks
              </Link>
              .
            </p>
          </section>
        </div>
      </div>
      <CtaBand />
    </>
  );
}
