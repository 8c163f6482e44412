/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { ENV_PREFIXES, parseEnv } from './src/lib/env-schema';
import { chunkGroups } from './scripts/chunk-groups';
import { reactDomMarkers } from './scripts/react-dom-markers';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
  // Test code only (suites and their helpers); lint keeps production code from importing it.
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

// React Router 7's package exports name its development build for every condition (remix-run/react-router#12532,
// #14102): without these, a production bundle carries its development warnings (about 0.5 KiB gzip).
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionReactRouter = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Validated here, once: a bad value fails the dev server, the build and the tests, never a visitor's page.
  const appConfig = parseEnv(loadEnv(mode, process.cwd(), ENV_PREFIXES));
  // The key on its own: only the chunks that call the API carry it (src/lib/config.ts).
  const { supabaseAnonKey, ...pageConfig } = appConfig;
  const define = {
    __APP_CONFIG__: JSON.stringify(pageConfig),
    __SUPABASE_ANON_KEY__: JSON.stringify(supabaseAnonKey),
  };
  const chunks = chunkGroups({
    entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
    app: fileURLToPath(new URL('./src/hydrate.tsx', import.meta.url)),
    islands: fileURLToPath(new URL('./src/hydrate-islands.tsx', import.meta.url)),
    islandRegistry: fileURLToPath(new URL('./src/app/islands.ts', import.meta.url)),
  });
  return {
    define,
    plugins: [react(), tailwindcss(), chunks.plugin, reactDomMarkers()],
    resolve: {
      alias: [
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
        ...(command === 'build' ? productionReactRouter : []),
      ],
    },
    build: {
      target: 'es2022',
      // Every browser the site supports has modulepreload. The preload helper stays: it fetches a lazy chunk's
      // dependencies in parallel, so a form whose code was fetched before the visitor went offline still works.
      modulePreload: { polyfill: false },
      // One stylesheet, linked by index.html and inlined by the prerender. Split CSS made every lazy chunk list
      // it as a dependency, so it was appended again after hydration and the whole page was restyled.
      cssCodeSplit: false,
      // The prerender (SSR build) keeps Rolldown's own splitting: it loads everything from disk at once.
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunks.groups } } },
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
            setupFiles: ['tests/support/web-setup.ts'],
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
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
