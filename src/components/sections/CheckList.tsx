import Check from 'lucide-react/icons/check';
import CircleCheck from 'lucide-react/icons/circle-check';

interface CheckListProps {
  items: readonly string[];
  /** The list's layout and spacing on the page. */
  className?: string;
  /** Each row's text color or weight. */
  itemClassName?: string;
  /** On a dark band the check marks take the accent color. */
  tone?: 'light' | 'dark';
  /** Lines in large type, the check mark set lower to stay level with the first line. */
  large?: boolean;
  /** The small plain check of a card's list of features. */
  compact?: boolean;
  label?: string;
}

/** Short points, each after a check mark: what a visit includes, what a perk gives, why customers trust us. */
export function CheckList({
  items,
  className,
  itemClassName,
  tone = 'light',
  large = false,
  compact = false,
  label,
}: CheckListProps) {
  const Icon = compact ? Check : CircleCheck;
  const iconClass = [
    large ? 'mt-1' : 'mt-0.5',
    compact ? 'size-4' : 'size-5',
    'shrink-0',
    tone === 'dark' ? 'text-accent-300' : 'text-brand-700',
  ].join(' ');
  const rowClass = ['flex items-start gap-2', large && 'text-lg', itemClassName].filter(Boolean).join(' ');
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={rowClass}>
          <Icon aria-hidden="true" className={iconClass} />
          {item}
        </li>
      ))}
    </ul>
  );
}
