import { formatCents } from '@shared/pricing';
import { business, listPrices, type Offer } from './business';

/**
 * Prices as words for page copy. Every amount comes from the owners' price list through business.ts, so a price
 * the owners change reaches every page, meta description and JSON-LD offer with the next build.
 */
const usd = (amount: number) => `$${amount}`;

/** The list's figures as a price is written: the weekly "from" price, the one-time's, the add-on's, the credits. */
export const prices = {
  weekly: formatCents(listPrices.weekly),
  oneTime: formatCents(listPrices.oneTime),
  deodorizing: formatCents(listPrices.deodorizing),
  welcome: formatCents(listPrices.welcome),
  referral: formatCents(listPrices.referral),
} as const;

export const priceText = {
  /** 'from <weekly>/week' */
  weekly: `from ${prices.weekly}/week`,
  /** 'from <one-time>' */
  oneTime: `from ${prices.oneTime}`,
  deodorizing: prices.deodorizing,
  referral: prices.referral,
  petCareDiscount: usd(business.petCareDiscount),
  welcome: `${prices.welcome} off`,
} as const;

/** The price as a card shows it: 'from <weekly>/week', 'from <one-time>', '<deodorizing> add-on'. */
export const offerPriceLabel = (offer: Offer): string =>
  offer.unit === 'week'
    ? `from ${formatCents(offer.cents)}/${offer.unit}`
    : offer.id === 'deodorizing'
      ? `${formatCents(offer.cents)} add-on`
      : `from ${formatCents(offer.cents)}`;
