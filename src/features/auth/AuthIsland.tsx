import { useEffect, useRef, useState, type ComponentType } from 'react';
import { CarriedLiveForm, useCarriedFormShell } from '@/components/ui/carried-form-shell';
import { toast } from '@/components/ui/toast';
import { accountPages } from '@/content/account';
import { useAuth } from '@/lib/auth/AuthProvider';
import { safeNextPath } from '@/lib/auth/next-path';
import { useNavigation, useReplacePage } from '@/lib/navigation';
import { useReferral } from '@/lib/referral/ReferralProvider';
import { useHydrated } from '@/lib/use-hydrated';
import { afterYield } from '@/lib/yield-to-browser';
import { AuthFrame, authHref, authModeOf, linkResult, type LinkResult } from './auth-frame';
import { authFormAttributes, ForgotFields, SignInFields, SignUpFields } from './auth-form-fields';
import { failureMessage } from './auth-messages';

type Panel = ComponentType<{ link: LinkResult }>;
export type PanelLoader = () => Promise<Panel>;

// The forms' modules are evaluated as the chunk arrives and rendered in a later task: not one long task on a phone.
const loadPanel: PanelLoader = () => import('./AuthPanel').then((module) => afterYield(module.AuthPanel));

/**
 * /auth's island. The prerendered page cannot know the query (`?mode=`), so it holds the heading and a line; once
 * hydrated, the island shows the state's form as a static shell (the live forms' markup, AuthFrame and
 * auth-form-fields), and react-hook-form, zod and the forms' code load when the visitor first touches it. The live
 * forms then take over in place with what was typed and the focus, and send at once if the visitor had already
 * pressed the button. So /auth's first load carries no form library, as the quote card's does not.
 */
export function AuthIsland() {
  return <AuthShell load={loadPanel} />;
}

/** The island with the forms' loader passed in (a test passes the module it imported, or one that fails). */
export function AuthShell({ load }: { load: PanelLoader }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <>
        <h1 id="account-title" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
          {accountPages.auth.title}
        </h1>
        <p className="mt-6 text-slate-700">{accountPages.auth.loading}</p>
      </>
    );
  }
  return <BrowserAuth load={load} />;
}

const shellBinding = (name: string) => ({ name });
const shellField = (name: string) => ({ id: `auth-shell-${name}` });

/** When the forms' code cannot arrive (the connection dropped after the page loaded): the forms' own words for it. */
const formsUnreachable = () =>
  toast({
    title: 'Error',
    description: failureMessage({ kind: 'network', detail: 'the forms could not load' }).text,
    variant: 'destructive',
  });

function BrowserAuth({ load }: { load: PanelLoader }) {
  const { search } = useNavigation();
  const params = new URLSearchParams(search);
  const mode = authModeOf(params.get('mode'));
  const next = safeNextPath(params.get('next'), window.location.origin);
  const auth = useAuth();
  const referral = useReferral();
  const replacePage = useReplacePage();
  const [link] = useState(linkResult);
  const { live, activate, shellProps } = useCarriedFormShell(load, formsUnreachable);
  const decided = useRef(false);

  // A visitor already signed in when they open /auth goes straight on (except to set a new password).
  useEffect(() => {
    if (decided.current || auth.status !== 'loaded') return;
    decided.current = true;
    if (auth.user && !auth.recovering && mode !== 'reset' && !link.recovery) replacePage(next);
  }, [auth.status, auth.user, auth.recovering, mode, link.recovery, replacePage, next]);

  // A recovery link's visitor has nothing to type before the new-password form: it loads at once.
  useEffect(() => {
    if (mode === 'reset') activate({ submit: false });
  }, [mode, activate]);

  if (live) {
    return (
      <CarriedLiveForm live={live}>
        <live.code link={link} />
      </CarriedLiveForm>
    );
  }

  return (
    <AuthFrame mode={mode} search={search}>
      {mode === 'signin' && (
        <form {...authFormAttributes.signin} {...shellProps}>
          <SignInFields bind={shellBinding} field={shellField} forgotHref={authHref(search, 'forgot')} />
        </form>
      )}
      {mode === 'signup' && (
        <form {...authFormAttributes.signup} {...shellProps}>
          <SignUpFields bind={shellBinding} field={shellField} referralCode={referral.code} />
        </form>
      )}
      {mode === 'forgot' && (
        <form {...authFormAttributes.forgot} {...shellProps}>
          <ForgotFields bind={shellBinding} field={shellField} />
        </form>
      )}
      {mode === 'reset' && <p role="status">{accountPages.auth.checkingLink}</p>}
    </AuthFrame>
  );
}
