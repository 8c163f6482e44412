import { describe, expect, it } from 'vitest';
import { offSiteUrls } from '../../../tests/support/off-site-spellings.ts';
import { globToRegExp, isRedirectUrlAllowed, redirectTarget } from './redirects.ts';

const policy = {
  siteUrl: 'https://brazos-scoop.example',
  additionalRedirectUrls: ['http://localhost:3000/**', 'https://*.preview.example/auth', 'myapp://callback'],
};

describe('redirect allow-list (GoTrue’s IsRedirectURLValid)', () => {
  it.each([
    'https://brazos-scoop.example',
    'https://brazos-scoop.example/auth?mode=reset',
    'http://localhost:3000/',
    'http://localhost:3000/a/b?c=d',
    'https://pr-12.preview.example/auth',
    'http://127.0.0.1:9999/anything',
    'http://[::1]:5173/x',
    'myapp://callback',
  ])('allows %s', (url) => expect(isRedirectUrlAllowed(policy, url)).toBe(true));

  it.each([
    '',
    'https://evil.example/',
    'http://brazos-scoop.example/', // another scheme
    'https://brazos-scoop.example:8443/', // another port on a non-loopback host
    'https://brazos-scoop.example.evil.example/',
    'https://a.b.preview.example/auth', // `*` does not cross a dot
    'https://pr-12.preview.example/auth/more',
    'http://localhost:3000', // the pattern wants a path
    'http://2130706433/',
    'http://10.0.0.1/',
    'https://user@evil.example/',
    'myapp://callback/other',
    '/relative/path',
    // A browser reads the host after a backslash-ended userinfo: evil.example.
    'http://evil.example\\@brazos-scoop.example/',
    'https://evil.example\\@brazos-scoop.example/',
    'http://evil.example\\@127.0.0.1:4173/',
    'http://evil.example\\@127.0.0.1/',
    'https://evil.example%5C@brazos-scoop.example/',
    'https://user@brazos-scoop.example/', // userinfo, even before our own host
    'https://brazos-scoop.example\\evil', // a backslash anywhere
    'https://brazos-scoop.example/\t', // control characters, which a parser drops
    'http://localhost:3000\\@evil.example/',
    'http://0x7f000001/', // a loopback address in a spelling the browser rewrites
    'http://[::ffff:127.0.0.1]/',
    'https:brazos-scoop.example/', // no `//`: a browser adds them, GoTrue does not
  ])('refuses %s', (url) => expect(isRedirectUrlAllowed(policy, url)).toBe(false));

  const sites = [policy.siteUrl, 'http://127.0.0.1:4173', 'http://localhost:5173'];
  it.each(sites)('sends every off-site spelling around %s to that site or nowhere', (siteUrl) => {
    const local = { siteUrl, additionalRedirectUrls: ['http://localhost:5173/**', `${siteUrl}/**`] };
    const allowed = offSiteUrls(siteUrl).filter((url) => isRedirectUrlAllowed(local, url));
    for (const url of allowed) expect(new URL(url).origin, url).toBe(new URL(siteUrl).origin);
    // Most spellings are refused outright; the ones kept are our own origin with an odd path.
    expect(allowed.length).toBeLessThan(offSiteUrls(siteUrl).length / 2);
  });

  it('matches a pattern’s origin on its own, so `**` cannot carry a path into the host', () => {
    const vercel = { siteUrl: policy.siteUrl, additionalRedirectUrls: ['https://**.vercel.app/**'] };
    expect(isRedirectUrlAllowed(vercel, 'https://pr-1.team.vercel.app/auth')).toBe(true);
    expect(isRedirectUrlAllowed(vercel, 'https://evil.example/x.vercel.app/auth')).toBe(false);
    expect(isRedirectUrlAllowed(vercel, 'https://evil.example?.vercel.app/auth')).toBe(false);
  });

  it('translates gobwas globs: separators, alternatives, classes, escapes', () => {
    expect(globToRegExp('https://{a,b}.example/?').test('https://a.example/x')).toBe(true);
    expect(globToRegExp('https://{a,b}.example/?').test('https://c.example/x')).toBe(false);
    expect(globToRegExp('https://[!x]y.example').test('https://zy.example')).toBe(true);
    expect(globToRegExp('https://[!x]y.example').test('https://xy.example')).toBe(false);
    expect(globToRegExp('https://a.example/\\*').test('https://a.example/*')).toBe(true);
    expect(globToRegExp('https://a.example/\\*').test('https://a.example/b')).toBe(false);
  });

  it('picks redirect_to, then the Referer, then the site URL', () => {
    const request = (query: string, referer?: string) =>
      new Request(`http://127.0.0.1:54321/auth/v1/recover${query}`, {
        headers: referer ? { referer } : {},
      });
    expect(redirectTarget(policy, request('?redirect_to=http://localhost:3000/x'))).toBe(
      'http://localhost:3000/x',
    );
    expect(
      redirectTarget(
        policy,
        request('?redirect_to=https://evil.example/', 'https://brazos-scoop.example/auth'),
      ),
    ).toBe('https://brazos-scoop.example/auth');
    expect(redirectTarget(policy, request('', 'https://evil.example/'))).toBe('https://brazos-scoop.example');
  });
});
