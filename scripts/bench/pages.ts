/** The page kinds `npm run bench` measures: one page of every template, plus /auth and the 404 page. */
import { readdirSync } from 'node:fs';

export interface BenchPage {
  kind: string;
  path: string;
  /** The status the document must answer with (the run fails otherwise). */
  status: 200 | 404;
  /** A page of the bench's own, served beside the site's for comparison (./reference-pages.ts). */
  reference?: true;
}

/** The kind of the reference page that measures what any page costs on the machine (./reference-pages.ts). */
export const BARE_PAGE_KIND = 'bare page';

/** The first blog post by file name: any post will do, but always the same one. */
function firstBlogPost(root: string): string {
  const files = readdirSync(`${root}/src/content/blog`).filter(
    (f) => f.endsWith('.ts') && !f.includes('.test.'),
  );
  const first = files.sort()[0];
  if (!first) throw new Error('No blog post in src/content/blog');
  return `/blog/${first.replace(/\.ts$/, '')}`;
}

export function benchPages(root = '.'): BenchPage[] {
  return [
    { kind: 'home', path: '/', status: 200 },
    { kind: 'town', path: '/waco', status: 200 },
    { kind: 'neighborhood', path: '/neighborhoods/oakwood', status: 200 },
    { kind: 'service', path: '/services/weekly-scooping-waco', status: 200 },
    { kind: 'landing', path: '/poop-scoop-service-waco', status: 200 },
    { kind: 'blog post', path: firstBlogPost(root), status: 200 },
    { kind: 'blog index', path: '/blog', status: 200 },
    { kind: 'static', path: '/faq', status: 200 },
    { kind: 'auth', path: '/auth', status: 200 },
    { kind: '404', path: '/no-such-page-bench', status: 404 },
  ];
}

/** BENCH_PAGES=home,town keeps only those kinds (for quick experiments). */
export function selectPages(pages: BenchPage[], filter: string | undefined): BenchPage[] {
  if (!filter) return pages;
  const wanted = filter.split(',').map((k) => k.trim());
  const unknown = wanted.filter((k) => !pages.some((p) => p.kind === k));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PAGES: unknown kind(s) ${unknown.join(', ')}; known: ${pages.map((p) => p.kind).join(', ')}`,
    );
  }
  return pages.filter((p) => wanted.includes(p.kind));
}
