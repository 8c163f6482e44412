import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every enhancement script, and when it runs. The entry (main.tsx) imports `index.ts`, which runs the scripts every
 * page needs; the others load only when their moment comes. A new script must be listed here, with its moment, and
 * the entry must not import on-demand scripts statically (they would be on every page's first load).
 */
const SCRIPTS: Record<string, 'every page' | 'public page' | 'on demand'> = {
  'index.ts': 'every page',
  'menus.ts': 'every page',
  'session.ts': 'every page',
  'floating.ts': 'every page',
  'island-moments.ts': 'public page',
  'plain-notice.ts': 'public page',
  'analytics.ts': 'on demand',
  'sign-out.ts': 'on demand',
};

const sources = import.meta.glob('./*.ts', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;
const scripts = Object.keys(sources)
  .map((path) => path.slice(2))
  .filter((name) => !name.includes('.test.'));

describe('the enhancement scripts', () => {
  it('are all listed, with their moment', () => {
    expect(scripts.sort()).toEqual(Object.keys(SCRIPTS).sort());
  });

  it('load on demand only by a dynamic import, never statically', () => {
    const onDemand = Object.keys(SCRIPTS).filter((name) => SCRIPTS[name] === 'on demand');
    const entry = readFileSync('src/main.tsx', 'utf8');
    for (const source of [...Object.values(sources), entry]) {
      for (const name of onDemand) {
        const module = name.replace(/\.ts$/, '');
        expect(source).not.toMatch(new RegExp(`^import [^;]*from '\\./${module}'`, 'm'));
      }
    }
  });
});
