import type { BlogPost, BlogPostSummary, ServicePageContent } from '@/content/types';
import type { AreaPageProps } from '@/pages/areas/AreaPage';
import type { LandingPageProps } from '@/pages/services/LandingPage';
import type { ServicePageProps } from '@/pages/services/ServicePage';
import { towns } from '@/content/towns';
import { neighborhoods } from '@/content/neighborhoods';
import { neighborhoodPageProps, townPageProps } from '@/pages/areas/area-page-props';
import { blogIndexPages, posts } from '@/pages/blog/posts';
import { landingPageProps, servicePageProps } from '@/pages/services/service-page-props';

/** A content page's data: its kind, which picks the template, and the template's props. */
export type PageData =
  | { kind: 'town' | 'neighborhood'; props: AreaPageProps }
  | { kind: 'service'; props: ServicePageProps }
  | { kind: 'landing'; props: LandingPageProps }
  | { kind: 'post'; props: { post: BlogPost } }
  | { kind: 'blog'; props: { posts: BlogPostSummary[]; page: number; pageCount: number } };

/**
 * The content pages (towns, neighborhoods, service and landing pages, blog posts, the blog index's pages) and the
 * data each one's template renders. Build-time only: the prerender writes each page's data into its HTML and to
 * /_page/<path>.json, which the browser fetches on a client-side navigation. The app itself knows only the
 * patterns (`/blog/:slug`, …), so what a visitor downloads does not grow with the number of pages.
 */

export interface ContentPage {
  path: string;
  data: PageData;
  /** Source modules the page is made of, so the sitemap can date it by their last change. */
  modules: string[];
}

const serviceModules = import.meta.glob<ServicePageContent>('../content/services/*.ts', {
  import: 'default',
  eager: true,
});
const landingModules = import.meta.glob<ServicePageContent>('../content/landing/*.ts', {
  import: 'default',
  eager: true,
});
const blogModules = import.meta.glob<BlogPost>('../content/blog/*.ts', { import: 'default', eager: true });

const sourcePath = (key: string) => `src/${key.replace(/^\.\.\//, '')}`;
const slugOf = (globKey: string) => globKey.replace(/^.*\/([^/]+)\.ts$/, '$1');

function fromContent<T>(
  modules: Record<string, T>,
  prefix: string,
  template: string,
  toData: (content: T) => PageData,
  /** The build-time modules that add to the content file what the lists of places and pages say. */
  propsModules: string[] = [],
): ContentPage[] {
  return Object.entries(modules).map(([key, content]) => ({
    path: `${prefix}${slugOf(key)}`,
    data: toData(content),
    modules: [sourcePath(`../pages/${template}.tsx`), sourcePath(key), ...propsModules],
  }));
}

const SERVICE_PROPS = 'src/pages/services/service-page-props.ts';

/** In the order the sitemap lists them. */
export const contentPages: readonly ContentPage[] = [
  ...blogIndexPages(posts).map(({ path, ...props }) => ({
    path,
    data: { kind: 'blog', props } as const,
    modules: ['src/pages/blog/BlogIndexPage.tsx', ...Object.keys(blogModules).map(sourcePath)],
  })),
  ...towns.map((town) => ({
    path: `/${town.slug}`,
    data: { kind: 'town', props: townPageProps(town) } as const,
    modules: ['src/pages/areas/AreaPage.tsx', 'src/pages/areas/area-page-props.ts'],
  })),
  ...neighborhoods.map((neighborhood) => ({
    path: `/neighborhoods/${neighborhood.slug}`,
    data: { kind: 'neighborhood', props: neighborhoodPageProps(neighborhood) } as const,
    modules: ['src/pages/areas/AreaPage.tsx', 'src/pages/areas/area-page-props.ts'],
  })),
  ...fromContent(
    landingModules,
    '/',
    'services/LandingPage',
    (content) => ({
      kind: 'landing',
      props: landingPageProps(content),
    }),
    [SERVICE_PROPS],
  ),
  ...fromContent(
    serviceModules,
    '/services/',
    'services/ServicePage',
    (content) => ({
      kind: 'service',
      props: servicePageProps(content),
    }),
    [SERVICE_PROPS],
  ),
  ...fromContent(blogModules, '/blog/', 'blog/BlogPostPage', (post) => ({ kind: 'post', props: { post } })),
];

const byPath = new Map(contentPages.map((page) => [page.path, page]));

export const contentPageAt = (path: string): ContentPage | undefined => byPath.get(path);
