import { useState, type FormEvent } from 'react';
import type { ToastOptions } from '@/components/ui/toast';
import { useLeadForm } from '@/components/ui/use-lead-form';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/AuthProvider';
import { authToasts } from './auth-messages';
import { authFormAttributes, SignInFields } from './auth-form-fields';
import { AuthLink } from './auth-location';
import { credentialsGiven, signInSchema, type SignInInput } from './auth-schemas';
import { FormAlert, FormNotice } from './form-parts';

interface SignInFormProps {
  /**
   * After a successful sign-in, with the toast to say it and whether the server called the account an admin (the
   * page moves on to `?next=`, or the account's home).
   */
  onSignedIn: (said: ToastOptions, admin: boolean) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { signIn, resendConfirmation } = useAuth();
  const { form, bind, field, submit, onFocus } = useLeadForm<SignInInput, SignInInput>(signInSchema, {
    email: '',
    password: '',
  });
  const [failure, setFailure] = useState<AuthFailure>();
  const [resent, setResent] = useState<string>();
  const busy = form.formState.isSubmitting;

  const onValid = async ({ email, password }: SignInInput) => {
    setResent(undefined);
    const result = await signIn(email, password);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    onSignedIn(result.weakPassword ? authToasts.weakPasswordSignIn : authToasts.signedIn, result.admin);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (credentialsGiven(event, form, setFailure)) submit(event, onValid);
  };

  const resend = async () => {
    const email = form.getValues('email').trim();
    const result = await resendConfirmation(email);
    if (result.ok) {
      setFailure(undefined);
      setResent(email);
    } else setFailure(result.failure);
  };

  return (
    <form {...authFormAttributes.signin} onFocus={onFocus} onSubmit={onSubmit}>
      <SignInFields bind={bind} field={field} busy={busy}>
        <FormAlert failure={failure}>
          {failure?.kind === 'email-not-confirmed' && (
            <button
              type="button"
              className="font-semibold underline underline-offset-2"
              onClick={() => void resend()}
            >
              Send the confirmation link again
            </button>
          )}
          {failure?.kind === 'invalid-credentials' && (
            <AuthLink mode="forgot" className="font-semibold underline underline-offset-2">
              Reset your password
            </AuthLink>
          )}
        </FormAlert>
        {resent && (
          <FormNotice>
            We sent a new confirmation link to <strong>{resent}</strong>. Open it, then sign in.
          </FormNotice>
        )}
      </SignInFields>
    </form>
  );
}
