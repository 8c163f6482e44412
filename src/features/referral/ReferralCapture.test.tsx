import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from '@/lib/router-navigation';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { ReferralCapture } from './ReferralCapture';
import { getReferralCode, REFERRAL_STORAGE_KEY } from '@/lib/referral/referral-code';
import { ReferralProvider } from '@/lib/referral/ReferralProvider';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
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
    ],
    { initialEntries: [path] },
  );
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

  it('does nothing on pages without a code', async () => {
    renderAt('/services?ref=nope');
    expect(await screen.findByText('Services page')).toBeInTheDocument();
    expect(getReferralCode()).toBeUndefined();
    expect(screen.queryByText('Referral Code Applied! 🎉')).toBeNull();
  });
});
