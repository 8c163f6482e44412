import { limits } from '@shared/lead-rules';
import { FormField, type FormFieldsProps } from '@/components/ui/form-field';
import { LeadFormSubmit } from '@/components/ui/lead-form-submit';

export type ReferralInviteField = 'referrerEmail' | 'referredEmail' | 'referredName' | 'message';

interface ReferralInviteFieldsProps extends FormFieldsProps<ReferralInviteField> {
  /** The note's length so far, for its counter. */
  messageLength?: number;
}

/** The referral invite's fields and button. */
export function ReferralInviteFields({
  bind,
  field,
  status,
  submitting = false,
  messageLength = 0,
}: ReferralInviteFieldsProps) {
  const message = field('message');
  const counterId = `${message.id}-counter`;
  return (
    <>
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
        {...message}
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
      <LeadFormSubmit status={status} submitting={submitting} label="Send Invitation" />
    </>
  );
}
