/**
 * The site's navigation as data: the header and the footer render these lists, so a page is
 * added to (or renamed in) the menus in one place.
 */
import { neighborhoods } from '@/content/neighborhoods';
import { coreTowns, wacoDistricts } from '@/content/service-area-towns';
import type { Town } from '@/content/types';

export interface NavItem {
  label: string;
  to: string;
  /** Load as a whole document rather than a client-side route change. */
  document?: boolean;
}

// The links the header and the footer both list.
const homeLink: NavItem = { label: 'Home', to: '/' };
const servicesLink: NavItem = { label: 'Services', to: '/services' };
const blogLink: NavItem = { label: 'Blog', to: '/blog' };
const contactLink: NavItem = { label: 'Contact', to: '/contact' };

/** The header's top links, in the order the spec lists them. */
export const primaryLinks: readonly NavItem[] = [
  homeLink,
  servicesLink,
  { label: 'Commercial Services', to: '/commercial-services' },
  { label: 'About', to: '/about' },
  blogLink,
  { label: 'Refer and Save', to: '/refer-friend' },
  { label: 'Store', to: '/store' },
  contactLink,
];

/** The two pages the Areas dropdown puts first. */
export const featuredAreaLinks: readonly NavItem[] = [
  { label: 'Poop Scoop Service Waco', to: '/poop-scoop-service-waco' },
  { label: 'Pet Poop Removal Waco', to: '/services/pet-poop-removal-waco' },
];

/** Sign-in to the website account (referral link, credits, requests sent through the site). */
export const clientLoginLink: NavItem = { label: 'Client Login', to: '/auth' };
export const dashboardLink: NavItem = { label: 'Dashboard', to: '/dashboard' };
/** Where an admin's header points instead of the dashboard: the owners' console. */
export const adminLink: NavItem = { label: 'Admin', to: '/admin' };
/** The external client hub (scheduling, visits, payments) navigates the whole page (the spec's /clienthub). */
export const clientHubLink: NavItem = { label: 'Client Hub', to: '/clienthub', document: true };

export const townLink = (town: Town): NavItem => ({ label: town.name, to: `/${town.slug}` });

export const serviceAreasLink: NavItem = { label: 'All service areas', to: '/service-areas' };

/**
 * The footer's towns, which every page's HTML carries: the core towns and Waco's districts (the service area as
 * business-facts.md fixes it), then the page that lists every place. Nearby communities are added as the business
 * reaches them; listed here, each would make every page of the site heavier (100 of them: 200 more elements and
 * about 1 KiB more gzip HTML on each page, measured by `npm run bench:scale`).
 */
export const footerTownLinks: readonly NavItem[] = [...coreTowns, ...wacoDistricts]
  .map(townLink)
  .concat(serviceAreasLink);

/** The footer's main links (the spec's footer list). */
export const footerLinks: readonly NavItem[] = [
  homeLink,
  servicesLink,
  { label: 'Waco', to: '/waco' },
  blogLink,
  { label: 'Refer & Save', to: '/refer-friend' },
  contactLink,
];

export const neighborhoodLinks: readonly NavItem[] = neighborhoods.map((n) => ({
  label: n.name,
  to: `/neighborhoods/${n.slug}`,
}));

/** The footer's bottom row. The sitemap is a static file, not a route, so it is a plain document link. */
export const footerUtilityLinks: readonly NavItem[] = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Service Areas', to: '/service-areas' },
  { label: 'Sitemap', to: '/sitemap.xml', document: true },
  clientHubLink,
];

/** What the header's Sign Out says once done (enhance/sign-out.ts). */
export const signedOutToast = {
  title: 'Signed out',
  description: 'You are signed out of your website account on this device.',
} as const;
