import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyDirectives, type Directive } from './content-security-policy';
import { createHash } from 'node:crypto';
import { sessionHintScript } from './session-hint-script';
import { parseEnv } from './env-schema';
import { gaScriptUrl, META_SCRIPT_URL } from './third-party';

const PRODUCTION = {
  VITE_SITE_URL: 'https://scoop.example',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_project-key',
};
const ELFSIGHT_SRC = 'https://elfsightcdn.com/platform.js';

/** The head's session hint, allowed by its hash (for the default local project). */
const HINT = (supabaseUrl = 'http://127.0.0.1:54321') =>
  `'sha256-${createHash('sha256').update(sessionHintScript(supabaseUrl)).digest('base64')}'`;

const directives = (env: Record<string, string>) => policyDirectives(parseEnv(env));

/** Whether a CSP source list lets `url` load (scheme sources, exact origins and `*.` host wildcards). */
function allows(sources: readonly string[], url: string): boolean {
  const target = new URL(url);
  return sources.some((source) => {
    if (source === target.protocol) return true;
    const match = /^([a-z]+:)\/\/(\*\.)?([^/:]+)(:\d+)?$/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host, port = ''] = match;
    const hostMatches = wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
    return scheme === target.protocol && hostMatches && (port === '' || port === `:${target.port}`);
  });
}

const thirdPartyHost = /google|facebook|elfsight|127\.0\.0\.1|\*\.supabase\.co/;

describe('Content-Security-Policy', () => {
  it('allows the local API and no third party in the default local build', () => {
    expect(contentSecurityPolicy(parseEnv({}))).toBe(
      `default-src 'self'; script-src 'self' ${HINT()}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
        "font-src 'self'; connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321; frame-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('names only the configured Supabase project in production, over https and wss', () => {
    const policy = directives(PRODUCTION);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'wss://abcdefgh.supabase.co',
    ]);
    expect(contentSecurityPolicy(parseEnv(PRODUCTION))).not.toMatch(thirdPartyHost);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
  });

  it('allows the Google tag and its collection hosts only with a GA ID', () => {
    const policy = directives({ ...PRODUCTION, VITE_GA_ID: 'G-TEST123' });
    expect(allows(policy['script-src'], gaScriptUrl('G-TEST123'))).toBe(true);
    expect(allows(policy['connect-src'], 'https://region1.google-analytics.com/g/collect')).toBe(true);
    expect(allows(policy['img-src'], 'https://www.google-analytics.com/g/collect')).toBe(true);
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/facebook|elfsight/);
  });

  it('allows the Meta pixel only with a pixel ID', () => {
    const policy = directives({ ...PRODUCTION, VITE_META_PIXEL_ID: '1234567890' });
    expect(allows(policy['script-src'], META_SCRIPT_URL)).toBe(true);
    expect(allows(policy['connect-src'], 'https://www.facebook.com/tr/')).toBe(true);
    expect(allows(policy['img-src'], 'https://www.facebook.com/tr?id=1234567890&ev=PageView')).toBe(true);
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/google|elfsight/);
  });

  it("allows the review widget's script origin and its vendor's hosts only with a widget", () => {
    const policy = directives({ ...PRODUCTION, VITE_REVIEWS_WIDGET_SRC: ELFSIGHT_SRC });
    expect(allows(policy['script-src'], ELFSIGHT_SRC)).toBe(true);
    expect(allows(policy['script-src'], 'https://static.elfsight.com/platform/platform.js')).toBe(true);
    expect(allows(policy['script-src'], 'https://apps.elfsight.com/p/platform.js')).toBe(true);
    // What the platform script loads for a widget: its bundle, styles and fonts, its data, its share link's frame.
    const bundle =
      'https://universe-static.elfsightcdn.com/apps/google-reviews/stable/widget/googleReviews.js';
    expect(allows(policy['script-src'], bundle)).toBe(true);
    expect(
      allows(policy['style-src'], 'https://universe-static.elfsightcdn.com/apps/google-reviews.css'),
    ).toBe(true);
    expect(allows(policy['font-src'], 'https://universe-static.elfsightcdn.com/fonts/inter.woff2')).toBe(
      true,
    );
    expect(allows(policy['connect-src'], 'https://core.service.elfsight.com/p/boot/')).toBe(true);
    expect(allows(policy['connect-src'], 'https://universe-static.elfsightcdn.com/apps/locale.json')).toBe(
      true,
    );
    expect(allows(policy['frame-src'], 'https://apps.elfsight.com/widget')).toBe(true);
    expect(allows(policy['frame-src'], 'https://442ee0d83cf24f0e8c11412acc591fc7.elf.site')).toBe(true);
    // Still nothing of another vendor's, and no lookalike host.
    expect(allows(policy['script-src'], 'https://elfsightcdn.com.evil.example/x.js')).toBe(false);
    expect(allows(policy['connect-src'], 'https://evil-elfsight.com/')).toBe(false);
    // Reviewer photos come from the review sites' own image hosts.
    expect(allows(policy['img-src'], 'https://lh3.googleusercontent.com/a/photo')).toBe(true);
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/googletagmanager|facebook/);

    // A vendor without a known list gets its script's origin and nothing else.
    const other = directives({ ...PRODUCTION, VITE_REVIEWS_WIDGET_SRC: 'https://widgets.example.net/r.js' });
    expect(other).toEqual({
      ...directives(PRODUCTION),
      'script-src': ["'self'", HINT(PRODUCTION.VITE_SUPABASE_URL), 'https://widgets.example.net'],
    });
  });

  it('combines every configured vendor, each directive once and each source once', () => {
    const policy = contentSecurityPolicy(
      parseEnv({
        ...PRODUCTION,
        VITE_GA_ID: 'G-TEST123',
        VITE_META_PIXEL_ID: '1234567890',
        VITE_REVIEWS_WIDGET_SRC: ELFSIGHT_SRC,
      }),
    );
    expect(policy).toBe(
      "default-src 'self'; " +
        `script-src 'self' ${HINT(PRODUCTION.VITE_SUPABASE_URL)} https://*.googletagmanager.com https://connect.facebook.net https://elfsightcdn.com https://*.elfsightcdn.com https://static.elfsight.com https://apps.elfsight.com; ` +
        "style-src 'self' 'unsafe-inline' https://*.elfsightcdn.com; " +
        "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com https://www.facebook.com https:; " +
        "font-src 'self' https://*.elfsightcdn.com; " +
        "connect-src 'self' https://abcdefgh.supabase.co wss://abcdefgh.supabase.co https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.facebook.com https://connect.facebook.net https://*.elfsight.com https://elfsightcdn.com https://*.elfsightcdn.com; " +
        "frame-src 'self' https://*.elfsight.com https://*.elf.site; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    const names = policy.split('; ').map((d) => d.split(' ')[0] as Directive);
    expect(new Set(names).size).toBe(names.length);
  });
});
