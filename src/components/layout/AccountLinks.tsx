import CalendarCheck from 'lucide-react/icons/calendar-check';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import { NavLink } from '@/lib/navigation';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/AuthProvider';
import { clientHubLink, clientLoginLink, dashboardLink } from './nav-links';

interface AccountLinksProps {
  /** Classes for each link or button. */
  itemClassName: string;
  /** Called on any activation, so an open menu can close. */
  onActivate?: () => void;
}

export const signedOutToast = {
  title: 'Signed out',
  description: 'You are signed out of your website account on this device.',
} as const;

/**
 * Client Login for visitors; Dashboard and Sign Out for signed-in clients. The prerendered HTML (and the first
 * render in the browser) is the signed-out variant; the signed-in one appears once the auth state is loaded.
 * The client hub (scheduling and payments, a separate sign-in) is always offered beside it, named as such.
 */
export function AccountLinks({ itemClassName, onActivate }: AccountLinksProps) {
  const { user, signOut } = useAuth();

  const hub = (
    <a href={clientHubLink.to} className={itemClassName} onClick={onActivate}>
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      {clientHubLink.label}
      <span className="sr-only"> (scheduling and payments)</span>
    </a>
  );

  if (!user) {
    return (
      <>
        <NavLink to={clientLoginLink.to} end className={itemClassName} onClick={onActivate}>
          <LogIn aria-hidden="true" className="size-4 shrink-0" />
          {clientLoginLink.label}
          <span className="sr-only"> (website account)</span>
        </NavLink>
        {hub}
      </>
    );
  }

  const onSignOut = async () => {
    onActivate?.();
    const result = await signOut();
    if (!result.ok) {
      toast({
        title: 'Sign out failed',
        description: 'Please try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    // An account page this happens on sends the visitor home itself (useSignedInOnly).
    toast(signedOutToast);
  };

  return (
    <>
      <NavLink to={dashboardLink.to} end className={itemClassName} onClick={onActivate}>
        <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />
        {dashboardLink.label}
      </NavLink>
      <button type="button" className={itemClassName} onClick={() => void onSignOut()}>
        <LogOut aria-hidden="true" className="size-4 shrink-0" />
        Sign Out
      </button>
      {hub}
    </>
  );
}
