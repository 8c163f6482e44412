import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_INTENT_STORAGE_KEY } from './exit-intent';

const HOUR_MS = 60 * 60 * 1000;

// A fresh module per test: "once per page load" is module state, and each test is a new page load.
async function renderOffer() {
  vi.resetModules();
  const { ExitIntentOffer } = await import('./ExitIntentOffer');
  return render(<ExitIntentOffer />);
}

function leaveThroughTop() {
  fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
}

/** Moves the fake clock, then lets any dialog code the offer asked for arrive and render. */
async function spend(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await vi.dynamicImportSettled();
  });
}

const offer = () => screen.queryByRole('dialog');

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ExitIntentOffer', () => {
  it('is not armed at 2,999 ms on the page: a leave through the top opens nothing, then or later', async () => {
    await renderOffer();
    await spend(2999);
    leaveThroughTop();
    await spend(0);
    expect(offer()).toBeNull();
    await spend(6000 - 2999);
    expect(offer()).toBeNull();
    expect(localStorage.getItem(EXIT_INTENT_STORAGE_KEY)).toBeNull();
  });

  it('is armed at 3,000 ms: a leave through the top opens it at once, labelled, and records when', async () => {
    await renderOffer();
    await spend(3000);
    // The dialog's code came as the offer armed: the leave opens it in the same task, with no timer to wait for.
    leaveThroughTop();
    const dialog = screen.getByRole('dialog', { name: 'Wait! Take $10 off your first service' });
    expect(dialog).toHaveAccessibleDescription(/New customers get \$10 off their first service/);
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(Number(localStorage.getItem(EXIT_INTENT_STORAGE_KEY))).toBe(Date.now());
  });

  it('opens as soon as its code arrives when the pointer leaves while it is still loading', async () => {
    await renderOffer();
    act(() => vi.advanceTimersByTime(3000));
    leaveThroughTop();
    expect(offer()).toBeNull();
    await spend(0);
    expect(offer()).toBeInTheDocument();
  });

  it('ignores the pointer leaving sideways or into another element', async () => {
    await renderOffer();
    await spend(3000);
    fireEvent.mouseOut(document, { clientY: 300, relatedTarget: null });
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: document.body });
    await spend(3000);
    expect(offer()).toBeNull();
    // Still armed: the sideways leaves used nothing up.
    leaveThroughTop();
    expect(offer()).toBeInTheDocument();
  });

  it('opens at most once per page load, and Escape closes it', async () => {
    await renderOffer();
    await spend(3000);
    leaveThroughTop();
    expect(offer()).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await spend(0);
    expect(offer()).toBeNull();
    localStorage.clear(); // even without the day rule, the same page load never shows it twice
    leaveThroughTop();
    await spend(6000);
    expect(offer()).toBeNull();
  });

  it('does not open again the same day, but does a day later', async () => {
    localStorage.setItem(EXIT_INTENT_STORAGE_KEY, String(Date.now() - 23 * HOUR_MS));
    const first = await renderOffer();
    await spend(3000);
    leaveThroughTop();
    await spend(6000);
    expect(offer()).toBeNull();
    first.unmount();

    localStorage.setItem(EXIT_INTENT_STORAGE_KEY, String(Date.now() - 25 * HOUR_MS));
    await renderOffer();
    await spend(3000);
    leaveThroughTop();
    expect(offer()).toBeInTheDocument();
  });

  it('does not open when another tab showed it since the page opened', async () => {
    await renderOffer();
    await spend(3000);
    localStorage.setItem(EXIT_INTENT_STORAGE_KEY, String(Date.now()));
    leaveThroughTop();
    await spend(6000);
    expect(offer()).toBeNull();
  });

  it('never opens on touch-only devices', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(hover: none)' || query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderOffer();
    await spend(3000);
    leaveThroughTop();
    await spend(6000);
    expect(offer()).toBeNull();
  });
});
