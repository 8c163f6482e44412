import ChevronDown from 'lucide-react/icons/chevron-down';
import MapPin from 'lucide-react/icons/map-pin';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { business } from '@/content/business';
import { Link, NavLink, useNavigation } from '@/lib/navigation';
import { groupLabelClass } from './menu-styles';
import { featuredAreaLinks, serviceAreasLink } from './nav-links';
import { AreasPanelTowns } from './TownMenus';

export const AREAS_MENU_ID = 'areas-menu';

const featuredPaths = new Set(featuredAreaLinks.map((l) => l.to));

/** Whether the current page is one the Areas menu lists: marks the menu's buttons as the current section. */
function useInAreas(): boolean {
  const { pathname, onAreaPage } = useNavigation();
  return onAreaPage || featuredPaths.has(pathname);
}

/**
 * A button that opens the Areas menu: "Areas" in the desktop nav, "Service Areas" in the mobile menu. Both open the
 * one list (a popover), so the page carries it once.
 */
export function AreasMenuButton({ className, children }: { className: string; children: ReactNode }) {
  const inAreas = useInAreas();
  return (
    <button
      type="button"
      popoverTarget={AREAS_MENU_ID}
      className={`${className} cursor-pointer ${inAreas ? 'text-brand-800' : ''}`}
    >
      {children}
      <ChevronDown aria-hidden="true" className="menu-chevron size-4 shrink-0" />
    </button>
  );
}

/**
 * The Areas menu: featured pages, then every town page. A popover, served after the page's content (the first
 * screen's bytes are the page's own) and opened by its buttons with no script: the browser closes it on Escape or
 * a press outside, returning the focus to its button. enhance/menus.ts places it under the header.
 */
export function AreasMenu() {
  return (
    <nav
      id={AREAS_MENU_ID}
      popover="auto"
      aria-label="Areas"
      data-menu
      className="fixed inset-x-0 top-[var(--menu-top,4rem)] bottom-auto m-0 max-h-[calc(100dvh-var(--menu-top,4rem))] w-auto overflow-y-auto overscroll-contain border-0 border-t border-slate-200 bg-white p-4 text-slate-800 shadow-xl sm:p-6 lg:inset-x-6 lg:mx-auto lg:max-w-[calc(80rem-3rem)] lg:rounded-b-xl lg:border lg:border-t-0"
    >
      <div className="mb-2 flex justify-end lg:hidden">
        <button
          type="button"
          popoverTarget={AREAS_MENU_ID}
          popoverTargetAction="hide"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-brand-50"
        >
          <X aria-hidden="true" className="size-5" />
          Close
        </button>
      </div>
      <AreasPanelContent />
    </nav>
  );
}

function AreasPanelContent() {
  return (
    <>
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
        <div>
          <p id="areas-featured-label" className={groupLabelClass}>
            Featured
          </p>
          <ul aria-labelledby="areas-featured-label" className="mt-3 space-y-2">
            {featuredAreaLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className="flex min-h-11 items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100 aria-[current=page]:ring-2 aria-[current=page]:ring-brand-700"
                >
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p id="areas-grid-label" className="text-base font-bold text-slate-900">
            Central Texas Service Area
          </p>
          <div
            className="mt-3 grid gap-6 lg:grid-cols-[3fr_1fr]"
            role="group"
            aria-labelledby="areas-grid-label"
          >
            <AreasPanelTowns />
          </div>
        </div>
      </div>
      <p className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <span>
          Complete coverage of {business.county}: {business.reach} and communities served from{' '}
          {business.address.locality}.
        </span>
        <Link to={serviceAreasLink.to} className="font-semibold text-brand-800 underline underline-offset-2">
          {serviceAreasLink.label}
        </Link>
      </p>
    </>
  );
}
