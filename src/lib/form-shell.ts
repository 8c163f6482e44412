/**
 * A form served as its exact markup (a shell) whose code loads when the visitor first uses it. The one mechanism
 * for every lead form and /auth: a public page arms its shells from the enhancement script (no React is loaded
 * yet, enhance/island-moments.ts), and a page React already runs arms them from `useCarriedFormShell`
 * (components/ui/carried-form-shell.tsx). Either way the live form takes over with what the shell held
 * (`readCarriedShell`, `CarriedLiveForm`).
 */

/** What a visitor does that starts loading the live form: keys typed meanwhile go on landing in the shell. */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown'] as const;
/** What ends a press. */
const RELEASES = ['pointerup', 'pointercancel', 'keyup'] as const;

/** What the shell knows when the live form's code arrives. */
export interface ShellState {
  /** Whether the visitor has sent the shell (its button, or Enter): the live form then sends at once. */
  submitted(): boolean;
  /**
   * Resolves once no press is under way in the shell. A press whose button were swapped between its down and its
   * up would click nothing, so the live form goes in after the press has ended (and its click was heard).
   */
  released(): Promise<void>;
}

/** A form with no shell to wait for (one that loads with no touch): nothing sent, nothing pressed. */
export const NO_SHELL: ShellState = { submitted: () => false, released: () => Promise.resolve() };

export interface FormShellHandlers {
  /** Loads the live form and puts it in the shell's place, once `shell.released()`, reading `shell.submitted()`. */
  start(shell: ShellState): Promise<void>;
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
  let pressing = false;
  const waiting: (() => void)[] = [];

  const released = () =>
    pressing ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
  const state: ShellState = { submitted: () => submitted, released };

  const activate = ({ submit = false } = {}) => {
    if (submit) submitted = true;
    if (loading || !armed) return;
    loading = true;
    start(state).then(disarm, () => {
      loading = false;
      if (submitted && armed) onUnreachable();
      submitted = false;
    });
  };
  const onTouch = (event: Event) => {
    // A pointer pressed, or Space on a button (which clicks when Space is released).
    const spaceOnButton =
      event instanceof KeyboardEvent && event.key === ' ' && event.target instanceof HTMLButtonElement;
    if (event.type === 'pointerdown' || spaceOnButton) pressing = true;
    activate();
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    activate({ submit: true });
  };
  const onRelease = () => {
    if (!pressing) return;
    pressing = false;
    // After the task that releases the press: its click (and a submit) comes in that same task.
    setTimeout(() => {
      for (const resolve of waiting.splice(0)) resolve();
    }, 0);
  };

  function disarm() {
    armed = false;
    for (const type of TRIGGERS) target.removeEventListener(type, onTouch, true);
    target.removeEventListener('submit', onSubmit, true);
    for (const type of RELEASES) window.removeEventListener(type, onRelease, true);
    // The shell is gone: nothing of it can be pressed any more.
    for (const resolve of waiting.splice(0)) resolve();
  }

  for (const type of TRIGGERS) target.addEventListener(type, onTouch, true);
  target.addEventListener('submit', onSubmit, true);
  for (const type of RELEASES) window.addEventListener(type, onRelease, true);
  return { activate, disarm };
}
