import { NavLink } from '@/lib/navigation';
import { BookingLink } from '@/components/ui/links';
import { CallButton } from '@/components/ui/PrimaryActions';
import { AccountLinks } from './AccountLinks';
import { AreasMenuButton } from './AreasMenu';
import { primaryLinks } from './nav-links';

export const MOBILE_MENU_ID = 'mobile-menu';

const rowClass =
  'flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-base font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900';

/**
 * The full-width menu under the header on screens narrower than lg, as the panel of the header's menu `<details>`
 * (its summary is the menu button in the header row). Its Service Areas row opens the Areas menu (AreasMenu.tsx)
 * over it.
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
              <AreasMenuButton className={`${rowClass} justify-between`}>Service Areas</AreasMenuButton>
            </li>
          </ul>
        </nav>
        <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
          <AccountLinks itemClassName={rowClass} />
          <BookingLink className="btn btn-accent w-full">Book Service</BookingLink>
          <CallButton className="btn btn-outline w-full" />
        </div>
      </div>
    </div>
  );
}
