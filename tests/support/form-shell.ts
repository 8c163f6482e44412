/** For the islands whose forms are served as a static shell and swapped for the live form (use-form-shell.ts). */
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

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
