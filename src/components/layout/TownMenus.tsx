import { NavLink } from '@/lib/navigation';
import { groupLabelClass, mobileAreaLinkClass } from './menu-styles';
import { townLinkGroups, type TownLinkGroup } from './town-link-groups';

/** The menus' town lists, in the served HTML of every page (the menus are `<details>`: they work with no script). */

const townLinkClass =
  'block rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900';

/** The desktop Areas panel's towns: the core towns in columns, the other groups beside them. */
export function AreasPanelTowns() {
  const [core, ...others] = townLinkGroups;
  return (
    <>
      {core && <TownGroupLinks group={core} listClassName="grid grid-cols-3 gap-x-4" />}
      <div className="space-y-5">
        {others.map((group) => (
          <TownGroupLinks key={group.group} group={group} />
        ))}
      </div>
    </>
  );
}

/** One labelled group of town links (core towns, district, nearby) in the Areas panel. */
function TownGroupLinks({ group, listClassName }: { group: TownLinkGroup; listClassName?: string }) {
  const labelId = `areas-${group.group}-label`;
  return (
    <div>
      <p id={labelId} className={groupLabelClass}>
        {group.label}
      </p>
      <ul aria-labelledby={labelId} className={listClassName ? `mt-2 ${listClassName}` : 'mt-2'}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={townLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The mobile menu's towns, group by group, under its Service Areas disclosure. */
export function MobileMenuTowns() {
  return townLinkGroups.map((group) => (
    <div key={group.group}>
      <p id={`mobile-areas-${group.group}-label`} className={`px-3 ${groupLabelClass}`}>
        {group.label}
      </p>
      <ul aria-labelledby={`mobile-areas-${group.group}-label`} className="mt-1 grid grid-cols-2">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={mobileAreaLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  ));
}
