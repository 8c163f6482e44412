import { NavLink } from '@/lib/navigation';
import { groupLabelClass, mobileAreaLinkClass } from './menu-styles';
import { townLinkGroups, type TownLinkGroup } from './town-link-groups';

/**
 * The menus' town lists: a chunk of its own, loaded when a menu opens (see town-menus.tsx), because it grows with
 * every town page and no page needs it before then.
 */

const townLinkClass =
  'block rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900';

interface TownListProps {
  onNavigate: () => void;
}

/** The desktop Areas panel's towns: the core towns in columns, the other groups beside them. */
export function AreasPanelTowns({ onNavigate }: TownListProps) {
  const [core, ...others] = townLinkGroups;
  return (
    <>
      {core && (
        <TownGroupLinks group={core} listClassName="grid grid-cols-3 gap-x-4" onNavigate={onNavigate} />
      )}
      <div className="space-y-5">
        {others.map((group) => (
          <TownGroupLinks key={group.group} group={group} onNavigate={onNavigate} />
        ))}
      </div>
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

/** The mobile menu's towns, group by group, under its Service Areas disclosure. */
export function MobileMenuTowns({ onNavigate }: TownListProps) {
  return townLinkGroups.map((group) => (
    <div key={group.group}>
      <p id={`mobile-areas-${group.group}-label`} className={`px-3 ${groupLabelClass}`}>
        {group.label}
      </p>
      <ul aria-labelledby={`mobile-areas-${group.group}-label`} className="mt-1 grid grid-cols-2">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate} className={mobileAreaLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  ));
}
