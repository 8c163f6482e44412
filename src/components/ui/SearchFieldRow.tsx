import Search from 'lucide-react/icons/search';
import type { ReactNode } from 'react';

/**
 * A one-field lookup form's labelled field and its search button, side by side (the ZIP check, the blog search).
 * The caller renders the form around it and the input as `children`, with the id `inputId`.
 */
export function SearchFieldRow({
  inputId,
  label,
  submitLabel,
  fieldClassName,
  children,
}: {
  inputId: string;
  label: ReactNode;
  submitLabel: string;
  /** Classes for the label-and-input block (how it grows in the row). */
  fieldClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className={fieldClassName}>
        <label htmlFor={inputId} className="block font-semibold text-slate-900">
          {label}
        </label>
        {children}
      </div>
      <button type="submit" className="btn btn-primary">
        <Search aria-hidden="true" className="size-5" />
        {submitLabel}
      </button>
    </>
  );
}
