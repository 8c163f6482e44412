import type { ComponentType } from 'react';
import { ViewContent } from '@/features/analytics/use-view-content';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { ClientHubRedirect } from '@/pages/account/ClientHubRedirect';
import { asIslandComponent, type IslandComponent } from '@/lib/island-markup';
import type { IslandWhen } from '@/lib/island-page-attribute';
import type { ToastOptions } from '@/components/ui/toast-store';
import { contactToasts } from '@/features/contact/contact-messages';
import { newsletterNotice } from '@/features/newsletter/newsletter-messages';
import { quoteToasts } from '@/features/quote/quote-messages';
import { referralToasts } from '@/features/referral/referral-messages';
import { MissingPathLog } from './MissingPathLog';
import { SiteServices } from './SiteServices';

/** How the browser gets an island's component. */
export type IslandLoader = () => Promise<IslandComponent>;

/** A public page's interactive part (lib/island-markup.tsx): when it loads, and what. */
export interface IslandEntry {
  when: IslandWhen;
  /** The component the server renders and, for every `when` but `use`, the browser hydrates. */
  load: IslandLoader;
  /**
   * `use` only: the live form that replaces the served shell on first use, rendered with the island's props inside
   * a `CarriedLiveForm` (the values typed, the focus, the caret, a press of the button).
   */
  live?: IslandLoader;
  /** `use` only: what a visitor who sent the shell is told when the live form's code cannot arrive (offline). */
  unreachable?: ToastOptions;
}

const own =
  <P extends object>(load: () => Promise<ComponentType<P>>): IslandLoader =>
  () =>
    load().then(asIslandComponent);

const tiny = <P extends object>(component: ComponentType<P>): IslandLoader => {
  const island = asIslandComponent(component);
  return () => Promise.resolve(island);
};

/**
 * Every island a public page may show, by the name the server records for each `<Island>` and the browser loads it
 * by. A page's HTML says when each loads (`data-when`); until then it is the served HTML and nothing else.
 */
export const islands: Record<string, IslandEntry> = {
  'auth-panel': {
    when: 'load',
    load: own(() => import('@/features/auth/AuthIsland').then((m) => m.AuthIsland)),
  },
  'client-hub-redirect': { when: 'load', load: tiny(ClientHubRedirect) },
  'site-services': { when: 'services', load: tiny(SiteServices) },
  'missing-path-log': { when: 'script', load: tiny(MissingPathLog) },
  'view-content': { when: 'script', load: tiny(ViewContent) },
  'blog-index': {
    when: 'query',
    load: own(() => import('@/pages/blog/BlogIndexListing').then((m) => m.BlogIndexListing)),
  },
  'admin-home-gate': {
    when: 'session',
    load: own(() => import('@/features/admin/AdminHomeGate').then((m) => m.AdminHomeGate)),
  },
  'exit-intent-offer': {
    when: 'exit',
    load: own(() => import('@/features/newsletter/ExitIntentOffer').then((m) => m.ExitIntentOffer)),
  },
  'reviews-widget': {
    when: 'visible',
    load: own(() => import('@/features/reviews/ReviewsWidget').then((m) => m.ReviewsWidget)),
  },
  'roi-calculator': {
    when: 'visible',
    load: own(() => import('@/features/roi-calculator/RoiCalculator').then((m) => m.RoiCalculator)),
  },
  'zip-check': {
    when: 'visible',
    load: own(() => import('@/features/zip-check/ZipCheck').then((m) => m.ZipCheck)),
  },
  newsletter: {
    when: 'use',
    load: tiny(NewsletterForm),
    live: tiny(NewsletterForm),
    unreachable: newsletterNotice({ kind: 'failed' }),
  },
  'quote-form': {
    when: 'use',
    load: own(() => import('@/features/quote/QuickQuoteFormIsland').then((m) => m.QuickQuoteFormIsland)),
    live: own(() => import('@/features/quote/QuickQuoteForm').then((m) => m.QuickQuoteForm)),
    unreachable: quoteToasts.failed,
  },
  'contact-form': {
    when: 'use',
    load: own(() => import('@/features/contact/ContactFormIsland').then((m) => m.ContactFormIsland)),
    live: own(() => import('@/features/contact/ContactForm').then((m) => m.ContactForm)),
    unreachable: contactToasts.failed,
  },
  'lead-magnet-form': {
    when: 'use',
    load: own(() => import('@/features/newsletter/LeadMagnetFormIsland').then((m) => m.LeadMagnetFormIsland)),
    live: own(() => import('@/features/newsletter/LeadMagnetForm').then((m) => m.LeadMagnetForm)),
    unreachable: newsletterNotice({ kind: 'failed' }),
  },
  'referral-invite-form': {
    when: 'use',
    load: own(() =>
      import('@/features/referral/ReferralInviteFormIsland').then((m) => m.ReferralInviteFormIsland),
    ),
    live: own(() => import('@/features/referral/ReferralInviteForm').then((m) => m.ReferralInviteForm)),
    unreachable: referralToasts.failed,
  },
};

let names: Map<IslandComponent, string> | undefined;

/**
 * Loads every island's component once, for the server to name the ones a page renders (`islandNameOf`). Its
 * imports are the modules the pages import, so the components are the very functions the pages render.
 */
export async function loadIslandNames(): Promise<void> {
  if (names) return;
  const entries = await Promise.all(
    Object.entries(islands).map(async ([name, { load }]) => [await load(), name] as const),
  );
  names = new Map(entries);
}

/** What an island's element says of it in the page, beside its name and props (island-page-attribute.ts). */
export function islandAttributes(name: string): Record<string, string> {
  const { when, unreachable } = islands[name]!;
  return {
    'data-when': when,
    ...(unreachable && { 'data-unreachable': JSON.stringify(unreachable) }),
  };
}

/** The registry's name for an island's component: the one the page records, and the browser loads it by. */
export function islandNameOf(component: IslandComponent): string {
  if (!names) throw new Error('loadIslandNames() must finish before a page renders');
  const name = names.get(component);
  if (!name)
    throw new Error(`${component.name} is rendered as an <Island> but not in app/island-registry.ts`);
  return name;
}
