import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { referralInviteSchema, type ReferralInvite } from '@shared/schemas';
import { LeadForm } from '@/components/ui/LeadForm';
import { useLeadForm } from '@/components/ui/use-lead-form';
import { sendLead } from '@/lib/leads/send-lead';
import { ReferralInviteFields } from './referral-invite-fields';
import { referralStatus, referralToasts } from './referral-messages';

type FormInput = z.input<typeof referralInviteSchema>;
const EMPTY: FormInput = { referrerEmail: '', referredEmail: '', referredName: '', message: '' };

/**
 * The referral invite (#refer-form): the referrer's email, the friend's email and name, an optional note. A form
 * island (referral-island.ts), as the contact form is.
 */
export function ReferralInviteForm() {
  const trap = useRef<HTMLInputElement>(null);
  const { form, fields, setStatus, submit, settle } = useLeadForm<FormInput, ReferralInvite>(
    referralInviteSchema,
    EMPTY,
  );
  const messageLength = (useWatch({ control: form.control, name: 'message' }) ?? '').length;

  const onValid = async (invite: ReferralInvite) => {
    const outcome = await sendLead('referral', invite, { honeypot: trap.current?.value });
    const friend = invite.referredName;
    if (!settle(outcome, { ...referralToasts, sent: referralToasts.sent(friend) })) return;
    setStatus(outcome.kind === 'saved' ? referralStatus.saved(friend) : referralStatus.sent(friend));
  };

  return (
    <LeadForm
      label="Refer a friend"
      className="mt-5 grid gap-4"
      trap={trap}
      onSubmit={(event) => submit(event, onValid, referralToasts.invalid)}
    >
      <ReferralInviteFields {...fields} messageLength={messageLength} />
    </LeadForm>
  );
}
