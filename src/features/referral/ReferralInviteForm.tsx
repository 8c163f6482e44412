import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { referralInviteSchema, type ReferralInvite } from '@shared/schemas';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { toast } from '@/components/ui/toast';
import { useLeadForm } from '@/components/ui/use-lead-form';
import { sendLead } from '@/lib/leads/send-lead';
import { ReferralInviteFields, referralInviteFormAttributes } from './referral-invite-fields';
import { referralStatus, referralToasts } from './referral-messages';

type FormInput = z.input<typeof referralInviteSchema>;
const EMPTY: FormInput = { referrerEmail: '', referredEmail: '', referredName: '', message: '' };

/**
 * The referral invite (#refer-form): the referrer's email, the friend's email and name, an optional note. Pages
 * render its island (ReferralInviteFormIsland), which loads this module when the visitor first touches the form.
 */
export function ReferralInviteForm() {
  const trap = useRef<HTMLInputElement>(null);
  const { form, bind, field, status, setStatus, submit, showServerErrors, onFocus } = useLeadForm<
    FormInput,
    ReferralInvite
  >(referralInviteSchema, EMPTY);
  const { reset, control } = form;
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
        showServerErrors(outcome.fields);
        toast(referralToasts.invalid);
        return;
      default:
        toast(referralToasts.failed);
    }
  };

  return (
    <form
      {...referralInviteFormAttributes}
      onFocus={onFocus}
      onSubmit={(event) => submit(event, onValid, () => toast(referralToasts.invalid))}
    >
      <HoneypotField ref={trap} />
      <ReferralInviteFields
        bind={bind}
        field={field}
        status={status}
        submitting={form.formState.isSubmitting}
        messageLength={messageLength}
      />
    </form>
  );
}
