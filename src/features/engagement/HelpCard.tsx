import Minus from 'lucide-react/icons/minus';
import Phone from 'lucide-react/icons/phone';
import { usePathname } from '@/lib/navigation';
import { PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { useCollapseToggle } from './collapse-toggle';
import { useMobileCtaPresent } from './mobile-cta-presence';
import { NARROW_SCREEN_QUERY, useMediaQuery, useScrolledPast } from './viewport';

/** The card appears once the visitor has scrolled past this share of the page. */
export const HELP_CARD_SCROLL_PERCENT = 20;

/**
 * The floating 'Need Help?' call card. Mount once in the root layout. Minimising it lasts for the current page
 * view. On phones it steps aside on pages that show the MobileCta, so the two never stack.
 */
export function HelpCard() {
  const pathname = usePathname();
  // A new page view starts with the card expanded again.
  return <HelpCardForPage key={pathname} />;
}

function HelpCardForPage() {
  const scrolledPast = useScrolledPast(HELP_CARD_SCROLL_PERCENT);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const mobileCtaPresent = useMobileCtaPresent();
  const { collapsed: minimised, panelId: cardId, toggleButtonProps } = useCollapseToggle();

  if (!scrolledPast || (narrow && mobileCtaPresent)) return null;

  return (
    <aside aria-label="Need help? Call us" className="fixed right-4 bottom-4 z-40">
      {minimised ? (
        <button
          {...toggleButtonProps}
          aria-label="Need help? Show the call card"
          className="grid size-14 place-items-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900"
        >
          <Phone aria-hidden="true" className="size-6" />
        </button>
      ) : (
        <div
          id={cardId}
          className="w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-lg font-bold text-slate-900">Need Help?</p>
            <button
              {...toggleButtonProps}
              aria-label="Minimize the call card"
              className="-mr-2 grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <Minus aria-hidden="true" className="size-5" />
            </button>
          </div>
          <PhoneLink className="btn btn-primary mt-3 w-full flex-col gap-0.5 py-3 text-center">
            <span className="inline-flex items-center gap-2">
              <Phone aria-hidden="true" className="size-5" />
              Call us for instant quote!
            </span>
            <span className="text-sm font-normal text-brand-50">{business.phoneAvailability}</span>
            <span className="sr-only">
              {' '}
              {business.phone.display} ({business.phone.digits})
            </span>
          </PhoneLink>
        </div>
      )}
    </aside>
  );
}
