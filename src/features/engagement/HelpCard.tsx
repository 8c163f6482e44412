import Minus from 'lucide-react/icons/minus';
import Phone from 'lucide-react/icons/phone';
import { PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { FloatingToggle } from './floating-toggle';

/** The card appears once the visitor has scrolled past this share of the page (enhance/floating.ts). */
export const HELP_CARD_SCROLL_PERCENT = 20;

const CARD_ID = 'help-card';
const RESTORE_ID = 'help-card-restore';
const MINIMISE_ID = 'help-card-minimise';

/**
 * The floating 'Need Help?' call card, served in every public page's HTML and shown by CSS once the page is
 * scrolled past 20 % (enhance/floating.ts keeps the attributes, styles.css "Floating elements" reads them).
 * Minimising it lasts for the tab's session; it steps aside while the focused control or a toast is under it, and on
 * phones gives way to the mobile call box past 30 % and to the admin's tools. Its call link works with no script.
 */
export function HelpCard() {
  return (
    <aside aria-label="Need help? Call us" data-floating="help" className="fixed right-4 bottom-4 z-40">
      <FloatingToggle
        id={RESTORE_ID}
        attribute="data-help-minimised"
        focusTo={MINIMISE_ID}
        expanded={false}
        label="Need help? Show the call card"
        className="help-restore grid size-14 place-items-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900"
      >
        <Phone aria-hidden="true" className="size-6" />
      </FloatingToggle>
      <div
        id={CARD_ID}
        className="help-card w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
      >
        <div className="flex items-center justify-between gap-2">
          <p className="text-lg font-bold text-slate-900">Need Help?</p>
          <FloatingToggle
            id={MINIMISE_ID}
            attribute="data-help-minimised"
            focusTo={RESTORE_ID}
            expanded={true}
            controls={CARD_ID}
            label="Minimize the call card"
            className="-mr-2 grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <Minus aria-hidden="true" className="size-5" />
          </FloatingToggle>
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
    </aside>
  );
}
