import CalendarCheck from 'lucide-react/icons/calendar-check';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ComponentType, ReactNode } from 'react';
import { NavLink } from '@/lib/navigation';
import { adminLink, clientHubLink, clientLoginLink, dashboardLink, type NavItem } from './nav-links';

export { signedOutToast } from './nav-links';

interface AccountLinksProps {
  /** Classes for each link or button. */
  itemClassName: string;
}

/** One of the account's own pages, marked current on it, with its icon. */
function AccountNavLink({
  link,
  Icon,
  className,
  children,
}: {
  link: NavItem;
  Icon: ComponentType<{ 'aria-hidden': 'true'; className: string }>;
  className: string;
  children?: ReactNode;
}) {
  return (
    <NavLink to={link.to} end className={className}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {link.label}
      {children}
    </NavLink>
  );
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
        <AccountNavLink link={clientLoginLink} Icon={LogIn} className={itemClassName}>
          <span className="sr-only"> (website account)</span>
        </AccountNavLink>
      </span>
      <span className="signed-in-only">
        <span className="client-only">
          <AccountNavLink link={dashboardLink} Icon={LayoutDashboard} className={itemClassName} />
        </span>
        <span className="admin-only">
          <AccountNavLink link={adminLink} Icon={ShieldCheck} className={itemClassName} />
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
