import { useId, type ComponentType, type FormHTMLAttributes, type ReactNode } from 'react';
import { CarriedLiveForm, useCarriedFormShell } from './carried-form-shell';
import { HoneypotField } from './HoneypotField';

/** A shell's `bind` and `field` for a fields component: the live form's names, and ids of the shell's own. */
export function useShellFields() {
  const id = useId();
  return { bind: (name: string) => ({ name }), field: (name: string) => ({ id: `${id}-${name}` }) };
}

/** A shell's `bind` and `field`, as `useShellFields` makes them. */
export type ShellFields = ReturnType<typeof useShellFields>;

/** Loads a live form's code (an island passes its dynamic import; a test, one that fails as offline). */
export type LiveFormLoader<P extends object = object> = () => Promise<ComponentType<P>>;

export interface CarriedFormShellProps<P extends object> {
  /** The live form's code. */
  load: LiveFormLoader<P>;
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
  const { live, shellRef } = useCarriedFormShell(load, onUnreachable);
  const shell = useShellFields();
  if (live) {
    return (
      <CarriedLiveForm live={live}>
        <live.code {...props} />
      </CarriedLiveForm>
    );
  }
  return (
    <form {...formAttributes} ref={shellRef}>
      <HoneypotField />
      {fields(shell)}
    </form>
  );
}
