import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { authModes, type AuthMode } from '@/content/account';
import { useAuth } from '@/lib/auth/AuthProvider';
import { safeNextPath } from '@/lib/auth/next-path';
import { urlCarriesAuthResult } from '@/lib/auth/session-hint';
import { authToasts } from './auth-messages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { FormAlert } from './form-parts';
import { NewPasswordForm } from './NewPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const MODES = Object.keys(authModes) as AuthMode[];

export function authModeOf(value: string | null): AuthMode {
  return MODES.includes(value as AuthMode) ? (value as AuthMode) : 'signin';
}

/** What an emailed link brought in the URL fragment, read once before the auth client clears it. */
function linkResult(): { recovery: boolean; failed: boolean } {
  const hash = window.location.hash;
  if (!urlCarriesAuthResult(hash)) return { recovery: false, failed: false };
  const params = new URLSearchParams(hash.slice(1));
  return {
    recovery: params.get('type') === 'recovery',
    failed: params.has('error_code') || params.has('error'),
  };
}

/**
 * /auth in the browser: sign in, create an account, ask for a reset link, or set a new password after one, with
 * `?mode=` naming the state so each can be linked, and `?next=` where to go afterwards (a path on this site).
 * Rendered only after hydration: the prerendered shell cannot know the query.
 */
export function AuthPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const mode = authModeOf(params.get('mode'));
  const next = safeNextPath(params.get('next'), window.location.origin);
  const [link] = useState(linkResult);
  const decided = useRef(false);

  // A visitor already signed in when they open /auth goes straight on (except to set a new password).
  useEffect(() => {
    if (decided.current || auth.status !== 'loaded') return;
    decided.current = true;
    if (auth.user && !auth.recovering && mode !== 'reset' && !link.recovery)
      navigate(next, { replace: true });
  }, [auth.status, auth.user, auth.recovering, mode, link.recovery, navigate, next]);

  const hrefFor = (target: AuthMode) => {
    const query = new URLSearchParams(params);
    query.set('mode', target);
    return `/auth?${query.toString()}`;
  };
  const goOn = () => navigate(next, { replace: true });

  return (
    <div>
      <h1 id="account-title" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {authModes[mode].heading}
      </h1>
      {(mode === 'signin' || mode === 'signup') && (
        <nav
          aria-label="Sign in or create an account"
          className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
        >
          {(['signin', 'signup'] as const).map((target) => (
            <Link
              key={target}
              to={hrefFor(target)}
              replace
              aria-current={mode === target ? 'page' : undefined}
              className="flex min-h-11 items-center justify-center rounded-md px-3 font-semibold text-slate-700 hover:text-brand-900 aria-[current=page]:bg-white aria-[current=page]:text-brand-900 aria-[current=page]:shadow"
            >
              {authModes[target].tab}
            </Link>
          ))}
        </nav>
      )}
      <div className="mt-6">
        {mode === 'signin' && <SignInForm onSignedIn={goOn} forgotHref={hrefFor('forgot')} />}
        {mode === 'signup' && <SignUpForm onSignedUp={goOn} />}
        {mode === 'forgot' && (
          <>
            <ForgotPasswordForm />
            <p className="mt-6 text-center">
              <Link
                to={hrefFor('signin')}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                Back to sign in
              </Link>
            </p>
          </>
        )}
        {mode === 'reset' && <ResetState link={link} forgotHref={hrefFor('forgot')} />}
      </div>
    </div>
  );
}

/** After a recovery link: the new-password form once the link signed the visitor in, else what went wrong. */
function ResetState({
  link,
  forgotHref,
}: {
  link: { recovery: boolean; failed: boolean };
  forgotHref: string;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const askAgain = (
    <Link to={forgotHref} className="font-semibold underline underline-offset-2">
      Ask for a new link
    </Link>
  );

  if (link.failed) {
    return (
      <FormAlert failure={{ kind: 'link-expired', detail: 'recovery link refused' }}>{askAgain}</FormAlert>
    );
  }
  if (auth.recovering) {
    return (
      <NewPasswordForm
        label="Set a new password"
        submitLabel="Save my new password"
        onUpdated={() => {
          toast(authToasts.passwordUpdated);
          navigate('/dashboard', { replace: true });
        }}
      />
    );
  }
  if (auth.status === 'loading' || (link.recovery && auth.user)) {
    // The link's session is in; the auth client announces the recovery a moment later.
    return <p role="status">Checking your link...</p>;
  }
  if (link.recovery) {
    return (
      <FormAlert failure={{ kind: 'link-expired', detail: 'no session from the link' }}>{askAgain}</FormAlert>
    );
  }
  return (
    <p className="text-slate-700">
      To set a new password, open the link we emailed you. The link works once, within an hour. {askAgain}.
    </p>
  );
}
