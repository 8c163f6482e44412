import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router-dom';

export interface PageLink {
  path: string;
  label: string;
  /** A short line under the label (e.g. the kind of service). */
  note?: string;
}

/** A grid of internal links with large touch targets. */
export function LinkGrid({ links, label }: { links: readonly PageLink[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2 font-medium text-brand-900 hover:border-brand-700 hover:bg-brand-50"
          >
            <span>
              {link.label}
              {link.note && <span className="block text-sm font-normal text-slate-600">{link.note}</span>}
            </span>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface LinkGroup {
  title: string;
  /** The page the title links to (a town's page above its services). */
  to?: string;
  /** The list's accessible name, where it says more than the title. */
  label?: string;
  links: readonly PageLink[];
}

/** Link grids under <h3> titles: the pages of a directory, grouped by town or by kind. */
export function LinkGroups({ groups }: { groups: readonly LinkGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="text-xl font-semibold text-slate-900">
            {group.to ? (
              <Link to={group.to} className="hover:underline">
                {group.title}
              </Link>
            ) : (
              group.title
            )}
          </h3>
          <div className="mt-3">
            <LinkGrid label={group.label ?? group.title} links={group.links} />
          </div>
        </div>
      ))}
    </div>
  );
}
