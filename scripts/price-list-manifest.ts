/**
 * dist/price-list.json: which version of the owners' price list this build's pages show, where the build read it,
 * when, and which pages show a price from it. /admin reads it to tell the owners which pages still show an older
 * version until the next deploy.
 */
import type { PriceList } from '../supabase/functions/_shared/browser-safe/pricing.ts';
import { pagePriceFigures } from '../src/content/page-prices.ts';

export const PRICE_LIST_MANIFEST = 'price-list.json';

export interface PriceListManifest {
  version: number;
  /** The API's URL, or 'seeded defaults'. */
  source: string;
  /** ISO 8601. */
  builtAt: string;
  /** Every path whose HTML shows a price from the list. */
  pages: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a page's HTML (text or JSON-LD) shows one of the list's figures: "$25" but not "$250" or "$25.50". The
 * figures are those src/content/page-prices.ts gives the pages, as they are written.
 */
export function pricePattern(list: PriceList): RegExp {
  const figures = pagePriceFigures(list).map(escapeRegExp).join('|');
  return new RegExp(`(?:${figures})(?![0-9]|[.,][0-9])`);
}

export function priceListManifest(
  read: { list: PriceList; source: string },
  pages: string[],
  builtAt: Date = new Date(),
): PriceListManifest {
  return { version: read.list.version, source: read.source, builtAt: builtAt.toISOString(), pages };
}
