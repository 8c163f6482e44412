import type { FormEvent } from 'react';
import type { AuthFailure } from '@/lib/auth/auth-failure';
import * as z from 'zod/mini';
import { emailSchema, optionalNameSchema } from '@shared/schemas';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, passwordByteLength } from '@/lib/password-policy';

export const passwordMessages = {
  required: 'Password is required',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password must be at most ${MAX_PASSWORD_BYTES} bytes (about ${MAX_PASSWORD_BYTES} letters)`,
  mismatch: 'The two passwords do not match',
} as const;

/** Sign-in: any non-empty password (an old account may predate the current rule). */
const existingPassword = z.string().check(z.minLength(1, { error: passwordMessages.required }));

/** A password being chosen: the server's rule, checked here first so the common case needs no round trip. */
export const newPasswordSchema = z.string().check(
  z.minLength(1, { error: passwordMessages.required, abort: true }),
  z.minLength(MIN_PASSWORD_LENGTH, { error: passwordMessages.tooShort, abort: true }),
  z.refine((value: string) => passwordByteLength(value) <= MAX_PASSWORD_BYTES, {
    error: passwordMessages.tooLong,
  }),
);

export const signInSchema = z.object({ email: emailSchema, password: existingPassword });

export const signUpSchema = z.object({
  firstName: optionalNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const newPasswordFormSchema = z.object({ password: newPasswordSchema, confirm: z.string() }).check(
  z.refine((value: { password: string; confirm: string }) => value.password === value.confirm, {
    error: passwordMessages.mismatch,
    path: ['confirm'],
  }),
);

export const changeEmailSchema = z.object({ email: emailSchema });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpForm = z.input<typeof signUpSchema>;

/** Both fields empty: one message for the form instead of two field messages (docs/product.md). */
export const credentialsMissing = (values: { email?: string; password?: string }) =>
  !values.email?.trim() && !values.password;

/**
 * The sign-in and sign-up forms' first check on submit: with both fields empty, the one form message and no send
 * (false); otherwise any earlier failure is cleared and the form's own validation goes on (true).
 */
export function credentialsGiven(
  event: FormEvent<HTMLFormElement>,
  form: { getValues: () => { email?: string; password?: string }; clearErrors: () => void },
  setFailure: (failure: AuthFailure | undefined) => void,
): boolean {
  if (credentialsMissing(form.getValues())) {
    event.preventDefault();
    form.clearErrors();
    setFailure({ kind: 'missing-credentials', detail: 'empty form' });
    return false;
  }
  setFailure(undefined);
  return true;
}
