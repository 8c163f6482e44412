/**
 * When a newsletter lead that the browser kept was signed up. A lead that did not get through (offline, a server
 * fault), or one an older version of the site left in the browser, reaches the server later, sometimes months later;
 * the row must carry the day the visitor signed up (`subscribed_at`), not the day of the resend.
 *
 * The date comes from the browser, so the server believes it only within what is possible: no later than now (a
 * clock a little ahead, or a made-up date, cannot date a row in the future) and no earlier than EARLIEST_SIGNUP_MS,
 * well before the first lead the site ever took (a clock reset to 1970, or a date made up to bury a row). A date
 * outside that range, one that is not a date, or none at all is dropped, not refused, and the row gets the time it
 * arrives: a lead is never lost over its date.
 */
export const EARLIEST_SIGNUP_MS = Date.UTC(2020, 0, 1);

/** The kept date as an ISO 8601 instant when it is one the server believes, else undefined. */
export function believedSignupDate(value: unknown, now = Date.now()): string | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms < EARLIEST_SIGNUP_MS || ms > now) return undefined;
  return new Date(ms).toISOString();
}
