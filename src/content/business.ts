/**
 * The one set of business facts. Page text, meta tags and JSON-LD all read from here
 * (docs/product.md lists them under "Business constants").
 * Values marked PLACEHOLDER are owner-specific and must be replaced by the owner in this one place.
 * The prices are the owners' price list as the build read it (./active-price-list.ts), not figures typed here.
 */
import { formatCents, WELCOME_CODE } from '@shared/pricing';
import { config } from '@/lib/config';
import { activePriceList } from './active-price-list';
import { timeRange } from './clock-time';
import { pagePrices } from './page-prices';

const BUILD_YEAR = new Date().getFullYear();

/** The promise every quote page makes, in hours of opening time (the reply clock counts them). */
const QUOTE_REPLY_HOURS = 2;

export const business = {
  /** PLACEHOLDER brand name. */
  name: 'Brazos Scoop Co.',
  shortName: 'Brazos Scoop',
  tagline: 'Pet waste removal for Waco, Hewitt and McLennan County',
  phone: {
    display: '(254) SCOOPER',
    digits: '(254) 726-6737',
    href: 'tel:+12547266737',
    e164: '+12547266737',
  },
  /** PLACEHOLDER: hello@ + the site's domain. */
  email: `hello@${new URL(config.siteUrl).hostname}`,
  address: { locality: 'Hewitt', region: 'TX', postalCode: '76643', country: 'US' },
  geo: { latitude: 31.4624, longitude: -97.1956 },
  foundedYear: 2024,
  ownership: '100% Waco owned',
  county: 'McLennan County',
  reach: '20+ cities',
  rating: { value: 4.9, count: 47 },
  hours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      label: 'Mon–Fri',
      opens: '08:00',
      closes: '18:00',
    },
    { days: ['Saturday'], label: 'Sat', opens: '08:00', closes: '16:00' },
  ],
  closedLabel: 'Sun closed',
  /** The zone of the opening hours above (Waco keeps US Central time, with daylight saving). */
  timeZone: 'America/Chicago',
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

/** The weekdays in Date.getDay() order (0 = Sunday), as business.hours names them. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface OpeningMinutes {
  /** Minutes after midnight, business time. */
  opens: number;
  closes: number;
}

const minutesOfDay = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** business.hours by weekday (index 0 = Sunday), in minutes after midnight; null on a day it is closed. */
export const openingMinutes: readonly (OpeningMinutes | null)[] = WEEKDAYS.map((day) => {
  const hours = business.hours.find((h) => (h.days as readonly string[]).includes(day));
  return hours ? { opens: minutesOfDay(hours.opens), closes: minutesOfDay(hours.closes) } : null;
});
