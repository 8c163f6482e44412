import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import CircleCheck from 'lucide-react/icons/circle-check';
import CloudOff from 'lucide-react/icons/cloud-off';
import { filledHoneypot } from '@shared/lead-rules';
import { quoteRequestSchema, type QuoteRequest } from '@shared/schemas';
import { isServiceAreaZip } from '@shared/service-area';
import {
  estimate as priceEstimate,
  formatCents,
  type Estimate,
  type LastCleaned,
  type PriceList,
  type YardSize,
} from '@shared/pricing';
import { LeadForm } from '@/components/ui/LeadForm';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { useLeadForm } from '@/components/ui/use-lead-form';
import { track } from '@/lib/analytics';
import { bookingUrl, type BookingPrefill } from '@/lib/booking';
import { fetchActivePriceList } from '@/lib/price-list';
import { getReferralCode } from '@/lib/referral/referral-code';
import { sendLead, type LeadOutcome } from '@/lib/leads/send-lead';
import { signedInEmail } from '@/lib/leads/session';
import { heldWelcomeCode } from '@/lib/welcome-code';
import { EstimateSummary } from './EstimateSummary';
import { QuoteFields } from './quote-fields';
import {
  accountContactNote,
  BOOKING_HANDOFF_DELAY_MS,
  estimateTexts,
  NO_CONTACT_NOTE,
  quoteToasts,
  serviceAreaNote,
} from './quote-messages';

type FormInput = {
  name: string;
  zipCode: string;
  dogCount: string | number;
  plan?: QuoteRequest['plan'];
  lastCleaned?: LastCleaned | '' | null;
  yardSize?: YardSize | '' | null;
  contact?: string | null;
};

const quoteFormSchema = z.pick(quoteRequestSchema, {
  name: true,
  zipCode: true,
  dogCount: true,
  plan: true,
  lastCleaned: true,
  yardSize: true,
  contact: true,
});
const EMPTY: FormInput = {
  name: '',
  zipCode: '',
  dogCount: '',
  plan: 'weekly',
  lastCleaned: '',
  yardSize: '',
  contact: '',
};

type FormOutput = Pick<
  QuoteRequest,
  'name' | 'zipCode' | 'dogCount' | 'plan' | 'lastCleaned' | 'yardSize' | 'contact'
>;

/** The form's answers as the estimate takes them, or null while the ZIP or the dogs are not known. */
function answersOf(values: FormInput): Parameters<typeof priceEstimate>[1] | null {
  // The cheap checks first: until the ZIP and the dogs are known, no key typed runs the schema.
  if (!values.dogCount || !isServiceAreaZip(values.zipCode ?? '')) return null;
  const parsed = quoteFormSchema.safeParse({ ...values, name: 'x', contact: undefined });
  if (!parsed.success) return null;
  const { plan, dogCount, lastCleaned, yardSize } = parsed.data;
  return {
    plan,
    dogs: dogCount,
    lastCleaned: lastCleaned || undefined,
    yardSize: yardSize || undefined,
    welcomeCode: heldWelcomeCode() !== undefined,
    referralCode: getReferralCode() !== undefined,
  };
}

/** The estimate in one line, for the booking form's prefill. */
const estimateLine = (e: Estimate) =>
  [
    e.perVisitCents === null
      ? null
      : `${formatCents(e.perVisitCents)}${e.plan === 'one_time' ? '' : ' a visit'}`,
    `first bill ${e.firstBillCents === null ? 'quoted on site' : formatCents(e.firstBillCents)}`,
  ]
    .filter(Boolean)
    .join(', ');

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
  /** Without one, a signed-in client's account email, which the owners reply to instead. */
  accountContact?: string;
  /** The referral code the quote carried, to mention when booking. */
  referralCode?: string;
  /** The estimate the server stored (or, kept on this device, the one on screen). */
  estimate: Estimate | null;
}

/**
 * The address the owners will answer a quote sent without a contact at: the server's word once it stored it (the
 * account's email, from the verified token); while the quote waits on this device, the signed-in account's, which
 * the server takes from the same token when it arrives.
 */
function accountContactOf(outcome: LeadOutcome): string | undefined {
  if (outcome.kind === 'sent') {
    const { accountContact } = outcome.reply;
    return typeof accountContact === 'string' ? accountContact : undefined;
  }
  return outcome.kind === 'saved' ? signedInEmail() : undefined;
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
 * A form island (quote-island.ts): a public page serves it as its HTML and loads this module on first use.
 */
export function QuickQuoteForm() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const trap = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLHeadingElement>(null);
  const { form, fields, submit, settle } = useLeadForm<FormInput, FormOutput>(quoteFormSchema, EMPTY);
  const { control } = form;
  const values = useWatch({ control }) as FormInput;
  const zip = values.zipCode ?? '';
  const zipNote = /^\d{5}$/.test(zip) ? serviceAreaNote(zip, isServiceAreaZip(zip), 'asking') : undefined;
  const [priceList, setPriceList] = useState<PriceList | 'loading' | 'unavailable'>('loading');
  useEffect(() => {
    let current = true;
    fetchActivePriceList().then(
      (list) => current && setPriceList(list),
      () => current && setPriceList('unavailable'),
    );
    return () => {
      current = false;
    };
  }, []);
  const answers = answersOf(values);
  const shownEstimate = answers && typeof priceList === 'object' ? priceEstimate(priceList, answers) : null;
  const estimateNode = !answers ? undefined : shownEstimate ? (
    <EstimateSummary estimate={shownEstimate} />
  ) : (
    <p aria-live="polite" className="text-sm text-slate-700">
      {priceList === 'unavailable' ? estimateTexts.unavailable : estimateTexts.loading}
    </p>
  );

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

  const onValid = async (quote: FormOutput) => {
    const honeypot = trap.current?.value;
    const outcome = await sendLead(
      'quote',
      {
        name: quote.name,
        zipCode: quote.zipCode,
        dogCount: quote.dogCount,
        contact: quote.contact,
        plan: quote.plan,
        lastCleaned: quote.lastCleaned,
        yardSize: quote.yardSize,
        welcomeCode: heldWelcomeCode() !== undefined,
        page: window.location.pathname,
      },
      { honeypot },
    );
    // The server's answer when it gave one, else the same list it answers from.
    const answered = outcome.kind === 'sent' ? outcome.reply.inServiceArea : undefined;
    const inServiceArea = typeof answered === 'boolean' ? answered : isServiceAreaZip(quote.zipCode);
    const stored =
      outcome.kind === 'sent' ? (outcome.reply.estimate as Estimate | null | undefined) : undefined;
    const priced = stored === undefined ? shownEstimate : stored;
    const prefill: BookingPrefill = {
      name: quote.name,
      zip: quote.zipCode,
      dogs: quote.dogCount,
      plan: quote.plan,
      ...(priced ? { estimate: estimateLine(priced) } : {}),
    };
    const shown: Outcome = {
      prefill,
      note: serviceAreaNote(quote.zipCode, inServiceArea, 'sent'),
      contactGiven: !!quote.contact,
      accountContact: quote.contact ? undefined : accountContactOf(outcome),
      referralCode: getReferralCode(),
      estimate: priced,
    };
    if (!settle(outcome, quoteToasts)) return;
    // A bot's fake success is no conversion.
    if (outcome.kind === 'sent' && !filledHoneypot(honeypot))
      track('Lead', { form: 'quick_quote', in_service_area: inServiceArea });
    setPhase(
      outcome.kind === 'sent' ? { kind: 'sent', popup: 'pending', ...shown } : { kind: 'saved', ...shown },
    );
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
        {phase.estimate && <EstimateSummary estimate={phase.estimate} />}
        {phase.accountContact ? (
          <p className="[overflow-wrap:anywhere]">{accountContactNote(phase.accountContact)}</p>
        ) : (
          !phase.contactGiven && <p>{NO_CONTACT_NOTE}</p>
        )}
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
    <LeadForm
      label="Quick quote"
      trap={trap}
      onSubmit={(event) => submit(event, onValid, quoteToasts.invalid)}
    >
      <QuoteFields {...fields} zipNote={zipNote} estimate={estimateNode} />
    </LeadForm>
  );
}
