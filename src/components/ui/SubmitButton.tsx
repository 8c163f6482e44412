import { SUBMITTING_LABEL_ATTRIBUTE } from '@/lib/form-shell';

export interface SubmitButtonProps {
  /** Whether the form is sending. */
  submitting: boolean;
  /** The button's text while idle. */
  label: string;
  /** Its text while sending (docs/product.md). */
  submittingLabel: string;
  className: string;
}

/**
 * A form's submit button. While sending it says so and is busy, but takes a press (the form ignores a second
 * send). Its sending label is in the markup too, so a form's served shell shows it the moment it is sent, before
 * the form's code has arrived (lib/form-shell.ts).
 */
export function SubmitButton({ submitting, label, submittingLabel, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={submitting || undefined}
      aria-busy={submitting || undefined}
      {...{ [SUBMITTING_LABEL_ATTRIBUTE]: submittingLabel }}
    >
      {submitting ? submittingLabel : label}
    </button>
  );
}
