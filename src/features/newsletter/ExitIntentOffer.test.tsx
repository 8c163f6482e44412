import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_INTENT_STORAGE_KEY } from './exit-intent';

// A fresh module per test: "once per page load" is module state, and each test is a new page load.
async function renderOffer() {
  vi.resetModules();
  const { ExitIntentOffer } = await import('./ExitIntentOffer');
  return render(<ExitIntentOffer />);
}

function leaveThroughTop() {
  fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
}

/** Advances the 3 s delay and lets the lazily loaded dialog module resolve. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ExitIntentOffer', () => {
  it('is armed after 3 s on the page: a leave through the top before then does nothing', async () => {
    await renderOffer();
    await wait(1000);
    leaveThroughTop();
    await wait(4000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at once for a leave through the top after 3 s on the page, labelled, and records when', async () => {
    await renderOffer();
    await wait(2999);
    leaveThroughTop();
    await wait(50);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1);
    leaveThroughTop();
    await wait(50);
    const dialog = await screen.findByRole('dialog', { name: 'Wait! Take $10 off your first service' });
    expect(dialog).toHaveAccessibleDescription(/New customers get \$10 off their first service/);
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(Number(localStorage.getItem(EXIT_INTENT_STORAGE_KEY))).toBeGreaterThan(0);
  });

  it('ignores the pointer leaving sideways or into another element', async () => {
    await renderOffer();
    await wait(3100);
    fireEvent.mouseOut(document, { clientY: 300, relatedTarget: null });
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: document.body });
    await wait(4000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at most once per page load, and Escape closes it', async () => {
    await renderOffer();
    await wait(3100);
    leaveThroughTop();
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await wait(50);
    expect(screen.queryByRole('dialog')).toBeNull();
    localStorage.clear(); // even without the day rule, the same page load never shows it twice
    leaveThroughTop();
    await wait(4000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open again the same day, but does a day later', async () => {
    localStorage.setItem(EXIT_INTENT_STORAGE_KEY, String(Date.now() - 23 * 60 * 60 * 1000));
    const first = await renderOffer();
    await wait(4000);
    leaveThroughTop();
    await wait(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    localStorage.setItem(EXIT_INTENT_STORAGE_KEY, String(Date.now() - 25 * 60 * 60 * 1000));
    await renderOffer();
    await wait(3100);
    leaveThroughTop();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('never opens on touch-only devices', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(hover: none)' || query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderOffer();
    await wait(4000);
    leaveThroughTop();
    await wait(100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
