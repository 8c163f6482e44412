/** For the form islands, served as a shell and swapped for the live form on first use (lib/form-shell.ts). */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { armFormIsland } from '@/enhance/island-moments';
import { activateForm, unmountIslands } from '@/island-runtime';
import {
  ISLAND_ATTRIBUTE,
  ISLANDS_NAVIGATION_ATTRIBUTE,
  islandAttributesOf,
  islandIdPrefix,
  IslandRoot,
  islandNavigation,
  type IslandComponent,
  type IslandDeclaration,
  type IslandPage,
} from '@/lib/island-markup';
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

const PAGE: IslandPage = { pathname: '/', onAreaPage: false };

/**
 * A form island as a public page has it: the server's HTML of the live form in its island element, armed as the
 * entry arms it (enhance/island-moments.ts), with the toaster beside it. `load` brings the live form's code; without
 * it, the island's own.
 */
export function serveFormIsland(
  { component: Form, ...declaration }: IslandDeclaration,
  props: Record<string, unknown> = {},
  load: () => Promise<unknown> = () => Promise.resolve(Form),
) {
  const name = 'form';
  const served = renderToString(
    createElement(IslandRoot, {
      navigation: islandNavigation(PAGE, ''),
      children: createElement(Form, props),
    }),
    { identifierPrefix: islandIdPrefix(name, 0) },
  );
  const island = renderToStaticMarkup(
    createElement('div', {
      [ISLAND_ATTRIBUTE]: name,
      ...islandAttributesOf({ component: Form, ...declaration }),
      'data-props': JSON.stringify(props),
      style: { display: 'contents' },
      dangerouslySetInnerHTML: { __html: served },
    }),
  );
  const { container } = render(
    createElement(
      Fragment,
      null,
      createElement('div', {
        id: 'root',
        [ISLANDS_NAVIGATION_ATTRIBUTE]: JSON.stringify(PAGE),
        dangerouslySetInnerHTML: { __html: island },
      }),
      createElement(Toaster),
    ),
  );
  const element = container.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)!;
  onTestFinished(() => {
    unmountIslands();
    for (const notice of document.querySelectorAll('.plain-notice')) notice.remove();
  });
  armFormIsland(element, (shell) => activateForm(element, shell, load as () => Promise<IslandComponent>));
  return element;
}

/** Finds the notice a public page shows without React (enhance/plain-notice.ts), by its title. */
export const plainNoticeWith = (title: string) => screen.findByText(title, { selector: '.plain-notice *' });

/** A form island (its folder's `*-island.ts`), as `describeCarriedFormShell` tests it. */
export interface CarriedFormShellCase {
  /** The form's accessible name, on the shell and on the live form. */
  formName: string;
  /** The form's island declaration, and the props a page gives it. */
  island: IslandDeclaration;
  props?: Record<string, unknown>;
  /** Its text fields (one or two), by label, and what to type in each: together with `fillRest`, a valid form. */
  fields: [label: string | RegExp, value: string][];
  /** Fills whatever else the form needs to be valid (in the shell). */
  fillRest?: () => void;
  /** The button's label while the form is sending. */
  submitting: string;
  /** The toast the live form shows once it has sent, and the notice the page shows when its code cannot arrive. */
  toasts: { sent: string; unreachable: string };
}

/**
 * Compares a shell with its live form: ids are the one thing they may differ in (useId). React's server render
 * writes attributes in another order, a style in its own spelling and an empty comment between two texts, where
 * the browser's render does not.
 */
function comparable(form: HTMLElement): string {
  const copy = form.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
    for (const attribute of ['id', 'for', 'aria-describedby']) element.removeAttribute(attribute);
    if (element.hasAttribute('style')) element.setAttribute('style', element.style.cssText);
    const attributes = [...element.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name } of attributes) element.removeAttribute(name);
    for (const { name, value } of attributes) element.setAttribute(name, value);
  }
  const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const separators: Node[] = [];
  while (comments.nextNode()) separators.push(comments.currentNode);
  for (const comment of separators) comment.parentNode!.removeChild(comment);
  return copy.outerHTML;
}

/**
 * The shell's contract, for each form served as one: the live form's markup before its code loads, the code loaded
 * on the first touch only, a press of the button shown at once, and nothing the visitor did lost in the swap
 * (values, focus, a press of the button, the honeypot), or when the code cannot arrive.
 */
export function describeCarriedFormShell(name: string, shellCase: () => CarriedFormShellCase) {
  const shellForm = (formName: string) => screen.getByRole('form', { name: formName });
  const submitButton = (form: HTMLElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const renderShell = (c: CarriedFormShellCase, load?: () => Promise<unknown>) =>
    serveFormIsland(c.island, c.props, load);
  const loadLive = (c: CarriedFormShellCase) => Promise.resolve(c.island.component);

  describe(`${name}: the island's static shell`, () => {
    it("is the live form's markup, ids aside, and loads no code until the visitor touches it, then once", () => {
      const c = shellCase();
      const load = vi.fn(() => loadLive(c));
      renderShell(c, load);
      const shell = comparable(shellForm(c.formName));
      expect(load).not.toHaveBeenCalled();
      fireEvent.focus(screen.getByLabelText(c.fields[0]![0]));
      fireEvent.pointerDown(screen.getByLabelText(c.fields.at(-1)![0]));
      expect(load).toHaveBeenCalledTimes(1);
      cleanup();
      const Form = c.island.component;
      render(createElement(Form, c.props ?? {}));
      expect(comparable(shellForm(c.formName))).toBe(shell);
    });

    it('hands what was typed and the focus to the live form, which sends it if the button was pressed', async () => {
      const c = shellCase();
      renderShell(c);
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
      const code = new Promise<unknown>((resolve) => (arrive = () => resolve(loadLive(c))));
      renderShell(c, () => code);
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
      renderShell(c);
      const label = c.fields.at(-1)![0];
      expect(
        await seenAsTheShellIsRead(screen.getByLabelText(label), () => screen.getByLabelText(label)),
      ).toEqual({ live: true, focused: true });
    });

    it('hands what a bot typed into the honeypot to the live form', async () => {
      const c = shellCase();
      renderShell(c);
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
      renderShell(c, load);
      const [label, value] = c.fields[0]!;
      const field = screen.getByLabelText(label);
      fireEvent.change(field, { target: { value } });
      fireEvent.submit(shellForm(c.formName));
      await plainNoticeWith(c.toasts.unreachable);
      expect(screen.getByLabelText(label)).toBe(field);
      expect(field).toHaveValue(value);
      fireEvent.submit(shellForm(c.formName));
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('says it is sending the moment its button is pressed, before the code arrives, and the live form goes on saying so', async () => {
      const c = shellCase();
      let arrive = () => {};
      const code = new Promise<unknown>((resolve) => (arrive = () => resolve(loadLive(c))));
      renderShell(c, () => code);
      for (const [label, value] of c.fields)
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      c.fillRest?.();
      const shell = shellForm(c.formName);
      const button = submitButton(shell);
      fireEvent.click(button);
      expect(button.textContent).toBe(c.submitting);
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toBeEnabled();
      // What the visitor sees of the live form's button as it takes over: a microtask after the swap, before any
      // other task could paint.
      let takeOver: string | null | undefined;
      const watch = new MutationObserver(() => {
        const form = document.querySelector(`form[aria-label="${c.formName}"]`);
        if (takeOver === undefined && form && form !== shell)
          takeOver = form.querySelector('button[type="submit"]')?.textContent ?? null;
      });
      watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      await act(async () => {
        arrive();
        await code;
      });
      await toastWith(c.toasts.sent);
      watch.disconnect();
      expect(takeOver).toBe(c.submitting);
    });

    it('puts its button back as it was when the code cannot arrive', async () => {
      const c = shellCase();
      renderShell(c, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      const button = submitButton(shellForm(c.formName));
      const idle = button.textContent;
      fireEvent.click(button);
      expect(button.textContent).toBe(c.submitting);
      await plainNoticeWith(c.toasts.unreachable);
      expect(button.textContent).toBe(idle);
      expect(button).not.toHaveAttribute('aria-busy');
      expect(button).not.toHaveAttribute('aria-disabled');
    });
  });
}
