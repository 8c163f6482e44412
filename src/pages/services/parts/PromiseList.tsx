import CircleCheck from 'lucide-react/icons/circle-check';
import { business } from '@/content/business';
import { promises } from '@/content/promises';

/** What every customer gets, whatever the town: the spec's promises and trust bullets. */
export function PromiseList({ place }: { place?: string }) {
  const items = [
    promises.sameDay + (place ? ` in ${place}` : ''),
    `Free quote, reply ${business.quoteReply}`,
    `${promises.deodorizingIncluded} with weekly service`,
    promises.licensed,
    promises.guarantee,
    business.ownership,
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
