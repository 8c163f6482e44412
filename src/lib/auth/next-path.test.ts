import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path';

const ORIGIN = 'http://localhost:5173';

/** Spellings of "another host" or "a script" that browsers or URL parsers accept; each must fall back. */
const bypassSpellings = [
  // Dot segments that a URL parser collapses into `//host`.
  '/.//evil.example/phish',
  '/..//evil.example',
  '/./..//evil.example',
  '/a/..//evil.example',
  '/dashboard/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/./%2e%2e//evil',
  // Protocol-relative.
  '//evil.example',
  '///evil.example',
  '//evil.example@localhost:5173',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/.\\/evil.example',
  '/..\\/evil.example',
  // Encoded slashes and backslashes.
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/.%2f/evil.example',
  // Tabs, newlines and other control characters, which URL parsing drops or a server may split on.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '\t//evil.example',
  // Leading spaces.
  ' /\\evil.example',
  '  //evil.example',
  // Schemes and full URLs.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  'https://evil.example/dashboard',
  'http:evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
];

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNextPath('/admin')).toBe('/admin');
    expect(safeNextPath('/dashboard?tab=referrals#credits')).toBe('/dashboard?tab=referrals#credits');
    expect(safeNextPath('/dashboard', ORIGIN)).toBe('/dashboard');
    expect(safeNextPath('/admin?tab=leads#x', ORIGIN)).toBe('/admin?tab=leads#x');
    expect(safeNextPath('/blog/some-post', ORIGIN)).toBe('/blog/some-post');
    // An encoded slash in the query is data, not a path separator.
    expect(safeNextPath('/admin?q=a%2Fb', ORIGIN)).toBe('/admin?q=a%2Fb');
    // Dot segments that stay on a path of this site are resolved, not refused.
    expect(safeNextPath('/blog/../dashboard', ORIGIN)).toBe('/dashboard');
  });

  it('tries more than 25 spellings of another host or a script', () => {
    expect(bypassSpellings.length).toBeGreaterThan(25);
  });

  it.each(bypassSpellings.map((next) => [JSON.stringify(next), next]))(
    "refuses %s: the account's home instead",
    (_, next) => {
      expect(safeNextPath(next, ORIGIN)).toBeUndefined();
      expect(safeNextPath(next)).toBeUndefined();
    },
  );

  it.each([null, undefined, '', 'dashboard', '/auth', '/auth?next=/admin', '/auth#x'])(
    "refuses %s: the account's home instead",
    (next) => {
      expect(safeNextPath(next)).toBeUndefined();
    },
  );

  it('returns only paths that a browser resolves on this site', () => {
    for (const next of [...bypassSpellings, '/dashboard', '/admin?tab=leads#x', '/blog/some-post']) {
      const path = safeNextPath(next, ORIGIN);
      if (path === undefined) continue;
      expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
      expect(path).toMatch(/^\/(?![/\\])/);
    }
  });

  it('builds the sign-in path that returns to a page', () => {
    expect(signInPathFor('/dashboard')).toBe('/auth?next=%2Fdashboard');
    expect(safeNextPath(new URLSearchParams(signInPathFor('/admin').split('?')[1]).get('next'))).toBe(
      '/admin',
    );
    expect(
      safeNextPath(
        new URLSearchParams(signInPathFor('/admin?tab=leads#x').split('?')[1]).get('next'),
        ORIGIN,
      ),
    ).toBe('/admin?tab=leads#x');
  });
});
