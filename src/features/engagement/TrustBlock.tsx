import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import House from 'lucide-react/icons/house';
import SprayCan from 'lucide-react/icons/spray-can';
import Star from 'lucide-react/icons/star';
import type { LucideIcon } from 'lucide-react';
import { formatCents } from '@shared/pricing';
import { business, offers } from '@/content/business';

export interface Rating {
  value: number;
  count: number;
}

/** The rating as the trust block shows it; "perfect score" is claimed only when it is one. */
export function ratingLabels({ value, count }: Rating) {
  return {
    stars: `${value.toFixed(1)}★`,
    spoken: `Rated ${value.toFixed(1)} out of 5`,
    perfectScore: value === 5,
    reviews: `from ${count} reviews`,
  };
}

function offerById(id: (typeof offers)[number]['id']) {
  const offer = offers.find((o) => o.id === id);
  if (!offer) throw new Error(`Missing offer ${id}`);
  return offer;
}

const weekly = offerById('weekly');
const deodorizing = offerById('deodorizing');
// The offer's name carries the product brand in parentheses ("... (OSO Fresh)"); show just the brand.
const deodorizerBrand = /\(([^)]+)\)/.exec(deodorizing.name)?.[1] ?? deodorizing.name;

interface TrustItem {
  icon: LucideIcon;
  title: string;
  /** Replaces the title for screen readers when the visible text is symbolic. */
  spokenTitle?: string;
  detail: string;
}

function trustItems(): TrustItem[] {
  const rating = ratingLabels(business.rating);
  return [
    {
      icon: House,
      title: business.ownership,
      detail: `Serving ${business.county} since ${business.foundedYear}`,
    },
    {
      icon: Star,
      title: rating.perfectScore ? `${rating.stars} perfect score` : rating.stars,
      spokenTitle: rating.perfectScore ? `${rating.spoken}, a perfect score` : rating.spoken,
      detail: rating.reviews,
    },
    {
      icon: SprayCan,
      title: `${deodorizerBrand} included free`,
      detail: 'Eco-friendly deodorizing with weekly service',
    },
    {
      icon: BadgeDollarSign,
      title: `${formatCents(weekly.cents)}/${weekly.unit} and up`,
      detail: 'Weekly yard scooping',
    },
  ];
}

/** The trust strip shown above the footer on every page. */
export function TrustBlock() {
  return (
    <section aria-labelledby="trust-block-heading" className="border-t border-brand-100 bg-brand-50">
      <h2 id="trust-block-heading" className="sr-only">
        Why neighbors choose {business.name}
      </h2>
      <ul className="container-page grid grid-cols-2 gap-x-4 gap-y-6 py-8 md:grid-cols-4">
        {trustItems().map(({ icon: Icon, title, spokenTitle, detail }) => (
          <li
            key={title}
            className="flex flex-col items-center gap-2 text-center sm:flex-row sm:items-start sm:text-left"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              {spokenTitle ? (
                <>
                  <span aria-hidden="true" className="block font-bold text-brand-950">
                    {title}
                  </span>
                  <span className="sr-only">{spokenTitle}</span>
                </>
              ) : (
                <span className="block font-bold text-brand-950">{title}</span>
              )}
              <span className="block text-sm text-slate-700">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
