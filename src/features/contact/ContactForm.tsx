import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { contactMessageSchema, type ContactMessage } from '@shared/schemas';
import { FormField } from '@/components/ui/form-field';
import { filledHoneypot, HoneypotField } from '@/components/ui/HoneypotField';
import { preloadToaster, toast } from '@/components/ui/toast';
import { track } from '@/lib/analytics';
import { prefetchSupabase } from '@/lib/supabase';
import { sendContactMessage } from './contact-api';
import { contactToasts } from './contact-messages';

const contactFormSchema = contactMessageSchema.pick({ name: true, email: true, phone: true, message: true });

type Field = 'name' | 'email' | 'phone' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message'];
type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = Omit<ContactMessage, 'page'>;
const EMPTY: FormInput = { name: '', email: '', phone: '', message: '' };

/** The contact form (#contact-form): name, email, optional phone and a message, sent to the owners. */
export function ContactForm() {
  const id = useId();
  const [status, setStatus] = useState<string>();
  const sending = useRef(false);
  const trap = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onValid = async (message: FormOutput) => {
    const trapped = filledHoneypot(trap.current?.value);
    const outcome = await sendContactMessage(message, window.location.pathname, trapped);
    switch (outcome.kind) {
      case 'sent':
        toast(contactToasts.sent);
        // A bot's fake success is no conversion.
        if (!trapped) track('Contact', { form: 'contact' });
        reset(EMPTY);
        setStatus('Your message was sent. We will get back to you soon.');
        return;
      case 'saved':
        toast(contactToasts.saved);
        reset(EMPTY);
        setStatus(
          "Your message is saved on this device and will be sent automatically when your connection is back. You don't need to send it again.",
        );
        return;
      case 'invalid':
        for (const [field, text] of Object.entries(outcome.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { message: text });
        }
        toast(contactToasts.invalid);
        return;
      case 'failed':
        toast(contactToasts.failed);
    }
  };
  const bind = (name: Field) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setStatus(undefined);
      },
    });
  const field = (name: Field) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  return (
    <form
      noValidate
      aria-label="Contact us"
      className="grid gap-4"
      onFocus={() => {
        prefetchSupabase();
        preloadToaster();
      }}
      onSubmit={(event) => {
        if (sending.current) {
          event.preventDefault();
          return;
        }
        sending.current = true;
        // Built here, not during render: onValid reads the honeypot's ref.
        void handleSubmit(onValid, () => toast(contactToasts.invalid))(event).finally(() => {
          sending.current = false;
        });
      }}
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
      <p role="status" className={status ? 'text-sm text-slate-700' : 'sr-only'}>
        {status}
      </p>
      <button
        type="submit"
        className="btn btn-primary w-full sm:w-auto"
        aria-disabled={isSubmitting || undefined}
      >
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
