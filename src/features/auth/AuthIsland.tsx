import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CarriedValuesContext } from '@/components/ui/carried-values';
import { preloadToaster, toast } from '@/components/ui/toast';
import { accountPages } from '@/content/account';
import { useAuth } from '@/lib/auth/AuthProvider';
import { safeNextPath } from '@/lib/auth/next-path';
import { useNavigation, useReplacePage } from '@/lib/navigation';
import { useReferral } from '@/lib/referral/ReferralProvider';
import { useHydrated } from '@/lib/use-hydrated';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { AuthFrame, authHref, authModeOf, linkResult, type LinkResult } from './auth-frame';
import { authFormAttributes, ForgotFields, SignInFields, SignUpFields } from './auth-form-fields';
import { failureMessage } from './auth-messages';

type Panel = ComponentType<{ link: LinkResult }>;
export type PanelLoader = () => Promise<Panel>;

// The forms' modules are evaluated as the chunk arrives and rendered in a later task: not one long task on a phone.
const loadPanel: PanelLoader = () =>
  import('./AuthPanel').then(async (module) => {
    await yieldToBrowser();
    return module.AuthPanel;
  });

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
        <p className="mt-6 text-slate-700">Loading the sign-in form...</p>
      </>
    );
  }
  return <BrowserAuth load={load} />;
}

interface Live {
  Panel: Panel;
  carried: Record<string, string>;
  /** The field that had the focus in the shell, and whether the visitor had pressed the button. */
  focus: string | null;
  submit: boolean;
}

/** The values typed into the shell's form, and the name of its focused field. */
function readShell(form: HTMLFormElement | null): Pick<Live, 'carried' | 'focus'> {
  if (!form) return { carried: {}, focus: null };
  const carried: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') carried[name] = value;
  const active = document.activeElement;
  const focus = active instanceof HTMLInputElement && active.form === form ? active.name : null;
  return { carried, focus };
}

const shellBinding = (name: string) => ({ name });

function BrowserAuth({ load }: { load: PanelLoader }) {
  const { search } = useNavigation();
  const params = new URLSearchParams(search);
  const mode = authModeOf(params.get('mode'));
  const next = safeNextPath(params.get('next'), window.location.origin);
  const auth = useAuth();
  const referral = useReferral();
  const replacePage = useReplacePage();
  const [link] = useState(linkResult);
  const [live, setLive] = useState<Live | null>(null);
  const shell = useRef<HTMLFormElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitted = useRef(false);
  const decided = useRef(false);

  // A visitor already signed in when they open /auth goes straight on (except to set a new password).
  useEffect(() => {
    if (decided.current || auth.status !== 'loaded') return;
    decided.current = true;
    if (auth.user && !auth.recovering && mode !== 'reset' && !link.recovery) replacePage(next);
  }, [auth.status, auth.user, auth.recovering, mode, link.recovery, replacePage, next]);

  const activate = useCallback(
    ({ submit }: { submit: boolean }) => {
      if (submit) submitted.current = true;
      loading.current ??= load().then(
        // Within this task: a keystroke between reading the shell and showing the live form would be lost.
        (Panel) =>
          flushSync(() => setLive({ Panel, ...readShell(shell.current), submit: submitted.current })),
        () => {
          // Offline before the chunk arrived: the shell keeps what was typed, and the next touch tries again.
          loading.current = null;
          if (submitted.current) toast(formsUnreachable);
          submitted.current = false;
        },
      );
    },
    [load],
  );

  // A recovery link's visitor has nothing to type before the new-password form: it loads at once.
  useEffect(() => {
    if (mode === 'reset') activate({ submit: false });
  }, [mode, activate]);

  // The live form in place of the shell: the focus back where it was, and the press acted on.
  useEffect(() => {
    const form = container.current?.querySelector('form');
    if (!live || !form) return;
    const field = live.focus ? form.elements.namedItem(live.focus) : null;
    if (field instanceof HTMLElement) field.focus();
    if (live.submit) form.requestSubmit();
  }, [live]);

  if (live) {
    return (
      <div ref={container}>
        <CarriedValuesContext.Provider value={live.carried}>
          <live.Panel link={link} />
        </CarriedValuesContext.Provider>
      </div>
    );
  }

  const shellField = (name: string) => ({ id: `auth-shell-${name}` });
  const touch = {
    ref: shell,
    onFocus: () => {
      activate({ submit: false });
      preloadToaster();
    },
    onPointerDown: () => activate({ submit: false }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      activate({ submit: true });
    },
  };
  return (
    <div ref={container}>
      <AuthFrame mode={mode} search={search}>
        {mode === 'signin' && (
          <form {...authFormAttributes.signin} {...touch}>
            <SignInFields bind={shellBinding} field={shellField} forgotHref={authHref(search, 'forgot')} />
          </form>
        )}
        {mode === 'signup' && (
          <form {...authFormAttributes.signup} {...touch}>
            <SignUpFields bind={shellBinding} field={shellField} referralCode={referral.code} />
          </form>
        )}
        {mode === 'forgot' && (
          <form {...authFormAttributes.forgot} {...touch}>
            <ForgotFields bind={shellBinding} field={shellField} />
          </form>
        )}
        {mode === 'reset' && <p role="status">Checking your link...</p>}
      </AuthFrame>
    </div>
  );
}

/** When the forms' code cannot arrive (the connection dropped after the page loaded): the forms' own words for it. */
const formsUnreachable = {
  title: 'Error',
  description: failureMessage({ kind: 'network', detail: 'the forms could not load' }).text,
  variant: 'destructive',
} as const;
