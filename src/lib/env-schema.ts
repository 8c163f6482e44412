import { z } from 'zod';

/**
 * The site's public configuration, validated with zod when Vite starts (dev server, build, tests), so a
 * bad value fails the build instead of a visitor's page, and the browser bundle carries only the result.
 * Empty strings count as unset so that `.env` files can list every key.
 */

// The Supabase CLI's standard local values: the same .env works against `supabase start`.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const optionalUrl = optional.pipe(z.url().optional());

const url = (fallback: string) => optionalUrl.transform((v) => (v ?? fallback).replace(/\/+$/, ''));

const envSchema = z
  .object({
    VITE_SUPABASE_URL: url(LOCAL_SUPABASE_URL),
    VITE_SUPABASE_ANON_KEY: optional.transform((v) => v ?? LOCAL_ANON_KEY),
    VITE_SITE_URL: url('https://brazos-scoop.example'),
    VITE_BOOKING_URL: url('https://hub.brazos-scoop.example/work_request/new'),
    VITE_CLIENT_HUB_URL: url('https://hub.brazos-scoop.example/login'),
    VITE_GA_ID: optional,
    VITE_META_PIXEL_ID: optional,
    VITE_REVIEWS_WIDGET_SRC: optionalUrl,
    VITE_REVIEWS_WIDGET_CLASS: optional,
  })
  .transform((env) => ({
    supabaseUrl: env.VITE_SUPABASE_URL,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY,
    siteUrl: env.VITE_SITE_URL,
    bookingUrl: env.VITE_BOOKING_URL,
    clientHubUrl: env.VITE_CLIENT_HUB_URL,
    gaId: env.VITE_GA_ID,
    metaPixelId: env.VITE_META_PIXEL_ID,
    reviewsWidgetSrc: env.VITE_REVIEWS_WIDGET_SRC,
    reviewsWidgetClass: env.VITE_REVIEWS_WIDGET_CLASS,
  }));

export type AppConfig = z.output<typeof envSchema>;

/** Parses the VITE_* environment; throws a readable error naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid site configuration (.env / environment):\n${problems}`);
  }
  return result.data;
}
