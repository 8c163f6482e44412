import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import type { ToastOptions } from '@/components/ui/toast';
import { useLeadForm } from '@/components/ui/use-lead-form';
import { track } from '@/lib/analytics';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useReferral } from '@/lib/referral/ReferralProvider';
import { authFormAttributes, SignUpFields } from './auth-form-fields';
import { authToasts } from './auth-messages';
import { credentialsGiven, signUpSchema, type SignUpForm as SignUpValues } from './auth-schemas';
import { FormAlert, FormNotice } from './form-parts';

type SignUpOutput = z.output<typeof signUpSchema>;

interface SignUpFormProps {
  /** After an account was created with a session (the page moves on to `?next=` or the dashboard). */
  onSignedUp: (said: ToastOptions) => void;
}

/** Create a website account; a referral code this visitor arrived with travels with it. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { signUp, resendConfirmation } = useAuth();
  const referral = useReferral();
  const { form, bind, field, submit, onFocus } = useLeadForm<SignUpValues, SignUpOutput>(signUpSchema, {
    firstName: '',
    email: '',
    password: '',
  });
  const [failure, setFailure] = useState<AuthFailure>();
  const [checkEmail, setCheckEmail] = useState<string>();
  const [resent, setResent] = useState(false);
  const busy = form.formState.isSubmitting;

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
    onSignedUp(authToasts.accountCreated);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (credentialsGiven(event, form, setFailure)) submit(event, onValid);
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
    <form {...authFormAttributes.signup} onFocus={onFocus} onSubmit={onSubmit}>
      <SignUpFields
        bind={bind}
        field={field}
        busy={busy}
        referralCode={referral.code}
        referralVerified={referral.verified}
      >
        <FormAlert failure={failure} />
      </SignUpFields>
    </form>
  );
}
