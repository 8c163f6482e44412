import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearReferralCode, getReferralCode, setReferralCode } from './referral-code';

export interface ReferralContextValue {
  /** The code this browser session arrived with, upper-cased; undefined until read after mount, or when none. */
  code: string | undefined;
  /** Keeps a code for the session; answers the stored code, or undefined when the text is not a plausible code. */
  apply: (raw: string) => string | undefined;
  /** Forgets the code (after it was used at sign-up). */
  clear: () => void;
}

const ReferralContext = createContext<ReferralContextValue | null>(null);

/**
 * Holds the referral code for the session (spec: set from /ref/{code} or ?ref=, restored on later pages, removed
 * after successful use at sign-up). The stored code is read after mount only, so the prerendered HTML never
 * depends on it.
 */
export function ReferralProvider({ children }: { children: ReactNode }) {
  const [code, setCode] = useState<string | undefined>(undefined);

  useEffect(() => {
    setCode(getReferralCode());
  }, []);

  const apply = useCallback((raw: string) => {
    const stored = setReferralCode(raw);
    if (stored) setCode(stored);
    return stored;
  }, []);

  const clear = useCallback(() => {
    clearReferralCode();
    setCode(undefined);
  }, []);

  const value = useMemo(() => ({ code, apply, clear }), [code, apply, clear]);
  return <ReferralContext.Provider value={value}>{children}</ReferralContext.Provider>;
}

export function useReferral(): ReferralContextValue {
  const value = useContext(ReferralContext);
  if (!value) throw new Error('useReferral must be used within a ReferralProvider');
  return value;
}
