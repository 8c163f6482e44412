import { useCallback, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { HONEYPOT_FIELD } from '@shared/lead-rules';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { preloadToaster, toast } from '@/components/ui/toast';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { QuoteFields, type QuoteField } from './quote-fields';
import { quoteToasts } from './quote-messages';
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

/** The island, with the form code's loader passed in (a test passes one that fails, as offline). */
export function QuoteFormShell({ load }: { load: FormLoader }) {
  const shell = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitted = useRef(false);

  const activate = useCallback(
    ({ submit }: { submit: boolean }) => {
      if (submit) submitted.current = true;
      loading.current ??= load().then(
        (Form) =>
          // Swapped in within this task: a keystroke between reading the shell and showing the live form would be
          // lost.
          flushSync(() =>
            setLive({ Form, props: { ...readShell(shell.current), submitOnMount: submitted.current } }),
          ),
        () => {
          // Offline before the chunk arrived: the shell stays with what was typed, and the next touch tries again.
          loading.current = null;
          if (submitted.current) toast(quoteToasts.failed);
          submitted.current = false;
        },
      );
    },
    [load],
  );

  if (live) return <live.Form {...live.props} />;
  return (
    <form
      ref={shell}
      noValidate
      aria-label="Quick quote"
      onFocus={() => {
        activate({ submit: false });
        preloadToaster();
      }}
      onPointerDown={() => activate({ submit: false })}
      onSubmit={(event) => {
        event.preventDefault();
        activate({ submit: true });
      }}
    >
      <HoneypotField />
      <QuoteFields bind={(field) => ({ name: field })} />
    </form>
  );
}
