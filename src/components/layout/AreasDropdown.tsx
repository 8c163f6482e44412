import ChevronDown from 'lucide-react/icons/chevron-down';
import MapPin from 'lucide-react/icons/map-pin';
import { business } from '@/content/business';
import { Link, NavLink, useNavigation } from '@/lib/navigation';
import { groupLabelClass } from './menu-styles';
import { featuredAreaLinks, serviceAreasLink } from './nav-links';
import { AreasPanelTowns } from './TownMenus';

export const AREAS_PANEL_ID = 'areas-menu';

const featuredPaths = new Set(featuredAreaLinks.map((l) => l.to));

/** Whether the current page is one the Areas menu lists: marks the menu's button as the current section. */
function useInAreas(): boolean {
  const { pathname, onAreaPage } = useNavigation();
  return onAreaPage || featuredPaths.has(pathname);
}

/**
 * The desktop Areas menu: featured pages, then every town page. A `<details>` disclosure: it opens with no script,
 * and enhance/menus.ts adds Escape, closing on a press outside and closing when a link is followed. The panel is
 * positioned against the header row (the nearest positioned ancestor), so opening it moves nothing on the page.
 */
export function AreasDropdown({ triggerClassName }: { triggerClassName: string }) {
  const inAreas = useInAreas();

  return (
    <li>
      <details data-menu className="group">
        <summary
          className={`${triggerClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden ${inAreas ? 'text-brand-800' : ''}`}
        >
          Areas
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div
          id={AREAS_PANEL_ID}
          className="absolute inset-x-4 top-full z-50 rounded-b-xl border border-t-0 border-slate-200 bg-white p-6 shadow-xl sm:inset-x-6"
        >
          <AreasPanelContent />
        </div>
      </details>
    </li>
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
