import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useLeadForm } from '@/components/ui/use-lead-form';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/AuthProvider';
import { forgotPasswordSchema } from './auth-schemas';
import { FormAlert, FormNotice, SubmitButton } from './form-parts';

type Values = { email: string };

/** Failures that say nothing about whether the address has an account: only these are shown. */
const SHOWN: ReadonlySet<AuthFailure['kind']> = new Set(['network', 'rate-limited']);

/**
 * Asks for a password-reset link. The answer is the same whether or not the address has an account, so the form
 * cannot be used to find out who is a client.
 */
export function ForgotPasswordForm() {
  const { requestPasswordReset } = useAuth();
  const { form, bind, field, submit, onFocus } = useLeadForm<Values, Values>(forgotPasswordSchema, {
    email: '',
  });
  const [failure, setFailure] = useState<AuthFailure>();
  const [sentTo, setSentTo] = useState<string>();

  const onValid = async ({ email }: Values) => {
    const result = await requestPasswordReset(email);
    if (!result.ok && SHOWN.has(result.failure.kind)) {
      setFailure(result.failure);
      return;
    }
    setFailure(undefined);
    setSentTo(email);
  };

  if (sentTo) {
    return (
      <FormNotice>
        <h2 className="text-xl font-bold">Check your email</h2>
        <p className="mt-2">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to set a new password.
          The link works once, within an hour.
        </p>
      </FormNotice>
    );
  }

  return (
    <form
      noValidate
      aria-label="Reset your password"
      className="grid gap-5"
      onFocus={onFocus}
      onSubmit={(event) => {
        setFailure(undefined);
        submit(event, onValid);
      }}
    >
      <p className="text-slate-700">
        Enter the email address of your website account and we will send you a link to choose a new password.
      </p>
      <FormAlert failure={failure} />
      <FormField {...field('email')} label="Email">
        {(props) => (
          <input {...bind('email')} {...props} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <SubmitButton busy={form.formState.isSubmitting} label="Send the reset link" busyLabel="Sending..." />
    </form>
  );
}
