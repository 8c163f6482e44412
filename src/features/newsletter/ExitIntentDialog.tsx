import { useId, useRef, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import Tag from 'lucide-react/icons/tag';
import X from 'lucide-react/icons/x';
import { filledHoneypot } from '@shared/lead-rules';
import { emailSchema } from '@shared/schemas';
import { FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { BookingLink } from '@/components/ui/links';
import { toast } from '@/components/ui/toast';
import { business } from '@/content/business';
import { prices } from '@/content/price-text';
import { track } from '@/lib/analytics';
import { sendLead } from '@/lib/leads/send-lead';
import { getReferralCode } from '@/lib/referral/referral-code';
import { holdWelcomeCode } from '@/lib/welcome-code';
import { invalidMessage } from './newsletter-messages';

export interface ExitIntentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const EXIT_INTENT_SOURCE = 'exit-intent';
const { code } = business.welcomeCode;
const amount = prices.welcome;
const failedNotice = {
  title: 'Something went wrong',
  description: 'Please try again.',
  variant: 'destructive',
} as const;

/** The exit-intent offer's dialog: an email for the welcome code (focus-trapped, Escape closes, labelled). */
export function ExitIntentDialog({ open, onOpenChange }: ExitIntentDialogProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [referralCode, setReferralCode] = useState<string>();
  const [failed, setFailed] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailed(false);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const honeypot = trap.current?.value;
      const outcome = await sendLead(
        'newsletter',
        { email: parsed.data, source: EXIT_INTENT_SOURCE, page: window.location.pathname },
        { honeypot },
      );
      if (outcome.kind === 'invalid') {
        setError(invalidMessage(outcome.fields));
        input.current?.focus();
        return;
      }
      if (outcome.kind === 'failed') {
        // Said inside the dialog too: a modal hides the rest of the page, the toast included, from assistive tech.
        toast(failedNotice);
        setFailed(true);
        return;
      }
      // Stored, already known, or kept on this device to be sent later: the code is theirs either way.
      // A bot's fake success is no conversion.
      if (outcome.kind === 'sent' && !filledHoneypot(honeypot))
        track('CompleteRegistration', { form: 'exit_intent', source: EXIT_INTENT_SOURCE });
      setReferralCode(getReferralCode());
      // The quote form takes the code off its estimate from now on.
      holdWelcomeCode();
      setRevealed(true);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[95] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-800 shadow-2xl">
          <Dialog.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="pr-10 text-2xl font-bold text-slate-900">
            {revealed ? 'Your welcome code' : `Wait! Take ${amount} off your first service`}
          </Dialog.Title>
          {revealed ? (
            <>
              <Dialog.Description className="mt-3">
                Mention it on a call or in your booking notes for {amount} off your first service.
              </Dialog.Description>
              <p className="mt-4 flex items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-700 bg-brand-50 p-4 text-3xl font-extrabold tracking-widest text-brand-900">
                <Tag aria-hidden="true" className="size-7" />
                {code}
              </p>
              <p className="mt-3 text-sm text-slate-600">
                For new customers; applied by the owners when you book.
              </p>
              {referralCode && (
                <p className="mt-2 text-sm text-slate-800">
                  A friend referred you: mention referral code{' '}
                  <strong className="font-mono">{referralCode}</strong> when you book too.
                </p>
              )}
              <div className="mt-5 flex flex-col gap-2 sm:flex-row">
                <BookingLink className="btn btn-accent flex-1">Book with {code}</BookingLink>
                <Dialog.Close className="btn btn-outline flex-1">Close</Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description className="mt-3">
                New customers get {amount} off their first service. Leave your email and we&apos;ll show you
                the code right away.
              </Dialog.Description>
              <form noValidate onSubmit={onSubmit} className="mt-5">
                <HoneypotField ref={trap} />
                <FormField id={`${id}-email`} label="Email address" error={error}>
                  {(props) => (
                    <input
                      ref={input}
                      name="email"
                      type="email"
                      required
                      autoComplete="email"
                      value={email}
                      onChange={(event) => {
                        setEmail(event.target.value);
                        setError(undefined);
                      }}
                      {...props}
                    />
                  )}
                </FormField>
                <p role="alert" className={failed ? 'mt-2 text-sm font-medium text-red-700' : 'sr-only'}>
                  {failed ? `${failedNotice.title}. ${failedNotice.description}` : ''}
                </p>
                <button
                  type="submit"
                  className="btn btn-primary mt-4 w-full"
                  aria-disabled={submitting || undefined}
                >
                  {submitting ? 'Sending...' : 'Get my code'}
                </button>
              </form>
              <Dialog.Close className="mt-2 min-h-11 w-full rounded-lg py-2 text-sm text-slate-600 underline underline-offset-2">
                No thanks
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
