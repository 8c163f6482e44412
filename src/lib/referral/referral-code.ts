/**
 * The referral code a visitor arrived with (/ref/{code} or the home page's ?ref=), kept for the browser
 * session and read back by the sign-up flow, which clears it after it was used. Beside it, the code the server
 * confirmed (referral-code-check): only that one may be announced with its $25.
 */

import { REFERRAL_CODE_PATTERN } from '@shared/lead-rules';

export const REFERRAL_STORAGE_KEY = 'referral_code';
export const REFERRAL_VERIFIED_KEY = 'referral_code_verified';

/** The code upper-cased, or undefined when it is not a plausible code (so junk is never stored or announced). */
export function normalizeReferralCode(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const code = decoded.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getReferralCode(): string | undefined {
  return normalizeReferralCode(session()?.getItem(REFERRAL_STORAGE_KEY));
}

/** True when the held code is one the server confirmed. */
export function isReferralCodeVerified(): boolean {
  const code = getReferralCode();
  return code !== undefined && normalizeReferralCode(session()?.getItem(REFERRAL_VERIFIED_KEY)) === code;
}

/**
 * Keeps the code; `verified` when the server confirmed it. A code kept unchecked (the lookup got no answer) keeps an
 * earlier confirmation of the same code, and drops that of another.
 */
export function setReferralCode(raw: string, verified = false): string | undefined {
  const code = normalizeReferralCode(raw);
  if (!code) return undefined;
  try {
    const storage = session();
    storage?.setItem(REFERRAL_STORAGE_KEY, code);
    if (verified) storage?.setItem(REFERRAL_VERIFIED_KEY, code);
    else if (normalizeReferralCode(storage?.getItem(REFERRAL_VERIFIED_KEY)) !== code)
      storage?.removeItem(REFERRAL_VERIFIED_KEY);
  } catch {
    // Storage full or blocked: the code still applies to this page view.
  }
  return code;
}

export function clearReferralCode(): void {
  session()?.removeItem(REFERRAL_STORAGE_KEY);
  session()?.removeItem(REFERRAL_VERIFIED_KEY);
}

/** The code a location carries: the /ref/{code} path, or ?ref= on the home page. */
export function referralCodeFromLocation(pathname: string, search: string): string | undefined {
  const fromPath = /^\/ref\/([^/]+)\/?$/.exec(pathname);
  if (fromPath) return normalizeReferralCode(fromPath[1]);
  if (pathname === '/' || pathname === '')
    return normalizeReferralCode(new URLSearchParams(search).get('ref'));
  return undefined;
}
