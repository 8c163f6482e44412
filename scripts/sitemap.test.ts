import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap';

describe('sitemap', () => {
  it('lists absolute URLs for the given paths only', () => {
    const xml = buildSitemap('https://example.test', ['/', '/waco', '/services/a-b'], '2026-01-02');
    expect(xml).toContain('<loc>https://example.test/</loc>');
    expect(xml).toContain('<loc>https://example.test/waco</loc>');
    expect(xml).toContain('<loc>https://example.test/services/a-b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
  });

  it('escapes XML special characters', () => {
    expect(buildSitemap('https://example.test', ['/a&b'])).toContain('/a&amp;b');
  });

  it('robots.txt points to the sitemap and keeps account pages out', () => {
    const robots = buildRobots('https://example.test');
    expect(robots).toContain('Sitemap: https://example.test/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
  });
});
