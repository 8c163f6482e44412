import { useContext, useId, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { preloadToaster, toast, type ToastOptions } from '@/components/ui/toast';
import type { LeadOutcome } from '@/lib/leads/send-lead';
import { CarriedValuesContext } from './carried-values';

/**
 * What a lead form says for each outcome of sending it (docs/product.md): a notice by outcome, or a function of the
 * outcome where the words depend on it (the newsletter's). A duplicate, which only a newsletter sign-up meets (the
 * server has the address), reads as sent.
 */
export type LeadNotices =
  | Readonly<Record<'sent' | 'saved' | 'invalid' | 'failed', ToastOptions>>
  | ((outcome: LeadOutcome) => ToastOptions);

const noticeOf = (outcome: LeadOutcome, notices: LeadNotices) =>
  typeof notices === 'function'
    ? notices(outcome)
    : notices[outcome.kind === 'duplicate' ? 'sent' : outcome.kind];

/**
 * What the lead forms (quick quote, contact, referral invite, lead magnet) and /auth's forms share: a
 * react-hook-form form validated by a zod schema on submit only, fields that clear their error and the status line
 * when edited, a submit guarded against a second send while the first is under way, what a send's outcome says
 * (`settle`), and a focus handler warming the toaster the outcome is shown in. Inside a `CarriedValuesContext`, the
 * form starts from what was typed into its static shell.
 */
export function useLeadForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodMiniType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  const id = useId();
  const [status, setStatus] = useState<string>();
  const sending = useRef(false);
  const carried = useContext(CarriedValuesContext);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaultValues, ...carriedFields(carried, defaultValues) },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Its own focus goes to the first field registered, which need not be the first on the page (see `submit`).
    shouldFocusError: false,
  });
  const errors: FieldErrors = form.formState.errors;

  const bind = (name: Path<TInput>) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setStatus(undefined);
      },
    });
  /** FormField's id and error for a field. */
  const field = (name: Path<TInput>) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message as string | undefined,
  });

  /**
   * Call from the form's onSubmit: handleSubmit is built there, not during render, as onValid may read refs. A form
   * the schema refuses shows its errors on the fields, focuses the first of them in the page's order, and shows
   * `invalid`, where given, as a notice.
   */
  const submit = (
    event: FormEvent<HTMLFormElement>,
    onValid: SubmitHandler<TOutput>,
    invalid?: ToastOptions,
  ) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    const element = event.currentTarget;
    const onInvalid = (fieldErrors: FieldErrors) => {
      const first = [...element.elements].find(
        (control): control is HTMLElement =>
          control instanceof HTMLElement && (control as HTMLInputElement).name in fieldErrors,
      );
      first?.focus();
      if (invalid) toast(invalid);
    };
    void form
      .handleSubmit(
        onValid,
        onInvalid,
      )(event)
      .finally(() => {
        sending.current = false;
      });
  };

  /** Puts the server's message on each of this form's fields it names (it checks what the browser checked). */
  const showServerErrors = (fields: Readonly<Record<string, string>>) => {
    for (const [name, message] of Object.entries(fields)) {
      if (name in defaultValues) form.setError(name as Path<TInput>, { message });
    }
  };

  /**
   * Says how a send went, in the form's words: the notice for its outcome, and the server's messages on their
   * fields. A lead sent, kept on this device to send later, or already known, empties the form; returns whether it
   * was.
   */
  const settle = (outcome: LeadOutcome, notices: LeadNotices): boolean => {
    toast(noticeOf(outcome, notices));
    if (outcome.kind === 'invalid') showServerErrors(outcome.fields);
    const done = outcome.kind !== 'invalid' && outcome.kind !== 'failed';
    if (done) form.reset(defaultValues);
    return done;
  };

  const onFocus = preloadToaster;
  const submitting = form.formState.isSubmitting;
  /** What the form's fields component takes (FormFieldsProps). */
  const fields = { bind, field, status, submitting };

  return { id, form, bind, field, status, setStatus, submit, submitting, settle, onFocus, fields };
}

/** The carried values of this form's own fields. */
function carriedFields<T extends FieldValues>(
  carried: Readonly<Record<string, string>>,
  fields: DefaultValues<T>,
) {
  return Object.fromEntries(Object.entries(carried).filter(([name]) => name in fields)) as DefaultValues<T>;
}
