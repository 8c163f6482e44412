import { useId, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';

export type QuoteField = 'name' | 'zipCode' | 'dogCount';

/** What an input needs from its form: react-hook-form's `register(...)`, or just a name for the static shell. */
export interface FieldBinding {
  name: string;
  ref?: Ref<HTMLInputElement & HTMLSelectElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLSelectElement>;
  defaultValue?: string;
}

export interface QuoteFieldsProps {
  bind: (field: QuoteField) => FieldBinding;
  errors?: Partial<Record<QuoteField, string>>;
  submitting?: boolean;
  /** Said under the ZIP field once it holds 5 digits: in the service area or not. */
  zipNote?: string;
}

/**
 * The dog counts the form offers (4 is labelled "4+"). The same list as the shared schema's DOG_COUNTS (a test
 * holds them equal), written out here because importing the schemas module would pull all of zod's rules into
 * the first-load bundle of the home page.
 */
export const DOG_COUNT_OPTIONS = [1, 2, 3, 4] as const;

export const SUBMIT_LABEL = 'Get My Free Quote';
export const SUBMITTING_LABEL = 'Getting Quote...';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * The quick quote form's controls. One markup for the prerendered shell and the live form, so the swap between
 * them moves nothing on the page.
 */
export function QuoteFields({ bind, errors = {}, submitting = false, zipNote }: QuoteFieldsProps) {
  const id = useId();
  const fieldId = (field: QuoteField) => `${id}-${field}`;
  const errorId = (field: QuoteField) => `${id}-${field}-error`;
  const describedBy = (field: QuoteField, extra?: string) =>
    [errors[field] ? errorId(field) : undefined, extra].filter(Boolean).join(' ') || undefined;
  const error = (field: QuoteField) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const zipNoteId = `${id}-zip-note`;

  return (
    <div className="mt-5 grid gap-4">
      <div>
        <label htmlFor={fieldId('name')} className="font-semibold text-slate-900">
          Your name
        </label>
        <input
          {...bind('name')}
          id={fieldId('name')}
          type="text"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={inputClass}
        />
        {error('name')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('zipCode')} className="font-semibold text-slate-900">
            ZIP code
          </label>
          <input
            {...bind('zipCode')}
            id={fieldId('zipCode')}
            type="text"
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            aria-invalid={errors.zipCode ? true : undefined}
            aria-describedby={describedBy('zipCode', zipNote ? zipNoteId : undefined)}
            className={inputClass}
          />
          {error('zipCode')}
        </div>
        <div>
          <label htmlFor={fieldId('dogCount')} className="font-semibold text-slate-900">
            Number of dogs
          </label>
          <select
            {...bind('dogCount')}
            id={fieldId('dogCount')}
            aria-invalid={errors.dogCount ? true : undefined}
            aria-describedby={describedBy('dogCount')}
            className={inputClass}
          >
            <option value="">Select…</option>
            {DOG_COUNT_OPTIONS.map((count) => (
              <option key={count} value={count}>
                {count === DOG_COUNT_OPTIONS[DOG_COUNT_OPTIONS.length - 1] ? `${count}+` : count}
              </option>
            ))}
          </select>
          {error('dogCount')}
        </div>
      </div>
      <div>
        <p id={zipNoteId} aria-live="polite" className={zipNote ? 'mb-3 text-sm text-slate-700' : undefined}>
          {zipNote}
        </p>
        <button type="submit" className="btn btn-primary w-full" aria-disabled={submitting || undefined}>
          {submitting ? SUBMITTING_LABEL : SUBMIT_LABEL}
        </button>
      </div>
    </div>
  );
}
