import CalendarCheck from 'lucide-react/icons/calendar-check';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { NavLink } from '@/lib/navigation';
import { adminLink, clientHubLink, clientLoginLink, dashboardLink } from './nav-links';

export { signedOutToast } from './nav-links';

interface AccountLinksProps {
  /** Classes for each link or button. */
  itemClassName: string;
}

/**
 * Client Login for visitors; Dashboard (Admin for an admin) and Sign Out for signed-in accounts. All are in the
 * HTML, and CSS shows them by `<html data-signed-in>` and `<html data-admin>`, which a one-line script in the head
 * sets before the first paint from what this browser keeps (lib/session-hint-script.ts), and the auth client and the
 * server's admin check correct once they know. Sign Out loads the auth code when pressed. The client hub (scheduling
 * and payments, a separate sign-in) is always offered beside it.
 */
export function AccountLinks({ itemClassName }: AccountLinksProps) {
  return (
    <>
      <span className="signed-out-only">
        <NavLink to={clientLoginLink.to} end className={itemClassName}>
          <LogIn aria-hidden="true" className="size-4 shrink-0" />
          {clientLoginLink.label}
          <span className="sr-only"> (website account)</span>
        </NavLink>
      </span>
      <span className="signed-in-only">
        <span className="client-only">
          <NavLink to={dashboardLink.to} end className={itemClassName}>
            <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />
            {dashboardLink.label}
          </NavLink>
        </span>
        <span className="admin-only">
          <NavLink to={adminLink.to} end className={itemClassName}>
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
            {adminLink.label}
          </NavLink>
        </span>
        <button type="button" data-sign-out className={itemClassName}>
          <LogOut aria-hidden="true" className="size-4 shrink-0" />
          Sign Out
        </button>
      </span>
      <a href={clientHubLink.to} className={itemClassName}>
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
        {clientHubLink.label}
        <span className="sr-only"> (scheduling and payments)</span>
      </a>
    </>
  );
}
