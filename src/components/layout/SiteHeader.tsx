import Menu from 'lucide-react/icons/menu';
import Phone from 'lucide-react/icons/phone';
import X from 'lucide-react/icons/x';
import { Link, NavLink } from '@/lib/navigation';
import { business } from '@/content/business';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { AccountLinks } from './AccountLinks';
import { AreasMenuButton } from './AreasMenu';
import { BrandMark } from './BrandMark';
import { MOBILE_MENU_ID, MobileMenuPanel } from './MobileMenu';
import { primaryLinks } from './nav-links';

const desktopLinkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 xl:px-2.5';
const utilityLinkClass =
  'inline-flex min-h-8 items-center gap-1.5 rounded px-1 font-medium text-brand-50 hover:text-white hover:underline';

/** The Areas menu's button sits after the service links, before About. */
const AREAS_AFTER = primaryLinks.findIndex((l) => l.to === '/commercial-services') + 1;

/**
 * The site header. On lg screens and up: a utility bar (tagline, phone, account) that scrolls away, and a
 * sticky row with the logo, the top links, the Areas menu's button and Book Service. Below lg: one compact sticky
 * row (logo, call, menu button) and the full-width mobile menu.
 */
export function SiteHeader() {
  const linkItem = (link: (typeof primaryLinks)[number]) => (
    <li key={link.to}>
      <NavLink to={link.to} end className={desktopLinkClass}>
        {link.label}
      </NavLink>
    </li>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm lg:-top-10">
      <div className="hidden h-10 bg-brand-900 text-sm text-brand-50 lg:block">
        <div className="container-page flex h-full max-w-7xl items-center justify-between gap-6">
          <p>{business.tagline}</p>
          <div className="flex items-center gap-5">
            <PhoneLink className={utilityLinkClass}>
              <Phone aria-hidden="true" className="size-4" />
              {business.phone.display}
              <span className="sr-only"> ({business.phone.digits})</span>
            </PhoneLink>
            <AccountLinks itemClassName={utilityLinkClass} />
          </div>
        </div>
      </div>

      <div className="container-page relative flex h-16 max-w-7xl items-center gap-3">
        <Link to="/" className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg text-brand-900">
          <BrandMark className="size-10" />
          <span className="text-lg leading-tight font-extrabold tracking-tight lg:sr-only xl:not-sr-only">
            {business.name}
          </span>
          <span className="sr-only"> home</span>
        </Link>

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center">
            {primaryLinks.slice(0, AREAS_AFTER).map(linkItem)}
            <li>
              <AreasMenuButton className={desktopLinkClass}>Areas</AreasMenuButton>
            </li>
            {primaryLinks.slice(AREAS_AFTER).map(linkItem)}
          </ul>
        </nav>
        <BookingLink className="btn btn-accent hidden shrink-0 px-4 lg:inline-flex">Book Service</BookingLink>

        <PhoneLink className="ml-auto inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-900 hover:bg-brand-100 lg:hidden">
          <Phone aria-hidden="true" className="size-5" />
          <span className="sr-only">
            Call {business.phone.display} ({business.phone.digits})
          </span>
        </PhoneLink>
        <details data-menu className="group lg:hidden">
          <summary
            aria-controls={MOBILE_MENU_ID}
            className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-300 text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
          >
            <Menu aria-hidden="true" className="size-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open:block" />
            <span className="sr-only">Menu</span>
          </summary>
          <MobileMenuPanel />
        </details>
      </div>
    </header>
  );
}
