// The auth provider against the real local API (child process) through the real supabase-js client.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import { useReferral, ReferralProvider } from '@/lib/referral/ReferralProvider';
import type * as ProviderModule from './AuthProvider';
import { ADMIN_ATTRIBUTE, ADMIN_HINT_KEY } from '../session-hint-script';
import { AUTH_STORAGE_KEY } from './session-hint';

let api: TestApi;
let AuthProvider: typeof ProviderModule.AuthProvider;
let useAuth: typeof ProviderModule.useAuth;

beforeAll(async () => {
  api = await startTestApiProcess();
  ({ AuthProvider, useAuth } = await import('./AuthProvider'));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const PASSWORD = 'scooper-yard-2026';
const uniqueEmail = () => `provider-${crypto.randomUUID().slice(0, 8)}@example.com`;

function Probe() {
  const { status, user, recovering } = useAuth();
  return (
    <p data-testid="probe">
      {status} {user?.email ?? 'nobody'} {recovering ? 'recovering' : ''}
    </p>
  );
}

const probe = () => screen.getByTestId('probe').textContent?.trim();

describe('hook misuse (spec)', () => {
  it('useAuth outside its provider raises a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('useReferral outside its provider raises a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useReferral())).toThrow(
      'useReferral must be used within a ReferralProvider',
    );
  });
});

describe('AuthProvider', () => {
  it('knows a browser with no stored session is signed out without calling the auth server', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    vi.stubGlobal('fetch', fetchSpy);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(probe()).toBe('loaded nobody'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs in, follows the session, and signs out (events from the real auth client)', async () => {
    const email = uniqueEmail();
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    const seen = () => `${result.current.status} ${result.current.user?.email ?? 'nobody'}`;
    await waitFor(() => expect(seen()).toBe('loaded nobody'));
    await act(async () => {
      expect(await result.current.signUp({ email, password: PASSWORD })).toEqual({
        ok: true,
        needsConfirmation: false,
        referral: 'none',
      });
    });
    await waitFor(() => expect(seen()).toBe(`loaded ${email}`));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toContain(email);

    await act(async () => {
      expect(await result.current.signOut()).toEqual({ ok: true });
    });
    await waitFor(() => expect(seen()).toBe('loaded nobody'));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();

    // A client: the server's is_admin() says no, and the header gets no admin mark.
    await act(async () => {
      expect(await result.current.signIn(email, PASSWORD)).toEqual({ ok: true, admin: false });
    });
    await waitFor(() => expect(seen()).toBe(`loaded ${email}`));
    expect(document.documentElement).not.toHaveAttribute(ADMIN_ATTRIBUTE);
  });

  it('asks the server at sign-in whether the account is an admin, and marks the header for it', async () => {
    const email = uniqueEmail();
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    await act(async () => {
      await result.current.signUp({ email, password: PASSWORD });
    });
    await waitFor(() => expect(result.current.user?.email).toBe(email));
    const userId = result.current.user!.id;
    await act(async () => {
      await result.current.signOut();
    });
    await api.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [userId]);

    await act(async () => {
      expect(await result.current.signIn(email, PASSWORD)).toEqual({ ok: true, admin: true });
    });
    expect(localStorage.getItem(ADMIN_HINT_KEY)).toBe(userId);
    await waitFor(() => expect(document.documentElement).toHaveAttribute(ADMIN_ATTRIBUTE));
    document.documentElement.removeAttribute(ADMIN_ATTRIBUTE);
  });
});

describe('AuthProvider offline', () => {
  afterEach(() => {
    vi.doUnmock('./auth-engine');
    vi.resetModules();
  });

  it('answers a network failure when the auth client itself cannot load (its chunk, offline)', async () => {
    // The chunk's import fails as a browser's does with no connection.
    vi.resetModules();
    vi.doMock('./auth-engine', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const offline = await import('./AuthProvider');
    const { result } = renderHook(() => offline.useAuth(), { wrapper: offline.AuthProvider });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    let answer: Awaited<ReturnType<typeof result.current.signIn>> | undefined;
    await act(async () => {
      answer = await result.current.signIn(uniqueEmail(), PASSWORD);
    });
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });
});

describe('ReferralProvider', () => {
  it('keeps one code for every reader, and forgets it when cleared', () => {
    const { result } = renderHook(() => useReferral(), { wrapper: ReferralProvider });
    expect(result.current.code).toBeUndefined();
    act(() => {
      expect(result.current.apply('abc123')).toBe('ABC123');
    });
    expect(result.current.code).toBe('ABC123');
    expect(sessionStorage.getItem('referral_code')).toBe('ABC123');
    act(() => result.current.apply('<script>'));
    expect(result.current.code).toBe('ABC123');
    act(() => result.current.clear());
    expect(result.current.code).toBeUndefined();
  });
});
