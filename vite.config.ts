/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type ConfigEnv, type UserConfig } from 'vite';
import {
  keepForServerBuild,
  listOfClientBuild,
  readBuildPriceList,
  type BuildPriceList,
} from './scripts/build-price-list.ts';
import { ENV_PREFIXES, parseEnv, productionBuild, type AppConfig } from './src/lib/env-schema.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared/browser-safe', import.meta.url)),
  // Test code only (suites and their helpers); lint keeps production code from importing it.
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

/**
 * The owners' price list the pages show (src/content/active-price-list.ts): the browser's build reads it, the server
 * entry's build takes what that build read, the dev server reads it when it starts. Tests set their own (vitest's
 * setup files), and a preview serves a build that already has one.
 */
async function priceListFor(
  env: ConfigEnv,
  appConfig: AppConfig,
  vercel: string | undefined,
): Promise<BuildPriceList | undefined> {
  if (process.env.VITEST || env.isPreview) return undefined;
  if (env.isSsrBuild) return listOfClientBuild();
  const read = await readBuildPriceList({
    supabaseUrl: appConfig.supabaseUrl,
    supabaseAnonKey: appConfig.supabaseAnonKey,
    production: productionBuild(appConfig.siteUrl, vercel),
  });
  if (env.command === 'build') await keepForServerBuild(read);
  return read;
}

export default defineConfig(async (env): Promise<UserConfig> => {
  // Validated here, once: a bad value fails the dev server, the build and the tests, never a visitor's page.
  const rawEnv = loadEnv(env.mode, process.cwd(), ENV_PREFIXES);
  const appConfig = parseEnv(rawEnv);
  // The key on its own: only the chunks that call the API carry it (src/lib/config.ts).
  const { supabaseAnonKey, ...pageConfig } = appConfig;
  const prices = await priceListFor(env, appConfig, rawEnv.VERCEL);
  const define = {
    __APP_CONFIG__: JSON.stringify(pageConfig),
    __SUPABASE_ANON_KEY__: JSON.stringify(supabaseAnonKey),
    ...(prices && {
      __PRICE_LIST__: JSON.stringify(prices.list),
      __PRICE_LIST_SOURCE__: JSON.stringify(prices.source),
    }),
  };
  return {
    define,
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    },
    build: {
      target: 'es2022',
      // Every browser the site supports has modulepreload. The preload helper stays: it fetches a lazy chunk's
      // dependencies in parallel, so a form whose code was fetched before the visitor went offline still works.
      modulePreload: { polyfill: false },
      // One stylesheet, linked by index.html and inlined by the prerender. Split CSS made every lazy chunk list
      // it as a dependency, so it was appended again after hydration and the whole page was restyled.
      cssCodeSplit: false,
    },
    server: { port: 5173, strictPort: false },
    test: {
      // One worker per core. Vitest's default leaves a core to its main process, which on a 2-core machine means one
      // worker: measured here, 470 s with one, 343 s with two.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/support/price-list-setup.ts', 'tests/support/web-setup.ts'],
            // Some render prerendered pages or call the real local API: seconds each on a busy machine.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'local/**/*.test.ts',
              'supabase/**/*.test.ts',
              'tests/db/**/*.test.ts',
              'scripts/**/*.test.ts',
              'tests/lint/**/*.test.ts',
              'tests/deploy/**/*.test.ts',
            ],
            setupFiles: ['tests/support/price-list-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
