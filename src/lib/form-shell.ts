/**
 * A form served as its exact markup (a shell) whose code loads when the visitor first uses it. The one mechanism
 * for every lead form and /auth: a public page arms its shells from the enhancement script (no React is loaded
 * yet, enhance/island-moments.ts), and a page React already runs arms them from `useCarriedFormShell`
 * (components/ui/carried-form-shell.tsx). Either way the live form takes over with what the shell held
 * (`readCarriedShell`, `CarriedLiveForm`).
 */

/** What a visitor does that starts loading the live form: keys typed meanwhile go on landing in the shell. */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown'] as const;

export interface FormShellHandlers {
  /**
   * Loads the live form and puts it in the shell's place. `submitted` says, when it is read, whether the visitor
   * has sent the shell (its button, or Enter) meanwhile: the live form then sends at once.
   */
  start(submitted: () => boolean): Promise<void>;
  /** Tells a visitor who sent the shell that the live form's code could not arrive (offline, say). */
  onUnreachable(): void;
}

export interface ArmedFormShell {
  /** Starts loading as a touch would; with `submit`, as a press of the button would. */
  activate(options?: { submit?: boolean }): void;
  /** Stops listening: the live form has taken over, or the shell is gone. */
  disarm(): void;
}

/**
 * Listens on `target` (the shell's form, or an element around it) for the first focus, press, key or submit. A
 * submit is held, not sent as a page load. If the code cannot arrive, the shell keeps what was typed, a visitor who
 * had sent it is told, and the next touch tries again.
 */
export function armFormShell(
  target: HTMLElement,
  { start, onUnreachable }: FormShellHandlers,
): ArmedFormShell {
  let loading = false;
  let submitted = false;
  let armed = true;

  const activate = ({ submit = false } = {}) => {
    if (submit) submitted = true;
    if (loading || !armed) return;
    loading = true;
    start(() => submitted).then(disarm, () => {
      loading = false;
      if (submitted && armed) onUnreachable();
      submitted = false;
    });
  };
  const onTouch = () => activate();
  const onSubmit = (event: Event) => {
    event.preventDefault();
    activate({ submit: true });
  };

  function disarm() {
    armed = false;
    for (const type of TRIGGERS) target.removeEventListener(type, onTouch, true);
    target.removeEventListener('submit', onSubmit, true);
  }

  for (const type of TRIGGERS) target.addEventListener(type, onTouch, true);
  target.addEventListener('submit', onSubmit, true);
  return { activate, disarm };
}
