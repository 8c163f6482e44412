import { business, offerPrice, type Offer } from './business';

/**
 * Prices as words for page copy. Every amount comes from business.ts, so a price change there
 * reaches every page, meta description and JSON-LD offer at once.
 */
export const usd = (amount: number) => `$${amount}`;

export const priceText = {
  /** 'from $25/week' */
  weekly: `from ${usd(offerPrice('weekly'))}/week`,
  /** 'from $75' */
  oneTime: `from ${usd(offerPrice('one-time'))}`,
  /** '$15' */
  deodorizing: usd(offerPrice('deodorizing')),
  referral: usd(business.referralCredit),
  petCareDiscount: usd(business.petCareDiscount),
  welcome: `${usd(business.welcomeCode.amount)} off`,
} as const;

/** The price as a card shows it: 'from $25/week', 'from $75', '$15 add-on'. */
export const offerPriceLabel = (offer: Offer): string =>
  offer.unit === 'week'
    ? `from ${usd(offer.price)}/${offer.unit}`
    : offer.id === 'deodorizing'
      ? `${usd(offer.price)} add-on`
      : `from ${usd(offer.price)}`;
