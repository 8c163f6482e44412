import type { ComponentType } from 'react';
import { HONEYPOT_FIELD } from '@shared/lead-rules';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { toast } from '@/components/ui/toast';
import { useFormShell } from '@/components/ui/use-form-shell';
import { afterYield } from '@/lib/yield-to-browser';
import { QUOTE_FIELDS, QuoteFields, type QuoteField } from './quote-fields';
import { quoteToasts } from './quote-messages';
import type { QuickQuoteFormProps } from './QuickQuoteForm';

// The form's modules are evaluated as the chunk arrives; the live form is rendered in a later task, so the two are
// not one long task on a slow phone.
const loadForm = () => import('./QuickQuoteForm').then((module) => afterYield(module.QuickQuoteForm));

/**
 * What pages render. The prerendered HTML holds the form's exact markup (a plain form), so the quote card is
 * there at first paint; react-hook-form and the submit path load when the visitor first touches the form, and
 * then the live form takes over in place, keeping what was typed and the focus, and sending it if the visitor
 * had already pressed the button. So no page's first load carries the form libraries (as the footer's
 * newsletter form loads its submit path on focus). A visitor whose connection dropped after the page loaded
 * gets the spec's send-failure toast when the code cannot arrive, and keeps what they typed for another try.
 */
export function QuickQuoteFormIsland() {
  return <QuoteFormShell load={loadForm} />;
}

type FormLoader = () => Promise<ComponentType<QuickQuoteFormProps>>;

/** What the visitor put in the shell: its fields, the one with focus, and the honeypot. */
function readShell(form: HTMLFormElement | null): Omit<QuickQuoteFormProps, 'submitOnMount'> {
  const values: Partial<Record<QuoteField, string>> = {};
  if (!form) return { initialValues: values };
  const data = new FormData(form);
  let autoFocusField: QuoteField | undefined;
  for (const field of QUOTE_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== '') values[field] = value;
    if (document.activeElement === form.elements.namedItem(field)) autoFocusField = field;
  }
  const trapValue = data.get(HONEYPOT_FIELD);
  const honeypot = typeof trapValue === 'string' && trapValue !== '' ? trapValue : undefined;
  return { initialValues: values, autoFocusField, honeypot };
}

const quoteUnreachable = () => toast(quoteToasts.failed);

/** The island, with the form code's loader passed in (a test passes one that fails, as offline). */
export function QuoteFormShell({ load }: { load: FormLoader }) {
  const { live, shellProps } = useFormShell(load, readShell, quoteUnreachable);

  if (live) return <live.code {...live.shell} submitOnMount={live.submit} />;
  return (
    <form {...shellProps} noValidate aria-label="Quick quote">
      <HoneypotField />
      <QuoteFields bind={(field) => ({ name: field })} />
    </form>
  );
}
