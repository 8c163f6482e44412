import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/content/business';
import { SAMPLE_ACTIVITY } from '@/content/social-proof';
import { HelpCard } from '@/features/engagement/HelpCard';
import { MobileCta } from '@/features/engagement/MobileCta';
import { SocialProofTicker } from '@/features/engagement/SocialProofTicker';
import { scrollToPercent, setPageGeometry } from '@tests/support/viewport';
import { enhanceFloating } from './floating';

/** jsdom has no IntersectionObserver; the layout rule's own behaviour is checked in a browser (floating.spec.ts). */
class NoIntersections {
  observe() {}
  disconnect() {}
  unobserve() {}
}

const root = document.documentElement;

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', NoIntersections);
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
