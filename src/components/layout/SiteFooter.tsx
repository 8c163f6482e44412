import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { Fragment, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { business, formatHours } from '@/content/business';
import { PhoneLink } from '@/components/ui/links';
import { BrandMark } from './BrandMark';
import {
  featuredAreaLinks,
  footerLinks,
  footerTownLinks,
  footerUtilityLinks,
  neighborhoodLinks,
  type NavItem,
} from './nav-links';

export interface SiteFooterProps {
  /** The newsletter sign-up form, rendered above the link columns when given. */
  newsletter?: ReactNode;
}

/**
 * Pages a visitor looks for at the bottom of a site rather than in the menus: our work, the community pledge
 * and the facts directories ask for. Every indexable page is linked from somewhere; these from every page. So are
 * the Areas menu's featured pages: the header holds the menu's links only while it is open.
 */
const moreLinks: readonly NavItem[] = [
  ...featuredAreaLinks,
  { label: 'Gallery', to: '/gallery' },
  { label: 'Keep Waco Waggin’ pledge', to: '/keep-waco-waggin' },
  { label: 'Business listing info', to: '/directory-submission' },
];

/** The separator formatHours() puts between day groups. */
const HOURS_SEPARATOR = ' · ';

const headingClass = 'text-sm font-bold tracking-wide text-white uppercase';
const linkClass =
  'inline-flex min-h-8 items-center text-brand-100 hover:text-white hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-white';

function LinkList({ links, className }: { links: readonly NavItem[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end reloadDocument={link.document} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ newsletter }: SiteFooterProps) {
  const { address } = business;

  return (
    <footer className="page-end bg-brand-950 text-brand-50">
      {newsletter && (
        <div className="border-b border-white/10">
          <div className="container-page py-10">{newsletter}</div>
        </div>
      )}

      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_0.8fr_1fr_1.6fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-lg text-white">
            <BrandMark className="size-10" />
            <span className="text-lg font-extrabold tracking-tight">{business.name}</span>
            <span className="sr-only"> home</span>
          </Link>
          <p className="mt-3 text-sm text-brand-100">
            {business.tagline}. {business.ownership}, serving {business.county} since {business.foundedYear}.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <PhoneLink className="font-semibold text-white hover:underline">
                {business.phone.display}{' '}
                <span className="font-normal text-brand-100">{business.phone.digits}</span>
              </PhoneLink>
            </li>
            <li className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <a href={`mailto:${business.email}`} className="text-white hover:underline">
                {business.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>
                {/* Lines break only between day groups: a break inside "8 AM–4 PM" would misread as two times. */}
                <span className="block">
                  {formatHours()
                    .split(HOURS_SEPARATOR)
                    .map((part, i) => (
                      <Fragment key={part}>
                        {i > 0 && HOURS_SEPARATOR}
                        <span className="whitespace-nowrap">{part}</span>
                      </Fragment>
                    ))}
                </span>
                <span className="block text-brand-100">Calls: {business.phoneAvailability}</span>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>
                {address.locality}, {address.region} {address.postalCode}
              </span>
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className={headingClass}>
            Explore
          </h2>
          <LinkList links={footerLinks} className="mt-3" />
        </nav>

        <nav aria-labelledby="footer-neighborhoods-heading">
          <h2 id="footer-neighborhoods-heading" className={headingClass}>
            Waco neighborhoods we serve
          </h2>
          <LinkList links={neighborhoodLinks} className="mt-3" />
        </nav>

        <nav aria-labelledby="footer-towns-heading" className="sm:col-span-2 lg:col-span-1">
          <h2 id="footer-towns-heading" className={headingClass}>
            Service-area towns
          </h2>
          <LinkList
            links={footerTownLinks}
            className="mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-2"
          />
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <nav aria-label="Site information">
            <LinkList
              links={[...moreLinks, ...footerUtilityLinks]}
              className="flex flex-wrap gap-x-5 gap-y-1"
            />
          </nav>
          <p className="text-brand-100">
            © {business.copyrightYear} {business.name}
          </p>
        </div>
      </div>
    </footer>
  );
}
