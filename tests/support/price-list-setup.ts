import { SEEDED_PRICE_LIST } from './seeded-price-list';

/**
 * What the build inlines for the pages' prices (vite.config.ts, src/content/active-price-list.ts), in every test
 * file: the seeded defaults. A test of other prices sets these before it imports the content.
 */
Object.assign(globalThis, { __PRICE_LIST__: SEEDED_PRICE_LIST, __PRICE_LIST_SOURCE__: 'seeded defaults' });
