import { Link } from 'react-router-dom';
import { towns } from '@/content/towns';

/** Links to every town page we serve (core towns first, then the other places with pages). */
export function ServiceAreaLinks() {
  const places = towns.filter((town) => town.group !== 'district');
  return (
    <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
      {places.map((town) => (
        <li key={town.slug}>
          <Link
            to={`/${town.slug}`}
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            {town.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
