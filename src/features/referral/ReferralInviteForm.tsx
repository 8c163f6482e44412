import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { limits, referralInviteSchema, type ReferralInvite } from '@shared/schemas';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { preloadToaster, toast } from '@/components/ui/toast';
import { prefetchSupabase } from '@/lib/supabase';
import { sendReferralInvite } from './referral-api';
import { referralToasts } from './referral-messages';

type FormInput = z.input<typeof referralInviteSchema>;
type Field = 'referrerEmail' | 'referredEmail' | 'referredName' | 'message';
const FIELDS: readonly Field[] = ['referrerEmail', 'referredEmail', 'referredName', 'message'];
const EMPTY: FormInput = { referrerEmail: '', referredEmail: '', referredName: '', message: '' };

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700';

/** The referral invite (#refer-form): the referrer's email, the friend's email and name, an optional note. */
export function ReferralInviteForm() {
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
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, ReferralInvite>({
    resolver: zodResolver(referralInviteSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;

  const onValid = async (invite: ReferralInvite) => {
    const outcome = await sendReferralInvite(invite, trap.current?.value);
    switch (outcome.kind) {
      case 'sent':
        toast(referralToasts.sent(invite.referredName));
        reset(EMPTY);
        setStatus(`Your invitation for ${invite.referredName} was sent.`);
        return;
      case 'saved':
        toast(referralToasts.saved);
        reset(EMPTY);
        setStatus(
          `Your invitation for ${invite.referredName} is saved on this device and will be sent automatically when your connection is back.`,
        );
        return;
      case 'invalid':
        for (const [field, text] of Object.entries(outcome.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { message: text });
        }
        toast(referralToasts.invalid);
        return;
      case 'failed':
        toast(referralToasts.failed);
    }
  };

  const describedBy = (field: Field, extra?: string) =>
    [errors[field]?.message ? `${id}-${field}-error` : undefined, extra].filter(Boolean).join(' ') ||
    undefined;
  const bind = (field: Field, extraDescription?: string) => ({
    ...register(field, {
      onChange: () => {
        clearErrors(field);
        setStatus(undefined);
      },
    }),
    id: `${id}-${field}`,
    'aria-invalid': errors[field]?.message ? true : undefined,
    'aria-describedby': describedBy(field, extraDescription),
    className: inputClass,
  });
  const error = (field: Field) =>
    errors[field]?.message ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]?.message}
      </p>
    ) : null;
  const label = (field: Field, text: string, optional = false) => (
    <label htmlFor={`${id}-${field}`} className="font-semibold text-slate-900">
      {text}
      {optional && <span className="font-normal text-slate-600"> (optional)</span>}
    </label>
  );
  const counterId = `${id}-message-counter`;

  return (
    <form
      noValidate
      aria-label="Refer a friend"
      className="mt-5 grid gap-4"
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
        void handleSubmit(onValid, () => toast(referralToasts.invalid))(event).finally(() => {
          sending.current = false;
        });
      }}
    >
      <HoneypotField ref={trap} />
      <div>
        {label('referrerEmail', 'Your email')}
        <input {...bind('referrerEmail')} type="email" autoComplete="email" />
        {error('referrerEmail')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label('referredName', "Friend's name")}
          <input {...bind('referredName')} type="text" autoComplete="off" />
          {error('referredName')}
        </div>
        <div>
          {label('referredEmail', "Friend's email")}
          <input {...bind('referredEmail')} type="email" autoComplete="off" />
          {error('referredEmail')}
        </div>
      </div>
      <div>
        {label('message', 'Personal note', true)}
        <textarea {...bind('message', counterId)} rows={4} maxLength={limits.referralMessage} />
        <p id={counterId} className="mt-1 text-right text-sm text-slate-600">
          {messageLength}/{limits.referralMessage} <span className="sr-only">characters</span>
        </p>
        {error('message')}
      </div>
      <p role="status" className={status ? 'text-sm text-slate-700' : 'sr-only'}>
        {status}
      </p>
      <button
        type="submit"
        className="btn btn-primary w-full sm:w-auto"
        aria-disabled={isSubmitting || undefined}
      >
        {isSubmitting ? 'Sending...' : 'Send Invitation'}
      </button>
    </form>
  );
}
