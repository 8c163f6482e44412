import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_IDLE_TIMEOUT_MS } from './after-page-idle';
import { DeferredEngagement } from './DeferredEngagement';
import { WIDE_SCREEN_QUERY } from './viewport';
import { installMatchMedia, setPageGeometry } from '@tests/support/viewport';
import { AtPath } from '@tests/support/navigation';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  installMatchMedia({ [WIDE_SCREEN_QUERY]: true });
  setPageGeometry({ pageHeight: 3000, viewportHeight: 1000 });
  Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
});
afterEach(() => {
  // Unmount while the stubbed globals still exist (this hook runs before the setup file's cleanup).
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const app = (
  <AtPath>
    <DeferredEngagement />
  </AtPath>
);

describe('DeferredEngagement', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(app)).toBe('');
  });

  it('mounts the help card and the ticker from their chunk once the page is idle', async () => {
    render(app);
    expect(screen.queryByRole('complementary')).toBeNull();

    act(() => vi.advanceTimersByTime(PAGE_IDLE_TIMEOUT_MS));
    vi.useRealTimers();

    expect(
      await screen.findByRole('complementary', { name: 'Need help? Call us' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Recent activity (examples)' })).toBeInTheDocument();
  });

  it.each(['/auth', '/dashboard', '/admin'])('shows neither on %s, a work screen', async (path) => {
    render(
      <AtPath path={path}>
        <DeferredEngagement />
      </AtPath>,
    );
    act(() => vi.advanceTimersByTime(PAGE_IDLE_TIMEOUT_MS));
    vi.useRealTimers();
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
