import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/content/business';
import { MobileCta } from './MobileCta';
import MobileCtaBox from './MobileCtaBox';
import { NARROW_SCREEN_QUERY } from './viewport';
import { installMatchMedia, scrollToPercent, setPageGeometry } from '@tests/support/viewport';

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  setPageGeometry({ pageHeight: 5000, viewportHeight: 800 });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  media = installMatchMedia({ [NARROW_SCREEN_QUERY]: true });
});
afterEach(() => {
  // Unmount while the stubbed globals still exist (this hook runs before the setup file's cleanup).
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = () => screen.queryByRole('region', { name: 'Free quote and call' });

describe('MobileCtaBox', () => {
  it('renders nothing on the server or in the hydrating render', async () => {
    Object.defineProperty(window, 'scrollY', { value: 4000, configurable: true });
    expect(renderToString(<MobileCtaBox />)).toBe('');

    const container = document.createElement('div');
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <MobileCtaBox />, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(box()).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('appears on phones after 30 percent of the page, with the free quote and the call', () => {
    render(<MobileCtaBox />);
    scrollToPercent(29);
    expect(box()).toBeNull();

    scrollToPercent(31);
    expect(box()).toBeInTheDocument();
    const quote = screen.getByRole('link', { name: /Free Quote/ });
    expect(quote).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', business.phone.href);
  });

  it('never appears at 768 px and wider', () => {
    media.set(NARROW_SCREEN_QUERY, false);
    render(<MobileCtaBox />);
    scrollToPercent(90);

    expect(box()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is dismissed to a small round button that brings it back', async () => {
    const user = userEvent.setup();
    render(<MobileCtaBox />);
    scrollToPercent(50);

    await user.click(screen.getByRole('button', { name: 'Dismiss quote and call options' }));
    expect(box()).toBeNull();
    const reopen = screen.getByRole('button', { name: 'Show quote and call options' });
    expect(reopen).toHaveAttribute('aria-expanded', 'false');
    expect(reopen).toHaveFocus();

    // Dismissed stays dismissed while the visitor keeps scrolling.
    scrollToPercent(70);
    expect(box()).toBeNull();

    await user.keyboard('{Enter}');
    expect(box()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss quote and call options' })).toHaveFocus();
  });
});

describe('MobileCta (the page-level wrapper)', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<MobileCta />)).toBe('');
  });

  it('loads the box once the page is idle', async () => {
    const idleTasks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
    render(<MobileCta />);
    expect(box()).toBeNull();

    act(() => idleTasks.forEach((task) => task()));
    expect(
      await screen.findByRole('region', { name: 'Free quote and call' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
