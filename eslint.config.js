import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Test code: unit tests beside their modules, and everything under tests/ (suites, fixtures, support). */
const TEST_FILES = ['**/*.test.{ts,tsx}', 'tests/**'];

/** The files a bundle or the prerender starts from. */
const ISLAND_RUNTIME = './src/island-runtime.tsx';
const ENTRY_FILES = ['./src/main.tsx', './src/hydrate.tsx', ISLAND_RUNTIME, './src/entry-server.tsx'];

/**
 * One-way imports, checked on the resolved file, so `@/` aliases and relative paths alike:
 * entries -> app -> pages -> features -> components | lib | content, and entries -> enhance -> features (and the
 * island runtime); a feature imports no other feature; browser code imports no server-only edge-function module.
 */
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature; compose them in a page.',
  })),
  { target: './src/pages', from: './src/app', message: 'pages must not import app.' },
  {
    target: './src/features',
    from: ['./src/app', './src/pages'],
    message: 'features must not import app or pages.',
  },
  {
    target: ['./src/components', './src/lib', './src/content'],
    from: ['./src/app', './src/pages', './src/features'],
    message: 'Shared layers (components, lib, content) must not import upward.',
  },
];

/** Production code only: a test may drive a page script or an entry, or check a server module against the browser's. */
const entryZones = [
  // The page scripts (src/enhance) sit above the features they start, beside the app: only an entry imports them.
  {
    target: ['./src/app', './src/pages', './src/features', './src/components', './src/lib', './src/content'],
    from: ['./src/enhance', ...ENTRY_FILES],
    message: 'Only the entry files import src/enhance and the entries; a layer below never does.',
  },
  {
    target: './src/enhance',
    from: ['./src/app', './src/pages', ...ENTRY_FILES.filter((file) => file !== ISLAND_RUNTIME)],
    message: 'src/enhance starts features without the app or pages; it loads only the island runtime.',
  },
  {
    target: ENTRY_FILES,
    from: ['./src/pages', './src/features'],
    message: 'An entry file reaches pages and features through src/app.',
  },
  // The edge functions' modules the browser also runs are browser-safe/; the rest holds secrets and service keys.
  {
    target: ['./src', './supabase/functions/_shared/browser-safe'],
    from: './supabase/functions/_shared',
    except: ['./browser-safe'],
    message: 'Browser code imports only supabase/functions/_shared/browser-safe: the rest is server-only.',
  },
];

/** Test helpers live under tests/ only; production code (src, local, supabase, scripts, config) never reaches them. */
const testSupportZone = {
  target: './',
  from: './tests',
  message: 'Production code must not import test code (tests/ holds the suites and their helpers).',
};

/**
 * File names say what they hold in one spelling: kebab-case modules (`lead-card-actions.ts`), PascalCase for a file
 * whose main export is a React component (`LeadCard.tsx`). Checked here rather than by another plugin: a dozen lines.
 */
const fileNames = {
  rules: {
    'file-name-case': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { bad: "'{{name}}' is neither kebab-case nor a PascalCase .tsx component." },
      },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop();
        const stem = name.replace(/(\.(test|spec|types|d|config))?\.(ts|tsx)$/, '');
        const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem);
        const component = name.endsWith('.tsx') && /^[A-Z][A-Za-z0-9]*$/.test(stem);
        return {
          Program(node) {
            if (!kebab && !component) context.report({ node, messageId: 'bad', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      '.local-data',
      'src/lib/database.types.ts',
      // Deliberately broken code that tests/lint/import-rules.test.ts lints to prove the rules fire.
      'tests/lint/fixtures',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX, local: fileNames },
    settings: {
      // Parse .ts/.tsx dependencies too (the cycle check reads them), and resolve as TypeScript does (tsconfig
      // paths, .ts extensions), so the import rules see the real file behind an alias or a relative path.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/file-name-case': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...entryZones, testSupportZone] }],
      // The barrel imports every icon a build uses, so a module that imported it would pull them all into its
      // chunk: one icon, one module.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message:
                "Import each icon from 'lucide-react/icons/<name>': the barrel brings every icon into the chunk.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**/*.ts', 'tests/support/e2e-*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
