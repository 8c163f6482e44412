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
