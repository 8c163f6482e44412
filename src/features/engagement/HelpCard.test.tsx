import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from '@/lib/router-navigation';
import { AtPath } from '@tests/support/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/content/business';
import { HelpCard } from './HelpCard';
import { MobileCta } from './MobileCta';
import { NARROW_SCREEN_QUERY } from './viewport';
import { installMatchMedia, scrollToPercent, setPageGeometry } from '@tests/support/viewport';

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  // Only animation frames are faked: user-event and Testing Library wait on real timeouts.
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  setPageGeometry({ pageHeight: 3000, viewportHeight: 1000 });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  media = installMatchMedia({ [NARROW_SCREEN_QUERY]: false });
  // The mobile CTA loads its box when the page is idle: here, at once.
  vi.stubGlobal('requestIdleCallback', (task: () => void) => task());
});
afterEach(() => {
  // Unmount while the stubbed globals still exist (this hook runs before the setup file's cleanup).
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A layout like the app's: the help card in the layout, the mobile CTA on the home page only. */
function renderSite() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <RouterNavigation>
          <Outlet />
          <HelpCard />
        </RouterNavigation>
      ),
      children: [
        {
          index: true,
          element: (
            <>
              <h1>Home</h1>
              <MobileCta />
            </>
          ),
        },
        { path: 'about', element: <h1>About</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const helpCard = () => screen.queryByRole('complementary', { name: 'Need help? Call us' });
const mobileCta = () => screen.queryByRole('region', { name: 'Free quote and call' });
const loadedMobileCta = () => screen.findByRole('region', { name: 'Free quote and call' }, { timeout: 5000 });

describe('HelpCard', () => {
  it('renders nothing on the server or in the hydrating render, even when already scrolled', async () => {
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    const app = (
      <AtPath>
        <HelpCard />
      </AtPath>
    );
    const serverHtml = renderToString(app);
    expect(serverHtml).toBe('');

    const container = document.createElement('div');
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    // Mounted: now it shows, since the page is scrolled to 75%.
    expect(helpCard()).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('appears after scrolling past 20 percent and goes away above it', () => {
    renderSite();
    scrollToPercent(19);
    expect(helpCard()).toBeNull();

    scrollToPercent(21);
    expect(helpCard()).toBeInTheDocument();
    expect(screen.getByText('Need Help?')).toBeInTheDocument();

    scrollToPercent(5);
    expect(helpCard()).toBeNull();
  });

  it("offers a phone link saying 'Call us for instant quote!' and 'Available 7 days a week'", () => {
    renderSite();
    scrollToPercent(50);

    const call = screen.getByRole('link', { name: /Call us for instant quote!/ });
    expect(call).toHaveAttribute('href', business.phone.href);
    expect(call).toHaveTextContent('Available 7 days a week');
    expect(call).toHaveAccessibleName(/\(254\) 726-6737/);
  });

  it('minimises to a round button that restores it, keeping keyboard focus on the toggle', async () => {
    const user = userEvent.setup();
    renderSite();
    scrollToPercent(50);

    await user.click(screen.getByRole('button', { name: 'Minimize the call card' }));
    expect(screen.queryByText('Need Help?')).toBeNull();
    const restore = screen.getByRole('button', { name: 'Need help? Show the call card' });
    expect(restore).toHaveAttribute('aria-expanded', 'false');
    expect(restore).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByText('Need Help?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minimize the call card' })).toHaveFocus();
  });

  it('stays minimised while scrolling the same page, and starts expanded on the next page view', async () => {
    const user = userEvent.setup();
    const router = renderSite();
    scrollToPercent(50);
    await user.click(screen.getByRole('button', { name: 'Minimize the call card' }));
    scrollToPercent(60);
    expect(screen.queryByText('Need Help?')).toBeNull();

    await act(() => router.navigate('/about'));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Need Help?')).toBeInTheDocument();
  });
});

describe('HelpCard and MobileCta together', () => {
  it('on phones (under 768 px) shows only the mobile CTA on a page that has one', async () => {
    media.set(NARROW_SCREEN_QUERY, true);
    renderSite();

    scrollToPercent(25);
    expect(helpCard()).toBeNull();
    expect(mobileCta()).toBeNull();

    scrollToPercent(40);
    expect(await loadedMobileCta()).toBeInTheDocument();
    expect(helpCard()).toBeNull();
  });

  it('on phones shows the help card on pages without the mobile CTA', async () => {
    media.set(NARROW_SCREEN_QUERY, true);
    const router = renderSite();
    await act(() => router.navigate('/about'));

    scrollToPercent(40);
    expect(helpCard()).toBeInTheDocument();
    expect(mobileCta()).toBeNull();
  });

  it('on wider screens shows the help card and never the mobile CTA', async () => {
    renderSite();
    scrollToPercent(40);
    expect(helpCard()).toBeInTheDocument();
    expect(mobileCta()).toBeNull();

    // Turning a tablet to a phone-width window switches between them without a reload.
    media.set(NARROW_SCREEN_QUERY, true);
    expect(helpCard()).toBeNull();
    expect(await loadedMobileCta()).toBeInTheDocument();
  });
});

describe('scroll handling', () => {
  it('listens passively and updates in the next animation frame, not in the scroll event', () => {
    const addEventListener = vi.spyOn(window, 'addEventListener');
    renderSite();
    expect(addEventListener).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });

    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(helpCard()).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(helpCard()).toBeInTheDocument();
  });
});
