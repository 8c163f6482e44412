import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CarriedValuesContext } from './carried-values';
import { useFormShell, type LiveForm } from './use-form-shell';

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

/** Reads a shell form's values and its focused field; for `useFormShell`. */
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

/**
 * `useFormShell` for forms that start from `CarriedValuesContext` (useLeadForm's, /auth's): render the shell with
 * `shellProps`, and `live` inside a `<CarriedLiveForm>`. `onUnreachable` must be a stable (module-level) function.
 */
export function useCarriedFormShell<Code>(load: () => Promise<Code>, onUnreachable: () => void) {
  return useFormShell(load, readCarriedShell, onUnreachable);
}

/**
 * The live form in place of its shell, starting from what the shell held. The focus goes back to its field in the
 * commit that swaps the forms, not in a later task: a keystroke in between would land nowhere. A press of the
 * shell's button is acted on.
 */
export function CarriedLiveForm({
  live,
  children,
}: {
  live: LiveForm<unknown, CarriedShell>;
  children: ReactNode;
}) {
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
