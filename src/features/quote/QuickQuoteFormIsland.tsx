import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { HONEYPOT_FIELD } from '@shared/lead-rules';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { QuoteFields, type QuoteField } from './quote-fields';
import type { QuickQuoteFormProps } from './QuickQuoteForm';

const QUOTE_FIELDS: readonly QuoteField[] = ['name', 'zipCode', 'dogCount'];

// The form's modules are evaluated as the chunk arrives; the live form is rendered in a later task, so the two are
// not one long task on a slow phone.
const loadForm = () =>
  import('./QuickQuoteForm').then(async (module) => {
    await yieldToBrowser();
    return module.QuickQuoteForm;
  });

interface Live {
  Form: ComponentType<QuickQuoteFormProps>;
  props: QuickQuoteFormProps;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * What pages render. The prerendered HTML holds the form's exact markup (a plain form), so the quote card is
 * there at first paint; react-hook-form and the submit path load once the page is idle, or at once when the
 * visitor touches the form, and then the live form takes over in place, keeping what was typed and the focus.
 * So the page hydrates without the form libraries. They still load on every first visit, at idle rather than on
 * first touch, so that a visitor whose connection drops after the page has loaded can still send the form (the
 * outbox keeps it until the connection is back).
 */
export function QuickQuoteFormIsland() {
  const shell = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef(false);

  const activate = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadForm().then(
      (Form) => {
        const form = shell.current;
        const values: Partial<Record<QuoteField, string>> = {};
        let focused: QuoteField | undefined;
        let honeypot: string | undefined;
        if (form) {
          const data = new FormData(form);
          for (const field of QUOTE_FIELDS) {
            const value = data.get(field);
            if (typeof value === 'string' && value !== '') values[field] = value;
            if (document.activeElement === form.elements.namedItem(field)) focused = field;
          }
          const trapValue = data.get(HONEYPOT_FIELD);
          if (typeof trapValue === 'string' && trapValue !== '') honeypot = trapValue;
        }
        // Swapped in within this task: a keystroke between reading the shell and showing the live form would be lost.
        flushSync(() =>
          setLive({ Form, props: { initialValues: values, autoFocusField: focused, honeypot } }),
        );
      },
      () => {
        // Offline before the chunk arrived: the shell stays, and the next touch tries again.
        loading.current = false;
      },
    );
  }, []);

  useEffect(() => whenIdle(activate), [activate]);

  if (live) return <live.Form {...live.props} />;
  return (
    <form
      ref={shell}
      noValidate
      aria-label="Quick quote"
      onFocus={activate}
      onPointerDown={activate}
      onSubmit={(event) => {
        event.preventDefault();
        activate();
      }}
    >
      <HoneypotField />
      <QuoteFields bind={(field) => ({ name: field })} />
    </form>
  );
}
