import ChevronDown from 'lucide-react/icons/chevron-down';
import Phone from 'lucide-react/icons/phone';
import { useState, type Ref } from 'react';
import { NavLink } from '@/lib/navigation';
import { business } from '@/content/business';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { AccountLinks } from './AccountLinks';
import { featuredAreaLinks, primaryLinks, serviceAreasLink } from './nav-links';
import { mobileAreaLinkClass } from './menu-styles';
import { TownListStatus, useTownMenus } from './town-menus';

export const MOBILE_MENU_ID = 'mobile-menu';
const MOBILE_AREAS_ID = 'mobile-service-areas';

const rowClass =
  'flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-base font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900';

interface MobileMenuPanelProps {
  open: boolean;
  panelRef: Ref<HTMLDivElement>;
  onNavigate: () => void;
}

/**
 * The full-width menu under the header on screens narrower than lg; its button lives in the header row. Its
 * links are rendered only while it is open (it cannot open before the app has loaded anyway): the page links
 * them elsewhere too (the header's desktop row and top bar, the footer's towns and neighborhoods), so every page's
 * HTML does not carry, and hydrate, a copy nobody sees.
 */
export function MobileMenuPanel({ open, panelRef, onNavigate }: MobileMenuPanelProps) {
  return (
    <div
      ref={panelRef}
      id={MOBILE_MENU_ID}
      hidden={!open}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white shadow-xl lg:hidden"
    >
      {open && <MobileMenuContent onNavigate={onNavigate} />}
    </div>
  );
}

/** Each opening of the menu mounts this afresh, so the long town list starts folded. */
function MobileMenuContent({ onNavigate }: { onNavigate: () => void }) {
  const [areasOpen, setAreasOpen] = useState(false);
  // Opening the menu starts loading the town list, which is usually there before Service Areas is expanded.
  const { menus, failed } = useTownMenus();
  return (
    <div className="container-page py-4">
      <nav aria-label="Menu">
        <ul className="space-y-1">
          {primaryLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onNavigate} className={rowClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-expanded={areasOpen}
              aria-controls={MOBILE_AREAS_ID}
              onClick={() => setAreasOpen((o) => !o)}
              className={`${rowClass} justify-between`}
            >
              Service Areas
              <ChevronDown
                aria-hidden="true"
                className={`size-5 transition-transform motion-reduce:transition-none ${areasOpen ? 'rotate-180' : ''}`}
              />
            </button>
            <div
              id={MOBILE_AREAS_ID}
              hidden={!areasOpen}
              className="mt-1 space-y-4 rounded-lg bg-slate-50 p-3"
            >
              <ul aria-label="Featured areas" className="space-y-1">
                {featuredAreaLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end
                      onClick={onNavigate}
                      className={`${mobileAreaLinkClass} font-semibold`}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              {menus ? (
                <menus.MobileMenuTowns onNavigate={onNavigate} />
              ) : (
                <TownListStatus failed={failed} className="px-3" />
              )}
              <NavLink
                to={serviceAreasLink.to}
                end
                onClick={onNavigate}
                className={`${mobileAreaLinkClass} font-semibold text-brand-800 underline`}
              >
                {serviceAreasLink.label}
              </NavLink>
            </div>
          </li>
        </ul>
      </nav>
      <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
        <AccountLinks itemClassName={rowClass} onActivate={onNavigate} />
        <BookingLink className="btn btn-accent w-full" onClick={onNavigate}>
          Book Service
        </BookingLink>
        <PhoneLink className="btn btn-outline w-full" onClick={onNavigate}>
          <Phone aria-hidden="true" className="size-5" />
          Call {business.phone.display}
          <span className="sr-only"> ({business.phone.digits})</span>
        </PhoneLink>
      </div>
    </div>
  );
}
