import { useCallback, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { preloadToaster } from './toast';

/** A form's code once it has arrived, with what its shell held then. */
export interface LiveForm<Code, Snapshot> {
  code: Code;
  /** What the visitor had put in the shell. */
  shell: Snapshot;
  /** Whether the visitor had already sent the shell (the button, or Enter): the live form sends at once. */
  submit: boolean;
}

/**
 * A form served as its exact markup (a static shell) whose code loads when the visitor first touches it: a focus,
 * a press or a submit. Spread `shellProps` on the shell's `<form>`; once the code has arrived, `live` holds it with
 * what the shell held, read and swapped in within one task (a keystroke in between would be lost). When the code
 * cannot arrive (the connection dropped after the page loaded), `onUnreachable` tells a visitor who had sent the
 * form; the shell keeps what was typed, and the next touch tries again.
 *
 * `readShell` and `onUnreachable` must be stable (module-level) functions.
 */
export function useFormShell<Code, Snapshot>(
  load: () => Promise<Code>,
  readShell: (form: HTMLFormElement | null) => Snapshot,
  onUnreachable: () => void,
) {
  const shell = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<LiveForm<Code, Snapshot> | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitted = useRef(false);

  const activate = useCallback(
    ({ submit }: { submit: boolean }) => {
      if (submit) submitted.current = true;
      loading.current ??= load().then(
        (code) =>
          flushSync(() => setLive({ code, shell: readShell(shell.current), submit: submitted.current })),
        () => {
          loading.current = null;
          if (submitted.current) onUnreachable();
          submitted.current = false;
        },
      );
    },
    [load, readShell, onUnreachable],
  );

  const shellProps = {
    ref: shell,
    onFocus: () => {
      activate({ submit: false });
      preloadToaster();
    },
    onPointerDown: () => activate({ submit: false }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      activate({ submit: true });
    },
  };

  return { live, activate, shellProps };
}
