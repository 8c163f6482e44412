import { useContext, useId, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { preloadToaster } from '@/components/ui/toast';
import { CarriedValuesContext } from './carried-values';

/**
 * What the lead forms (quick quote, contact, referral invite, lead magnet) share: a react-hook-form form validated by a zod
 * schema on submit only, fields that clear their error and the status line when edited, a submit guarded against
 * a second send while the first is under way, the server's field messages shown on their fields, and a focus handler warming the toaster the outcome is shown in.
 * Inside a `CarriedValuesContext`, the form starts from what was typed into its static shell.
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

  /** Call from the form's onSubmit: handleSubmit is built there, not during render, as onValid may read refs. */
  const submit = (
    event: FormEvent<HTMLFormElement>,
    onValid: SubmitHandler<TOutput>,
    onInvalid?: SubmitErrorHandler<TInput>,
  ) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
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

  const onFocus = preloadToaster;

  return { id, form, bind, field, status, setStatus, submit, showServerErrors, onFocus };
}

/** The carried values of this form's own fields. */
function carriedFields<T extends FieldValues>(
  carried: Readonly<Record<string, string>>,
  fields: DefaultValues<T>,
) {
  return Object.fromEntries(Object.entries(carried).filter(([name]) => name in fields)) as DefaultValues<T>;
}
