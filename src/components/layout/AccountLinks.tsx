import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { clientLoginLink, dashboardLink } from './nav-links';

/** What the header knows about the visitor's account; wired by the app once accounts exist. */
export interface HeaderAccount {
  signedIn: boolean;
  onSignOut?: () => void;
}

export const SIGNED_OUT: HeaderAccount = { signedIn: false };

interface AccountLinksProps {
  account: HeaderAccount;
  /** Classes for each link or button. */
  itemClassName: string;
  /** Called on any activation, so an open menu can close. */
  onActivate?: () => void;
}

/** Client Login for visitors; Dashboard and Sign Out for signed-in clients. */
export function AccountLinks({ account, itemClassName, onActivate }: AccountLinksProps) {
  if (!account.signedIn) {
    return (
      <NavLink to={clientLoginLink.to} reloadDocument end className={itemClassName} onClick={onActivate}>
        <LogIn aria-hidden="true" className="size-4 shrink-0" />
        {clientLoginLink.label}
      </NavLink>
    );
  }
  return (
    <>
      <NavLink to={dashboardLink.to} end className={itemClassName} onClick={onActivate}>
        <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />
        {dashboardLink.label}
      </NavLink>
      <button
        type="button"
        className={itemClassName}
        onClick={() => {
          onActivate?.();
          account.onSignOut?.();
        }}
      >
        <LogOut aria-hidden="true" className="size-4 shrink-0" />
        Sign Out
      </button>
    </>
  );
}
