import Building2 from 'lucide-react/icons/building-complex';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Trash2 from 'lucide-react/icons/trash';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { offers, type Offer } from '@/content/business';
import { offerPriceLabel } from '@/content/price-text';

const offerIcons: Record<Offer['id'], LucideIcon> = {
  weekly: CalendarCheck,
  'one-time': Trash2,
  deodorizing: Sparkles,
};

const cardClass = 'flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

interface OfferCardsProps {
  /** Give each card its offer id as an anchor (the /services page, linked from the home page). */
  withIds?: boolean;
  showCustom?: boolean;
}

/** The priced offers from business.ts, plus the custom-priced commercial work. */
export function OfferCards({ withIds = false, showCustom = true }: OfferCardsProps) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${showCustom ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {offers.map((offer) => {
        const Icon = offerIcons[offer.id];
        return (
          <li key={offer.id} id={withIds ? offer.id : undefined} className={cardClass}>
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{offer.name}</h3>
            <p className="mt-1 text-2xl font-extrabold text-brand-800">{offerPriceLabel(offer)}</p>
            <p className="mt-2 text-slate-700">{offer.description}</p>
            {offer.id === 'weekly' && (
              <p className="mt-3 inline-flex self-start rounded-full bg-accent-300 px-3 py-1 text-sm font-semibold text-slate-950">
                Most Popular
              </p>
            )}
          </li>
        );
      })}
      {showCustom && (
        <li id={withIds ? 'commercial' : undefined} className={cardClass}>
          <Building2 aria-hidden="true" className="size-8 text-brand-700" />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">Commercial, HOA and apartments</h3>
          <p className="mt-1 text-2xl font-extrabold text-brand-800">Custom pricing</p>
          <p className="mt-2 text-slate-700">
            Common areas and shared lawns, quoted per property and visit schedule.
          </p>
          <Link
            to="/commercial-services"
            className="mt-auto inline-flex min-h-11 items-center pt-3 font-semibold text-brand-800 underline underline-offset-2"
          >
            Commercial services
          </Link>
        </li>
      )}
    </ul>
  );
}
