import { useRef } from 'react';
import * as z from 'zod/mini';
import { filledHoneypot } from '@shared/lead-rules';
import { contactMessageSchema, type ContactMessage } from '@shared/schemas';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { toast } from '@/components/ui/toast';
import { useLeadForm } from '@/components/ui/use-lead-form';
import { track } from '@/lib/analytics';
import { sendLead } from '@/lib/leads/send-lead';
import { ContactFields, contactFormAttributes } from './contact-fields';
import { contactStatus, contactToasts } from './contact-messages';

const contactFormSchema = z.pick(contactMessageSchema, {
  name: true,
  email: true,
  phone: true,
  message: true,
});

type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = Omit<ContactMessage, 'page'>;
const EMPTY: FormInput = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form (#contact-form): name, email, optional phone and a message, sent to the owners. Pages render its
 * island (ContactFormIsland), which loads this module when the visitor first touches the form.
 */
export function ContactForm() {
  const trap = useRef<HTMLInputElement>(null);
  const { form, bind, field, status, setStatus, submit, showServerErrors, onFocus } = useLeadForm<
    FormInput,
    FormOutput
  >(contactFormSchema, EMPTY);
  const { reset } = form;

  const onValid = async (message: FormOutput) => {
    const honeypot = trap.current?.value;
    const outcome = await sendLead('contact', { ...message, page: window.location.pathname }, { honeypot });
    switch (outcome.kind) {
      case 'sent':
        toast(contactToasts.sent);
        // A bot's fake success is no conversion.
        if (!filledHoneypot(honeypot)) track('Contact', { form: 'contact' });
        reset(EMPTY);
        setStatus(contactStatus.sent);
        return;
      case 'saved':
        toast(contactToasts.saved);
        reset(EMPTY);
        setStatus(contactStatus.saved);
        return;
      case 'invalid':
        showServerErrors(outcome.fields);
        toast(contactToasts.invalid);
        return;
      default:
        toast(contactToasts.failed);
    }
  };

  return (
    <form
      {...contactFormAttributes}
      onFocus={onFocus}
      onSubmit={(event) => submit(event, onValid, () => toast(contactToasts.invalid))}
    >
      <HoneypotField ref={trap} />
      <ContactFields bind={bind} field={field} status={status} submitting={form.formState.isSubmitting} />
    </form>
  );
}
