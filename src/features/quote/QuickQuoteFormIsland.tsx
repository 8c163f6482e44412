import { CarriedFormShell, type LiveFormLoader } from '@/components/ui/lead-form-shell';
import { toast } from '@/components/ui/toast';
import { afterYield } from '@/lib/yield-to-browser';
import { QuoteFields, quoteFormAttributes } from './quote-fields';
import { quoteToasts } from './quote-messages';

// The form's modules are evaluated as the chunk arrives; the live form is rendered in a later task, so the two are
// not one long task on a slow phone.
const loadForm: LiveFormLoader = () =>
  import('./QuickQuoteForm').then((module) => afterYield(module.QuickQuoteForm));

const quoteUnreachable = () => toast(quoteToasts.failed);

/**
 * What pages render: the quote card's form as its exact markup (a static shell), so it is there at first paint,
 * with react-hook-form and the submit path loaded when the visitor first touches it. The live form then takes over
 * in place, keeping what was typed and the focus, and sends at once if the button was already pressed. A visitor
 * whose connection dropped after the page loaded gets the send-failure toast (docs/product.md) when the code cannot arrive,
 * and keeps what they typed for another try.
 * `load` is the form code's loader; a test passes one that fails, as offline.
 */
export function QuickQuoteFormIsland({ load = loadForm }: { load?: LiveFormLoader }) {
  return (
    <CarriedFormShell
      load={load}
      props={{}}
      formAttributes={quoteFormAttributes}
      fields={(shell) => <QuoteFields {...shell} />}
      onUnreachable={quoteUnreachable}
    />
  );
}
