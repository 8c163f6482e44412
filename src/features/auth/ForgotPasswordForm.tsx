import { useState } from 'react';
import { useLeadForm } from '@/components/ui/use-lead-form';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/AuthProvider';
import { authFormAttributes, ForgotFields } from './auth-form-fields';
import { forgotPasswordSchema } from './auth-schemas';
import { FormAlert, FormNotice } from './form-parts';

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
      {...authFormAttributes.forgot}
      onFocus={onFocus}
      onSubmit={(event) => {
        setFailure(undefined);
        submit(event, onValid);
      }}
    >
      <ForgotFields bind={bind} field={field} busy={form.formState.isSubmitting}>
        <FormAlert failure={failure} />
      </ForgotFields>
    </form>
  );
}
