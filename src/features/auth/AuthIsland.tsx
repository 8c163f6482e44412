import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { CarriedLiveForm, useCarriedFormShell } from '@/components/ui/carried-form-shell';
import { CarriedValuesContext } from '@/components/ui/carried-values';
import { toast } from '@/components/ui/toast';
import { accountPages, authModes, type AuthMode } from '@/content/account';
import { useAuth } from '@/lib/auth/AuthProvider';
import { homeOf } from '@/lib/auth/admin-check';
import { safeNextPath } from '@/lib/auth/next-path';
import { useReplacePage } from '@/lib/navigation';
import { useReferral } from '@/lib/referral/ReferralProvider';
import { useHydrated } from '@/lib/use-hydrated';
import { afterYield } from '@/lib/yield-to-browser';
import { AuthFrame, linkResult, type LinkResult } from './auth-frame';
import { authFormAttributes, ForgotFields, SignInFields, SignUpFields } from './auth-form-fields';
import { AuthLocationProvider, authModeOf, useAuthHistory } from './auth-location';
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
 *
 * Its links between states (sign in, create an account, forgot password) switch in place, in the shell and in the
 * live forms alike: the address changes (so Back, Forward and a shared link work), no document loads, and what the
 * visitor typed carries over to the next form, the password too, for as long as the page is open.
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

/** What the visitor typed into /auth's fields, by name, as they typed it: kept in memory only, never stored. */
type Typed = Readonly<Record<string, string>>;

/** Remembers a field's value as it changes (keystrokes, autofill), in whichever of the page's forms. */
function useTypedValues(): [Typed, (event: FormEvent<HTMLElement>) => void] {
  const [typed, setTyped] = useState<Typed>({});
  const remember = (event: FormEvent<HTMLElement>) => {
    const { target } = event;
    if (!(target instanceof HTMLInputElement) || !target.name) return;
    const { name, value } = target;
    setTyped((previous) => (previous[name] === value ? previous : { ...previous, [name]: value }));
  };
  return [typed, remember];
}

/**
 * After a switch of state in place: the new shell form shows what was typed (the live forms start from it through
 * CarriedValuesContext), and the focus stays on the link that switched, or, where that link went with the old
 * state, goes to the heading; a visitor whose focus stayed hears the new heading.
 */
function useSwitchedInPlace(mode: AuthMode, typed: Typed, shell: boolean) {
  /** Around the page's heading, links and form. */
  const container = useRef<HTMLDivElement>(null);
  /** An `aria-live` line, empty until a switch. */
  const announcer = useRef<HTMLParagraphElement>(null);
  const shown = useRef(mode);
  useLayoutEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    const root = container.current;
    if (!root) return;
    // Set as the inputs' values, not as `defaultValue`, which would write the password into the markup.
    if (shell) {
      for (const element of root.querySelector('form')?.elements ?? []) {
        if (!(element instanceof HTMLInputElement)) continue;
        const value = typed[element.name];
        if (value) element.value = value;
      }
    }
    const focused = document.activeElement;
    const focusLost = !focused || focused === document.body;
    if (announcer.current) announcer.current.textContent = focusLost ? '' : authModes[mode].heading;
    if (focusLost) root.querySelector('h1')?.focus();
  }, [mode, typed, shell]);
  return { container, announcer };
}

function BrowserAuth({ load }: { load: PanelLoader }) {
  const location = useAuthHistory();
  const { search } = location;
  const params = new URLSearchParams(search);
  const mode = authModeOf(params.get('mode'));
  const next = safeNextPath(params.get('next'), window.location.origin);
  const auth = useAuth();
  const referral = useReferral();
  const replacePage = useReplacePage();
  const [link] = useState(linkResult);
  const { live, activate, shellRef } = useCarriedFormShell(load, formsUnreachable);
  const decided = useRef(false);
  const [typed, remember] = useTypedValues();
  const { container, announcer } = useSwitchedInPlace(mode, typed, !live);

  // A visitor already signed in when they open /auth goes straight on (except to set a new password): to `?next=`,
  // else to the account's home, which the server decides.
  useEffect(() => {
    if (decided.current || auth.status !== 'loaded') return;
    decided.current = true;
    if (!auth.user || auth.recovering || mode === 'reset' || link.recovery) return;
    if (next) replacePage(next);
    else void homeOf(auth.user.id).then(replacePage);
  }, [auth.status, auth.user, auth.recovering, mode, link.recovery, replacePage, next]);

  // A recovery link's visitor has nothing to type before the new-password form: it loads at once.
  useEffect(() => {
    if (mode === 'reset') activate();
  }, [mode, activate]);

  const content = live ? (
    <CarriedLiveForm live={live}>
      {/* What was typed since, in this state or another, over what the shell held when the code arrived. */}
      <CarriedValuesContext.Provider value={{ ...live.shell.carried, ...typed }}>
        <live.code link={link} />
      </CarriedValuesContext.Provider>
    </CarriedLiveForm>
  ) : (
    <AuthFrame mode={mode}>
      {mode === 'signin' && (
        <form {...authFormAttributes.signin} ref={shellRef}>
          <SignInFields bind={shellBinding} field={shellField} />
        </form>
      )}
      {mode === 'signup' && (
        <form {...authFormAttributes.signup} ref={shellRef}>
          <SignUpFields
            bind={shellBinding}
            field={shellField}
            referralCode={referral.code}
            referralVerified={referral.verified}
          />
        </form>
      )}
      {mode === 'forgot' && (
        <form {...authFormAttributes.forgot} ref={shellRef}>
          <ForgotFields bind={shellBinding} field={shellField} />
        </form>
      )}
      {mode === 'reset' && <p role="status">{accountPages.auth.checkingLink}</p>}
    </AuthFrame>
  );

  // `contents`: the wrapper only hears what is typed and bounds the switch's focus; it takes no part in the layout.
  return (
    <AuthLocationProvider value={location}>
      <div ref={container} className="contents" onChange={remember}>
        {content}
        <p ref={announcer} aria-live="polite" className="sr-only" />
      </div>
    </AuthLocationProvider>
  );
}
