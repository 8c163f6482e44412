import { useRef } from 'react';
import * as z from 'zod/mini';
import { filledHoneypot } from '@shared/lead-rules';
import { contactMessageSchema, type ContactMessage } from '@shared/schemas';
import { FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { toast } from '@/components/ui/toast';
import { LeadFormSubmit, useLeadForm } from '@/components/ui/use-lead-form';
import { track } from '@/lib/analytics';
import { sendLead } from '@/lib/leads/send-lead';
import { contactStatus, contactToasts } from './contact-messages';

const contactFormSchema = z.pick(contactMessageSchema, {
  name: true,
  email: true,
  phone: true,
  message: true,
});

type Field = 'name' | 'email' | 'phone' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message'];
type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = Omit<ContactMessage, 'page'>;
const EMPTY: FormInput = { name: '', email: '', phone: '', message: '' };

/** The contact form (#contact-form): name, email, optional phone and a message, sent to the owners. */
export function ContactForm() {
  const trap = useRef<HTMLInputElement>(null);
  const { form, bind, field, status, setStatus, submit, onFocus } = useLeadForm<FormInput, FormOutput>(
    contactFormSchema,
    EMPTY,
  );
  const { setError, reset } = form;

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
        for (const [field, text] of Object.entries(outcome.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { message: text });
        }
        toast(contactToasts.invalid);
        return;
      default:
        toast(contactToasts.failed);
    }
  };

  return (
    <form
      noValidate
      aria-label="Contact us"
      className="grid gap-4"
      onFocus={onFocus}
      onSubmit={(event) => submit(event, onValid, () => toast(contactToasts.invalid))}
    >
      <HoneypotField ref={trap} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('name')} label="Name">
          {(props) => <input {...bind('name')} {...props} type="text" autoComplete="name" />}
        </FormField>
        <FormField {...field('email')} label="Email">
          {(props) => <input {...bind('email')} {...props} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField
        {...field('phone')}
        label={
          <>
            Phone <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
      >
        {(props) => <input {...bind('phone')} {...props} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField {...field('message')} label="Message">
        {(props) => <textarea {...bind('message')} {...props} rows={5} />}
      </FormField>
      <LeadFormSubmit status={status} submitting={form.formState.isSubmitting} label="Send Message" />
    </form>
  );
}
