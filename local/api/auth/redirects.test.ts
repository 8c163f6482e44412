import { describe, expect, it } from 'vitest';
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
  ])('refuses %s', (url) => expect(isRedirectUrlAllowed(policy, url)).toBe(false));

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
