import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { BlogPost, ServicePageContent } from '@/content/types';
import { towns } from '@/content/towns';
import { neighborhoods } from '@/content/neighborhoods';
import { RootLayout } from './RootLayout';
import { NotFoundPage } from './NotFoundPage';

/**
 * The route table: every path of the site in one list. Pages are lazy chunks; template pages
 * (towns, neighborhoods, services, landing pages, blog posts) are one template per kind plus data.
 */

export interface RouteHandle {
  /** Indexable by search engines; listed in the sitemap when it is also its own canonical. */
  indexable: boolean;
  /** Source modules the page is made of, so the sitemap can date it by their last change. */
  modules: string[];
}

type PageModule = { default: ComponentType<never> };
type Loader<T> = () => Promise<T>;

const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');
const serviceModules = import.meta.glob<ServicePageContent>('../content/services/*.ts', {
  import: 'default',
});
const landingModules = import.meta.glob<ServicePageContent>('../content/landing/*.ts', { import: 'default' });
const blogModules = import.meta.glob<BlogPost>('../content/blog/*.ts', { import: 'default' });

const sourcePath = (globKey: string) => `src/${globKey.replace(/^\.\.\//, '')}`;
const slugOf = (globKey: string) => globKey.replace(/^.*\/([^/]+)\.ts$/, '$1');

function loadPage(name: string): Loader<PageModule> {
  const key = `../pages/${name}.tsx`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  return load;
}

interface PageRoute {
  path: string;
  page: string;
  indexable?: boolean;
  /** Props for the page template, or a loader of them (content chunks). */
  props?: object | { contentKey: string; load: Loader<unknown>; as: string };
}

function toRoute({ path, page, indexable = true, props }: PageRoute): RouteObject {
  const modules = [sourcePath(`../pages/${page}.tsx`)];
  const content = props && 'load' in props ? props : undefined;
  if (content) modules.push(sourcePath(content.contentKey));
  const handle: RouteHandle = { indexable, modules };
  return {
    path,
    handle,
    lazy: async () => {
      const [{ default: Page }, data] = await Promise.all([loadPage(page)(), content?.load()]);
      const Template = Page as ComponentType<Record<string, unknown>>;
      const pageProps = content ? { [content.as]: data } : ((props ?? {}) as Record<string, unknown>);
      return { Component: () => <Template {...pageProps} /> };
    },
  };
}

const fromContent = (modules: Record<string, Loader<unknown>>, prefix: string, page: string, as: string) =>
  Object.entries(modules).map(([key, load]) => ({
    path: `${prefix}${slugOf(key)}`,
    page,
    props: { contentKey: key, load, as },
  }));

export const pageRoutes: PageRoute[] = [
  { path: '/', page: 'home/HomePage' },
  { path: '/services', page: 'services/ServicesPage' },
  { path: '/commercial-services', page: 'services/CommercialServicesPage' },
  { path: '/about', page: 'about/AboutPage' },
  { path: '/gallery', page: 'about/GalleryPage' },
  { path: '/service-areas', page: 'areas/ServiceAreasPage' },
  { path: '/local-areas', page: 'areas/LocalAreasPage' },
  { path: '/faq', page: 'faq/FaqPage' },
  { path: '/testimonials', page: 'about/TestimonialsPage' },
  { path: '/blog', page: 'blog/BlogIndexPage' },
  { path: '/refer-friend', page: 'referral/ReferFriendPage' },
  { path: '/ref/:code?', page: 'referral/ReferralLandingPage', indexable: false },
  { path: '/store', page: 'store/StorePage' },
  { path: '/contact', page: 'contact/ContactPage' },
  { path: '/clienthub', page: 'account/ClientHubPage', indexable: false },
  { path: '/pet-perks', page: 'perks/PetPerksPage' },
  { path: '/privacy', page: 'legal/PrivacyPage' },
  { path: '/directory-submission', page: 'about/DirectorySubmissionPage' },
  { path: '/pet-care-guide', page: 'guides/PetCareGuidePage' },
  { path: '/keep-waco-waggin', page: 'guides/KeepWacoWagginPage' },
  { path: '/email-automation', page: 'guides/EmailAutomationPage' },
  { path: '/auth', page: 'account/AuthPage', indexable: false },
  { path: '/dashboard', page: 'account/DashboardPage', indexable: false },
  { path: '/admin', page: 'account/AdminPage', indexable: false },
  ...towns.map((town) => ({ path: `/${town.slug}`, page: 'areas/TownPage', props: { town } })),
  ...neighborhoods.map((neighborhood) => ({
    path: `/neighborhoods/${neighborhood.slug}`,
    page: 'areas/NeighborhoodPage',
    props: { neighborhood },
  })),
  ...fromContent(landingModules, '/', 'services/LandingPage', 'content'),
  ...fromContent(serviceModules, '/services/', 'services/ServicePage', 'content'),
  ...fromContent(blogModules, '/blog/', 'blog/BlogPostPage', 'post'),
];

export const NOT_FOUND_ROUTE_ID = 'not-found';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    children: [
      ...pageRoutes.map(toRoute),
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        Component: NotFoundPage,
        handle: { indexable: false, modules: [] },
      },
    ],
  },
];

/** Concrete paths to prerender: every route without a required parameter. */
export const prerenderPaths = pageRoutes.map((r) => ({
  path: r.path.replace('/:code?', ''),
  indexable: r.indexable ?? true,
}));
