import type { ComponentType } from 'react';
import { ViewContent } from '@/features/analytics/use-view-content';
import newsletterIsland from '@/features/newsletter/newsletter-island';
import { ClientHubRedirect } from '@/pages/account/ClientHubRedirect';
import {
  asIslandComponent,
  islandAttributesOf,
  type IslandComponent,
  type IslandDeclaration,
} from '@/lib/island-markup';
import type { IslandWhen } from '@/lib/island-page-attribute';
import { MissingPathLog } from './MissingPathLog';
import { SiteServices } from './SiteServices';

/** How the browser gets an island: its declaration, with its component. */
export type IslandLoader = () => Promise<IslandDeclaration>;

/** An island whose code comes with the runtime: a few lines, or a part of every page. */
const withRuntime =
  (declaration: IslandDeclaration): IslandLoader =>
  () =>
    Promise.resolve(declaration);

const tiny = <P extends object>(when: IslandWhen, component: ComponentType<P>) =>
  withRuntime({ when, component: asIslandComponent(component) });

/** An island whose code is a chunk of its own, loaded at its moment. */
const own =
  <P extends object>(when: IslandWhen, load: () => Promise<ComponentType<P>>): IslandLoader =>
  () =>
    load().then((component) => ({ when, component: asIslandComponent(component) }));

/** A form island: its declaration in its folder (defineFormIsland), whose chunk brings the live form. */
const form =
  (load: () => Promise<{ default: IslandDeclaration }>): IslandLoader =>
  () =>
    load().then((module) => module.default);

/**
 * Every island a public page may show, by the name the server records for each `<Island>` and the browser loads it
 * by. A page's HTML says when each loads (`data-when`); until then it is the served HTML and nothing else.
 */
export const islands: Record<string, IslandLoader> = {
  'auth-panel': own('load', () => import('@/features/auth/AuthIsland').then((m) => m.AuthIsland)),
  'client-hub-redirect': tiny('load', ClientHubRedirect),
  'site-services': tiny('services', SiteServices),
  'missing-path-log': tiny('script', MissingPathLog),
  'view-content': tiny('script', ViewContent),
  'blog-index': own('query', () => import('@/pages/blog/BlogIndexListing').then((m) => m.BlogIndexListing)),
  'admin-home-gate': own('session', () =>
    import('@/features/admin/home/AdminHomeGate').then((m) => m.AdminHomeGate),
  ),
  'exit-intent-offer': own('exit', () =>
    import('@/features/newsletter/ExitIntentOffer').then((m) => m.ExitIntentOffer),
  ),
  'reviews-widget': own('visible', () =>
    import('@/features/reviews/ReviewsWidget').then((m) => m.ReviewsWidget),
  ),
  'roi-calculator': own('visible', () =>
    import('@/features/roi-calculator/RoiCalculator').then((m) => m.RoiCalculator),
  ),
  'zip-check': own('visible', () => import('@/features/zip-check/ZipCheck').then((m) => m.ZipCheck)),
  newsletter: withRuntime(newsletterIsland),
  'quote-form': form(() => import('@/features/quote/quote-island')),
  'contact-form': form(() => import('@/features/contact/contact-island')),
  'lead-magnet-form': form(() => import('@/features/newsletter/lead-magnet-island')),
  'referral-invite-form': form(() => import('@/features/referral/referral-island')),
};

let declared: { byName: Map<string, IslandDeclaration>; names: Map<IslandComponent, string> } | undefined;

/**
 * Loads every island's declaration once, for the server to name the ones a page renders and say when each loads.
 * Its imports are the modules the pages import, so the components are the very functions the pages render.
 */
export async function loadIslands(): Promise<void> {
  if (declared) return;
  const entries = await Promise.all(
    Object.entries(islands).map(async ([name, load]) => [name, await load()] as const),
  );
  declared = {
    byName: new Map(entries),
    names: new Map(entries.map(([name, { component }]) => [component, name])),
  };
}

function loaded() {
  if (!declared) throw new Error('loadIslands() must finish before a page renders');
  return declared;
}

/** What an island's element says of it in the page, beside its name and props (island-page-attribute.ts). */
export const islandAttributes = (name: string): Record<string, string> =>
  islandAttributesOf(loaded().byName.get(name)!);

/** The registry's name for an island's component: the one the page records, and the browser loads it by. */
export function islandNameOf(component: IslandComponent): string {
  const name = loaded().names.get(component);
  if (!name)
    throw new Error(`${component.name} is rendered as an <Island> but not in app/island-registry.ts`);
  return name;
}
