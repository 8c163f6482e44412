import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/content/business';
import { SAMPLE_ACTIVITY } from '@/content/social-proof';
import { HelpCard } from '@/features/engagement/HelpCard';
import { MobileCta } from '@/features/engagement/MobileCta';
import { SocialProofTicker } from '@/features/engagement/SocialProofTicker';
import { scrollToPercent, setPageGeometry } from '@tests/support/viewport';
import { enhanceFloating } from './floating';

const root = document.documentElement;

/** jsdom lays nothing out: each element's box is set here (the rule reads only boxes). */
function placeAt(element: Element, box: { top: number; left: number; width: number; height: number }) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: box.left, y: box.top, width: box.width, height: box.height }),
  );
}

/** Runs the frame in which the rule looks again. */
const nextFrame = () => act(() => vi.advanceTimersByTime(20));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  setPageGeometry({ pageHeight: 3000, viewportHeight: 1000 });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  enhanceFloating();
});

beforeEach(() => {
  render(
    <>
      <HelpCard />
      <SocialProofTicker />
      <MobileCta />
    </>,
  );
});

afterEach(() => {
  for (const name of [
    'data-help-minimised',
    'data-cta-collapsed',
    'data-ticker-paused',
    'data-ticker-hidden',
  ])
    root.removeAttribute(name);
  sessionStorage.clear();
});

describe('the floating elements', () => {
  it('are served in the HTML, with the spec words and a working call link', () => {
    expect(screen.getByText('Need Help?')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: /Call us for instant quote!/ });
    expect(call).toHaveAttribute('href', business.phone.href);
    expect(call).toHaveTextContent(business.phoneAvailability);
    expect(screen.getAllByTestId('ticker-entry').map((entry) => entry.textContent)).toEqual([
      ...SAMPLE_ACTIVITY,
    ]);
    expect(screen.getByRole('region', { name: 'Free quote and call' })).toBeInTheDocument();
  });

  it('say how far the page is scrolled: past 20 % the help card, past 30 % the mobile call box', () => {
    scrollToPercent(19);
    expect(root).not.toHaveAttribute('data-past-20');
    scrollToPercent(21);
    expect(root).toHaveAttribute('data-past-20');
    expect(root).not.toHaveAttribute('data-past-30');
    scrollToPercent(31);
    expect(root).toHaveAttribute('data-past-30');
    scrollToPercent(0);
    expect(root).not.toHaveAttribute('data-past-20');
  });

  it('minimise the help card for the session, with the focus on the button that brings it back', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Minimize the call card' }));
    expect(root).toHaveAttribute('data-help-minimised');
    expect(screen.getByRole('button', { name: 'Need help? Show the call card' })).toHaveFocus();
    expect(sessionStorage.getItem('brazos:help-card-minimised')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Need help? Show the call card' }));
    expect(root).not.toHaveAttribute('data-help-minimised');
    expect(screen.getByRole('button', { name: 'Minimize the call card' })).toHaveFocus();
  });

  it('dismiss the mobile call box to a round button and bring it back', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dismiss quote and call options' }));
    expect(root).toHaveAttribute('data-cta-collapsed');
    expect(screen.getByRole('button', { name: 'Show quote and call options' })).toHaveFocus();
  });

  it('step aside while the focused control or a toast is under them, never for what is beside them', () => {
    const card = document.querySelector<HTMLElement>('[data-floating="help"]')!;
    placeAt(card, { top: 800, left: 700, width: 300, height: 180 });
    const field = document.createElement('input');
    const elsewhere = document.createElement('input');
    document.body.append(field, elsewhere);
    placeAt(field, { top: 850, left: 600, width: 200, height: 44 });
    placeAt(elsewhere, { top: 400, left: 600, width: 200, height: 44 });
    nextFrame();
    // A field under its box that has no focus leaves it be.
    expect(card).not.toHaveAttribute('data-yield');

    act(() => field.focus());
    nextFrame();
    expect(card).toHaveAttribute('data-yield');
    act(() => elsewhere.focus());
    nextFrame();
    expect(card).not.toHaveAttribute('data-yield');

    // Its own button keeps it: hidden, it would take the focus with it.
    act(() => screen.getByRole('button', { name: 'Minimize the call card' }).focus());
    nextFrame();
    expect(card).not.toHaveAttribute('data-yield');

    const toast = document.createElement('div');
    toast.setAttribute('data-toast', '');
    placeAt(toast, { top: 900, left: 650, width: 380, height: 90 });
    act(() => {
      elsewhere.focus();
      document.body.append(toast);
    });
    nextFrame();
    expect(card).toHaveAttribute('data-yield');
    toast.remove();
    field.remove();
    elsewhere.remove();
  });

  it('pause and hide the ticker', async () => {
    const user = userEvent.setup();
    const pause = screen.getByRole('button', { name: 'Pause activity examples' });
    await user.click(pause);
    expect(root).toHaveAttribute('data-ticker-paused');
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide activity examples' }));
    expect(root).toHaveAttribute('data-ticker-hidden');
  });
});
