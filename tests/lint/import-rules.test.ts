import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Proves that the import rules of eslint.config.js fire, on the resolved file, whether an import is written
 * with the `@/` alias or as a relative path. Each probe is linted as if it lived at `filePath` (the file need
 * not exist; what it imports does), except the cycle, which needs two real files (tests/lint/fixtures/).
 */
const eslint = new ESLint();

async function importProblems(filePath: string, specifier: string) {
  const code = `import * as probe from '${specifier}';\n\nexport default probe;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('one-way imports (import-x/no-restricted-paths)', () => {
  it('reports a feature importing another feature, by relative path and by alias', async () => {
    const feature = 'src/features/quote/probe.ts';
    for (const specifier of [
      '../newsletter/newsletter-messages',
      '@/features/newsletter/newsletter-messages',
    ]) {
      expect(await importProblems(feature, specifier)).toEqual([
        expect.stringMatching(/no-restricted-paths: .*A feature must not import another feature/),
      ]);
    }
    // The same file may import its own feature and the shared layers.
    expect(await importProblems(feature, './quote-messages')).toEqual([]);
    expect(await importProblems(feature, '../../lib/config')).toEqual([]);
  });

  it('reports imports up the layers', async () => {
    expect(await importProblems('src/lib/probe.ts', '../features/quote/quote-messages')).toEqual([
      expect.stringMatching(/Shared layers .* must not import upward/),
    ]);
    expect(await importProblems('src/components/ui/probe.ts', '../../pages/home/HomePage')).toEqual([
      expect.stringMatching(/Shared layers .* must not import upward/),
    ]);
    expect(await importProblems('src/features/quote/probe.ts', '../../pages/home/HomePage')).toEqual([
      expect.stringMatching(/features must not import app or pages/),
    ]);
    expect(await importProblems('src/pages/home/probe.ts', '../../app/routes')).toEqual([
      expect.stringMatching(/pages must not import app/),
    ]);
    // Downward is the allowed direction.
    expect(await importProblems('src/pages/home/probe.ts', '../../features/quote/quote-messages')).toEqual(
      [],
    );
  });
});

describe('page scripts and entry files (import-x/no-restricted-paths)', () => {
  it('reports a layer importing src/enhance or an entry, and lets the entries import them', async () => {
    for (const filePath of ['src/features/newsletter/probe.ts', 'src/lib/probe.ts', 'src/app/probe.ts']) {
      expect(await importProblems(filePath, '@/enhance/menus')).toEqual([
        expect.stringMatching(/Only the entry files import src\/enhance/),
      ]);
      expect(await importProblems(filePath, '@/island-runtime')).toEqual([
        expect.stringMatching(/Only the entry files import src\/enhance and the entries/),
      ]);
    }
    expect(await importProblems('src/main.tsx', './enhance/menus')).toEqual([]);
  });

  it('reports src/enhance importing the app, pages or an entry but the island runtime', async () => {
    for (const specifier of ['../app/routes', '@/pages/home/HomePage', '../hydrate']) {
      expect(await importProblems('src/enhance/probe.ts', specifier)).toEqual([
        expect.stringMatching(/src\/enhance starts features without the app or pages/),
      ]);
    }
    expect(await importProblems('src/enhance/probe.ts', '../island-runtime')).toEqual([]);
    expect(await importProblems('src/enhance/probe.ts', '@/features/newsletter/exit-intent')).toEqual([]);
  });

  it('reports an entry importing a page or a feature rather than the app', async () => {
    expect(await importProblems('src/entry-server.tsx', './pages/home/HomePage')).toEqual([
      expect.stringMatching(/An entry file reaches pages and features through src\/app/),
    ]);
    expect(await importProblems('src/hydrate.tsx', '@/features/quote/quote-messages')).toEqual([
      expect.stringMatching(/An entry file reaches pages and features through src\/app/),
    ]);
    expect(await importProblems('src/hydrate.tsx', '@/app/routes')).toEqual([]);
  });
});

describe('server-only edge-function code stays out of the browser (import-x/no-restricted-paths)', () => {
  it('reports browser code importing a server module of supabase/functions/_shared, by any path', async () => {
    for (const [filePath, specifier] of [
      ['src/lib/probe.ts', '../../supabase/functions/_shared/deps.ts'],
      ['src/features/quote/probe.ts', '../../../supabase/functions/_shared/notification-delivery.ts'],
      ['supabase/functions/_shared/browser-safe/probe.ts', '../lead-store.ts'],
    ] as const)
      expect(await importProblems(filePath, specifier)).toEqual([
        expect.stringMatching(/Browser code imports only supabase\/functions\/_shared\/browser-safe/),
      ]);
    expect(await importProblems('src/lib/probe.ts', '@shared/pricing')).toEqual([]);
    expect(
      await importProblems('src/lib/probe.ts', '../../supabase/functions/_shared/browser-safe/schemas.ts'),
    ).toEqual([]);
    // The server imports both.
    expect(await importProblems('supabase/functions/_shared/probe.ts', './browser-safe/pricing.ts')).toEqual(
      [],
    );
  });
});

describe('test code stays out of production (import-x/no-restricted-paths)', () => {
  it('reports production code importing a test helper, and lets tests import it', async () => {
    for (const filePath of ['src/lib/probe.ts', 'local/api/probe.ts', 'scripts/probe.ts']) {
      expect(await importProblems(filePath, '@tests/support/test-config')).toEqual([
        expect.stringMatching(/Production code must not import test code/),
      ]);
    }
    expect(await importProblems('local/api/probe.ts', '../../tests/support/local-api')).toEqual([
      expect.stringMatching(/Production code must not import test code/),
    ]);
    expect(await importProblems('src/lib/probe.test.ts', '@tests/support/test-config')).toEqual([]);
    expect(await importProblems('local/api/probe.test.ts', '../../tests/support/local-api')).toEqual([]);
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  it('reports two modules that import each other', async () => {
    // The fixtures are excluded from the project's own lint run; linted here on purpose.
    const results = await new ESLint({ ignore: false }).lintFiles(['tests/lint/fixtures/cycle-a.ts']);
    expect(results[0]!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});

describe('file names (local/file-name-case)', () => {
  async function nameProblems(filePath: string) {
    const [result] = await eslint.lintText('export const probe = 1;\n', { filePath });
    return result!.messages.filter((m) => m.ruleId === 'local/file-name-case').map((m) => m.message);
  }

  it('takes kebab-case modules and PascalCase components, and reports anything else', async () => {
    for (const ok of [
      'src/features/admin/lead-card-actions.ts',
      'src/features/admin/LeadCard.tsx',
      'src/features/admin/reply-clock.test.ts',
      'src/lib/database.types.ts',
      'vite.config.ts',
    ])
      expect({ ok, problems: await nameProblems(ok) }).toEqual({ ok, problems: [] });
    for (const bad of [
      'src/features/admin/useNow.ts',
      'src/features/admin/LeadCard.ts',
      'src/lib/snake_case.ts',
    ])
      expect({ bad, problems: await nameProblems(bad) }).toEqual({
        bad,
        problems: [expect.stringMatching(/neither kebab-case nor a PascalCase \.tsx component/)],
      });
  });
});
