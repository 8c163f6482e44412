import { Link } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Building from 'lucide-react/icons/building';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Sparkles from 'lucide-react/icons/sparkles';
import type { LucideIcon } from 'lucide-react';
import { CheckList } from '@/components/sections/CheckList';
import { BookingLink, ExternalLink } from '@/components/ui/links';
import { serviceCards, type ServiceCard } from '@/content/home';
import { HomeSection } from './HomeSection';

const icons: Record<ServiceCard['id'], LucideIcon> = {
  weekly: CalendarCheck,
  'one-time': Sparkles,
  commercial: Building,
  'pet-care': HeartHandshake,
};

function CardLink({ card }: { card: ServiceCard }) {
  const className =
    'mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline';
  const label = (
    <>
      {card.cta}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return card.target.kind === 'internal' ? (
    <Link to={card.target.to} className={className}>
      {label}
    </Link>
  ) : (
    <ExternalLink href={card.target.href} className={className}>
      {label}
    </ExternalLink>
  );
}

/** The four service cards (#services-section), the target of the hero's scroll-down arrow. */
export function ServicesSection() {
  return (
    <HomeSection
      id="services-section"
      titleId="services-title"
      title="Our Services"
      intro="From a weekly visit to a one-time reset, pick what fits your yard. Every price starts with a free quote."
      tone="muted"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {serviceCards.map((card) => {
          const Icon = icons[card.id];
          return (
            <li
              key={card.id}
              data-testid={`service-card-${card.id}`}
              className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${
                card.badge ? 'ring-2 ring-brand-700' : 'ring-slate-200'
              }`}
            >
              {card.badge && (
                <p className="absolute -top-3 left-6 rounded-full bg-accent-400 px-3 py-0.5 text-sm font-bold text-slate-950">
                  {card.badge}
                </p>
              )}
              <Icon aria-hidden="true" className="size-9 text-brand-700" />
              <h3 className="mt-4 text-xl font-bold text-slate-900">{card.title}</h3>
              <p className="mt-1 text-lg font-extrabold text-brand-800">{card.price}</p>
              <p className="mt-3 text-slate-700">{card.description}</p>
              <CheckList items={card.features} compact className="mt-4 space-y-2 text-sm text-slate-700" />
              <div className="mt-auto">
                <CardLink card={card} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <BookingLink className="btn btn-primary">Book Service Now</BookingLink>
        <Link to="/services" className="btn btn-outline">
          View All Services
        </Link>
      </div>
    </HomeSection>
  );
}
