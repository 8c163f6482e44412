/**
 * The service promises and trust bullets (docs/product.md). Pages quote these
 * strings instead of rewording them, so every page promises the same thing.
 */
export const promises = {
  sameDay: 'Same-day service available',
  licensed: 'Licensed and insured in Texas',
  deodorizingIncluded: 'Eco-friendly deodorizing spray included',
  guarantee: '100% satisfaction guarantee',
  quickQuote: 'Free quote in 60 seconds',
} as const;
