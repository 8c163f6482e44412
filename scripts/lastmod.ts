/**
 * The sitemap's <lastmod>: the date a page's content last changed, not the build date. A page's content is
 * the source files it is made of that hold text and data: its template under src/pages/ and the modules under
 * src/pages/ and src/content/ it reaches from there through value imports. Components, features and lib are
 * behaviour, not content, and type-only imports carry none, so the walk does not go through them (the site-wide
 * LocalBusiness JSON-LD, which features/seo builds from towns.ts, does not date every page). The date is the
 * newest of those files' last commit dates in git.
 *
 * Without trustworthy history (no git, or a shallow clone whose cut-off would pose as the last change) the
 * sitemap leaves <lastmod> out rather than claim a date it does not know.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const CONTENT_DIRS = ['src/content/', 'src/pages/'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Value import specifiers of a module: static imports, re-exports and dynamic import() calls, not `import type`. */
export function importSpecifiers(source: string): string[] {
  const specs = new Set<string>();
  for (const m of source.matchAll(/(?:import|export)\s(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/g))
    specs.add(m[1]!);
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.add(m[1]!);
  for (const m of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) specs.add(m[1]!);
  return [...specs];
}

function resolveSpecifier(spec: string, fromFile: string, root: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
  else return undefined; // a package, not a source file of this project
  if (/\.(tsx?|css)$/.test(base)) return existsSync(base) ? base : undefined;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return undefined;
}

const isContent = (relativePath: string) =>
  CONTENT_DIRS.some((dir) => relativePath.startsWith(dir)) && !/\.test\.tsx?$/.test(relativePath);

/**
 * Every project source file reachable from the entry files through value imports (repository-relative paths),
 * descending only into the files `follow` accepts.
 */
export function reachableFiles(
  entries: readonly string[],
  root = process.cwd(),
  follow: (relativePath: string) => boolean = () => true,
): string[] {
  const seen = new Set<string>();
  const queue = entries.map((e) => resolve(root, e));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file) || !follow(relative(root, file))) continue;
    for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(spec, file, root);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].map((f) => relative(root, f)).sort();
}

/** The files that make a page's content (see the header). */
export const contentFiles = (entries: readonly string[], root = process.cwd()) =>
  reachableFiles(entries, root, isContent).filter(isContent);

const git = (args: string[], cwd: string) => spawnSync('git', args, { cwd, encoding: 'utf8' });

/** Why git's dates cannot be trusted here, or undefined when they can. */
export function historyProblem(cwd = process.cwd()): string | undefined {
  const shallow = git(['rev-parse', '--is-shallow-repository'], cwd);
  if (shallow.status !== 0) return 'no git repository';
  if (shallow.stdout.trim() === 'true') return 'a shallow clone (run `git fetch --unshallow` for real dates)';
  return undefined;
}

/**
 * A function from a page's content files to the date (YYYY-MM-DD) they last changed: committed changes by
 * their commit date, files changed but not yet committed by today's date.
 */
export function gitDates(
  today = new Date(),
  cwd = process.cwd(),
): (files: readonly string[]) => string | undefined {
  const dirty = new Set(
    git(['status', '--porcelain', '--untracked-files=all'], cwd)
      .stdout.split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).split(' -> ').pop()!),
  );
  const cache = new Map<string, string | undefined>();
  const dateOf = (file: string) => {
    if (!cache.has(file)) {
      const iso = dirty.has(file)
        ? today.toISOString()
        : git(['log', '-1', '--format=%cI', '--', file], cwd).stdout.trim() || undefined;
      cache.set(file, iso ? new Date(iso).toISOString().slice(0, 10) : undefined);
    }
    return cache.get(file);
  };
  return (files) =>
    files
      .map(dateOf)
      .filter((d): d is string => d !== undefined)
      .sort()
      .pop();
}
