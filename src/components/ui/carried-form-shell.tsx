import {
  useId,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { HoneypotField } from './HoneypotField';
import { CarriedValuesContext } from './carried-values';
import { useFormShell, type LiveForm } from './use-form-shell';

/** What a form's static shell held when the form's code arrived. */
export interface CarriedShell {
  /** The typed values, by field name. */
  carried: Record<string, string>;
  /** The name of the field that had the focus. */
  focus: string | null;
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
  return { carried, focus: isField && active.form === form ? active.name : null };
}

/** A shell's `bind` and `field` for a fields component: the live form's names, and ids of the shell's own. */
export function useShellFields() {
  const id = useId();
  return { bind: (name: string) => ({ name }), field: (name: string) => ({ id: `${id}-${name}` }) };
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
    if (live.submit) form.requestSubmit();
  }, [live]);
  // `contents`: the wrapper is only there to find the form, and takes no part in the layout.
  return (
    <div ref={container} className="contents">
      <CarriedValuesContext.Provider value={live.shell.carried}>{children}</CarriedValuesContext.Provider>
    </div>
  );
}

/** A shell's `bind` and `field`, as `useShellFields` makes them. */
export type ShellFields = ReturnType<typeof useShellFields>;

export interface CarriedFormShellProps<P extends object> {
  /** The live form's code. */
  load: () => Promise<ComponentType<P>>;
  /** The live form's props (the page's data). */
  props: P;
  /** The `<form>`'s attributes, the live form's own. */
  formAttributes: FormHTMLAttributes<HTMLFormElement>;
  /** The form's fields (the live form's fields component), wired to the shell. */
  fields: (shell: ShellFields) => ReactNode;
  /** Tells a visitor who sent the shell that the form's code could not arrive. A module-level function. */
  onUnreachable: () => void;
}

/**
 * A useLeadForm form served as its exact markup (the form, its honeypot and its fields component), with its code
 * loaded on the first touch; then the live form, given `props`, takes over with what the shell held.
 */
export function CarriedFormShell<P extends object>({
  load,
  props,
  formAttributes,
  fields,
  onUnreachable,
}: CarriedFormShellProps<P>) {
  const { live, shellProps } = useCarriedFormShell(load, onUnreachable);
  const shell = useShellFields();
  if (live) {
    return (
      <CarriedLiveForm live={live}>
        <live.code {...props} />
      </CarriedLiveForm>
    );
  }
  return (
    <form {...formAttributes} {...shellProps}>
      <HoneypotField />
      {fields(shell)}
    </form>
  );
}
