import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap, parseSitemap } from './sitemap';

describe('sitemap', () => {
  it('lists absolute URLs for the given paths only, each with its own lastmod', () => {
    const xml = buildSitemap('https://example.test', [
      { path: '/', lastmod: '2026-01-02' },
      { path: '/waco', lastmod: '2026-03-04' },
      { path: '/services/a-b' },
    ]);
    expect(xml).toContain('<loc>https://example.test/</loc><lastmod>2026-01-02</lastmod>');
    expect(xml).toContain('<loc>https://example.test/waco</loc><lastmod>2026-03-04</lastmod>');
    // Unknown date: no lastmod at all, rather than a made-up one.
    expect(xml).toContain('<loc>https://example.test/services/a-b</loc><priority>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('escapes XML special characters, and reads back what it wrote', () => {
    const xml = buildSitemap('https://example.test', [{ path: '/a&b', lastmod: '2026-05-06' }]);
    expect(xml).toContain('/a&amp;b');
    expect(parseSitemap(xml)).toEqual([{ loc: 'https://example.test/a&b', lastmod: '2026-05-06' }]);
  });

  it('robots.txt points to the sitemap and keeps account pages out', () => {
    const robots = buildRobots('https://example.test');
    expect(robots).toContain('Sitemap: https://example.test/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
  });
});
