import { useCallback, useRef, useState, type ComponentType } from 'react';
import { HONEYPOT_FIELD } from '@shared/lead-rules';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { QuoteFields, type QuoteField } from './quote-fields';
import type { QuickQuoteFormProps } from './QuickQuoteForm';

const QUOTE_FIELDS: readonly QuoteField[] = ['name', 'zipCode', 'dogCount'];

const loadForm = () => import('./QuickQuoteForm').then((module) => module.QuickQuoteForm);

interface Live {
  Form: ComponentType<QuickQuoteFormProps>;
  props: QuickQuoteFormProps;
}

/**
 * What pages render. The prerendered HTML holds the form's exact markup (a plain form), so the quote card is
 * there at first paint; react-hook-form, zod and the submit path (about 40 KB gzip) load when the visitor first
 * touches the form, and then the live form takes over in place, keeping what was typed and the focus. A submit
 * that comes before the code is carried over: the live form sends it as soon as it is there. Loading at idle time
 * instead charged every visitor of the page with that code and about 0.5 s of blocked main thread on a phone.
 */
export function QuickQuoteFormIsland() {
  const shell = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef(false);
  const submitted = useRef(false);

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
        setLive({
          Form,
          props: {
            initialValues: values,
            autoFocusField: focused,
            honeypot,
            submitOnMount: submitted.current,
          },
        });
      },
      () => {
        // Offline before the chunk arrived: the shell stays, and the next touch tries again.
        loading.current = false;
      },
    );
  }, []);

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
        submitted.current = true;
        activate();
      }}
    >
      <HoneypotField />
      <QuoteFields bind={(field) => ({ name: field })} />
    </form>
  );
}
