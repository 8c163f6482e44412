import { Link } from 'react-router-dom';

export interface Crumb {
  name: string;
  path: string;
}

/** Visible breadcrumbs; pair with breadcrumbJsonLd(items) in the page head. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="container-page pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, i) => (
          <li key={item.path} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === items.length - 1 ? (
              <span aria-current="page" className="text-slate-800">
                {item.name}
              </span>
            ) : (
              <Link to={item.path} className="underline underline-offset-2 hover:text-brand-800">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
