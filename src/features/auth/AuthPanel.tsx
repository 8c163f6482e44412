import { accountPages } from '@/content/account';
import { toast, toastOnNextPage, type ToastOptions } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/AuthProvider';
import { accountHome, homeOf } from '@/lib/auth/admin-check';
import { safeNextPath } from '@/lib/auth/next-path';
import { useNavigation, useReplacePage } from '@/lib/navigation';
import { AuthFrame, type LinkResult } from './auth-frame';
import { AuthLink, authModeOf, useAuthLocation } from './auth-location';
import { authToasts } from './auth-messages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { FormAlert } from './form-parts';
import { NewPasswordForm } from './NewPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** Goes on to another page with a toast said there: at once in the app, after the document load on an island page. */
function useGoOn(): (to: string, said: ToastOptions) => void {
  const { navigate } = useNavigation();
  const replacePage = useReplacePage();
  return (to, said) => {
    if (navigate) toast(said);
    else toastOnNextPage(said);
    replacePage(to);
  };
}

/**
 * /auth's live forms, which AuthIsland swaps in for their static shell: sign in, create an account, ask for a
 * reset link, or set a new password after one, with `?mode=` naming the state and `?next=` where to go afterwards
 * (a path on this site).
 */
export function AuthPanel({ link }: { link: LinkResult }) {
  const { search } = useAuthLocation();
  const params = new URLSearchParams(search);
  const mode = authModeOf(params.get('mode'));
  const next = safeNextPath(params.get('next'), window.location.origin);
  const goOn = useGoOn();

  return (
    <AuthFrame mode={mode}>
      {mode === 'signin' && (
        <SignInForm onSignedIn={(said, admin) => goOn(next ?? accountHome(admin), said)} />
      )}
      {mode === 'signup' && <SignUpForm onSignedUp={(said) => goOn(next ?? accountHome(false), said)} />}
      {mode === 'forgot' && <ForgotPasswordForm />}
      {mode === 'reset' && (
        <ResetState
          link={link}
          onUpdated={(userId) => void homeOf(userId).then((home) => goOn(home, authToasts.passwordUpdated))}
        />
      )}
    </AuthFrame>
  );
}

/** After a recovery link: the new-password form once the link signed the visitor in, else what went wrong. */
function ResetState({
  link,
  onUpdated,
}: {
  link: LinkResult;
  onUpdated: (userId: string | undefined) => void;
}) {
  const auth = useAuth();
  const askAgain = (
    <AuthLink mode="forgot" className="font-semibold underline underline-offset-2">
      Ask for a new link
    </AuthLink>
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
        onUpdated={() => onUpdated(auth.user?.id)}
      />
    );
  }
  if (auth.status === 'loading' || (link.recovery && auth.user)) {
    // The link's session is in; the auth client announces the recovery a moment later.
    return <p role="status">{accountPages.auth.checkingLink}</p>;
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
