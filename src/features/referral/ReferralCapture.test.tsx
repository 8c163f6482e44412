import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { islandNavigation } from '@/lib/islands';
import { NavigationProvider } from '@/lib/navigation';
import { RouterNavigation } from '@/lib/router-navigation';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { ReferralCapture } from './ReferralCapture';
import { getReferralCode, REFERRAL_STORAGE_KEY } from '@/lib/referral/referral-code';
import { ReferralProvider } from '@/lib/referral/ReferralProvider';

/** The app at `path`, with a router that keeps the address bar (jsdom's history), as the site's does. */
function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    {
      path: '/',
      element: (
        <RouterNavigation>
          <ReferralCapture />
          <Toaster />
          <Link to="/services">Services</Link>
          <Outlet />
        </RouterNavigation>
      ),
      children: [
        { index: true, element: <p>Home</p> },
        { path: 'ref/:code', element: <p>Welcome</p> },
        { path: 'services', element: <p>Services page</p> },
      ],
    },
  ]);
  return render(
    <ReferralProvider>
      <RouterProvider router={router} />
    </ReferralProvider>,
  );
}

// The Toaster's Radix view is a lazy chunk; load it up front so no assertion races its import.
beforeAll(async () => {
  await import('@/components/ui/toast-view');
});

afterEach(() => {
  act(() => dismissToast());
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('ReferralCapture', () => {
  it('keeps the /ref/{code} code upper-cased for the session and says so in a toast', async () => {
    renderAt('/ref/abc123');
    expect(await screen.findByText('Referral Code Applied! 🎉')).toBeInTheDocument();
    expect(
      screen.getByText("You'll get special benefits when you sign up with code ABC123."),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('ABC123');
  });

  it("takes the home page's ?ref= parameter the same way, and the code stays on later pages", async () => {
    renderAt('/?ref=friend7');
    expect(await screen.findByText('Referral Code Applied! 🎉')).toBeInTheDocument();
    act(() => dismissToast());
    act(() => screen.getByRole('link', { name: 'Services' }).click());
    expect(await screen.findByText('Services page')).toBeInTheDocument();
    expect(getReferralCode()).toBe('FRIEND7');
    expect(screen.queryByText('Referral Code Applied! 🎉')).toBeNull();
  });

  it("takes the code from the address bar on /ref/{code}'s island document, which is prerendered as /ref", async () => {
    window.history.replaceState(null, '', '/ref/xyz9');
    render(
      <ReferralProvider>
        <NavigationProvider value={islandNavigation({ pathname: '/ref', onAreaPage: false }, '')}>
          <ReferralCapture />
          <Toaster />
        </NavigationProvider>
      </ReferralProvider>,
    );
    expect(await screen.findByText('Referral Code Applied! 🎉')).toBeInTheDocument();
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('XYZ9');
  });

  it('does nothing on pages without a code', async () => {
    renderAt('/services?ref=nope');
    expect(await screen.findByText('Services page')).toBeInTheDocument();
    expect(getReferralCode()).toBeUndefined();
    expect(screen.queryByText('Referral Code Applied! 🎉')).toBeNull();
  });
});
