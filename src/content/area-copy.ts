import { business, offerPrice } from './business';
import { neighborhoods } from './neighborhoods';
import { priceText, usd } from './price-text';
import { coreTowns, townBySlug, towns } from './towns';
import type { Faq, Neighborhood, Section, Town } from './types';

/**
 * Copy for the town and neighborhood pages, generated from the town data alone (name, group, ZIP codes,
 * neighbours) and business.ts. It states only what follows from that data, never local facts
 * (landmarks, populations, distances) that nobody here can check.
 */

export interface AreaCopy {
  title: string;
  description: string;
  h1: string;
  eyebrow: string;
  lead: string;
  /** Name for JSON-LD areaServed (a city). */
  areaServed: string;
  /** What kind of place this is among the served towns. */
  about: Section;
  offersIntro: string;
  zipSentence: string;
  zipNote: string;
  neighborsIntro: string;
  faqs: Faq[];
}

export const listWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

export const zipPhrase = (zips: readonly string[]) =>
  `${zips.length === 1 ? 'ZIP code' : 'ZIP codes'} ${listWords(zips)}`;

const CORE_COUNT = coreTowns.length;
const weekly = usd(offerPrice('weekly'));

/** Towns (not districts) whose pages list one of the same ZIP codes. */
export const townsSharingZips = (town: Town): Town[] =>
  towns.filter(
    (t) => t.slug !== town.slug && t.group !== 'district' && t.zips.some((z) => town.zips.includes(z)),
  );

export const neighborTowns = (town: Town): Town[] =>
  town.neighbors.map((slug) => townBySlug(slug)).filter((t): t is Town => t !== undefined);

/** The city a district belongs to: districts share its ZIP codes exactly. */
export const cityOfDistrict = (district: Town): Town | undefined =>
  towns.find(
    (t) =>
      t.group !== 'district' &&
      t.zips.length === district.zips.length &&
      t.zips.every((z) => district.zips.includes(z)),
  );

export const districtsOf = (city: Town): Town[] =>
  towns.filter((t) => t.group === 'district' && cityOfDistrict(t)?.slug === city.slug);

export const neighborhoodsOf = (city: Town): Neighborhood[] =>
  neighborhoods.filter((n) => n.parent === city.slug);

const isBase = (town: Town) => town.name === business.address.locality;

const sameDayFaq = (place: string): Faq => ({
  question: `Can I get same-day service in ${place}?`,
  answer: `Same-day service is available. Call ${business.phone.display} (${business.phoneAvailability.toLowerCase()}) and we will tell you what today's schedule allows; the quote form works too, and we reply ${business.quoteReply}.`,
});

const weeklyFaq = (place: string): Faq => ({
  question: `How much is weekly service in ${place}?`,
  answer: `Weekly scooping in ${place} starts at ${weekly} a week for one dog, and the eco-friendly deodorizing spray is included. Homes with more dogs or a bigger yard get a quote to match before the first visit.`,
});

const oneTimeFaq = (place: string): Faq => ({
  question: `What does a one-time yard cleanup cost in ${place}?`,
  answer: `A One-Time Yard Reset costs ${priceText.oneTime}. The price depends on the size of the yard, the number of dogs and how long the waste has built up, and the free quote tells you the number before we come. Deodorizing can be added for ${priceText.deodorizing}.`,
});

/** ZIP codes as a question the visitor would type, answered from the table. */
function zipFaq(town: Town, placeForMany: string): Faq {
  const shared = townsSharingZips(town).map((t) => t.name);
  const sharedNote = shared.length
    ? ` The same ZIP code appears on our ${listWords(shared)} ${shared.length === 1 ? 'page' : 'pages'}.`
    : '';
  if (town.zips.length <= 2) {
    return {
      question: `Do you serve ${zipPhrase(town.zips)}?`,
      answer: `Yes. ${town.zips.length === 1 ? `${town.zips[0]} is` : `Both are`} in our service area.${sharedNote} Put your ZIP code in the quote form and we reply ${business.quoteReply}.`,
    };
  }
  return {
    question: `Which ZIP codes do you serve ${placeForMany}?`,
    answer: `All of these: ${listWords(town.zips)}. Another ZIP code can still ask for a quote; the owners look at the address and confirm coverage.`,
  };
}

function coreAbout(town: Town, index: number): Section {
  const base = isBase(town)
    ? `${business.name} is based right here in ${town.name} (${business.address.postalCode}) and is ${business.ownership}.`
    : `${business.name} is ${business.ownership} and has been scooping yards across ${business.county} since ${business.foundedYear}.`;
  const openers = [
    `Homes in ${town.name} get our full service, because it is one of the ${CORE_COUNT} core towns of our ${business.county} service area: weekly scooping, one-time cleanups and deodorizing.`,
    `We count ${town.name} among our ${CORE_COUNT} core towns in ${business.county}. That means the full menu is available here, from weekly visits to a one-time catch-up cleanup.`,
    `Our ${CORE_COUNT} core towns in ${business.county} include ${town.name}, and every service we offer is available to ${town.name} homes at the same starting prices.`,
  ];
  // General truths about dog waste, not claims about the town; rotated so neighbouring pages read differently.
  const whyScoop = [
    'Dog waste left in the grass does not stay put: rain washes it into the soil and drains, it draws flies, and it makes the yard a place nobody wants to play. A regular scoop keeps that from building up.',
    'A dog yard fills up faster than most people expect, and the longer waste sits, the more it smells, the more flies it draws and the more the grass suffers. Weekly visits keep it from ever getting that far.',
    'Picking up after the dogs is the chore that never ends. Handing it to us gives you the yard back: no bags, no shovel, no careful steps on the way across the lawn.',
  ];
  return {
    heading: `${town.name} is one of our ${CORE_COUNT} core towns`,
    paragraphs: [openers[index % openers.length] ?? '', base, whyScoop[(index + 1) % whyScoop.length] ?? ''],
  };
}

function nearbyAbout(town: Town): Section {
  return {
    heading: `Serving ${town.name} beyond our core towns`,
    paragraphs: [
      `${town.name} is not one of our ${CORE_COUNT} core towns, but it is one of the ${business.reach} we cover across ${business.county}, and homes here get the same service and the same starting prices.`,
      `When you ask for a quote, give us your ZIP code and we will confirm the visit day that works for your address. ${business.name} is ${business.ownership}, so you talk to the people who do the work.`,
    ],
  };
}

function districtAbout(town: Town, city: Town): Section {
  return {
    heading: `${town.name} is part of ${city.name}`,
    paragraphs: [
      `${town.name} is part of ${city.name}, one of our ${CORE_COUNT} core towns, so homes here get exactly what the rest of the city gets: the same service, the same starting prices and the same quick quote.`,
      `We give ${town.name} its own page so you can find us by the name you use for your part of town. The service behind it is our ${city.name} service, and every ${city.name} ZIP code is in our area.`,
    ],
  };
}

export function townCopy(town: Town): AreaCopy {
  const index = towns.findIndex((t) => t.slug === town.slug);
  const city = town.group === 'district' ? cityOfDistrict(town) : undefined;
  const cityName = city?.name ?? town.name;
  const neighbors = neighborTowns(town).map((t) => t.name);
  const zipsShort = town.zips.length <= 2 ? listWords(town.zips) : `all ${cityName} ZIPs`;

  const leads: Record<Town['group'], string> = {
    core: `${business.name} picks up dog poop in ${town.name} yards: weekly scooping ${priceText.weekly} or a One-Time Yard Reset ${priceText.oneTime}, with deodorizing included on weekly visits. Free quote, and we reply ${business.quoteReply}.`,
    nearby: `Yes, we come to ${town.name}. Weekly dog poop scooping costs ${priceText.weekly} and a One-Time Yard Reset ${priceText.oneTime}, the same starting prices as in our core towns. Ask for a free quote and we reply ${business.quoteReply}.`,
    district: `Dog poop pickup for ${town.name} homes as part of our ${cityName} service: weekly scooping ${priceText.weekly}, a One-Time Yard Reset ${priceText.oneTime} and deodorizing included on weekly visits. We reply to quotes ${business.quoteReply}.`,
  };
  const descriptions: Record<Town['group'], string> = {
    core: `Dog poop pickup in ${town.name}, TX (${zipsShort}): weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}, deodorizing included. Free quote.`,
    nearby: `Pooper scooper service in ${town.name}, TX (${zipsShort}): weekly dog poop pickup ${priceText.weekly}, one-time cleanups ${priceText.oneTime}. Free quote, reply ${business.quoteReply}.`,
    district: `Dog poop pickup in ${town.name}, part of our ${cityName} service: weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}, same-day service available.`,
  };
  const eyebrows: Record<Town['group'], string> = {
    core: `${business.county} service area`,
    nearby: `Also serving ${town.name}`,
    district: `Part of our ${cityName} service`,
  };

  const about =
    town.group === 'core' ? coreAbout(town, index) : city ? districtAbout(town, city) : nearbyAbout(town);

  const groupFaq: Faq =
    town.group === 'core'
      ? {
          question: `Do you also serve towns near ${town.name}?`,
          answer: `Yes. ${listWords(neighbors)} ${neighbors.length === 1 ? 'is' : 'are'} on our list too, along with the rest of our ${CORE_COUNT} core towns and other places across ${business.county}.`,
        }
      : town.group === 'nearby'
        ? {
            question: `${town.name} isn't one of your core towns. Do you still come out?`,
            answer: `Yes. ${town.name} has its own page because we serve it, with the same starting prices as our core towns: weekly scooping ${priceText.weekly} and one-time cleanups ${priceText.oneTime}. Ask for a quote with your ZIP code and the owners confirm your visit day.`,
          }
        : {
            question: `Is ${town.name} covered by your ${cityName} service?`,
            answer: `Yes. ${town.name} is part of ${cityName}, and every ${cityName} ZIP code is in our service area, so you get the same service and prices as the rest of the city.`,
          };

  const baseFaq: Faq[] = isBase(town)
    ? [
        {
          question: `Are you based in ${town.name}?`,
          answer: `Yes. ${business.name} is based in ${business.address.locality}, ${business.address.region} ${business.address.postalCode}. We are a service-area business: we come to your yard, so there is no shop to visit.`,
        },
      ]
    : [];

  return {
    title: `Pooper Scooper Service in ${town.name}, TX`,
    h1: `Pooper Scooper Service in ${town.name}, TX`,
    description: descriptions[town.group],
    eyebrow: eyebrows[town.group],
    lead: leads[town.group],
    areaServed: `${cityName}, TX`,
    about,
    offersIntro:
      town.group === 'nearby'
        ? `Here is what a ${town.name} customer gets. The prices are our starting prices everywhere we serve.`
        : `Here is what a ${town.name} customer gets, with the starting prices we charge across our service area.`,
    zipSentence: `We serve ${zipPhrase(town.zips)}${city ? `: every ${city.name} ZIP code, ${town.name} included` : ''}.`,
    zipNote:
      'Not sure your address is covered? Any ZIP code can ask for a free quote; the owners look at the address and confirm coverage.',
    neighborsIntro:
      town.group === 'district'
        ? `Next to ${town.name} on our list:`
        : `Towns next to ${town.name} that we also serve:`,
    faqs: [
      zipFaq(town, `in ${town.name}`),
      weeklyFaq(town.name),
      oneTimeFaq(town.name),
      sameDayFaq(town.name),
      groupFaq,
      ...baseFaq,
    ],
  };
}

export function neighborhoodCopy(neighborhood: Neighborhood): AreaCopy {
  const city = townBySlug(neighborhood.parent);
  if (!city) throw new Error(`Neighborhood ${neighborhood.slug} has no town ${neighborhood.parent}`);
  const place = `${neighborhood.name}, ${city.name}`;
  return {
    title: `Pooper Scooper Service in ${place}`,
    h1: `Dog Poop Pickup in ${place}, TX`,
    description: `Dog poop pickup in ${place}, TX: weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}, deodorizing included. Free quote, reply ${business.quoteReply}.`,
    eyebrow: `A ${city.name} neighborhood`,
    lead: `${neighborhood.name} is part of ${city.name}, and ${business.name} scoops yards all over the city: weekly scooping ${priceText.weekly} or a One-Time Yard Reset ${priceText.oneTime}. Free quote, reply ${business.quoteReply}.`,
    areaServed: `${city.name}, TX`,
    about: {
      heading: `${neighborhood.name} gets our full ${city.name} service`,
      paragraphs: [
        `${neighborhood.name} is one of the ${city.name} neighborhoods with its own page on our site. ${city.name} is one of our ${CORE_COUNT} core towns, so ${neighborhood.name} homes get the same service and the same starting prices as the rest of the city.`,
        `Weekly customers get the eco-friendly deodorizing spray at no extra cost, and anyone who needs the yard cleaned today can ask for same-day service.`,
      ],
    },
    offersIntro: `Here is what a ${neighborhood.name} customer gets, with the starting prices we charge across ${city.name}.`,
    zipSentence: `We serve every ${city.name} ZIP code: ${listWords(city.zips)}.`,
    zipNote:
      'Not sure your address is covered? Any ZIP code can ask for a free quote; the owners look at the address and confirm coverage.',
    neighborsIntro: `Other ${city.name} neighborhoods we serve:`,
    faqs: [
      {
        question: `Do you serve ${neighborhood.name} in ${city.name}?`,
        answer: `Yes. ${neighborhood.name} is part of ${city.name}, and every ${city.name} ZIP code is in our service area. Ask for a free quote and we reply ${business.quoteReply}.`,
      },
      weeklyFaq(neighborhood.name),
      oneTimeFaq(neighborhood.name),
      sameDayFaq(neighborhood.name),
      zipFaq(city, `in ${city.name}`),
    ],
  };
}

export interface ZipTableRow {
  town: Town;
  zips: readonly string[];
  /** District pages with the same ZIP codes, listed with their city. */
  districts: Town[];
  neighborhoods: Neighborhood[];
}

/** The service-area ZIP table (shared/docs/business-facts.md), built from towns.ts. */
export const zipTableRows = (): ZipTableRow[] =>
  towns
    .filter((t) => t.group !== 'district')
    .map((town) => ({
      town,
      zips: town.zips,
      districts: districtsOf(town),
      neighborhoods: neighborhoodsOf(town),
    }));

/** Every distinct ZIP code in the table, in order. */
export const servedZips = (): string[] => [...new Set(towns.flatMap((t) => t.zips))].sort();

/** Lookups for service copy that names a town's neighbours or ZIP codes without retyping them. */
export function townNamed(slug: string): Town {
  const town = townBySlug(slug);
  if (!town) throw new Error(`No town ${slug}`);
  return town;
}

export const neighborNames = (slug: string) => listWords(neighborTowns(townNamed(slug)).map((t) => t.name));

export const zipsOf = (slug: string) => listWords(townNamed(slug).zips);

export const coreTownNames = () => listWords(coreTowns.map((t) => t.name));

export const otherPlaceNames = () => listWords(towns.filter((t) => t.group === 'nearby').map((t) => t.name));

/** Town pages in their three groups, titled for lists and directories. */
export function townGroups(): { group: Town['group']; title: string; towns: Town[] }[] {
  const districts = towns.filter((t) => t.group === 'district');
  const cities = [...new Set(districts.map((d) => cityOfDistrict(d)?.name).filter((n): n is string => !!n))];
  return [
    { group: 'core', title: `Our ${CORE_COUNT} core towns`, towns: coreTowns },
    { group: 'nearby', title: 'More places we serve', towns: towns.filter((t) => t.group === 'nearby') },
    { group: 'district', title: `Parts of ${listWords(cities)}`, towns: districts },
  ];
}
