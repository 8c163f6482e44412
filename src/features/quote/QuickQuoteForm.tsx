import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import CircleCheck from 'lucide-react/icons/circle-check';
import CloudOff from 'lucide-react/icons/cloud-off';
import { filledHoneypot, HONEYPOT_FIELD } from '@shared/lead-rules';
import { quoteRequestSchema, type QuoteRequest } from '@shared/schemas';
import { isServiceAreaZip } from '@shared/service-area';
import { CarriedValuesContext } from '@/components/ui/carried-values';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { preloadToaster, toast } from '@/components/ui/toast';
import { track } from '@/lib/analytics';
import { bookingUrl, type BookingPrefill } from '@/lib/booking';
import { getReferralCode } from '@/lib/referral/referral-code';
import { sendLead } from '@/lib/leads/send-lead';
import { QUOTE_FIELDS, QuoteFields, type QuoteField } from './quote-fields';
import { BOOKING_HANDOFF_DELAY_MS, NO_CONTACT_NOTE, quoteToasts, serviceAreaNote } from './quote-messages';

type FormInput = { name: string; zipCode: string; dogCount: string | number; contact?: string | null };

const quoteFormSchema = z.pick(quoteRequestSchema, {
  name: true,
  zipCode: true,
  dogCount: true,
  contact: true,
});
const EMPTY: FormInput = { name: '', zipCode: '', dogCount: '', contact: '' };

type FormOutput = Pick<QuoteRequest, 'name' | 'zipCode' | 'dogCount' | 'contact'>;

type Phase =
  | { kind: 'idle' }
  /** Stored; `popup` is null until the booking hand-off ran, then whether the new tab opened. */
  | ({ kind: 'sent'; popup: 'pending' | 'opened' | 'blocked' } & Outcome)
  | ({ kind: 'saved' } & Outcome);

/** What the panel after sending says besides the outcome itself. */
interface Outcome {
  prefill: BookingPrefill;
  note: string;
  /** Whether the visitor left a phone or email: without one, the booking form is how the owners reach them. */
  contactGiven: boolean;
  /** The referral code the quote carried, to mention when booking. */
  referralCode?: string;
}

export interface QuickQuoteFormProps {
  /** Values typed into the prerendered shell before this form took over. */
  initialValues?: Partial<Record<QuoteField, string>>;
  /** The shell field that had focus, so it keeps it across the swap. */
  autoFocusField?: QuoteField;
  /** What a bot typed into the shell's honeypot. */
  honeypot?: string;
  /** The visitor pressed the shell's button before this form arrived: send (or check) at once. */
  submitOnMount?: boolean;
}

/**
 * The form as it takes over from its served shell on a public page (island-runtime.tsx): it starts from what the
 * shell held (`CarriedValuesContext`); the `CarriedLiveForm` around it puts the focus and caret back and sends a
 * press of the shell's button.
 */
export function CarriedQuickQuoteForm() {
  const carried = useContext(CarriedValuesContext);
  const initialValues: Partial<Record<QuoteField, string>> = {};
  for (const field of QUOTE_FIELDS) if (carried[field]) initialValues[field] = carried[field];
  return <QuickQuoteForm initialValues={initialValues} honeypot={carried[HONEYPOT_FIELD] || undefined} />;
}

/** Opens the booking form in a new tab; false when a popup blocker refused it. */
function openBookingTab(prefill: BookingPrefill): boolean {
  const tab = window.open(bookingUrl(prefill), '_blank');
  // Not 'noopener' in the features: with it, window.open always returns null and a blocked popup can't be told.
  if (tab) tab.opener = null;
  return tab !== null;
}

/**
 * The quick quote form: validates with the shared schema, stores the request, and only then hands the visitor
 * to the booking form. When it does not get through, the request is kept on this device and sent later (lib/leads).
 */
export function QuickQuoteForm({
  initialValues,
  autoFocusField,
  honeypot,
  submitOnMount,
}: QuickQuoteFormProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const sending = useRef(false);
  const trap = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: { ...EMPTY, ...initialValues },
    // Messages appear on submit and each one goes away as soon as its field is edited (docs/product.md).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const zip = useWatch({ control, name: 'zipCode' });
  const zipNote = /^\d{5}$/.test(zip) ? serviceAreaNote(zip, isServiceAreaZip(zip), 'asking') : undefined;

  // In the commit that swaps this form in for its shell: a key pressed before a later task (an effect, or
  // react-hook-form's setFocus, which waits for a timer) would reach no field, the shell's being gone, and be lost.
  useLayoutEffect(() => {
    const field = autoFocusField ? formRef.current?.elements.namedItem(autoFocusField) : null;
    if (field instanceof HTMLElement) field.focus();
  }, [autoFocusField]);

  // Its props are set once, when the live form takes over: this runs once, for the press it stands for.
  useEffect(() => {
    if (submitOnMount) formRef.current?.requestSubmit();
  }, [submitOnMount]);

  useEffect(() => {
    if (phase.kind !== 'idle') panelRef.current?.focus();
  }, [phase.kind]);

  const popupPending = phase.kind === 'sent' && phase.popup === 'pending';
  const pendingPrefill = phase.kind === 'sent' ? phase.prefill : undefined;
  useEffect(() => {
    if (!popupPending || !pendingPrefill) return;
    const timer = setTimeout(() => {
      const opened = openBookingTab(pendingPrefill);
      setPhase((current) =>
        current.kind === 'sent' ? { ...current, popup: opened ? 'opened' : 'blocked' } : current,
      );
    }, BOOKING_HANDOFF_DELAY_MS);
    return () => clearTimeout(timer);
  }, [popupPending, pendingPrefill]);

  const bind = (field: QuoteField) => register(field, { onChange: () => clearErrors(field) });

  const onValid = async (quote: FormOutput) => {
    const honeypot = trap.current?.value;
    const outcome = await sendLead(
      'quote',
      {
        name: quote.name,
        zipCode: quote.zipCode,
        dogCount: quote.dogCount,
        contact: quote.contact,
        page: window.location.pathname,
      },
      { honeypot },
    );
    const prefill: BookingPrefill = { name: quote.name, zip: quote.zipCode, dogs: quote.dogCount };
    // The server's answer when it gave one, else the same list it answers from.
    const answered = outcome.kind === 'sent' ? outcome.reply.inServiceArea : undefined;
    const inServiceArea = typeof answered === 'boolean' ? answered : isServiceAreaZip(quote.zipCode);
    const shown: Outcome = {
      prefill,
      note: serviceAreaNote(quote.zipCode, inServiceArea, 'sent'),
      contactGiven: !!quote.contact,
      referralCode: getReferralCode(),
    };
    switch (outcome.kind) {
      case 'sent':
        toast(quoteToasts.sent);
        // A bot's fake success is no conversion.
        if (!filledHoneypot(honeypot)) track('Lead', { form: 'quick_quote', in_service_area: inServiceArea });
        reset(EMPTY);
        setPhase({ kind: 'sent', popup: 'pending', ...shown });
        return;
      case 'saved':
        toast(quoteToasts.saved);
        reset(EMPTY);
        setPhase({ kind: 'saved', ...shown });
        return;
      case 'invalid':
        for (const [field, message] of Object.entries(outcome.fields)) {
          if ((QUOTE_FIELDS as readonly string[]).includes(field)) setError(field as QuoteField, { message });
        }
        toast(quoteToasts.invalid);
        return;
      default:
        toast(quoteToasts.failed);
    }
  };

  if (phase.kind !== 'idle') {
    const sent = phase.kind === 'sent';
    return (
      <div className="mt-5 grid gap-3" data-quote-state={phase.kind}>
        <h3
          ref={panelRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-bold text-slate-900 outline-none"
        >
          {sent ? (
            <CircleCheck aria-hidden="true" className="size-6 text-brand-700" />
          ) : (
            <CloudOff aria-hidden="true" className="size-6 text-slate-600" />
          )}
          {sent ? quoteToasts.sent.title : quoteToasts.saved.title}
        </h3>
        {sent ? (
          <p>{quoteToasts.sent.description}</p>
        ) : (
          <p>
            We couldn&apos;t reach our server, so your quote request is saved on this device. It will be sent
            automatically as soon as our server can be reached; there is no need to fill in the form again.
          </p>
        )}
        <p>{phase.note}</p>
        {!phase.contactGiven && <p>{NO_CONTACT_NOTE}</p>}
        {phase.referralCode && (
          <p>
            Mention referral code <strong className="font-mono">{phase.referralCode}</strong> when you book.
          </p>
        )}
        {sent && phase.popup === 'pending' && <p>Opening the booking form in a new tab…</p>}
        {sent && phase.popup === 'opened' && (
          <p>The booking form opened in a new tab to pick your service.</p>
        )}
        {(!sent || phase.popup === 'blocked') && (
          <>
            {sent && <p>Your browser blocked the new tab. Continue to the booking form here:</p>}
            <BookingLink prefill={phase.prefill} className="btn btn-accent w-full">
              Open the booking form
            </BookingLink>
          </>
        )}
        {!sent && (
          <p className="text-sm">
            In a hurry? Call{' '}
            <PhoneLink className="font-semibold text-brand-800 underline underline-offset-2" />.
          </p>
        )}
        <button type="button" className="btn btn-outline w-full" onClick={() => setPhase({ kind: 'idle' })}>
          Request another quote
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Quick quote"
      onFocus={preloadToaster}
      onSubmit={(event) => {
        if (sending.current) {
          event.preventDefault();
          return;
        }
        sending.current = true;
        // Built here, not during render: onValid reads the honeypot's ref.
        void handleSubmit(onValid, () => toast(quoteToasts.invalid))(event).finally(() => {
          sending.current = false;
        });
      }}
    >
      <HoneypotField ref={trap} defaultValue={honeypot} />
      <QuoteFields bind={bind} errors={pick(errors)} submitting={isSubmitting} zipNote={zipNote} />
    </form>
  );
}

function pick(
  errors: Partial<Record<QuoteField, { message?: string }>>,
): Partial<Record<QuoteField, string>> {
  const messages: Partial<Record<QuoteField, string>> = {};
  for (const field of QUOTE_FIELDS) {
    const message = errors[field]?.message;
    if (message) messages[field] = message;
  }
  return messages;
}
