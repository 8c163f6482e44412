import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { armFormShell, NO_SHELL, type ArmedFormShell, type ShellState } from '@/lib/form-shell';
import { CarriedValuesContext } from './carried-values';
import { preloadToaster } from './toast';

/** What a form's static shell held when the form's code arrived. */
export interface CarriedShell {
  /** The typed values, by field name. */
  carried: Record<string, string>;
  /** The name of the field that had the focus. */
  focus: string | null;
  /** Its caret (selection start and end), where the field has one (a text field; an email field has none). */
  caret?: readonly [number, number] | null;
}

function caretOf(field: Element | null): readonly [number, number] | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/** Reads a shell form's values and its focused field, as the live form takes over. */
export function readCarriedShell(form: HTMLFormElement | null): CarriedShell {
  if (!form) return { carried: {}, focus: null };
  const carried: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') carried[name] = value;
  const active = document.activeElement;
  const isField =
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement;
  const focused = isField && active.form === form;
  return { carried, focus: focused ? active.name : null, caret: focused ? caretOf(active) : null };
}

/** A form's code once it has arrived, with what its shell held then. */
export interface LiveForm<Code> {
  code: Code;
  /** What the visitor had put in the shell. */
  shell: CarriedShell;
  /** Whether the visitor had already sent the shell (the button, or Enter): the live form sends at once. */
  submit: boolean;
}

/**
 * A form shell (lib/form-shell.ts) that React itself renders, as /auth's island does for each of its states: put
 * `shellRef` on the shell's `<form>`; once the code has arrived, `live` holds it with what the shell held, read and
 * swapped in within one task (a keystroke in between would be lost); render it inside a `<CarriedLiveForm>`.
 * `onUnreachable` must be a stable (module-level) function.
 */
export function useCarriedFormShell<Code>(load: () => Promise<Code>, onUnreachable: () => void) {
  const [live, setLive] = useState<LiveForm<Code> | null>(null);
  /** The shell form in the page now (/auth shows another form for each of its states). */
  const form = useRef<HTMLFormElement | null>(null);
  const armed = useRef<ArmedFormShell | null>(null);
  /** One load for every shell form the island shows meanwhile. */
  const loading = useRef<Promise<Code> | null>(null);

  /** Loads the code (once for every shell form shown meanwhile) and swaps it in for `element`, if still shown. */
  const swapIn = useCallback(
    (element: HTMLFormElement | null, shell: ShellState) => {
      loading.current ??= load();
      return loading.current.then(
        async (code) => {
          await shell.released();
          if (form.current !== element) return;
          flushSync(() => setLive({ code, shell: readCarriedShell(element), submit: shell.submitted() }));
        },
        (error: unknown) => {
          loading.current = null;
          throw error;
        },
      );
    },
    [load],
  );

  const shellRef = useCallback(
    (element: HTMLFormElement | null) => {
      if (!element) return;
      form.current = element;
      const shell = armFormShell(element, {
        start: (state) => {
          preloadToaster();
          return swapIn(element, state);
        },
        onUnreachable,
      });
      armed.current = shell;
      return () => {
        shell.disarm();
        if (armed.current === shell) armed.current = null;
        if (form.current === element) form.current = null;
      };
    },
    [swapIn, onUnreachable],
  );

  /** Loads the live form now, with no touch: a recovery link's form has nothing to type first, and no shell. */
  const activate = useCallback(() => {
    if (armed.current) armed.current.activate();
    else swapIn(null, NO_SHELL).catch(() => undefined);
  }, [swapIn]);

  return { live, activate, shellRef };
}

/**
 * The live form in place of its shell, starting from what the shell held. The focus goes back to its field in the
 * commit that swaps the forms, not in a later task: a keystroke in between would land nowhere. A press of the
 * shell's button is acted on.
 */
export function CarriedLiveForm({ live, children }: { live: LiveForm<unknown>; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const form = container.current?.querySelector('form');
    if (!form) return;
    const field = live.shell.focus ? form.elements.namedItem(live.shell.focus) : null;
    if (field instanceof HTMLElement) field.focus();
    const caret = live.shell.caret;
    if (caret && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      try {
        field.setSelectionRange(caret[0], caret[1]);
      } catch {
        // A field type without a caret (email, number): the browser's own placement stands.
      }
    }
    if (live.submit) form.requestSubmit();
  }, [live]);
  // `contents`: the wrapper is only there to find the form, and takes no part in the layout.
  return (
    <div ref={container} className="contents">
      <CarriedValuesContext.Provider value={live.shell.carried}>{children}</CarriedValuesContext.Provider>
    </div>
  );
}
