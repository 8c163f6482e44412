import { useRef } from 'react';
import * as z from 'zod/mini';
import { filledHoneypot } from '@shared/lead-rules';
import { contactMessageSchema, type ContactMessage } from '@shared/schemas';
import { LeadForm } from '@/components/ui/LeadForm';
import { useLeadForm } from '@/components/ui/use-lead-form';
import { track } from '@/lib/analytics';
import { sendLead } from '@/lib/leads/send-lead';
import { ContactFields } from './contact-fields';
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
 * The contact form (#contact-form): name, email, optional phone and a message, sent to the owners. A form island
 * (contact-island.ts): a public page serves it as its HTML and loads this module when the visitor first touches it.
 */
export function ContactForm() {
  const trap = useRef<HTMLInputElement>(null);
  const { fields, setStatus, submit, settle } = useLeadForm<FormInput, FormOutput>(contactFormSchema, EMPTY);

  const onValid = async (message: FormOutput) => {
    const honeypot = trap.current?.value;
    const outcome = await sendLead('contact', { ...message, page: window.location.pathname }, { honeypot });
    if (!settle(outcome, contactToasts)) return;
    // A bot's fake success is no conversion.
    if (outcome.kind === 'sent' && !filledHoneypot(honeypot)) track('Contact', { form: 'contact' });
    setStatus(outcome.kind === 'saved' ? contactStatus.saved : contactStatus.sent);
  };

  return (
    <LeadForm
      label="Contact us"
      className="grid gap-4"
      trap={trap}
      onSubmit={(event) => submit(event, onValid, contactToasts.invalid)}
    >
      <ContactFields {...fields} />
    </LeadForm>
  );
}
