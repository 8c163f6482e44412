import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useLeadForm } from '@/components/ui/use-lead-form';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/AuthProvider';
import { NewPasswordField } from './auth-form-fields';
import { newPasswordFormSchema } from './auth-schemas';
import { FormAlert, PasswordInput } from './form-parts';

type Values = { password: string; confirm: string };

interface NewPasswordFormProps {
  /** The form's accessible name: "Set a new password" after a recovery link, "Change password" on the dashboard. */
  label: string;
  submitLabel: string;
  onUpdated: () => void;
}

/** Choose a new password for the signed-in account (after a recovery link, or from the dashboard). */
export function NewPasswordForm({ label, submitLabel, onUpdated }: NewPasswordFormProps) {
  const { updatePassword } = useAuth();
  const { form, bind, field, submit, onFocus } = useLeadForm<Values, Values>(newPasswordFormSchema, {
    password: '',
    confirm: '',
  });
  const [failure, setFailure] = useState<AuthFailure>();

  const onValid = async ({ password }: Values) => {
    const result = await updatePassword(password);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    form.reset();
    onUpdated();
  };

  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-5"
      onFocus={onFocus}
      onSubmit={(event) => {
        setFailure(undefined);
        submit(event, onValid);
      }}
    >
      <FormAlert failure={failure} />
      <NewPasswordField bind={bind} field={field} name="password" label="New password" />
      <FormField {...field('confirm')} label="New password, again">
        {(props) => <PasswordInput {...bind('confirm')} {...props} autoComplete="new-password" />}
      </FormField>
      <SubmitButton
        submitting={form.formState.isSubmitting}
        label={submitLabel}
        submittingLabel="Saving..."
        className="btn btn-primary w-full"
      />
    </form>
  );
}
