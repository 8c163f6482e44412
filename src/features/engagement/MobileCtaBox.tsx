import MessageSquareText from 'lucide-react/icons/message-square-text';
import Phone from 'lucide-react/icons/phone';
import X from 'lucide-react/icons/x';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { useCollapseToggle } from './collapse-toggle';
import { NARROW_SCREEN_QUERY, useMediaQuery, useScrolledPast } from './viewport';

/** The box appears once the visitor has scrolled past this share of the page. */
export const MOBILE_CTA_SCROLL_PERCENT = 30;

/**
 * The phone-only floating call-to-action box (free quote and call), shown under 768 px after 30% of the page.
 * Dismissing it leaves a small round button that brings it back. Loaded through MobileCta.
 */
export default function MobileCtaBox() {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const scrolledPast = useScrolledPast(MOBILE_CTA_SCROLL_PERCENT);
  const { collapsed, panelId: boxId, toggleButtonProps } = useCollapseToggle();

  if (!narrow || !scrolledPast) return null;

  if (collapsed) {
    return (
      <button
        {...toggleButtonProps}
        aria-label="Show quote and call options"
        className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-accent-400 text-slate-950 shadow-lg hover:bg-accent-300 md:hidden"
      >
        <Phone aria-hidden="true" className="size-6" />
      </button>
    );
  }

  return (
    <section
      id={boxId}
      aria-label="Free quote and call"
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-brand-900 p-4 text-white shadow-2xl md:hidden"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-bold">Free quote in 60 seconds</p>
          <p className="text-sm text-brand-50">We reply {business.quoteReply}.</p>
        </div>
        <button
          {...toggleButtonProps}
          aria-label="Dismiss quote and call options"
          className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-brand-50 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <BookingLink className="btn btn-accent px-3">
          <MessageSquareText aria-hidden="true" className="size-5" />
          Free Quote
        </BookingLink>
        <PhoneLink className="btn btn-ghost-light px-3">
          <Phone aria-hidden="true" className="size-5" />
          Call
          <span className="sr-only">
            {' '}
            {business.phone.display} ({business.phone.digits})
          </span>
        </PhoneLink>
      </div>
    </section>
  );
}
