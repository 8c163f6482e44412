import { SiteHeader } from '@/components/layout/SiteHeader';
import { ViewContent } from '@/features/analytics/useViewContent';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { QuickQuoteFormIsland } from '@/features/quote/QuickQuoteFormIsland';
import { ZipCheck } from '@/features/zip-check/ZipCheck';
import { asIslandComponent, type IslandComponent } from '@/lib/islands';
import { BlogIndexListing } from '@/pages/blog/BlogIndexListing';
import { MissingPathLog } from './MissingPathLog';
import { SiteServices } from './SiteServices';

/**
 * The components a public page hydrates as islands (lib/islands.tsx), by name (the
 * name the server records for each `<Island>`, from this list). The
 * layout's are on every page and the others are a few hundred bytes each, so they are one chunk with the islands'
 * client: cheaper than a request apiece.
 */
export const islandComponents: Record<string, IslandComponent> = {
  'blog-index': asIslandComponent(BlogIndexListing),
  header: asIslandComponent(SiteHeader),
  'missing-path-log': asIslandComponent(MissingPathLog),
  newsletter: asIslandComponent(NewsletterForm),
  'quote-form': asIslandComponent(QuickQuoteFormIsland),
  'site-services': asIslandComponent(SiteServices),
  'view-content': asIslandComponent(ViewContent),
  'zip-check': asIslandComponent(ZipCheck),
};

const names = new Map(Object.entries(islandComponents).map(([name, component]) => [component, name]));

/** The registry's name for an island's component: the one the page records, and the browser loads it by. */
export function islandNameOf(component: IslandComponent): string {
  const name = names.get(component);
  if (!name) throw new Error(`${component.name} is rendered as an <Island> but not in app/islands.ts`);
  return name;
}
