/** sitemap.xml and robots.txt from the prerendered pages' indexable, self-canonical paths. */

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD: when the page's content last changed; left out when unknown. */
  lastmod?: string;
}

export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[]) {
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = escapeXml(`${siteUrl}${path === '/' ? '/' : path}`);
      const priority = path === '/' ? '1.0' : path.split('/').length > 2 ? '0.6' : '0.8';
      const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      return `  <url><loc>${loc}</loc>${date}<priority>${priority}</priority></url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The URLs and lastmod dates of a sitemap (what buildSitemap writes, or any standard sitemap). */
export function parseSitemap(xml: string): { loc: string; lastmod?: string }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body!)?.[1] ?? '';
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1];
    return { loc: loc.replace(/&amp;/g, '&'), lastmod };
  });
}

export function buildRobots(siteUrl: string) {
  return `User-agent: *\nAllow: /\nDisallow: /auth\nDisallow: /dashboard\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
