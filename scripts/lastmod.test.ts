import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFiles, gitDates, historyProblem, importSpecifiers, reachableFiles } from './lastmod';

describe('the files that make a page', () => {
  it('reads static, re-exported and dynamic value imports, not type-only ones', () => {
    const source = `import a from './a';\nimport type { B } from '@/b';\nimport { type C, d } from '@/cd';\nexport { c } from "../c";\nconst d = () => import('./d');\nimport './e.css';`;
    expect(importSpecifiers(source).sort()).toEqual(['../c', './a', './d', './e.css', '@/cd']);
  });

  it("follows a town page's imports into the content it shows, and leaves behaviour out", () => {
    const files = contentFiles(['src/pages/areas/AreaPage.tsx', 'src/pages/areas/area-page-props.ts']);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/pages/areas/AreaPage.tsx',
        'src/content/towns.ts',
        'src/content/business.ts',
      ]),
    );
    expect(files.some((f) => f.startsWith('src/lib/') || f.startsWith('src/components/'))).toBe(false);
    // A full walk would reach them; the content walk does not go through behaviour modules at all.
    expect(reachableFiles(['src/pages/areas/AreaPage.tsx'])).toContain('src/lib/config.ts');
    expect(files).not.toContain('src/content/types.ts');
  });

  it('does not date a privacy page by the towns data the site-wide JSON-LD reads', () => {
    const files = contentFiles(['src/pages/legal/PrivacyPage.tsx']);
    expect(files).toContain('src/content/privacy.ts');
    expect(files).not.toContain('src/content/towns.ts');
  });

  it('keeps a service page to its own content file, not every other service', () => {
    const files = contentFiles([
      'src/pages/services/ServicePage.tsx',
      'src/content/services/weekly-scooping-waco.ts',
    ]);
    expect(files).toContain('src/content/services/weekly-scooping-waco.ts');
    expect(files).not.toContain('src/content/services/one-time-cleanup-waco.ts');
  });
});

describe('dates from git', () => {
  let repo: string | undefined;
  afterEach(() => {
    if (repo) rmSync(repo, { recursive: true, force: true });
  });

  it('are the newest last-commit date of the files, today for uncommitted changes', () => {
    repo = mkdtempSync(join(tmpdir(), 'lastmod-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: process.env.DATE_FOR_TEST,
          GIT_COMMITTER_DATE: process.env.DATE_FOR_TEST,
        },
      });
    const commitAt = (date: string, file: string) => {
      writeFileSync(join(repo!, file), date);
      process.env.DATE_FOR_TEST = `${date}T12:00:00Z`;
      git('add', file);
      git('-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-q', '-m', file);
    };
    git('init', '-q');
    mkdirSync(join(repo, 'src'));
    commitAt('2025-01-10', 'src/a.ts');
    commitAt('2025-03-20', 'src/b.ts');
    commitAt('2025-02-05', 'src/c.ts');
    expect(historyProblem(repo)).toBeUndefined();
    const dateOf = gitDates(new Date('2026-06-01T00:00:00Z'), repo);
    expect(dateOf(['src/a.ts'])).toBe('2025-01-10');
    expect(dateOf(['src/a.ts', 'src/b.ts', 'src/c.ts'])).toBe('2025-03-20');
    expect(dateOf(['src/unknown.ts'])).toBeUndefined();

    writeFileSync(join(repo, 'src/a.ts'), 'changed');
    expect(gitDates(new Date('2026-06-01T00:00:00Z'), repo)(['src/a.ts'])).toBe('2026-06-01');
  });

  it('are not trusted in a shallow clone', () => {
    repo = mkdtempSync(join(tmpdir(), 'lastmod-'));
    const source = join(repo, 'source');
    mkdirSync(source);
    const run = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd });
    run(source, 'init', '-q');
    writeFileSync(join(source, 'a.ts'), '1');
    run(source, 'add', 'a.ts');
    run(source, '-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-q', '-m', 'one');
    writeFileSync(join(source, 'a.ts'), '2');
    run(source, '-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-q', '-am', 'two');
    run(repo, 'clone', '-q', '--depth', '1', `file://${source}`, 'shallow');
    expect(historyProblem(join(repo, 'shallow'))).toMatch(/shallow/);
    expect(historyProblem(tmpdir())).toBeDefined();
  });
});
