/**
 * The welcome code a visitor was shown (the exit offer), kept for the browser session so that the quote form can
 * take what it is worth off the estimate and send it with the quote. The server checks the code itself.
 */
import { WELCOME_CODE } from '@shared/pricing';

const WELCOME_STORAGE_KEY = 'welcome_code';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the code for this browser session (a storage the browser refuses keeps nothing, silently). */
export function holdWelcomeCode(): void {
  try {
    session()?.setItem(WELCOME_STORAGE_KEY, WELCOME_CODE);
  } catch {
    // Private modes may refuse storage: the visitor can still mention the code when booking.
  }
}

export function heldWelcomeCode(): string | undefined {
  return session()?.getItem(WELCOME_STORAGE_KEY) === WELCOME_CODE ? WELCOME_CODE : undefined;
}
