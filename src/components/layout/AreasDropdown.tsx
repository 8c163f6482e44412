import ChevronDown from 'lucide-react/icons/chevron-down';
import MapPin from 'lucide-react/icons/map-pin';
import { business } from '@/content/business';
import { Link, NavLink, useNavigation } from '@/lib/navigation';
import { groupLabelClass } from './menu-styles';
import { featuredAreaLinks, serviceAreasLink } from './nav-links';
import { preloadTownMenus, TownListStatus, useTownMenus } from './town-menus';
import { useDisclosure } from './useDisclosure';

export const AREAS_PANEL_ID = 'areas-menu';

const featuredPaths = new Set(featuredAreaLinks.map((l) => l.to));

/** Whether the current page is one the Areas menu lists: marks the menu's button as the current section. */
function useInAreas(): boolean {
  const { pathname, onAreaPage } = useNavigation();
  return onAreaPage || featuredPaths.has(pathname);
}

/**
 * The desktop Areas menu: featured pages, then every town page. The panel is positioned against the
 * header row (the nearest positioned ancestor), so opening it moves nothing on the page.
 */
export function AreasDropdown({ triggerClassName }: { triggerClassName: string }) {
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const inAreas = useInAreas();

  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={AREAS_PANEL_ID}
        onClick={toggle}
        // The town list is a chunk of its own: start loading it as soon as the visitor heads for the button.
        onPointerEnter={preloadTownMenus}
        onFocus={preloadTownMenus}
        className={`${triggerClassName} ${inAreas ? 'text-brand-800' : ''}`}
      >
        Areas
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        ref={panelRef}
        id={AREAS_PANEL_ID}
        hidden={!open}
        className="absolute inset-x-4 top-full z-50 rounded-b-xl border border-t-0 border-slate-200 bg-white p-6 shadow-xl sm:inset-x-6"
      >
        {open && <AreasPanelContent onNavigate={close} />}
      </div>
    </li>
  );
}

/**
 * What the open panel holds. Rendered only while open: the same links are in the footer for crawlers and
 * visitors without script, so every page's HTML does not carry (and hydrate) a second copy.
 */
function AreasPanelContent({ onNavigate: close }: { onNavigate: () => void }) {
  const { menus, failed } = useTownMenus();
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
                  onClick={close}
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
            {menus ? <menus.AreasPanelTowns onNavigate={close} /> : <TownListStatus failed={failed} />}
          </div>
        </div>
      </div>
      <p className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <span>
          Complete coverage of {business.county}: {business.reach} and communities served from{' '}
          {business.address.locality}.
        </span>
        <Link
          to={serviceAreasLink.to}
          onClick={close}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {serviceAreasLink.label}
        </Link>
      </p>
    </>
  );
}
