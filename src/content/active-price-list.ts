import type { PriceList } from '@shared/pricing';

declare const __PRICE_LIST__: PriceList;
declare const __PRICE_LIST_SOURCE__: string;

/**
 * The owners' active price list as the build read it (vite.config.ts, scripts/build-price-list.ts): every price a
 * page shows comes from it through business.ts. A price the owners change reaches the pages with the next build.
 */
export const activePriceList: PriceList = __PRICE_LIST__;

/** Where the build read it: the API's URL, or 'seeded defaults'. Only the prerender needs it (price-list.json). */
export const priceListSource = (): string => __PRICE_LIST_SOURCE__;
