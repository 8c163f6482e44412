import Gift from 'lucide-react/icons/gift';
import type { ReactNode } from 'react';
import { FormField, type FieldBinding } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { prices } from '@/content/price-text';
import { PASSWORD_RULE } from './auth-messages';
import { AuthLink } from './auth-location';
import { PasswordInput } from './form-parts';

/**
 * The controls of the /auth forms, without their code: one markup for the static shell /auth shows until the forms'
 * code loads (AuthIsland) and for the live forms, so the swap between them moves nothing on the page. Nothing here
 * may import react-hook-form or zod.
 */

export type SignInField = 'email' | 'password';
export type SignUpField = 'firstName' | 'email' | 'password';
export type ForgotField = 'email';

interface FieldsProps<F extends string> {
  /** react-hook-form's `register(name)` in the live form, `{ name }` in the shell. */
  bind: (name: F) => FieldBinding;
  /** FormField's id and error for a field. */
  field: (name: F) => { id: string; error?: string };
  busy?: boolean;
  /** What the live form shows above the fields: its server answer (FormAlert), a notice. */
  children?: ReactNode;
}

/** The `<form>` attributes of each /auth form: its accessible name and layout. */
export const authFormAttributes = {
  signin: { noValidate: true, 'aria-label': 'Sign in', className: 'grid gap-5' },
  signup: { noValidate: true, 'aria-label': 'Create account', className: 'grid gap-5' },
  forgot: { noValidate: true, 'aria-label': 'Reset your password', className: 'grid gap-5' },
} as const;

function EmailField({ bind, field }: Pick<FieldsProps<'email'>, 'bind' | 'field'>) {
  return (
    <FormField {...field('email')} label="Email">
      {(props) => <input {...bind('email')} {...props} type="email" autoComplete="email" inputMode="email" />}
    </FormField>
  );
}

/** A password being chosen (at sign-up, or a new one), with the rule it must meet under it. */
export function NewPasswordField<F extends string>({
  bind,
  field,
  name,
  label,
}: Pick<FieldsProps<F>, 'bind' | 'field'> & { name: F; label: string }) {
  const ruleId = `${field(name).id}-rule`;
  return (
    <FormField {...field(name)} label={label} describedBy={ruleId}>
      {(props) => (
        <>
          <PasswordInput {...bind(name)} {...props} autoComplete="new-password" />
          <p id={ruleId} className="mt-1 text-sm text-slate-600">
            {PASSWORD_RULE}
          </p>
        </>
      )}
    </FormField>
  );
}

export function SignInFields({ bind, field, busy = false, children }: FieldsProps<SignInField>) {
  return (
    <>
      {children}
      <EmailField bind={bind} field={field} />
      <FormField {...field('password')} label="Password">
        {(props) => <PasswordInput {...bind('password')} {...props} autoComplete="current-password" />}
      </FormField>
      <SubmitButton
        submitting={busy}
        label="Sign in"
        submittingLabel="Signing in..."
        className="btn btn-primary w-full"
      />
      <p className="text-center">
        <AuthLink mode="forgot" className="font-semibold text-brand-800 underline underline-offset-2">
          Forgot your password?
        </AuthLink>
      </p>
    </>
  );
}

export function SignUpFields({
  bind,
  field,
  busy = false,
  referralCode,
  referralVerified,
  children,
}: FieldsProps<SignUpField> & {
  referralCode: string | undefined;
  /** The server confirmed the code: only then is its benefit promised. */
  referralVerified: boolean;
}) {
  const noteId = `${field('firstName').id}-note`;
  return (
    <>
      {referralCode && (
        <p className="flex items-start gap-2 rounded-lg bg-accent-300/40 p-3 text-slate-900">
          <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {referralVerified ? (
            <span>
              Referral code <strong>{referralCode}</strong> is applied. When you become a customer, you and
              the friend who referred you each get {prices.referral} off.
            </span>
          ) : (
            <span>
              Referral code <strong>{referralCode}</strong> goes with your sign-up. We could not check it yet.
            </span>
          )}
        </p>
      )}
      {children}
      <FormField
        {...field('firstName')}
        describedBy={referralCode ? noteId : undefined}
        label={
          <>
            First name <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
      >
        {(props) => (
          <>
            <input {...bind('firstName')} {...props} type="text" autoComplete="given-name" />
            {referralCode && (
              <p id={noteId} className="mt-1 text-sm text-slate-600">
                The friend who referred you sees this first name (or, without one, a masked email) beside the
                referral on their dashboard.
              </p>
            )}
          </>
        )}
      </FormField>
      <EmailField bind={bind} field={field} />
      <NewPasswordField bind={bind} field={field} name="password" label="Password" />
      <SubmitButton
        submitting={busy}
        label="Create account"
        submittingLabel="Creating account..."
        className="btn btn-primary w-full"
      />
    </>
  );
}

export function ForgotFields({ bind, field, busy = false, children }: FieldsProps<ForgotField>) {
  return (
    <>
      <p className="text-slate-700">
        Enter the email address of your website account and we will send you a link to choose a new password.
      </p>
      {children}
      <EmailField bind={bind} field={field} />
      <SubmitButton
        submitting={busy}
        label="Send the reset link"
        submittingLabel="Sending..."
        className="btn btn-primary w-full"
      />
    </>
  );
}
