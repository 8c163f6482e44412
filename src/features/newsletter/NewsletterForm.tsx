import { useContext, useId, useRef, useState, type FormEvent } from 'react';
import { CarriedValuesContext } from '@/components/ui/carried-values';
import { business } from '@/content/business';
import { filledHoneypot } from '@shared/lead-rules';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { preloadToaster, toast } from '@/components/ui/toast';
import { track } from '@/lib/analytics';
import type { LeadOutcome } from '@/lib/leads/send-lead';

const loadSubmit = () => import('./newsletter-submit');

export interface NewsletterFormProps {
  /** Where the sign-up happened, stored with the subscriber (e.g. 'footer', 'email-automation'). */
  source: string;
  /** 'footer': its own heading and text on the footer's dark background; 'inline': just the form, for a page section. */
  variant?: 'footer' | 'inline';
}

/** The status line under the form, for the outcomes that leave the form done. */
function statusText(outcome: LeadOutcome): string | undefined {
  switch (outcome.kind) {
    case 'sent':
      return "You're subscribed. Thank you!";
    case 'duplicate':
      return 'This email is already on our list.';
    case 'saved':
      return outcome.alreadyKept
        ? "You're already on our list. We'll keep you updated!"
        : 'Saved on this device: your sign-up will be sent automatically.';
    default:
      return undefined;
  }
}

/**
 * The newsletter sign-up (email only). No form library, and the submit path loads on first use: the footer shows
 * this form on every page, so it adds next to nothing to the first-load bundle.
 */
export function NewsletterForm({ source, variant = 'inline' }: NewsletterFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  // On a public page the form takes over from its served shell with what was typed there (island-runtime.tsx).
  const carried = useContext(CarriedValuesContext);
  const [email, setEmail] = useState(carried.email ?? '');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const dark = variant === 'footer';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const { submitSignup } = await loadSubmit();
      const honeypot = trap.current?.value;
      const result = await submitSignup({ email, source, page: window.location.pathname, honeypot });
      if (result.kind === 'invalid-email') {
        setError(result.message);
        input.current?.focus();
        return;
      }
      const { outcome, notice } = result;
      toast(notice);
      if (outcome.kind === 'invalid') {
        // The notice's text is the field message (or the fallback).
        setError(notice.description);
        input.current?.focus();
        return;
      }
      // A bot's fake success is no conversion.
      if (outcome.kind === 'sent' && !filledHoneypot(honeypot))
        track('CompleteRegistration', { form: 'newsletter', source });
      const text = statusText(outcome);
      if (text) {
        setEmail('');
        setStatus(text);
      }
    } catch {
      // The submit code itself could not load (offline on a page opened before): nothing was sent or kept.
      toast({ title: 'Subscription failed', description: 'Please try again later.', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <div className={dark ? 'grid gap-4 lg:grid-cols-[1fr_1.2fr] lg:items-end' : undefined}>
      {dark && (
        <div>
          <h2 className="text-xl font-bold text-white">Yard tips and local offers</h2>
          <p className="mt-1 text-brand-100">
            Occasional pet-waste and yard-care tips and offers from {business.name}, by email.
          </p>
        </div>
      )}
      <form
        noValidate
        aria-label="Newsletter sign-up"
        onSubmit={onSubmit}
        onFocus={() => {
          void loadSubmit().catch(() => undefined);
          preloadToaster();
        }}
      >
        <HoneypotField ref={trap} />
        <label htmlFor={`${id}-email`} className={`font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>
          Email address
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
              setStatus(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="block min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700"
          />
          <SubmitButton
            submitting={submitting}
            label="Subscribe"
            submittingLabel="Subscribing..."
            className={`btn ${dark ? 'btn-accent' : 'btn-primary'} shrink-0`}
          />
        </div>
        {error && (
          <p id={errorId} className={`mt-1 text-sm font-medium ${dark ? 'text-accent-300' : 'text-red-700'}`}>
            {error}
          </p>
        )}
        <p
          role="status"
          className={status ? `mt-2 text-sm ${dark ? 'text-brand-100' : 'text-slate-700'}` : 'sr-only'}
        >
          {status}
        </p>
      </form>
    </div>
  );
}
