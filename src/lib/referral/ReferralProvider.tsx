import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { clearReferralCode, getReferralCode, isReferralCodeVerified, setReferralCode } from './referral-code';

export interface ReferralContextValue {
  /** The code this browser session arrived with, upper-cased; undefined on the server, during hydration, or when none. */
  code: string | undefined;
  /** True when the server confirmed `code` belongs to an account: only then may the site promise its benefit. */
  verified: boolean;
  /**
   * Keeps a code for the session (`verified` when the server confirmed it); answers the stored code, or undefined
   * when the text is not a plausible code.
   */
  apply: (raw: string, verified?: boolean) => string | undefined;
  /** Forgets the code (after it was used at sign-up). */
  clear: () => void;
}

const ReferralContext = createContext<ReferralContextValue | null>(null);

// sessionStorage has no change event within a tab, so this module tells its subscribers itself.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => listeners.forEach((listener) => listener());

const store: Pick<ReferralContextValue, 'apply' | 'clear'> = {
  apply(raw, verified) {
    const stored = setReferralCode(raw, verified);
    notify();
    return stored;
  },
  clear() {
    clearReferralCode();
    notify();
  },
};

/**
 * Holds the referral code for the session (docs/product.md: set from /ref/{code} or ?ref=, restored on later
 * pages, removed after successful use at sign-up). The server and the hydration render see no code, so the
 * prerendered HTML never depends on it.
 */
export function ReferralProvider({ children }: { children: ReactNode }) {
  const code = useSyncExternalStore(subscribe, getReferralCode, () => undefined);
  const verified = useSyncExternalStore(subscribe, isReferralCodeVerified, () => false);
  const value = useMemo(() => ({ code, verified, ...store }), [code, verified]);
  return <ReferralContext.Provider value={value}>{children}</ReferralContext.Provider>;
}

export function useReferral(): ReferralContextValue {
  const value = useContext(ReferralContext);
  if (!value) throw new Error('useReferral must be used within a ReferralProvider');
  return value;
}
