import MessageSquareText from 'lucide-react/icons/message-square-text';
import Phone from 'lucide-react/icons/phone';
import X from 'lucide-react/icons/x';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { CollapsibleFloat } from './collapsible-float';

/** The box appears once the visitor has scrolled past this share of the page (enhance/floating.ts). */
export const MOBILE_CTA_SCROLL_PERCENT = 30;

/**
 * The phone-only floating call-to-action box (free quote and call) of the home page, shown by CSS under 768 px once
 * the page is scrolled past 30 %. Dismissing it leaves a small round button that brings it back. On phones the help
 * card gives way to it, so only one floating element shows at a time.
 */
export function MobileCta() {
  return (
    <div data-floating="mobile-cta" className="fixed inset-x-3 bottom-3 z-40 md:hidden">
      <CollapsibleFloat
        attribute="data-cta-collapsed"
        restore={{
          id: 'mobile-cta-restore',
          label: 'Show quote and call options',
          className:
            'cta-restore ml-auto grid size-14 place-items-center rounded-full bg-accent-400 text-slate-950 shadow-lg hover:bg-accent-300',
        }}
        fold={{
          id: 'mobile-cta-dismiss',
          label: 'Dismiss quote and call options',
          className:
            '-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-brand-50 hover:bg-white/10 hover:text-white',
          icon: <X aria-hidden="true" className="size-5" />,
        }}
        box={{
          id: 'mobile-cta',
          as: 'section',
          label: 'Free quote and call',
          className: 'cta-box rounded-2xl bg-brand-900 p-4 text-white shadow-2xl',
        }}
        heading={
          <div>
            <p className="font-bold">Free quote in 60 seconds</p>
            <p className="text-sm text-brand-50">We reply {business.quoteReply}.</p>
          </div>
        }
        headingRowClassName="flex items-start justify-between gap-3"
      >
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
      </CollapsibleFloat>
    </div>
  );
}
