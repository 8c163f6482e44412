import CalendarCheck from 'lucide-react/icons/calendar-check';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import { NavLink } from '@/lib/navigation';
import { clientHubLink, clientLoginLink, dashboardLink } from './nav-links';

export { signedOutToast } from './nav-links';

interface AccountLinksProps {
  /** Classes for each link or button. */
  itemClassName: string;
}

/**
 * Client Login for visitors; Dashboard and Sign Out for signed-in clients. Both are in the HTML, and CSS shows one
 * by `<html data-signed-in>`, which a one-line script in the head sets before the first paint when this browser
 * keeps a session (enhance/session.ts), and the auth client corrects once it knows. Sign Out loads the auth code
 * when pressed. The client hub (scheduling and payments, a separate sign-in) is always offered beside it.
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
        <NavLink to={dashboardLink.to} end className={itemClassName}>
          <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />
          {dashboardLink.label}
        </NavLink>
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
