/** For the islands whose forms are served as a static shell and swapped for the live form (lib/form-shell.ts). */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { honeypotInput, toastWith } from './lead-form';

/**
 * Focuses a shell's field, which loads the live form, and tells what a microtask queued as the shell was read found:
 * whether the field was already the live one, and whether it had the focus. Microtasks run before any other task (a
 * keystroke among them), so anything left to a later task (an effect, a timer) shows here as not done.
 */
export async function seenAsTheShellIsRead(
  shellField: HTMLElement,
  field: () => HTMLElement,
): Promise<{ live: boolean; focused: boolean }> {
  const seen: { live: boolean; focused: boolean }[] = [];
  const RealFormData = globalThis.FormData;
  vi.stubGlobal(
    'FormData',
    class extends RealFormData {
      constructor(form?: HTMLFormElement) {
        super(form);
        queueMicrotask(() => {
          const current = field();
          seen.push({ live: current !== shellField, focused: document.activeElement === current });
        });
      }
    },
  );
  try {
    act(() => shellField.focus());
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    return seen[0]!;
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A lead form served as a static shell (components/ui/carried-form-shell.tsx), as `describeCarriedFormShell` tests it. */
export interface CarriedFormShellCase {
  /** The form's accessible name, on the shell and on the live form. */
  formName: string;
  /** Renders the island with the form code's loader passed in, and the toaster. */
  renderShell(load: () => Promise<unknown>): void;
  /** Renders the live form alone, as the island shows it once its code has arrived. */
  renderLive(): void;
  /** Loads the live form's code, as the island does. */
  loadLive: () => Promise<unknown>;
  /** Two text fields, by label, and what to type in each: together with `fillRest`, a valid form. */
  fields: [label: string | RegExp, value: string][];
  /** Fills whatever else the form needs to be valid (in the shell). */
  fillRest?: () => void;
  /** The toast the live form shows once it has sent, and the one the island shows when its code cannot arrive. */
  toasts: { sent: string; unreachable: string };
}

/** Ids are the one thing a shell and its live form may differ in (useId): the markup compared without them. */
const withoutIds = (html: string) => html.replace(/ (id|for|aria-describedby)="[^"]*"/g, '');

/**
 * The shell's contract, for each form served as one: the live form's markup before its code loads, the code loaded
 * on the first touch only, and nothing the visitor did lost in the swap (values, focus, a press of the button, the
 * honeypot), or when the code cannot arrive.
 */
export function describeCarriedFormShell(name: string, shellCase: () => CarriedFormShellCase) {
  const shellForm = (formName: string) => screen.getByRole('form', { name: formName });

  describe(`${name}: the island's static shell`, () => {
    it("is the live form's markup, ids aside, and loads no code until the visitor touches it, then once", () => {
      const c = shellCase();
      const load = vi.fn(c.loadLive);
      c.renderShell(load);
      const shell = withoutIds(shellForm(c.formName).outerHTML);
      expect(load).not.toHaveBeenCalled();
      fireEvent.focus(screen.getByLabelText(c.fields[0]![0]));
      fireEvent.pointerDown(screen.getByLabelText(c.fields[1]![0]));
      expect(load).toHaveBeenCalledTimes(1);
      cleanup();
      c.renderLive();
      expect(withoutIds(shellForm(c.formName).outerHTML)).toBe(shell);
    });

    it('hands what was typed and the focus to the live form, which sends it if the button was pressed', async () => {
      const c = shellCase();
      c.renderShell(c.loadLive);
      for (const [label, value] of c.fields)
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      c.fillRest?.();
      const shellField = screen.getByLabelText(c.fields[0]![0]);
      shellField.focus();
      // Submitted before the code arrived, as by a password manager's autofill and Enter: the live form sends it.
      fireEvent.submit(shellForm(c.formName));
      // The swap comes before the send's reply (a form may show its outcome in place of its fields).
      await waitFor(() => expect(screen.getByLabelText(c.fields[0]![0])).not.toBe(shellField));
      expect(screen.getByLabelText(c.fields[0]![0])).toHaveFocus();
      await toastWith(c.toasts.sent);
    });

    it('keeps a press of the button that was under way as the code arrived: the live form goes in after it', async () => {
      const c = shellCase();
      let arrive = () => {};
      const code = new Promise<unknown>((resolve) => (arrive = () => resolve(c.loadLive())));
      c.renderShell(() => code);
      for (const [label, value] of c.fields)
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      c.fillRest?.();
      const button = within(shellForm(c.formName)).getByRole('button');
      fireEvent.pointerDown(button);
      await act(async () => {
        arrive();
        await code;
      });
      // Still the shell while the button is held down: swapped now, the release would click nothing.
      expect(within(shellForm(c.formName)).getByRole('button')).toBe(button);
      fireEvent.pointerUp(button);
      fireEvent.click(button);
      await toastWith(c.toasts.sent);
    });

    it('shows the live form, the focus in its field, in the same task that reads the shell', async () => {
      const c = shellCase();
      c.renderShell(c.loadLive);
      const label = c.fields[1]![0];
      expect(
        await seenAsTheShellIsRead(screen.getByLabelText(label), () => screen.getByLabelText(label)),
      ).toEqual({ live: true, focused: true });
    });

    it('hands what a bot typed into the honeypot to the live form', async () => {
      const c = shellCase();
      c.renderShell(c.loadLive);
      const shellTrap = honeypotInput();
      fireEvent.change(shellTrap, { target: { value: 'https://spam.example' } });
      const shellField = screen.getByLabelText(c.fields[0]![0]);
      fireEvent.pointerDown(shellField);
      fireEvent.pointerUp(shellField);
      await waitFor(() => expect(screen.getByLabelText(c.fields[0]![0])).not.toBe(shellField));
      expect(honeypotInput()).not.toBe(shellTrap);
      expect(honeypotInput()).toHaveValue('https://spam.example');
    });

    it('says so when the form code cannot arrive (offline), keeps what was typed, and tries again', async () => {
      const c = shellCase();
      const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      c.renderShell(load);
      const [label, value] = c.fields[0]!;
      const field = screen.getByLabelText(label);
      fireEvent.change(field, { target: { value } });
      fireEvent.submit(shellForm(c.formName));
      await toastWith(c.toasts.unreachable);
      expect(screen.getByLabelText(label)).toBe(field);
      expect(field).toHaveValue(value);
      fireEvent.submit(shellForm(c.formName));
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
}
