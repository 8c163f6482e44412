// zod/mini: the same validation as zod at a fraction of the bytes, since every page loads this module.
import * as z from 'zod/mini';

/**
 * The one place that reads import.meta.env. Everything else imports `config`.
 * Empty strings count as unset so that `.env` files can list every key.
 */

// The Supabase CLI's standard local values: the same .env works against `supabase start`.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

// The site's CSP forbids eval; without this, zod probes `new Function` once and the browser reports a violation.
z.config({ jitless: true });

const optional = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
);

const optionalUrl = z.pipe(optional, z.optional(z.url()));

const url = (fallback: string) =>
  z.pipe(
    optionalUrl,
    z.transform((v) => (v ?? fallback).replace(/\/+$/, '')),
  );

const schema = z.object({
  VITE_SUPABASE_URL: url(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: z.pipe(
    optional,
    z.transform((v) => v ?? LOCAL_ANON_KEY),
  ),
  VITE_SITE_URL: url('https://brazos-scoop.example'),
  VITE_BOOKING_URL: url('https://hub.brazos-scoop.example/work_request/new'),
  VITE_CLIENT_HUB_URL: url('https://hub.brazos-scoop.example/login'),
  VITE_GA_ID: optional,
  VITE_META_PIXEL_ID: optional,
  VITE_REVIEWS_WIDGET_SRC: optionalUrl,
  VITE_REVIEWS_WIDGET_CLASS: optional,
});

const env = schema.parse(import.meta.env);

export const config = {
  supabaseUrl: env.VITE_SUPABASE_URL,
  supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY,
  siteUrl: env.VITE_SITE_URL,
  bookingUrl: env.VITE_BOOKING_URL,
  clientHubUrl: env.VITE_CLIENT_HUB_URL,
  gaId: env.VITE_GA_ID,
  metaPixelId: env.VITE_META_PIXEL_ID,
  reviewsWidgetSrc: env.VITE_REVIEWS_WIDGET_SRC,
  reviewsWidgetClass: env.VITE_REVIEWS_WIDGET_CLASS,
} as const;

export type Config = typeof config;
