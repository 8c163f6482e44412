/** sitemap.xml and robots.txt from the route table's indexable paths. */

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemap(
  siteUrl: string,
  paths: string[],
  lastmod = new Date().toISOString().slice(0, 10),
) {
  const urls = paths
    .map((path) => {
      const loc = escapeXml(`${siteUrl}${path === '/' ? '/' : path}`);
      const priority = path === '/' ? '1.0' : path.split('/').length > 2 ? '0.6' : '0.8';
      return `  <url><loc>${loc}</loc><lastmod>${lastmod}</lastmod><priority>${priority}</priority></url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string) {
  return `User-agent: *\nAllow: /\nDisallow: /auth\nDisallow: /dashboard\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
