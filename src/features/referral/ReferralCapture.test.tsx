// The /ref/{code} and ?ref= capture against the real local API (child process: the real referral-code-check handler,
// PGlite with the real migrations). The codes are real profiles' codes; the lookup failure is real too (the API's
// database is stopped while its HTTP server keeps answering, so the function answers 503).
import { act, render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import { business } from '@/content/business';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { islandNavigation } from '@/lib/island-markup';
import { NavigationProvider } from '@/lib/navigation';
import {
  getReferralCode,
  isReferralCodeVerified,
  REFERRAL_STORAGE_KEY,
  REFERRAL_VERIFIED_KEY,
} from '@/lib/referral/referral-code';
import { ReferralProvider } from '@/lib/referral/ReferralProvider';
import { RouterNavigation } from '@/lib/router-navigation';
import { ReferralCapture } from './ReferralCapture';

const APPLIED = 'Referral Code Applied! 🎉';
const NOT_FOUND = 'We could not find that referral code';

let api: TestApi;

const findText = (text: string) => screen.findByText(text, {}, { timeout: 8_000 });

/** A new account on the local API (the sign-up trigger gives it its code); its referral code. */
async function realCode(): Promise<string> {
  const [account] = await api.query<{ id: string }>(
    'insert into auth.users (email) values ($1) returning id',
    [`referrer-${crypto.randomUUID()}@example.com`],
  );
  const [profile] = await api.query<{ referral_code: string }>(
    'select referral_code from public.profiles where id = $1',
    [account!.id],
  );
  return profile!.referral_code;
}

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

beforeAll(async () => {
  // The Toaster's Radix view and the lookup are lazy chunks; load them up front so no assertion races an import.
  await import('@/components/ui/toast-view');
  const { checkReferralCode } = await import('@/lib/referral/referral-code-check');
  api = await startTestApiProcess();
  // The API's first function call sets up its clients; made here, so no test waits on it.
  await checkReferralCode('WARMUP00');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

afterEach(() => {
  act(() => dismissToast());
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

// Each case waits on real HTTP round trips to the API's child process: generous limits for a busy machine.
describe('ReferralCapture', { timeout: 20_000 }, () => {
  it('checks a /ref/{code} code with the server, then keeps it upper-cased and says so in the toast', async () => {
    const code = await realCode();
    renderAt(`/ref/${code.toLowerCase()}`);
    expect(await findText(APPLIED)).toBeInTheDocument();
    expect(
      screen.getByText(`You'll get special benefits when you sign up with code ${code}.`),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe(code);
    expect(isReferralCodeVerified()).toBe(true);
  });

  it("takes the home page's ?ref= parameter the same way, and the code stays on later pages", async () => {
    const code = await realCode();
    renderAt(`/?ref=${code}`);
    expect(await findText(APPLIED)).toBeInTheDocument();
    act(() => dismissToast());
    act(() => screen.getByRole('link', { name: 'Services' }).click());
    expect(await screen.findByText('Services page')).toBeInTheDocument();
    expect(getReferralCode()).toBe(code);
    expect(isReferralCodeVerified()).toBe(true);
    expect(screen.queryByText(APPLIED)).toBeNull();
  });

  it("takes the code from the address bar on /ref/{code}'s island document, which is prerendered as /ref", async () => {
    const code = await realCode();
    window.history.replaceState(null, '', `/ref/${code}`);
    render(
      <ReferralProvider>
        <NavigationProvider value={islandNavigation({ pathname: '/ref', onAreaPage: false }, '')}>
          <ReferralCapture />
          <Toaster />
        </NavigationProvider>
      </ReferralProvider>,
    );
    expect(await findText(APPLIED)).toBeInTheDocument();
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe(code);
  });

  it('holds the code, unchecked, from the first moment: a visitor who follows a link before the answer keeps it', async () => {
    const code = await realCode();
    renderAt(`/ref/${code}`);
    // Before the server has answered (nothing announced yet), the code is already held, and not yet confirmed.
    expect(screen.queryByText(APPLIED)).toBeNull();
    expect(getReferralCode()).toBe(code);
    expect(isReferralCodeVerified()).toBe(false);
    expect(await findText(APPLIED)).toBeInTheDocument();
    expect(isReferralCodeVerified()).toBe(true);
  });

  it('says an unknown code was not found, and keeps nothing', async () => {
    renderAt('/ref/NOSUCH99');
    expect(await findText(NOT_FOUND)).toBeInTheDocument();
    expect(
      screen.getByText(`Check the link your friend sent, or call us at ${business.phone.display}.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(APPLIED)).toBeNull();
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(REFERRAL_VERIFIED_KEY)).toBeNull();
  });

  it('answers a code that is no account code in shape (server side) the same way', async () => {
    renderAt('/ref/ab_cd-12');
    expect(await findText(NOT_FOUND)).toBeInTheDocument();
    expect(getReferralCode()).toBeUndefined();
  });

  it('leaves a code kept earlier alone when a later link has an unknown one', async () => {
    const code = await realCode();
    renderAt(`/ref/${code}`);
    expect(await findText(APPLIED)).toBeInTheDocument();
    act(() => dismissToast());

    window.history.pushState(null, '', '/ref/NOSUCH99');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await findText(NOT_FOUND)).toBeInTheDocument();
    expect(getReferralCode()).toBe(code);
    expect(isReferralCodeVerified()).toBe(true);
  });

  it('keeps the code quietly, unchecked, when the lookup gets no answer, and promises nothing', async () => {
    const code = await realCode();
    await api.stopDatabase();
    try {
      renderAt(`/ref/${code}`);
      // The lookup is over once the code is kept.
      await waitFor(() => expect(getReferralCode()).toBe(code), { timeout: 8_000 });
      expect(isReferralCodeVerified()).toBe(false);
      expect(screen.queryByText(APPLIED)).toBeNull();
      expect(screen.queryByText(NOT_FOUND)).toBeNull();
    } finally {
      await api.startDatabase();
    }
  });

  it('announces again without asking when the same confirmed code comes back in the session (a reload)', async () => {
    const code = await realCode();
    sessionStorage.setItem(REFERRAL_STORAGE_KEY, code);
    sessionStorage.setItem(REFERRAL_VERIFIED_KEY, code);
    await api.stopDatabase();
    try {
      renderAt(`/ref/${code}`);
      expect(await findText(APPLIED)).toBeInTheDocument();
    } finally {
      await api.startDatabase();
    }
  });

  it('does nothing on pages without a code', async () => {
    renderAt('/services?ref=nope');
    expect(await screen.findByText('Services page')).toBeInTheDocument();
    expect(getReferralCode()).toBeUndefined();
    expect(screen.queryByText(APPLIED)).toBeNull();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });
});
