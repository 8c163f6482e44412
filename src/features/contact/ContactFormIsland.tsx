import { CarriedFormShell, type LiveFormLoader } from '@/components/ui/lead-form-shell';
import { toast } from '@/components/ui/toast';
import { afterYield } from '@/lib/yield-to-browser';
import { ContactFields, contactFormAttributes } from './contact-fields';
import { contactToasts } from './contact-messages';

const loadForm: LiveFormLoader = () =>
  import('./ContactForm').then((module) => afterYield(module.ContactForm));

const contactUnreachable = () => toast(contactToasts.failed);

/**
 * What the contact page renders: the form's exact markup as a static shell, with react-hook-form, zod and the send
 * path loaded when the visitor first touches it (as the quote card does). The live form then takes over with what
 * was typed and the focus, and sends at once if the button was already pressed. If its code cannot arrive (the
 * connection dropped after the page loaded), a visitor who pressed the button is told the message was not sent,
 * and keeps what they typed.
 * `load` is the form code's loader; a test passes one that fails, as offline.
 */
export function ContactFormIsland({ load = loadForm }: { load?: LiveFormLoader }) {
  return (
    <CarriedFormShell
      load={load}
      props={{}}
      formAttributes={contactFormAttributes}
      fields={(shell) => <ContactFields {...shell} />}
      onUnreachable={contactUnreachable}
    />
  );
}
