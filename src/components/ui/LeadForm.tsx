import type { FormEvent, ReactNode, Ref } from 'react';
import { HoneypotField } from './HoneypotField';
import { preloadToaster } from './toast';

export interface LeadFormProps {
  /** The form's accessible name. */
  label: string;
  className?: string;
  /** The honeypot's input, whose value the form passes to `sendLead`. */
  trap: Ref<HTMLInputElement>;
  /** useLeadForm's `submit`, given the form's own handlers. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's fields and button. */
  children: ReactNode;
}

/**
 * A lead form's element (quick quote, contact, referral invite, lead magnet): checked by its schema rather than the
 * browser, with the honeypot first, and a first focus that warms the toaster its outcome is shown in.
 */
export function LeadForm({ label, className, trap, onSubmit, children }: LeadFormProps) {
  return (
    <form noValidate aria-label={label} className={className} onFocus={preloadToaster} onSubmit={onSubmit}>
      <HoneypotField ref={trap} />
      {children}
    </form>
  );
}
