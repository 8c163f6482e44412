import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { limits, referralInviteSchema, type ReferralInvite } from '@shared/schemas';
import { FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { preloadToaster, toast } from '@/components/ui/toast';
import { prefetchSupabase } from '@/lib/supabase';
import { sendReferralInvite } from './referral-api';
import { referralToasts } from './referral-messages';

type FormInput = z.input<typeof referralInviteSchema>;
type Field = 'referrerEmail' | 'referredEmail' | 'referredName' | 'message';
const FIELDS: readonly Field[] = ['referrerEmail', 'referredEmail', 'referredName', 'message'];
const EMPTY: FormInput = { referrerEmail: '', referredEmail: '', referredName: '', message: '' };

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

  const bind = (field: Field) =>
    register(field, {
      onChange: () => {
        clearErrors(field);
        setStatus(undefined);
      },
    });
  const field = (name: Field) => ({ id: `${id}-${name}`, error: errors[name]?.message });
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
      <FormField {...field('referrerEmail')} label="Your email">
        {(props) => <input {...bind('referrerEmail')} {...props} type="email" autoComplete="email" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('referredName')} label="Friend's name">
          {(props) => <input {...bind('referredName')} {...props} type="text" autoComplete="off" />}
        </FormField>
        <FormField {...field('referredEmail')} label="Friend's email">
          {(props) => <input {...bind('referredEmail')} {...props} type="email" autoComplete="off" />}
        </FormField>
      </div>
      <FormField
        {...field('message')}
        describedBy={counterId}
        label={
          <>
            Personal note<span className="font-normal text-slate-600"> (optional)</span>
          </>
        }
      >
        {(props) => (
          <>
            <textarea {...bind('message')} {...props} rows={4} maxLength={limits.referralMessage} />
            <p id={counterId} className="mt-1 text-right text-sm text-slate-600">
              {messageLength}/{limits.referralMessage} <span className="sr-only">characters</span>
            </p>
          </>
        )}
      </FormField>
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
