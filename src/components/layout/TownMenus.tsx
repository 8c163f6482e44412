import { NavLink } from '@/lib/navigation';
import { groupLabelClass } from './menu-styles';
import { townLinkGroups, type TownLinkGroup } from './town-link-groups';

/** The Areas menu's town lists, in the served HTML of every page (the menu is a popover: it works with no script). */

const townLinkClass =
  'flex min-h-11 items-center rounded px-2 text-sm lg:min-h-8 text-slate-800 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900';

/** The Areas menu's towns: the core towns in columns, the other groups beside them (below them on a phone). */
export function AreasPanelTowns() {
  const [core, ...others] = townLinkGroups;
  return (
    <>
      {core && <TownGroupLinks group={core} listClassName="grid grid-cols-2 gap-x-4 sm:grid-cols-3" />}
      <div className="space-y-5">
        {others.map((group) => (
          <TownGroupLinks
            key={group.group}
            group={group}
            listClassName="grid grid-cols-2 gap-x-4 lg:grid-cols-1"
          />
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
