/**
 * The Vercel project configuration (Vercel's "programmatic configuration", in place of a static vercel.json).
 * Vercel runs this file at the start of every deployment's build, with that deployment's environment variables,
 * and uses the exported `config` exactly as it would use vercel.json. It is code so that the Content-Security-Policy
 * can come from the same validated site configuration the build inlines: the configured Supabase project and only
 * the third-party hosts whose IDs are set. A production environment that fails validation fails the deployment
 * here, before anything is built.
 *
 * The build writes `vercelConfig(<the config it inlined>)` to dist-server/vercel.json, which `npm start` serves
 * (local/site), so the local host sends what Vercel sends for the same environment.
 */
import { loadEnv } from 'vite';
import { contentSecurityPolicy } from './src/lib/content-security-policy';
import { ENV_PREFIXES, parseEnv, type AppConfig } from './src/lib/env-schema';

export function vercelConfig(site: AppConfig) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    framework: null,
    cleanUrls: true,
    trailingSlash: false,
    redirects: [
      {
        source: '/:path(.*)',
        has: [{ type: 'host' as const, value: 'www\\.(?<host>.+)' }],
        destination: 'https://:host/:path',
        permanent: true,
      },
      { source: '/feedback', destination: '/testimonials', permanent: true },
      { source: '/scoop-and-tell', destination: '/blog', permanent: true },
      { source: '/waco-dog-poop-service', destination: '/services/dog-poop-pickup-waco', permanent: true },
      {
        source: '/faq/dog-poop-service-waco',
        destination: '/services/dog-poop-pickup-waco',
        permanent: true,
      },
    ],
    rewrites: [{ source: '/ref/:code', destination: '/ref' }],
    headers: [
      {
        source: '/(.*)',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy(site) },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
          },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
        ],
      },
      {
        source: '/assets/(.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // The content pages' data for client-side navigations (src/app/content-route.tsx): the pages are the
      // documents search engines should index, not these.
      { source: '/_page/(.*)', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
      // Which version of the owners' price list the pages show (scripts/price-list-manifest.ts): /admin reads it
      // after the owners save a list, so a copy is never used without asking the host whether it changed.
      {
        source: '/price-list.json',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'X-Robots-Tag', value: 'noindex' },
        ],
      },
    ],
  };
}

/** What Vercel loads: the configuration for this environment, read the way the build (vite.config.ts) reads it. */
export const config = vercelConfig(parseEnv(loadEnv('production', process.cwd(), ENV_PREFIXES)));
