import { z } from 'zod';

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

/** Hosts that mean "this machine": a production site calling one would reach each visitor's own computer. */
const isLoopback = (href: string) => {
  const host = new URL(href).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
};

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
    const onVercel = env.VERCEL === '1';
    if (!onVercel && env.VITE_SITE_URL === DEFAULT_SITE_URL) return; // a local build: the local API is the backend
    const why = onVercel ? 'a build on Vercel' : `a production build (VITE_SITE_URL is ${env.VITE_SITE_URL})`;
    const problem = (variable: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message });

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
