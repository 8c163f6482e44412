import { z } from 'zod';
import { unverifiedJwtClaims } from '../../supabase/functions/_shared/browser-safe/jwt-claims.ts';

/**
 * The site's public configuration, validated with zod when Vite starts (dev server, build, tests), so a
 * bad value fails the build instead of a visitor's page, and the browser bundle carries only the result.
 * Empty strings count as unset so that `.env` files can list every key.
 *
 * A production build fails closed: one with a site URL of its own (or any build on Vercel, which sets VERCEL=1)
 * must name the hosted Supabase project and its anon key, and may not fall back to the local API or its demo key.
 */

// The Supabase CLI's standard local values: the same .env works against `supabase start`.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** The placeholder site URL of a local build; any other value makes the build a production build. */
export const DEFAULT_SITE_URL = 'https://brazos-scoop.example';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const optionalUrl = optional.pipe(z.url().optional());

/** A base URL, without trailing slashes (paths are appended to it). */
const baseUrl = optionalUrl.transform((v) => v?.replace(/\/+$/, ''));

const url = (fallback: string) => baseUrl.transform((v) => v ?? fallback);

/**
 * Whether `href` points at this machine: a production site calling it would reach each visitor's own computer. The
 * decision is on the address as parsed (URL parsing already turns `127.1`, `0x7f.0.0.1` and `2130706433` into
 * `127.0.0.1`, and writes IPv6 in one form), so no other spelling of a loopback address gets through.
 */
export function isLoopback(href: string): boolean {
  const host = new URL(href).hostname.replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[')) return isLocalIpv6(host.slice(1, -1));
  return isLocalIpv4(host);
}

/** 127.0.0.0/8 (loopback) and 0.0.0.0/8 ("this host", which a browser connects to as the local machine). */
const isLocalIpv4 = (host: string) => /^(127|0)(\.\d{1,3}){3}$/.test(host);

/** `::1`, `::`, and an IPv4 loopback address mapped (`::ffff:127.0.0.1`) or embedded (`::127.0.0.1`) in IPv6. */
function isLocalIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  if (!groups || groups.slice(0, 5).some((group) => group !== 0)) return false;
  if (groups[5] !== 0 && groups[5] !== 0xffff) return false;
  const firstOctet = groups[6]! >> 8;
  return firstOctet === 127 || firstOctet === 0;
}

/** The eight 16-bit groups of an IPv6 address as URL parsing writes it (hex groups, `::` for zeros). */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const groups =
    halves.length === 2 ? [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined;
}

const PUBLISHABLE_KEY = /^sb_publishable_[A-Za-z0-9_-]+$/;
const FULL_ACCESS = 'it would give every visitor full database access';
const USE_INSTEAD = "use the project's anon or publishable key (sb_publishable_...)";

/**
 * Why `key` may not be the browser's key, or undefined when it may: every visitor gets it, so only a publishable key
 * or a JWT whose role is `anon` (both limited by row-level security) can ship. A secret or service-role key bypasses
 * row-level security.
 */
export function anonKeyProblem(key: string): string | undefined {
  if (PUBLISHABLE_KEY.test(key)) return undefined;
  if (key.startsWith('sb_secret_')) return `is a secret key (sb_secret_...): ${FULL_ACCESS}; ${USE_INSTEAD}`;
  const claims = unverifiedJwtClaims(key);
  if (!claims) return `is neither a publishable key (sb_publishable_...) nor a JWT; ${USE_INSTEAD}`;
  if (claims.role === 'anon') return undefined;
  if (claims.role === 'service_role') return `is a service-role key: ${FULL_ACCESS}; ${USE_INSTEAD}`;
  return `is a JWT for the role ${JSON.stringify(claims.role ?? null)}, not anon: only the anon key may be given to every visitor; ${USE_INSTEAD}`;
}

/**
 * What makes a build a production build, in words for its error messages ("a build on Vercel"), or undefined for a
 * local build: one for any site URL but the placeholder, and every build on Vercel (which sets VERCEL=1).
 */
export function productionBuild(siteUrl: string, vercel: string | undefined): string | undefined {
  if (vercel === '1') return 'a build on Vercel';
  return siteUrl === DEFAULT_SITE_URL ? undefined : `a production build (VITE_SITE_URL is ${siteUrl})`;
}

const envSchema = z
  .object({
    VITE_SUPABASE_URL: baseUrl,
    VITE_SUPABASE_ANON_KEY: optional,
    VITE_SITE_URL: url(DEFAULT_SITE_URL),
    VITE_BOOKING_URL: url('https://hub.brazos-scoop.example/work_request/new'),
    VITE_CLIENT_HUB_URL: url('https://hub.brazos-scoop.example/login'),
    VITE_GA_ID: optional,
    VITE_META_PIXEL_ID: optional,
    VITE_REVIEWS_WIDGET_SRC: optionalUrl,
    VITE_REVIEWS_WIDGET_CLASS: optional,
    /** Set to 1 by Vercel in every build it runs (production and preview deployments alike). */
    VERCEL: optional,
  })
  .superRefine((env, ctx) => {
    const problem = (variable: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message });
    // Whatever the build, the key is inlined in its bundle: a key that bypasses row-level security never is.
    const keyProblem = env.VITE_SUPABASE_ANON_KEY && anonKeyProblem(env.VITE_SUPABASE_ANON_KEY);
    if (keyProblem) problem('VITE_SUPABASE_ANON_KEY', keyProblem);

    const why = productionBuild(env.VITE_SITE_URL, env.VERCEL);
    if (!why) return; // a local build: the local API is the backend

    const supabaseUrl = env.VITE_SUPABASE_URL;
    if (!supabaseUrl) {
      problem(
        'VITE_SUPABASE_URL',
        `required in ${why}: set your Supabase project's API URL (https://<project-ref>.supabase.co)`,
      );
    } else if (isLoopback(supabaseUrl)) {
      problem('VITE_SUPABASE_URL', `${supabaseUrl} is this machine's local API, not allowed in ${why}`);
    } else if (new URL(supabaseUrl).protocol !== 'https:') {
      problem('VITE_SUPABASE_URL', `must be an https URL in ${why}`);
    }

    if (!env.VITE_SUPABASE_ANON_KEY) {
      problem('VITE_SUPABASE_ANON_KEY', `required in ${why}: set your Supabase project's anon (public) key`);
    } else if (env.VITE_SUPABASE_ANON_KEY === LOCAL_ANON_KEY) {
      problem('VITE_SUPABASE_ANON_KEY', `is the local demo key, not allowed in ${why}`);
    }
  })
  .transform((env) => ({
    supabaseUrl: env.VITE_SUPABASE_URL ?? LOCAL_SUPABASE_URL,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    siteUrl: env.VITE_SITE_URL,
    bookingUrl: env.VITE_BOOKING_URL,
    clientHubUrl: env.VITE_CLIENT_HUB_URL,
    gaId: env.VITE_GA_ID,
    metaPixelId: env.VITE_META_PIXEL_ID,
    reviewsWidgetSrc: env.VITE_REVIEWS_WIDGET_SRC,
    reviewsWidgetClass: env.VITE_REVIEWS_WIDGET_CLASS,
  }));

export type AppConfig = z.output<typeof envSchema>;

/** The environment variables the schema reads: Vite's `VITE_*` and Vercel's build marker. */
export const ENV_PREFIXES = ['VITE_', 'VERCEL'];

/** Parses the environment; throws a readable error naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid site configuration (.env / environment):\n${problems}`);
  }
  return result.data;
}
