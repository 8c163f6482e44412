import { business } from './business';
import { offsetText, type Offset } from './geo';
import {
  BASE,
  cityOf,
  mappedPlaces,
  NEAREST_SHOWN,
  nearestShown,
  nearestTowns,
  neighborhoodsOfTown,
  placeFacts,
  placeRef,
  showsNearestOnly,
  type PlaceFacts,
} from './places';
import { priceText } from './price-text';
import { listWords, withArticle } from './words';
import { coreTowns, townBySlug, towns } from './towns';
import type { Neighborhood, PlaceCentre, PlaceRef, Town } from './types';

/**
 * Copy for the town, district and neighborhood pages. Everything that differs between them is data: the ZIP
 * codes, where the place lies (distance and direction from the base and from Waco, computed from its sourced
 * centre), the served places nearest to it, the pages about it, and what the owners add. Never local claims
 * (landmarks, populations, stories) that nobody here can check.
 */

const CORE_COUNT = coreTowns.length;
const MAPPED_COUNT = mappedPlaces.length;
/** The radius the "served places within" fact counts. */
const NEARBY_MILES = 10;

/** Towns (not districts) whose pages list one of the same ZIP codes. */
export const townsSharingZips = (town: Town): Town[] =>
  towns.filter(
    (t) => t.slug !== town.slug && t.group !== 'district' && t.zips.some((z) => town.zips.includes(z)),
  );

/** The served places nearest to a town, computed from the centres (a district borrows its city's). */
export const neighborTowns = (town: Town): Town[] => nearestTowns(town, 3);

export const districtsOf = (city: Town): Town[] =>
  towns.filter((t) => t.group === 'district' && cityOf(t)?.slug === city.slug);

export interface GlanceItem {
  label: string;
  value: string;
  /** A page that says more. */
  link?: { to: string; label: string };
}

export interface NearbyRow extends PlaceRef {
  /** Where that place lies, seen from this one, as the table shows it. */
  offset: Omit<Offset, 'exactMiles'>;
}

/**
 * What a town, district or neighborhood page shows, computed at build time: the prerender writes it into the page's
 * data, so the page's template carries no list of places.
 */
export interface PlaceCopy {
  title: string;
  description: string;
  h1: string;
  eyebrow: string;
  lead: string;
  /** Name for JSON-LD areaServed (a city). */
  areaServed: string;
  /** The town whose centre the facts, map and list describe: the place itself, or its city. */
  mapped: PlaceRef;
  centre: PlaceCentre;
  /** The mapped places nearest to it, nearest first (at most {@link NEAREST_SHOWN}). */
  nearest: NearbyRow[];
  /** What the distance table lists: every other place, or the nearest ones. */
  nearestCaption: string;
  /** Whether a distance shown was measured from a ZIP code point, so rounded to 5 miles. */
  coarse: boolean;
  /** Said when the facts are the city's, not the place's own. */
  factsNote?: string;
  glance: GlanceItem[];
  /** The map's caption: what it shows, in words (also its accessible name). */
  mapCaption: string;
}

/** The first candidate that fits a search result (70–160 characters); the build fails rather than ship one that does not. */
export function fitDescription(candidates: readonly string[]): string {
  const fit = candidates.find((c) => c.length >= 70 && c.length <= 160);
  if (!fit) throw new Error(`No description of 70-160 characters among: ${candidates.join(' | ')}`);
  return fit;
}

const isBase = (town: Town) => town.slug === BASE.slug;

const fromBaseText = (o: Offset | undefined) => (o ? `${offsetText(o)} of our base in ${BASE.name}` : '');

function factsFor(town: Town): { mapped: Town; facts: PlaceFacts } {
  const own = placeFacts(town);
  if (own) return { mapped: town, facts: own };
  const city = cityOf(town);
  const cityFacts = city && placeFacts(city);
  if (!city || !cityFacts) throw new Error(`${town.slug} has no centre and no city with one`);
  return { mapped: city, facts: cityFacts };
}

function glanceItems(place: Town, facts: PlaceFacts, zips: readonly string[]): GlanceItem[] {
  const sharing = townsSharingZips(place).map((t) => t.name);
  const zipValue =
    zips.length > 3
      ? `${zips.length} ZIP codes: ${listWords(zips)}`
      : `${listWords(zips)}${sharing.length ? `, shared with ${listWords(sharing)}` : ''}`;
  const close = facts.others.filter((o) => o.offset.exactMiles <= NEARBY_MILES).length;
  const items: GlanceItem[] = [
    { label: zips.length === 1 ? 'ZIP code' : 'ZIP codes', value: zipValue },
    {
      label: `From our base in ${BASE.name}`,
      value: facts.fromBase ? offsetText(facts.fromBase) : 'this is our base',
    },
  ];
  if (facts.fromWaco) items.push({ label: 'From Waco', value: offsetText(facts.fromWaco) });
  items.push(
    {
      label: `Places we serve within ${NEARBY_MILES} miles`,
      value: `${close} of the other ${facts.others.length}`,
    },
    {
      label: 'Starting prices',
      value: `weekly ${priceText.weekly}, one-time ${priceText.oneTime}`,
      link: { to: '/services', label: 'what every visit includes' },
    },
  );
  if (place.owner?.serviceDays) items.push({ label: 'Usual service days', value: place.owner.serviceDays });
  return items;
}

/** What a map capped at a place's nearest draws, in words (its caption's start, here and on landing pages). */
export const nearestMapWords = (placeName: string) =>
  `${placeName} and the ${NEAREST_SHOWN} places we serve nearest to it`;

function mapCaption(mapped: Town, facts: PlaceFacts, shownAs: string): string {
  const shown = `${showsNearestOnly ? nearestMapWords(mapped.name) : `The ${MAPPED_COUNT} places we serve`}, north up`;
  return facts.fromBase
    ? `${shown}: ${shownAs} in orange, ${fromBaseText(facts.fromBase)} (the dark square), the others in green.`
    : `${shown}: ${shownAs}, our base, in orange, the others in green.`;
}

/** The parts of a place's facts its page shows: the centre and the nearest places, no more. */
function shownFacts(mapped: Town, facts: PlaceFacts) {
  const nearest = nearestShown(facts);
  return {
    mapped: placeRef(mapped),
    centre: facts.centre,
    nearest: nearest.map(({ town, offset: { miles, under, direction } }) => ({
      ...placeRef(town),
      offset: { miles, under, direction },
    })),
    nearestCaption: showsNearestOnly
      ? `The ${NEAREST_SHOWN} places we serve nearest to ${mapped.name}, nearest first`
      : 'The other places we serve, nearest first',
    coarse: [facts.centre, ...nearest.map((o) => o.town.centre)].some((c) => (c?.withinMiles ?? 1) > 1),
  };
}

export function townCopy(town: Town): PlaceCopy {
  const { mapped, facts } = factsFor(town);
  const city = town.group === 'district' ? mapped : undefined;
  const where = fromBaseText(facts.fromBase);
  const zipsShort =
    town.zips.length <= 2 ? listWords(town.zips) : `all ${town.zips.length} ${mapped.name} ZIP codes`;

  const leads: Record<Town['group'], string> = {
    core: isBase(town)
      ? `${business.name} is based in ${town.name}, and scoops dog yards here and in the ${MAPPED_COUNT - 1} other places we serve: weekly visits or a one-time yard reset. Free quote, reply ${business.quoteReply}.`
      : `We scoop dog yards in ${town.name}, ${where}: weekly visits or a one-time yard reset. Free quote, reply ${business.quoteReply}.`,
    nearby: `Yes, we scoop dog yards in ${town.name}, ${where}, at the same prices as in our core towns. Free quote, reply ${business.quoteReply}.`,
    district: `${town.name} is part of ${mapped.name}, and every ${mapped.name} ZIP code is in our area: weekly dog poop scooping ${priceText.weekly}, One-Time Yard Resets ${priceText.oneTime}, a reply ${business.quoteReply}.`,
  };
  const title = `Pooper Scooper Service in ${town.name}, TX`;
  const description = fitDescription(
    town.group === 'district'
      ? [
          `Dog poop pickup in ${town.name}, part of our ${mapped.name} service: weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}. Free quote.`,
        ]
      : [
          `Dog poop pickup in ${town.name}, TX (${zipsShort}), ${where}: weekly ${priceText.weekly}, one-time ${priceText.oneTime}. Free quote.`,
          `Dog poop pickup in ${town.name}, TX (${zipsShort}): weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}. Free quote.`,
        ],
  );
  const eyebrows: Record<Town['group'], string> = {
    core: `${business.county} service area`,
    nearby: `Also serving ${town.name}`,
    district: `Part of our ${mapped.name} service`,
  };
  return {
    title,
    h1: title,
    description,
    eyebrow: eyebrows[town.group],
    lead: leads[town.group],
    areaServed: `${mapped.name}, TX`,
    ...shownFacts(mapped, facts),
    factsNote: city
      ? `${town.name} has no map point of its own in our data, so the distances here are ${city.name}'s.`
      : undefined,
    glance: glanceItems(town, facts, town.zips),
    mapCaption: mapCaption(mapped, facts, city ? `${city.name}, which includes ${town.name},` : town.name),
  };
}

export function neighborhoodCopy(neighborhood: Neighborhood): PlaceCopy {
  const city = townBySlug(neighborhood.parent);
  if (!city) throw new Error(`Neighborhood ${neighborhood.slug} has no town ${neighborhood.parent}`);
  const { mapped, facts } = factsFor(city);
  const place = `${neighborhood.name}, ${city.name}`;
  return {
    title: `Pooper Scooper Service in ${place}`,
    h1: `Dog Poop Pickup in ${place}, TX`,
    description: fitDescription([
      `Dog poop pickup in ${place}, TX: weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}, deodorizing included. Free quote.`,
    ]),
    eyebrow: withArticle(`${city.name} neighborhood`, true),
    lead: `${neighborhood.name} is part of ${city.name}, and ${business.name} scoops yards all over the city: weekly scooping ${priceText.weekly} or a One-Time Yard Reset ${priceText.oneTime}. Free quote, reply ${business.quoteReply}.`,
    areaServed: `${city.name}, TX`,
    ...shownFacts(mapped, facts),
    factsNote: `${neighborhood.name} has no map point of its own in our data, so the distances here are ${city.name}'s.`,
    glance: glanceItems(city, facts, city.zips),
    mapCaption: mapCaption(mapped, facts, `${city.name}, which includes ${neighborhood.name},`),
  };
}

export interface ZipTableRow {
  town: Town;
  zips: readonly string[];
  /** District pages with the same ZIP codes, listed with their city. */
  districts: Town[];
  neighborhoods: Neighborhood[];
}

/** The service-area ZIP table, built from towns.ts. */
export const zipTableRows = (): ZipTableRow[] =>
  towns
    .filter((t) => t.group !== 'district')
    .map((town) => ({
      town,
      zips: town.zips,
      districts: districtsOf(town),
      neighborhoods: neighborhoodsOfTown(town),
    }));

/** Every distinct ZIP code in the table, in order. */
export const servedZips = (): string[] => [...new Set(towns.flatMap((t) => t.zips))].sort();

/** Lookups for service copy that names a town's neighbors or ZIP codes without retyping them. */
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
export function townGroups(): { group: Town['group']; title: string; towns: readonly Town[] }[] {
  const districts = towns.filter((t) => t.group === 'district');
  const cities = [...new Set(districts.map((d) => cityOf(d)?.name).filter((n): n is string => !!n))];
  return [
    { group: 'core', title: `Our ${CORE_COUNT} core towns`, towns: coreTowns },
    { group: 'nearby', title: 'More places we serve', towns: towns.filter((t) => t.group === 'nearby') },
    { group: 'district', title: `Parts of ${listWords(cities)}`, towns: districts },
  ];
}
