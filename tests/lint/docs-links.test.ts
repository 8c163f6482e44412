// README.md and docs/*.md name files, folders and commands; a newcomer follows them. This keeps each name true: a
// path in backticks or a link must exist, a layout tree's entries must exist, and `npm run X` must be a script.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const documents = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Folders the build and the tools write, which a fresh clone does not have (from .gitignore). */
const generatedRoots = new Set(
  readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !line.startsWith('#') && !line.includes('*')),
);

const rootEntries = new Set(readdirSync(ROOT));

const scripts = new Set(
  Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts),
);

/** The part of a path before its first placeholder (`<slug>`, `{code}`, `*`, `...`): what must exist. */
function concretePrefix(path: string): string {
  const segments = path.split('/');
  const firstPlaceholder = segments.findIndex((segment) => /[<>{}*]|\.\.\./.test(segment));
  if (firstPlaceholder === -1) return path;
  return segments.slice(0, firstPlaceholder).join('/');
}

/** `text` without its fenced code blocks, and the blocks themselves with their info string. */
function splitFences(text: string): { prose: string; blocks: { info: string; body: string }[] } {
  const blocks: { info: string; body: string }[] = [];
  const prose = text.replace(/^```(\S*)\n([\s\S]*?)^```$/gm, (_, info: string, body: string) => {
    blocks.push({ info, body });
    return '';
  });
  return { prose, blocks };
}

const FILE_EXTENSION = /\.(ts|tsx|js|json|md|sql|toml|css|html|txt|png|svg|yml|example)$/;

/**
 * A code span that names a file or folder of the repository: its first segment is an entry at the root (or a folder
 * the build writes, which is skipped). Anything else that looks like a relative file path is reported, so that
 * documents name files from the repository's root.
 */
function pathOfCodeSpan(span: string): { path: string } | { problem: string } | null {
  const text = span.trim();
  if (/\s/.test(text) || text.startsWith('/') || text.startsWith('@') || /^[a-z]+:/i.test(text)) return null;
  const first = text.split('/')[0]!;
  if (generatedRoots.has(first)) return null;
  if (rootEntries.has(first)) return { path: concretePrefix(text) };
  if (text.includes('/') && FILE_EXTENSION.test(text))
    return { problem: `\`${text}\` is not a path from the repository's root` };
  return null;
}

/** A layout tree (a fenced block with the info string `tree`): two spaces of indent per level, then the name. */
function treePaths(body: string): string[] {
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of body.split('\n')) {
    const match = /^( *)(\S+)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 2;
    const name = match[2]!.replace(/\/$/, '');
    parents.length = depth;
    const path = [...parents, name].join('/');
    paths.push(path);
    parents.push(name);
  }
  return paths;
}

function problemsOf(document: string): string[] {
  const text = readFileSync(join(ROOT, document), 'utf8');
  const { prose, blocks } = splitFences(text);
  const problems: string[] = [];
  const mustExist = (path: string, named: string) => {
    if (path && !existsSync(join(ROOT, path))) problems.push(`${named} does not exist`);
  };

  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    const found = pathOfCodeSpan(span!);
    if (found && 'problem' in found) problems.push(found.problem);
    else if (found) mustExist(found.path, `\`${span}\``);
  }

  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue;
    const file = target!.replace(/#.*$/, '');
    mustExist(relative(ROOT, join(ROOT, dirname(document), file)), `the link to ${target}`);
  }

  for (const block of blocks.filter((b) => b.info === 'tree')) {
    for (const path of treePaths(block.body)) mustExist(path, `the layout tree's ${path}`);
  }

  for (const [, name] of text.matchAll(/\bnpm run ([\w:-]+)/g)) {
    if (!scripts.has(name!)) problems.push(`npm run ${name} is not a script in package.json`);
  }
  for (const [, name] of text.matchAll(/\bnpm (start|test)\b/g)) {
    if (!scripts.has(name!)) problems.push(`npm ${name} is not a script in package.json`);
  }
  return [...new Set(problems)];
}

describe('the README and docs/', () => {
  it('are found: the README and at least the architecture and product documents', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/product.md']),
    );
  });

  it.each(documents)('%s names only files that exist and commands that are scripts', (document) => {
    expect(problemsOf(document)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('read a layout tree by its indentation', () => {
    expect(treePaths('src/\n  app/   routes\n  lib/\n    leads/  x\ntests/\n')).toEqual([
      'src',
      'src/app',
      'src/lib',
      'src/lib/leads',
      'tests',
    ]);
  });

  it('check a path up to its first placeholder, and skip routes, packages and generated folders', () => {
    expect(pathOfCodeSpan('src/content/blog/<slug>.ts')).toEqual({ path: 'src/content/blog' });
    expect(pathOfCodeSpan('supabase/functions/<name>/index.ts')).toEqual({ path: 'supabase/functions' });
    expect(pathOfCodeSpan('/ref/{code}')).toBeNull();
    expect(pathOfCodeSpan('zod/mini')).toBeNull();
    expect(pathOfCodeSpan('dist/404.html')).toBeNull();
    expect(pathOfCodeSpan('npm run build')).toBeNull();
    expect(pathOfCodeSpan('_shared/endpoint.ts')).toEqual({
      problem: "`_shared/endpoint.ts` is not a path from the repository's root",
    });
  });
});
