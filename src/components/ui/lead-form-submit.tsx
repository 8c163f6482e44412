import { SubmitButton } from './SubmitButton';

export interface LeadFormSubmitProps {
  status: string | undefined;
  submitting: boolean;
  /** The button's text while idle. */
  label: string;
}

/** A lead form's closing status line (announced) and its submit button. */
export function LeadFormSubmit({ status, submitting, label }: LeadFormSubmitProps) {
  return (
    <>
      <p role="status" className={status ? 'text-sm text-slate-700' : 'sr-only'}>
        {status}
      </p>
      <SubmitButton
        submitting={submitting}
        label={label}
        submittingLabel="Sending..."
        className="btn btn-primary w-full sm:w-auto"
      />
    </>
  );
}
