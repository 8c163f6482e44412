/**
 * The one set of business facts. Page text, meta tags and JSON-LD all read from here
 * (docs/product.md lists them under "Business constants").
 * Values marked PLACEHOLDER are owner-specific and must be replaced by the owner in this one place.
 * The prices are the owners' price list as the build read it (./active-price-list.ts), not figures typed here.
 */
import { businessFacts } from '@shared/business-facts';
import { formatCents, WELCOME_CODE } from '@shared/pricing';
import { config } from '@/lib/config';
import { activePriceList } from './active-price-list';
import { timeRange } from './clock-time';
import { pagePrices } from './page-prices';

const BUILD_YEAR = new Date().getFullYear();

const QUOTE_REPLY_HOURS = businessFacts.quoteReplyHours;

export const business = {
  /** PLACEHOLDER brand name (in supabase/functions/_shared/browser-safe/business-facts.ts, which the server reads too). */
  name: businessFacts.name,
  shortName: 'Brazos Scoop',
  tagline: 'Pet waste removal for Waco, Hewitt and McLennan County',
  phone: businessFacts.phone,
  /** PLACEHOLDER: hello@ + the site's domain. */
  email: `hello@${new URL(config.siteUrl).hostname}`,
  /** PLACEHOLDER postal address for the emails' footers (in supabase/functions/_shared/browser-safe/business-facts.ts, which the server reads too). */
  postalAddress: businessFacts.postalAddress,
  address: { locality: 'Hewitt', region: 'TX', postalCode: '76643', country: 'US' },
  geo: { latitude: 31.4624, longitude: -97.1956 },
  foundedYear: 2024,
  ownership: '100% Waco owned',
  county: 'McLennan County',
  reach: '20+ cities',
  rating: { value: 4.9, count: 47 },
  hours: businessFacts.hours,
  closedLabel: 'Sun closed',
  /** The zone of the opening hours above (Waco keeps US Central time, with daylight saving). */
  timeZone: businessFacts.timeZone,
  phoneAvailability: 'Available 7 days a week',
  quoteReplyHours: QUOTE_REPLY_HOURS,
  quoteReply: `within ${QUOTE_REPLY_HOURS} hours`,
  paymentAccepted: ['Credit Card', 'Cash', 'Check', 'Venmo', 'PayPal'],
  serviceTypes: ['Pet Waste Removal', 'Poop Scoop Service', 'Dog Waste Cleanup', 'Yard Cleaning'],
  welcomeCode: { code: WELCOME_CODE },
  petCareDiscount: 20,
  copyrightYear: BUILD_YEAR,
  priceValidUntil: `${BUILD_YEAR}-12-31`,
  /** PLACEHOLDER profile links; the owner replaces them with the business's real listings. */
  links: {
    mapsReviews: 'https://www.google.com/maps/search/?api=1&query=Brazos+Scoop+Co+Hewitt+TX',
    googleReview: 'https://www.google.com/search?q=Brazos+Scoop+Co+Hewitt+TX+reviews',
    facebook: 'https://www.facebook.com/',
    petCareMarketplace: 'https://www.rover.com/',
  },
} as const;

/** The figures the pages show from the owners' price list, in cents (./page-prices.ts says which cell each is). */
export const listPrices = pagePrices(activePriceList);

export interface Offer {
  id: 'weekly' | 'one-time' | 'deodorizing';
  name: string;
  /** The "from" price (the add-on's price for deodorizing), in cents. */
  cents: number;
  unit?: 'week';
  description: string;
}

/** Priced offers: the visible prices and the JSON-LD Offers come from this list only. */
export const offers: readonly Offer[] = [
  {
    id: 'weekly',
    name: 'Weekly Poop Scoop Service',
    cents: listPrices.weekly,
    unit: 'week',
    description: 'Weekly yard scooping for one dog, deodorizing included.',
  },
  {
    id: 'one-time',
    name: 'One-Time Yard Reset',
    cents: listPrices.oneTime,
    description: 'A one-time deep cleanup of the whole yard.',
  },
  {
    id: 'deodorizing',
    name: 'Eco-Friendly Deodorizing (OSO Fresh)',
    cents: listPrices.deodorizing,
    description: 'Pet-safe deodorizing spray; included free with weekly service.',
  },
];

const offerCents = offers.map((o) => o.cents);
export const priceRange = `${formatCents(Math.min(...offerCents))}–${formatCents(Math.max(...offerCents))}`;

/** "Mon–Fri 8 AM–6 PM · Sat 8 AM–4 PM · Sun closed": the hours as visitors read them. */
export const formatHours = () =>
  [...business.hours.map((h) => `${h.label} ${timeRange(h.opens, h.closes)}`), business.closedLabel].join(
    ' · ',
  );

export { openingMinutes, type OpeningMinutes } from '@shared/business-facts';
