import { createHash } from 'node:crypto';
import type { AppConfig } from './env-schema';
import { META_SCRIPT_URL } from './third-party';
import { sessionHintScript } from './session-hint-script';

/**
 * The Content-Security-Policy header, built from the validated site configuration: the Supabase project the
 * build talks to, and only the third-party hosts whose IDs are configured. vercel.ts sends it on every response;
 * the build writes the same header into dist-server/vercel.json for `npm start`. No imports beyond types and
 * constants: it runs in Node (vercel.ts, the build) as well as in tests.
 */

export type PolicyConfig = Pick<AppConfig, 'supabaseUrl' | 'gaId' | 'metaPixelId' | 'reviewsWidgetSrc'>;

const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;

export type Directive = (typeof DIRECTIVES)[number];
type Sources = Partial<Record<Directive, readonly string[]>>;

/** What the site itself needs, whatever is configured. */
const SITE: Sources = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React renders style attributes (the rating stars' width, the sliders), so inline styles are allowed.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const origin = (url: string) => new URL(url).origin;

/** The CSP source that allows an inline script by its SHA-256. */
export const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The one inline script, the session hint in the head (lib/session-hint-script.ts), allowed by its hash; no other. */
const sessionHint = (supabaseUrl: string): Sources => ({
  'script-src': [scriptHashSource(sessionHintScript(supabaseUrl))],
});

/** The Supabase project: its REST/auth/functions origin and the websocket origin supabase-js opens for realtime. */
function supabase(supabaseUrl: string): Sources {
  const api = new URL(supabaseUrl);
  return { 'connect-src': [api.origin, `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`] };
}

/**
 * GA4 through gtag.js: the hosts Google's guide "Use a Content Security Policy" lists for Google Analytics 4
 * (developers.google.com/tag-platform/security/guides/csp).
 */
const GOOGLE_ANALYTICS: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** The Meta pixel: fbevents.js, and the events it sends to facebook.com (by fetch, or as an image beacon). */
const META_PIXEL: Sources = {
  'script-src': [origin(META_SCRIPT_URL)],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com', origin(META_SCRIPT_URL)],
};

/**
 * Review widget vendors whose scripts reach beyond their own origin, keyed by the script's host.
 *
 * Elfsight: its help center publishes no CSP list, so these are the vendor's own domains as its widgets use them.
 * The install code's platform script (elfsightcdn.com, formerly static.elfsight.com or apps.elfsight.com) loads each
 * widget's bundle, styles and fonts from subdomains of elfsightcdn.com and its data from *.elfsight.com (the boot
 * call to core.service.elfsight.com); a widget's share link, which some widgets open in a frame, is on *.elf.site
 * (Elfsight's help article "Installing Elfsight Widget in IFrame"). Its styles are also inline, which the site
 * allows anyway. Images are any https URL: reviewer photos come from the review sites' own image hosts.
 */
const REVIEW_WIDGET_VENDORS: { matches: (host: string) => boolean; sources: Sources }[] = [
  {
    matches: (host) => /(^|\.)elfsight\.com$|(^|\.)elfsightcdn\.com$/.test(host),
    sources: {
      'script-src': [
        'https://elfsightcdn.com',
        'https://*.elfsightcdn.com',
        'https://static.elfsight.com',
        'https://apps.elfsight.com',
      ],
      'style-src': ['https://*.elfsightcdn.com'],
      'img-src': ['https:'],
      'font-src': ['https://*.elfsightcdn.com'],
      'connect-src': ['https://*.elfsight.com', 'https://elfsightcdn.com', 'https://*.elfsightcdn.com'],
      'frame-src': ['https://*.elfsight.com', 'https://*.elf.site'],
    },
  },
];

/** The widget's own script origin, plus what its vendor documents (nothing more for an unknown vendor). */
function reviewWidget(src: string): Sources[] {
  const vendor = REVIEW_WIDGET_VENDORS.find((v) => v.matches(new URL(src).hostname));
  return [{ 'script-src': [origin(src)] }, vendor?.sources ?? {}];
}

/** The policy's directives and their sources, in a fixed order, each source once. */
export function policyDirectives(config: PolicyConfig): Record<Directive, string[]> {
  const parts: Sources[] = [
    SITE,
    sessionHint(config.supabaseUrl),
    supabase(config.supabaseUrl),
    config.gaId ? GOOGLE_ANALYTICS : {},
    config.metaPixelId ? META_PIXEL : {},
    ...(config.reviewsWidgetSrc ? reviewWidget(config.reviewsWidgetSrc) : []),
  ];
  return Object.fromEntries(
    DIRECTIVES.map((directive) => [directive, [...new Set(parts.flatMap((part) => part[directive] ?? []))]]),
  ) as Record<Directive, string[]>;
}

/** The Content-Security-Policy header value for this configuration. */
export function contentSecurityPolicy(config: PolicyConfig): string {
  return Object.entries(policyDirectives(config))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}
