/**
 * A form served as its exact markup (a shell) whose code loads when the visitor first uses it. The one mechanism
 * for every lead form and /auth: a public page arms its shells from the enhancement script (no React is loaded
 * yet, enhance/island-moments.ts), and /auth, where React already runs, arms its own from `useCarriedFormShell`
 * (components/ui/carried-form-shell.tsx). Either way the live form takes over with what the shell held
 * (`readCarriedShell`, `CarriedLiveForm`).
 */

/** What a visitor does that starts loading the live form: keys typed meanwhile go on landing in the shell. */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown'] as const;
/** What ends a press. */
const RELEASES = ['pointerup', 'pointercancel', 'keyup'] as const;

/** On a form's submit button (SubmitButton): its label while the form is sending. */
export const SUBMITTING_LABEL_ATTRIBUTE = 'data-submitting-label';

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
 * Shows a sent shell's button as the live form shows it while sending (its label, busy), and returns how to put it
 * back. Nothing is disabled: the button still takes a press, and every field is still read when the live form
 * takes over.
 */
function showSending(event: Event): () => void {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const button =
    (event as SubmitEvent).submitter ?? form?.querySelector<HTMLElement>(`[${SUBMITTING_LABEL_ATTRIBUTE}]`);
  const label = button?.getAttribute(SUBMITTING_LABEL_ATTRIBUTE);
  if (!button || !label) return () => undefined;
  // The text node's own value, so that a shell React renders (/auth) keeps the node it knows.
  const text = button.childNodes.length === 1 && button.firstChild instanceof Text ? button.firstChild : null;
  const idle = button.textContent ?? '';
  const setLabel = (value: string) => (text ? (text.data = value) : (button.textContent = value));
  setLabel(label);
  button.setAttribute('aria-disabled', 'true');
  button.setAttribute('aria-busy', 'true');
  return () => {
    setLabel(idle);
    button.removeAttribute('aria-disabled');
    button.removeAttribute('aria-busy');
  };
}

/**
 * Listens on `target` (the shell's form, or an element around it) for the first focus, press, key or submit. A
 * submit is held, not sent as a page load, and its button shows at once that the form is sending. If the code
 * cannot arrive, the shell keeps what was typed, its button is as it was, a visitor who had sent it is told, and
 * the next touch tries again.
 */
export function armFormShell(
  target: HTMLElement,
  { start, onUnreachable }: FormShellHandlers,
): ArmedFormShell {
  let loading = false;
  let submitted = false;
  let armed = true;
  let pressing = false;
  let unsend: (() => void) | null = null;
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
      unsend?.();
      unsend = null;
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
    unsend ??= showSending(event);
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
