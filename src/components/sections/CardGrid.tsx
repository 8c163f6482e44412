import type { LucideIcon } from 'lucide-react';

export interface Card {
  title: string;
  text: string;
  icon?: LucideIcon;
}

/** Each card's box: filled with the brand tint, outlined, raised on a muted band, or the white box of a service. */
const looks = {
  tinted: 'rounded-2xl bg-brand-50 p-6',
  outlined: 'rounded-2xl border border-slate-200 p-6',
  raised: 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200',
  boxed: 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm',
};

interface CardGridProps {
  cards: readonly Card[];
  /** Numbered steps or pledges are an ordered list. */
  ordered?: boolean;
  /** The grid: its columns and its spacing on the page. */
  className: string;
  look: keyof typeof looks;
  titleSize?: 'lg' | 'xl';
  iconClassName?: string;
}

const titleSizes = { lg: 'text-lg', xl: 'text-xl' };

/** Cards of an icon, an <h3> title and a line of text, in a grid (values, pledges, who we serve). */
export function CardGrid({
  cards,
  ordered = false,
  className,
  look,
  titleSize = 'lg',
  iconClassName = 'size-8 text-brand-700',
}: CardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {cards.map(({ title, text, icon: Icon }) => (
        <li key={title} className={looks[look]}>
          {Icon && <Icon aria-hidden="true" className={iconClassName} />}
          <h3 className={`${Icon ? 'mt-3 ' : ''}${titleSizes[titleSize]} font-semibold text-slate-900`}>
            {title}
          </h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </li>
      ))}
    </List>
  );
}
