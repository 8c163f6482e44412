/**
 * The business facts the server needs as well as the pages: the name, the phone, the postal address the promotional
 * emails carry, the opening hours and the reply promise. src/content/business.ts builds the rest of the business's
 * facts on these; the functions (the visitors' emails, the owners' texts) and the reply clock read them here. Free of
 * imports, so the browser and the Deno functions both load it.
 * Values marked PLACEHOLDER are owner-specific and must be replaced by the owner in this one place.
 */

/** The promise every quote page makes, in hours of opening time (the reply clock counts them). */
const QUOTE_REPLY_HOURS = 2;

export const businessFacts = {
  /** PLACEHOLDER brand name. */
  name: 'Brazos Scoop Co.',
  phone: {
    display: '(254) SCOOPER',
    digits: '(254) 726-6737',
    href: 'tel:+12547266737',
    e164: '+12547266737',
  },
  /**
   * PLACEHOLDER: the business's postal address, which every email that is not a direct answer carries (CAN-SPAM asks
   * for a valid physical postal address: a street address or a registered post office box).
   */
  postalAddress: 'PO Box 0000, Hewitt, TX 76643',
  hours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      label: 'Mon–Fri',
      opens: '08:00',
      closes: '18:00',
    },
    { days: ['Saturday'], label: 'Sat', opens: '08:00', closes: '16:00' },
  ],
  /** The zone of the opening hours above (Waco keeps US Central time, with daylight saving). */
  timeZone: 'America/Chicago',
  quoteReplyHours: QUOTE_REPLY_HOURS,
} as const;

/** The weekdays in Date.getDay() order (0 = Sunday), as businessFacts.hours names them. */
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

/** businessFacts.hours by weekday (index 0 = Sunday), in minutes after midnight; null on a day it is closed. */
export const openingMinutes: readonly (OpeningMinutes | null)[] = WEEKDAYS.map((day) => {
  const hours = businessFacts.hours.find((h) => (h.days as readonly string[]).includes(day));
  return hours ? { opens: minutesOfDay(hours.opens), closes: minutesOfDay(hours.closes) } : null;
});
