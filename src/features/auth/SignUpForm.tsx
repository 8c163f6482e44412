import { useState, type FormEvent } from 'react';
import Gift from 'lucide-react/icons/gift';
import type * as z from 'zod/mini';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useLeadForm } from '@/components/ui/use-lead-form';
import { business } from '@/content/business';
import { track } from '@/lib/analytics';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useReferral } from '@/lib/referral/ReferralProvider';
import { authToasts, PASSWORD_RULE } from './auth-messages';
import { credentialsMissing, signUpSchema, type SignUpForm as SignUpValues } from './auth-schemas';
import { FormAlert, FormNotice, PasswordInput, SubmitButton } from './form-parts';

type SignUpOutput = z.output<typeof signUpSchema>;

interface SignUpFormProps {
  /** After an account was created with a session (the page moves on to `?next=` or the dashboard). */
  onSignedUp: () => void;
}

/** Create a website account; a referral code this visitor arrived with travels with it. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { signUp, resendConfirmation } = useAuth();
  const referral = useReferral();
  const { id, form, bind, field, submit, onFocus } = useLeadForm<SignUpValues, SignUpOutput>(signUpSchema, {
    firstName: '',
    email: '',
    password: '',
  });
  const [failure, setFailure] = useState<AuthFailure>();
  const [checkEmail, setCheckEmail] = useState<string>();
  const [resent, setResent] = useState(false);
  const busy = form.formState.isSubmitting;
  const ruleId = `${id}-password-rule`;

  const onValid = async ({ email, password, firstName }: SignUpOutput) => {
    const result = await signUp({ email, password, firstName, referralCode: referral.code });
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    track('CompleteRegistration');
    // The code did its work (recorded now, or carried to the server in the sign-up itself): forget it.
    if (result.referral === 'recorded' || result.referral === 'sent') referral.clear();
    if (result.needsConfirmation) {
      setCheckEmail(email);
      return;
    }
    toast(authToasts.accountCreated);
    onSignedUp();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (credentialsMissing(form.getValues())) {
      event.preventDefault();
      form.clearErrors();
      setFailure({ kind: 'missing-credentials', detail: 'empty form' });
      return;
    }
    setFailure(undefined);
    submit(event, onValid);
  };

  if (checkEmail) {
    return (
      <FormNotice>
        <h2 className="text-xl font-bold">Check your email</h2>
        <p className="mt-2">
          We sent a confirmation link to <strong>{checkEmail}</strong>. Open it on this device to finish
          creating your account; it signs you in.
        </p>
        <p className="mt-2 text-sm">Nothing there after a few minutes? Look in your spam folder, or:</p>
        {resent ? (
          <p className="mt-2 text-sm font-semibold">A new link is on its way.</p>
        ) : (
          <button
            type="button"
            className="btn btn-outline mt-3"
            onClick={() => void resendConfirmation(checkEmail).then((r) => r.ok && setResent(true))}
          >
            Send the link again
          </button>
        )}
      </FormNotice>
    );
  }

  return (
    <form noValidate aria-label="Create account" className="grid gap-5" onFocus={onFocus} onSubmit={onSubmit}>
      {referral.code && (
        <p className="flex items-start gap-2 rounded-lg bg-accent-300/40 p-3 text-slate-900">
          <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            Referral code <strong>{referral.code}</strong> is applied. When you become a customer, you and the
            friend who referred you each get ${business.referralCredit} off.
          </span>
        </p>
      )}
      <FormAlert failure={failure} />
      <FormField
        {...field('firstName')}
        describedBy={referral.code ? `${id}-first-name-note` : undefined}
        label={
          <>
            First name <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
      >
        {(props) => (
          <>
            <input {...bind('firstName')} {...props} type="text" autoComplete="given-name" />
            {referral.code && (
              <p id={`${id}-first-name-note`} className="mt-1 text-sm text-slate-600">
                The friend who referred you sees this first name (or, without one, a masked email) beside the
                referral on their dashboard.
              </p>
            )}
          </>
        )}
      </FormField>
      <FormField {...field('email')} label="Email">
        {(props) => (
          <input {...bind('email')} {...props} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <FormField {...field('password')} label="Password" describedBy={ruleId}>
        {(props) => (
          <>
            <PasswordInput {...bind('password')} {...props} autoComplete="new-password" />
            <p id={ruleId} className="mt-1 text-sm text-slate-600">
              {PASSWORD_RULE}
            </p>
          </>
        )}
      </FormField>
      <SubmitButton busy={busy} label="Create account" busyLabel="Creating account..." />
    </form>
  );
}
