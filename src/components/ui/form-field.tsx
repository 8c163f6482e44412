import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';

/** The look of a lead form's text input, select or textarea; an invalid one gets a red border. */
export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * What an input, select or textarea needs from its form: react-hook-form's `register(...)`, or just a name in a
 * form's static shell (the markup a page shows until the form's code loads).
 */
export interface FieldBinding {
  name: string;
  ref?: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  defaultValue?: string;
}

/** What a form's fields component gets from useLeadForm: `bind` and `field`, its status, whether it is sending. */
export interface FormFieldsProps<F extends string> {
  bind: (name: F) => FieldBinding;
  field: (name: F) => { id: string; error?: string };
  status?: string;
  submitting?: boolean;
}

/** What FormField hands its control, to be spread onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FormFieldProps {
  /** The control's id; the error message's id is `<id>-error`. */
  id: string;
  label: ReactNode;
  /** The field's error message; shown under the control and announced with it. */
  error?: string;
  /** Ids of other elements describing the control (a counter, a note), read after the error. */
  describedBy?: string;
  /** Renders the control (and anything that belongs right under it) from the props wiring it to its label and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** One lead-form field: its label, its control and, when invalid, the error message the control points to. */
export function FormField({ id, label, error, describedBy, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined,
        className: inputClass,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** One choice of a select: what the form sends, and what the visitor reads. */
export interface Choice {
  value: string | number;
  label: ReactNode;
}

/** A FormField whose control is a select of `choices`, after a first empty choice when `blank` names one. */
export function SelectField({
  binding,
  choices,
  blank,
  ...field
}: Omit<FormFieldProps, 'children'> & {
  binding: FieldBinding;
  choices: readonly Choice[];
  blank?: ReactNode;
}) {
  return (
    <FormField {...field}>
      {(control) => (
        <select {...binding} {...control}>
          {blank !== undefined && <option value="">{blank}</option>}
          {choices.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
