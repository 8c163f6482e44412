import { describe, expect, it } from 'vitest';
import { config } from '../../vercel';
import { findRedirect, findRewrite, headersFor } from './vercel-rules';

describe('vercel.ts rules', () => {
  it('redirects the documented paths permanently', () => {
    expect(findRedirect(config, '/feedback', 'x.test')).toEqual({ location: '/testimonials', status: 308 });
    expect(findRedirect(config, '/faq/dog-poop-service-waco', 'x.test')?.location).toBe(
      '/services/dog-poop-pickup-waco',
    );
    expect(findRedirect(config, '/waco', 'x.test')).toBeNull();
  });

  it('sends the www host to the bare host with the same path', () => {
    expect(findRedirect(config, '/blog/a-post', 'www.brazos-scoop.example')).toEqual({
      location: 'https://brazos-scoop.example/blog/a-post',
      status: 308,
    });
    expect(findRedirect(config, '/', 'www.example.org')?.location).toBe('https://example.org/');
  });

  it('drops trailing slashes', () => {
    expect(findRedirect(config, '/about/', 'x.test')).toEqual({ location: '/about', status: 308 });
    expect(findRedirect(config, '/', 'x.test')).toBeNull();
    // A path of slashes alone goes home, never to an empty Location.
    expect(findRedirect(config, '//', 'x.test')).toEqual({ location: '/', status: 308 });
    expect(findRedirect(config, '///', 'x.test')).toEqual({ location: '/', status: 308 });
  });

  it('rewrites /ref/{code} to its shell and nothing else', () => {
    expect(findRewrite(config, '/ref/ABC123')).toBe('/ref');
    expect(findRewrite(config, '/refer-friend')).toBeNull();
  });

  it('applies security headers everywhere and immutable caching to hashed assets only', () => {
    expect(headersFor(config, '/')['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor(config, '/assets/index-abc.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(config, '/waco')['Cache-Control']).toBeUndefined();
  });

  it("keeps the content pages' data files out of search indexes, and only them", () => {
    expect(headersFor(config, '/_page/blog/a-post.json')['X-Robots-Tag']).toBe('noindex');
    expect(headersFor(config, '/waco')['X-Robots-Tag']).toBeUndefined();
  });

  it('has price-list.json revalidated on every read and kept out of search indexes', () => {
    expect(headersFor(config, '/price-list.json')).toMatchObject({
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
    });
    expect(headersFor(config, '/_page/price-list.json')['Cache-Control']).toBeUndefined();
  });
});
