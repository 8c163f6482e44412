import type { ReactNode } from 'react';
import { authModes, type AuthMode } from '@/content/account';
import { urlCarriesAuthResult } from '@/lib/auth/session-hint';
import { AuthLink } from './auth-location';

/** What an emailed link brought in the URL fragment. */
export interface LinkResult {
  recovery: boolean;
  failed: boolean;
}

/** Read once, as /auth first renders in the browser: the auth client clears the fragment once it has read it. */
export function linkResult(): LinkResult {
  const hash = window.location.hash;
  if (!urlCarriesAuthResult(hash)) return { recovery: false, failed: false };
  const params = new URLSearchParams(hash.slice(1));
  return {
    recovery: params.get('type') === 'recovery',
    failed: params.has('error_code') || params.has('error'),
  };
}

/** /auth's heading, its sign-in / create-account tabs and, around the state's content, its way back. */
export function AuthFrame({ mode, children }: { mode: AuthMode; children: ReactNode }) {
  return (
    <div>
      {/* Focusable from the script only: it takes the focus when a switch of state removed the focused link. */}
      <h1
        id="account-title"
        tabIndex={-1}
        className="text-3xl font-extrabold text-slate-900 outline-none sm:text-4xl"
      >
        {authModes[mode].heading}
      </h1>
      {(mode === 'signin' || mode === 'signup') && (
        <nav
          aria-label="Sign in or create an account"
          className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
        >
          {(['signin', 'signup'] as const).map((target) => (
            <AuthLink
              key={target}
              mode={target}
              aria-current={mode === target ? 'page' : undefined}
              className="flex min-h-11 items-center justify-center rounded-md px-3 font-semibold text-slate-700 hover:text-brand-900 aria-[current=page]:bg-white aria-[current=page]:text-brand-900 aria-[current=page]:shadow"
            >
              {authModes[target].tab}
            </AuthLink>
          ))}
        </nav>
      )}
      <div className="mt-6">
        {children}
        {mode === 'forgot' && (
          <p className="mt-6 text-center">
            <AuthLink mode="signin" className="font-semibold text-brand-800 underline underline-offset-2">
              Back to sign in
            </AuthLink>
          </p>
        )}
      </div>
    </div>
  );
}
