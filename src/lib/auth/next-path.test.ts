import { describe, expect, it } from 'vitest';
import { offSiteSpellings } from '@tests/support/off-site-spellings';
import { safeNextPath, signInPathFor } from './next-path';

const ORIGIN = 'http://localhost:5173';

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
    expect(offSiteSpellings.length).toBeGreaterThan(25);
  });

  it.each(offSiteSpellings.map((next) => [JSON.stringify(next), next]))(
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
    for (const next of [...offSiteSpellings, '/dashboard', '/admin?tab=leads#x', '/blog/some-post']) {
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
