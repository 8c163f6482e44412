import ChevronDown from 'lucide-react/icons/chevron-down';
import Phone from 'lucide-react/icons/phone';
import { NavLink } from '@/lib/navigation';
import { business } from '@/content/business';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { AccountLinks } from './AccountLinks';
import { featuredAreaLinks, primaryLinks, serviceAreasLink } from './nav-links';
import { mobileAreaLinkClass } from './menu-styles';
import { MobileMenuTowns } from './TownMenus';

export const MOBILE_MENU_ID = 'mobile-menu';
const MOBILE_AREAS_ID = 'mobile-service-areas';

const rowClass =
  'flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-base font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900';

/**
 * The full-width menu under the header on screens narrower than lg, as the panel of the header's menu `<details>`
 * (its summary is the menu button in the header row). Its Service Areas list is a nested `<details>`, folded each
 * time the menu opens (enhance/menus.ts).
 */
export function MobileMenuPanel() {
  return (
    <div
      id={MOBILE_MENU_ID}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white shadow-xl lg:hidden"
    >
      <div className="container-page py-4">
        <nav aria-label="Menu">
          <ul className="space-y-1">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={rowClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <details className="group/areas">
                <summary
                  className={`${rowClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
                >
                  Service Areas
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 transition-transform group-open/areas:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <div id={MOBILE_AREAS_ID} className="mt-1 space-y-4 rounded-lg bg-slate-50 p-3">
                  <ul aria-label="Featured areas" className="space-y-1">
                    {featuredAreaLinks.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} end className={`${mobileAreaLinkClass} font-semibold`}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                  <MobileMenuTowns />
                  <NavLink
                    to={serviceAreasLink.to}
                    end
                    className={`${mobileAreaLinkClass} font-semibold text-brand-800 underline`}
                  >
                    {serviceAreasLink.label}
                  </NavLink>
                </div>
              </details>
            </li>
          </ul>
        </nav>
        <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
          <AccountLinks itemClassName={rowClass} />
          <BookingLink className="btn btn-accent w-full">Book Service</BookingLink>
          <PhoneLink className="btn btn-outline w-full">
            <Phone aria-hidden="true" className="size-5" />
            Call {business.phone.display}
            <span className="sr-only"> ({business.phone.digits})</span>
          </PhoneLink>
        </div>
      </div>
    </div>
  );
}
