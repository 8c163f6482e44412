import ChevronDown from 'lucide-react/icons/chevron-down';
import MapPin from 'lucide-react/icons/map-pin';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { business } from '@/content/business';
import {
  featuredAreaLinks,
  serviceAreasLink,
  townLinkGroups,
  townLinks,
  type TownLinkGroup,
} from './nav-links';
import { useDisclosure } from './useDisclosure';

export const AREAS_PANEL_ID = 'areas-menu';

const areaPaths = new Set([...featuredAreaLinks, ...townLinks].map((l) => l.to));

const groupLabelClass = 'text-xs font-bold tracking-wide text-slate-600 uppercase';
const townLinkClass =
  'block rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900';

/**
 * The desktop Areas menu: featured pages, then every town page. The panel is positioned against the
 * header row (the nearest positioned ancestor), so opening it moves nothing on the page.
 */
export function AreasDropdown({ triggerClassName }: { triggerClassName: string }) {
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const inAreas = areaPaths.has(useLocation().pathname);

  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={AREAS_PANEL_ID}
        onClick={toggle}
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
  const [core, ...others] = townLinkGroups;
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
            {core && (
              <TownGroupLinks group={core} listClassName="grid grid-cols-3 gap-x-4" onNavigate={close} />
            )}
            <div className="space-y-5">
              {others.map((group) => (
                <TownGroupLinks key={group.group} group={group} onNavigate={close} />
              ))}
            </div>
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

/** One labelled group of town links (core towns, district, nearby) in the Areas panel. */
function TownGroupLinks({
  group,
  listClassName,
  onNavigate,
}: {
  group: TownLinkGroup;
  listClassName?: string;
  onNavigate: () => void;
}) {
  const labelId = `areas-${group.group}-label`;
  return (
    <div>
      <p id={labelId} className={groupLabelClass}>
        {group.label}
      </p>
      <ul aria-labelledby={labelId} className={listClassName ? `mt-2 ${listClassName}` : 'mt-2'}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate} className={townLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
