import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { contentRoutes } from './content-route';

/**
 * The route table: the site's own pages one by one, then one pattern per kind of content page (towns,
 * neighborhoods, services, landing pages, blog posts, and the blog index that lists them; see content-route.tsx),
 * so the table does not grow with the content. Pages are lazy chunks.
 */

export interface RouteHandle {
  /** Indexable by search engines; listed in the sitemap when it is also its own canonical. */
  indexable: boolean;
  /** Source modules the page is made of, so the sitemap can date it by their last change. */
  modules: string[];
  /**
   * Its document hydrates as islands (lib/island-markup.tsx): only the layout's and the page's `<Island>`s, not the
   * page. For pages with nothing else that responds to the visitor.
   */
  islands?: boolean;
}

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');

function loadPage(name: string): () => Promise<PageModule> {
  const key = `../pages/${name}.tsx`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  return load;
}

interface PageRoute {
  path: string;
  page: string;
  indexable?: boolean;
  islands?: boolean;
}

function toRoute({ path, page, indexable = true, islands }: PageRoute): RouteObject {
  const handle: RouteHandle = { indexable, modules: [`src/pages/${page}.tsx`], islands };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await loadPage(page)()).default }),
  };
}

export const pageRoutes: PageRoute[] = [
  { path: '/', page: 'home/HomePage', islands: true },
  { path: '/services', page: 'services/ServicesPage', islands: true },
  { path: '/commercial-services', page: 'services/CommercialServicesPage', islands: true },
  { path: '/about', page: 'about/AboutPage', islands: true },
  { path: '/gallery', page: 'about/GalleryPage', islands: true },
  { path: '/service-areas', page: 'areas/ServiceAreasPage', islands: true },
  { path: '/local-areas', page: 'areas/LocalAreasPage', islands: true },
  { path: '/faq', page: 'faq/FaqPage', islands: true },
  { path: '/testimonials', page: 'about/TestimonialsPage', islands: true },
  { path: '/refer-friend', page: 'referral/ReferFriendPage', islands: true },
  { path: '/ref/:code?', page: 'referral/ReferralLandingPage', indexable: false, islands: true },
  { path: '/store', page: 'store/StorePage', islands: true },
  { path: '/contact', page: 'contact/ContactPage', islands: true },
  { path: '/clienthub', page: 'account/ClientHubPage', indexable: false, islands: true },
  { path: '/pet-perks', page: 'perks/PetPerksPage', islands: true },
  { path: '/privacy', page: 'legal/PrivacyPage', islands: true },
  { path: '/unsubscribe', page: 'legal/UnsubscribePage', indexable: false },
  { path: '/directory-submission', page: 'about/DirectorySubmissionPage', islands: true },
  { path: '/pet-care-guide', page: 'guides/PetCareGuidePage', islands: true },
  { path: '/keep-waco-waggin', page: 'guides/KeepWacoWagginPage', islands: true },
  { path: '/email-automation', page: 'guides/EmailAutomationPage', islands: true },
  { path: '/auth', page: 'account/AuthPage', indexable: false, islands: true },
  { path: '/dashboard', page: 'account/DashboardPage', indexable: false },
  { path: '/admin', page: 'account/AdminPage', indexable: false },
];

export const NOT_FOUND_ROUTE_ID = 'not-found';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    children: [
      ...pageRoutes.map(toRoute),
      ...contentRoutes,
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        Component: NotFoundPage,
        handle: { indexable: false, modules: [] },
      },
    ],
  },
];

/** The site's own pages to prerender (the content pages are listed in page-data.ts). */
export const pagePaths = pageRoutes.map((r) => ({
  path: r.path.replace('/:code?', ''),
  indexable: r.indexable ?? true,
}));
