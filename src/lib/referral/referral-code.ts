/**
 * The referral code a visitor arrived with (/ref/{code} or the home page's ?ref=), kept for the browser
 * session and read back by the sign-up flow, which clears it after it was used.
 */

export const REFERRAL_STORAGE_KEY = 'referral_code';

// Profile codes are upper-case letters and digits; hyphens and underscores are allowed for hand-made codes.
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;

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
  return CODE_PATTERN.test(code) ? code : undefined;
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

export function setReferralCode(raw: string): string | undefined {
  const code = normalizeReferralCode(raw);
  if (!code) return undefined;
  try {
    session()?.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // Storage full or blocked: the code still applies to this page view.
  }
  return code;
}

export function clearReferralCode(): void {
  session()?.removeItem(REFERRAL_STORAGE_KEY);
}

/** The code a location carries: the /ref/{code} path, or ?ref= on the home page. */
export function referralCodeFromLocation(pathname: string, search: string): string | undefined {
  const fromPath = /^\/ref\/([^/]+)\/?$/.exec(pathname);
  if (fromPath) return normalizeReferralCode(fromPath[1]);
  if (pathname === '/' || pathname === '')
    return normalizeReferralCode(new URLSearchParams(search).get('ref'));
  return undefined;
}
