import MessageSquareText from 'lucide-react/icons/message-square-text';
import Phone from 'lucide-react/icons/phone';
import X from 'lucide-react/icons/x';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { FloatingToggle } from './floating-toggle';

/** The box appears once the visitor has scrolled past this share of the page (enhance/floating.ts). */
export const MOBILE_CTA_SCROLL_PERCENT = 30;

const BOX_ID = 'mobile-cta';
const RESTORE_ID = 'mobile-cta-restore';
const DISMISS_ID = 'mobile-cta-dismiss';

/**
 * The phone-only floating call-to-action box (free quote and call) of the home page, shown by CSS under 768 px once
 * the page is scrolled past 30 %. Dismissing it leaves a small round button that brings it back. On phones the help
 * card gives way to it, so only one floating element shows at a time.
 */
export function MobileCta() {
  return (
    <div data-floating="mobile-cta" className="fixed inset-x-3 bottom-3 z-40 md:hidden">
      <FloatingToggle
        id={RESTORE_ID}
        attribute="data-cta-collapsed"
        focusTo={DISMISS_ID}
        expanded={false}
        label="Show quote and call options"
        className="cta-restore ml-auto grid size-14 place-items-center rounded-full bg-accent-400 text-slate-950 shadow-lg hover:bg-accent-300"
      >
        <Phone aria-hidden="true" className="size-6" />
      </FloatingToggle>
      <section
        id={BOX_ID}
        aria-label="Free quote and call"
        className="cta-box rounded-2xl bg-brand-900 p-4 text-white shadow-2xl"
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="font-bold">Free quote in 60 seconds</p>
            <p className="text-sm text-brand-50">We reply {business.quoteReply}.</p>
          </div>
          <FloatingToggle
            id={DISMISS_ID}
            attribute="data-cta-collapsed"
            focusTo={RESTORE_ID}
            expanded={true}
            controls={BOX_ID}
            label="Dismiss quote and call options"
            className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-brand-50 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </FloatingToggle>
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
    </div>
  );
}
