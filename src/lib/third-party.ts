/**
 * Where the third-party scripts come from: read by the code that loads them and by the Content-Security-Policy
 * that allows them (content-security-policy.ts), so the two cannot drift apart. No imports: the build and
 * vercel.ts read this module outside the browser.
 */

/** Google's tag (GA4): gtag.js for a measurement ID. */
export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const gaScriptUrl = (measurementId: string) =>
  `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;

/** Meta's pixel script. */
export const META_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
