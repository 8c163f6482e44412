import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { limits } from '@shared/lead-rules';
import { referralInviteSchema, type ReferralInvite } from '@shared/schemas';
import { FormField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { toast } from '@/components/ui/toast';
import { LeadFormSubmit, useLeadForm } from '@/components/ui/use-lead-form';
import { sendLead } from '@/lib/leads/send-lead';
import { referralStatus, referralToasts } from './referral-messages';

type FormInput = z.input<typeof referralInviteSchema>;
type Field = 'referrerEmail' | 'referredEmail' | 'referredName' | 'message';
const FIELDS: readonly Field[] = ['referrerEmail', 'referredEmail', 'referredName', 'message'];
const EMPTY: FormInput = { referrerEmail: '', referredEmail: '', referredName: '', message: '' };

/** The referral invite (#refer-form): the referrer's email, the friend's email and name, an optional note. */
export function ReferralInviteForm() {
  const trap = useRef<HTMLInputElement>(null);
  const { id, form, bind, field, status, setStatus, submit, onFocus } = useLeadForm<
    FormInput,
    ReferralInvite
  >(referralInviteSchema, EMPTY);
  const { setError, reset, control } = form;
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;

  const onValid = async (invite: ReferralInvite) => {
    const outcome = await sendLead('referral', invite, { honeypot: trap.current?.value });
    switch (outcome.kind) {
      case 'sent':
        toast(referralToasts.sent(invite.referredName));
        reset(EMPTY);
        setStatus(referralStatus.sent(invite.referredName));
        return;
      case 'saved':
        toast(referralToasts.saved);
        reset(EMPTY);
        setStatus(referralStatus.saved(invite.referredName));
        return;
      case 'invalid':
        for (const [field, text] of Object.entries(outcome.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { message: text });
        }
        toast(referralToasts.invalid);
        return;
      default:
        toast(referralToasts.failed);
    }
  };

  const counterId = `${id}-message-counter`;

  return (
    <form
      noValidate
      aria-label="Refer a friend"
      className="mt-5 grid gap-4"
      onFocus={onFocus}
      onSubmit={(event) => submit(event, onValid, () => toast(referralToasts.invalid))}
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
      <LeadFormSubmit status={status} submitting={form.formState.isSubmitting} label="Send Invitation" />
    </form>
  );
}
