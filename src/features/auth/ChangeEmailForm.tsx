import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useLeadForm } from '@/components/ui/use-lead-form';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/AuthProvider';
import { changeEmailSchema } from './auth-schemas';
import { FormAlert, FormNotice } from './form-parts';

type Values = { email: string };

/**
 * Changes the account's address through the auth server's own flow: where it asks for confirmation (production),
 * the address changes only once the emailed links are opened, and the form says so.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { updateEmail } = useAuth();
  const { form, bind, field, submit, onFocus } = useLeadForm<Values, Values>(changeEmailSchema, {
    email: '',
  });
  const [failure, setFailure] = useState<AuthFailure>();
  const [outcome, setOutcome] = useState<{ email: string; pending: boolean }>();

  const onValid = async ({ email }: Values) => {
    if (email === currentEmail.toLowerCase()) {
      form.setError('email', { message: 'That is already your email address' });
      return;
    }
    const result = await updateEmail(email);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    form.reset();
    setOutcome({ email, pending: result.pending });
  };

  return (
    <form
      noValidate
      aria-label="Change email"
      className="grid gap-4"
      onFocus={onFocus}
      onSubmit={(event) => {
        setFailure(undefined);
        setOutcome(undefined);
        submit(event, onValid);
      }}
    >
      <p className="text-slate-700">
        Your account&apos;s email is <strong className="break-all">{currentEmail}</strong>.
      </p>
      <FormAlert failure={failure} />
      {outcome && (
        <FormNotice>
          {outcome.pending ? (
            <>
              We sent confirmation links to <strong>{currentEmail}</strong> and{' '}
              <strong>{outcome.email}</strong>. Your email changes once you open them.
            </>
          ) : (
            <>
              Your email is now <strong>{outcome.email}</strong>.
            </>
          )}
        </FormNotice>
      )}
      <FormField {...field('email')} label="New email">
        {(props) => (
          <input {...bind('email')} {...props} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <SubmitButton
        submitting={form.formState.isSubmitting}
        label="Change email"
        submittingLabel="Saving..."
        className="btn btn-primary w-full"
      />
    </form>
  );
}
