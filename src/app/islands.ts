import type { ComponentType } from 'react';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { ViewContent } from '@/features/analytics/useViewContent';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { ClientHubRedirect } from '@/pages/account/ClientHubRedirect';
import { asIslandComponent, type IslandComponent } from '@/lib/islands';
import type * as HomeIslands from './home-islands';
import type * as LeadFormIslands from './lead-form-islands';
import { MissingPathLog } from './MissingPathLog';
import { SiteServices } from './SiteServices';

/** How the browser gets an island's component. */
export type IslandLoader = () => Promise<IslandComponent>;

/** In the islands chunk with the islands' client: the layout's islands, on every page, and a few tiny ones. */
function everyPage<P extends object>(component: ComponentType<P>): IslandLoader {
  const island = asIslandComponent(component);
  return () => Promise.resolve(island);
}

/** In a chunk of its own, which only the pages that show it load. */
function ownChunk<P extends object>(load: () => Promise<ComponentType<P>>): IslandLoader {
  return () => load().then(asIslandComponent);
}

// The home page's islands come from one module, so they are one chunk: one request, not five.
const homeIsland = <K extends keyof typeof HomeIslands>(name: K) =>
  ownChunk(() => import('./home-islands').then((islands) => islands[name]));

// The three lead forms' islands too: what their shells share then stays out of every page's islands chunk.
const leadFormIsland = <K extends keyof typeof LeadFormIslands>(name: K) =>
  ownChunk(() => import('./lead-form-islands').then((islands) => islands[name]));

/**
 * The components a public page hydrates as islands (lib/islands.tsx), by name: the name the server records for each
 * `<Island>` and the browser loads it by. The client starts loading every island a page names at once, then
 * hydrates them in document order.
 */
export const islandLoaders: Record<string, IslandLoader> = {
  'client-hub-redirect': everyPage(ClientHubRedirect),
  header: everyPage(SiteHeader),
  'missing-path-log': everyPage(MissingPathLog),
  newsletter: everyPage(NewsletterForm),
  'site-services': everyPage(SiteServices),
  'view-content': everyPage(ViewContent),
  'auth-panel': ownChunk(() => import('@/features/auth/AuthIsland').then((m) => m.AuthIsland)),
  'blog-index': ownChunk(() => import('@/pages/blog/BlogIndexListing').then((m) => m.BlogIndexListing)),
  'quote-form': ownChunk(() =>
    import('@/features/quote/QuickQuoteFormIsland').then((m) => m.QuickQuoteFormIsland),
  ),
  'zip-check': ownChunk(() => import('@/features/zip-check/ZipCheck').then((m) => m.ZipCheck)),
  'contact-form': leadFormIsland('ContactFormIsland'),
  'lead-magnet-form': leadFormIsland('LeadMagnetFormIsland'),
  'referral-invite-form': leadFormIsland('ReferralInviteFormIsland'),
  'admin-home-gate': homeIsland('AdminHomeGate'),
  'exit-intent-offer': homeIsland('ExitIntentOffer'),
  'mobile-cta': homeIsland('MobileCta'),
  'reviews-widget': homeIsland('ReviewsWidget'),
  'roi-calculator': homeIsland('RoiCalculator'),
};

let names: Map<IslandComponent, string> | undefined;

/**
 * Loads every island's component once, for the server to name the ones a page renders (`islandNameOf`). Its
 * imports are the modules the pages import, so the components are the very functions the pages render.
 */
export async function loadIslandNames(): Promise<void> {
  if (names) return;
  const entries = await Promise.all(
    Object.entries(islandLoaders).map(async ([name, load]) => [await load(), name] as const),
  );
  names = new Map(entries);
}

/** The registry's name for an island's component: the one the page records, and the browser loads it by. */
export function islandNameOf(component: IslandComponent): string {
  if (!names) throw new Error('loadIslandNames() must finish before a page renders');
  const name = names.get(component);
  if (!name) throw new Error(`${component.name} is rendered as an <Island> but not in app/islands.ts`);
  return name;
}
