import { business } from './business';
import { offset, type Offset } from './geo';
import { neighborhoods } from './neighborhoods';
import { townBySlug, towns } from './towns';
import type { GeoPoint, Neighborhood, PlaceCentre, PlaceRef, Town } from './types';

/**
 * What is true of each place and differs between them: computed at build time from the towns data (sourced
 * centres, ZIP codes) and business.ts (the base). No local claims beyond that data.
 */

/** The business's base: business.ts's geo point is Hewitt's GeoNames point, so it is as precise as that. */
export const BASE: GeoPoint & { withinMiles: number; name: string; slug: string } = {
  ...business.geo,
  withinMiles: 1,
  name: business.address.locality,
  slug: business.address.locality.toLowerCase(),
};

/** Towns with a sourced centre, districts excepted: the dots on the map and the rows of every distance list. */
export const mappedPlaces: readonly (Town & { centre: PlaceCentre })[] = towns.filter(
  (t): t is Town & { centre: PlaceCentre } => t.group !== 'district' && t.centre !== undefined,
);

/**
 * How many other places a place page lists and maps, at most: its nearest. Every other place while there are no
 * more than this, so a page keeps its full distance table; past that, a page stays the same size (HTML, page data,
 * prerender time) however many places the business adds.
 */
export const NEAREST_SHOWN = 24;

/** Whether place pages (and landing pages with a town) show only the nearest places, not every other one. */
export const showsNearestOnly = mappedPlaces.length - 1 > NEAREST_SHOWN;

/** A place as another page names and links it. */
export const placeRef = ({ slug, name }: PlaceRef): PlaceRef => ({ slug, name });

const REFERENCE_CITY = 'waco';

type MappedPlace = (typeof mappedPlaces)[number];

/** The places at the edges of the mapped area: the northernmost, southernmost, westernmost and easternmost. */
export function areaEdges(): Record<'north' | 'south' | 'west' | 'east', MappedPlace> {
  const first = (key: (p: MappedPlace) => number) => {
    const place = [...mappedPlaces].sort((a, b) => key(a) - key(b))[0];
    if (!place) throw new Error('No mapped places');
    return place;
  };
  return {
    north: first((p) => -p.centre.latitude),
    south: first((p) => p.centre.latitude),
    west: first((p) => p.centre.longitude),
    east: first((p) => -p.centre.longitude),
  };
}

/** The edges of the mapped area in words, for overview maps' descriptions. */
export function mapExtent(): string {
  const { north, south, west, east } = areaEdges();
  return `from ${north.name} in the north to ${south.name} in the south and from ${west.name} in the west to ${east.name} in the east`;
}

const within = (a: { withinMiles: number }, b: { withinMiles: number }) =>
  Math.max(a.withinMiles, b.withinMiles);

/** Where `to` lies as seen from `from`, rounded to what both points allow. */
export const placeOffset = (from: PlaceCentre | typeof BASE, to: PlaceCentre | typeof BASE): Offset =>
  offset(from, to, within(from, to));

export interface NearbyPlace {
  town: Town;
  /** Where that place lies, seen from this one. */
  offset: Offset;
}

export interface PlaceFacts {
  centre: PlaceCentre;
  /** Where this place lies from the base; undefined for the base's own town. */
  fromBase?: Offset;
  /** Where this place lies from Waco; undefined for Waco itself. */
  fromWaco?: Offset;
  /** Every other mapped place, nearest first. */
  others: NearbyPlace[];
}

const isBaseTown = (town: Town) => town.slug === BASE.slug;

/** The other places a place page lists and maps: its nearest {@link NEAREST_SHOWN}, nearest first. */
export const nearestShown = (facts: PlaceFacts): NearbyPlace[] => facts.others.slice(0, NEAREST_SHOWN);

const factsOf = new WeakMap<Town | Neighborhood, PlaceFacts>();

/**
 * The facts of a place with a sourced centre; undefined for places without one. Computed once per place: the
 * page's copy and its map both ask, and each asking measures every mapped place.
 */
export function placeFacts(place: Town | Neighborhood): PlaceFacts | undefined {
  const centre = place.centre;
  if (!centre) return undefined;
  const known = factsOf.get(place);
  if (known) return known;
  const waco = townBySlug(REFERENCE_CITY)?.centre;
  const others = mappedPlaces
    .filter((t) => t.slug !== place.slug)
    .map((town) => ({ town, offset: placeOffset(centre, town.centre) }))
    // By the miles shown, then the exact distance, so the table never reads 17 before 15.
    .sort((a, b) => a.offset.miles - b.offset.miles || a.offset.exactMiles - b.offset.exactMiles);
  const facts: PlaceFacts = {
    centre,
    fromBase: 'group' in place && isBaseTown(place) ? undefined : placeOffset(BASE, centre),
    fromWaco: waco && place.slug !== REFERENCE_CITY ? placeOffset(waco, centre) : undefined,
    others,
  };
  factsOf.set(place, facts);
  return facts;
}

/** The served places nearest to a town (for "next door" lists); a district borrows its city's. */
export function nearestTowns(town: Town, count = 3): Town[] {
  const facts =
    placeFacts(town) ?? (town.group === 'district' ? placeFacts(cityOf(town) ?? town) : undefined);
  return facts ? facts.others.slice(0, count).map((o) => o.town) : [];
}

/**
 * The city a district belongs to: districts share its ZIP codes exactly. A place is never its own city: a town
 * added without a sourced centre would otherwise name itself, and the canonical rule below would never end.
 */
export function cityOf(district: Town): Town | undefined {
  return towns.find(
    (t) =>
      t.slug !== district.slug &&
      t.group !== 'district' &&
      t.zips.length === district.zips.length &&
      t.zips.every((z) => district.zips.includes(z)),
  );
}

export const pathOfTown = (town: Town) => `/${town.slug}`;
export const pathOfNeighborhood = (n: Neighborhood) => `/neighborhoods/${n.slug}`;

/**
 * The canonical rule (docs/product.md, "Content"). A place without a sourced centre repeats its
 * parent's facts: a Waco district or neighborhood names the Waco page as canonical. A place with one is its
 * own canonical, because its distances, directions and nearest places are its own, unless the measurement
 * (scripts/uniqueness.ts) found its page too close to another's: then towns.ts records `duplicateOf`. Either
 * way the page keeps its route, links and usefulness, and leaves the sitemap.
 */
export function canonicalPathOfTown(town: Town): string {
  const duplicateOf = town.duplicateOf && townBySlug(town.duplicateOf);
  if (duplicateOf) return canonicalPathOfTown(duplicateOf);
  if (town.centre) return pathOfTown(town);
  const city = cityOf(town);
  return city ? canonicalPathOfTown(city) : pathOfTown(town);
}

export function canonicalPathOfNeighborhood(n: Neighborhood): string {
  if (n.centre) return pathOfNeighborhood(n);
  const parent = townBySlug(n.parent);
  return parent ? canonicalPathOfTown(parent) : pathOfNeighborhood(n);
}

/** The canonical path of any route: a place page's by the rule above, every other page's its own. */
export function canonicalPathFor(path: string): string {
  const town = towns.find((t) => pathOfTown(t) === path);
  if (town) return canonicalPathOfTown(town);
  const neighborhood = neighborhoods.find((n) => pathOfNeighborhood(n) === path);
  return neighborhood ? canonicalPathOfNeighborhood(neighborhood) : path;
}

/** Every served ZIP code and the places (towns and nearby places, not districts) whose pages list it. */
export function zipIndex(): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const town of towns) {
    if (town.group === 'district') continue;
    for (const zip of town.zips) index.set(zip, [...(index.get(zip) ?? []), town.name]);
  }
  return index;
}

export const neighborhoodsOfTown = (town: Town): Neighborhood[] =>
  neighborhoods.filter((n) => n.parent === town.slug);

/** Where a service is offered, for JSON-LD: its town, or every served place for area-wide pages. */
export const areaServedFor = (townSlug: string | undefined): string[] => {
  const town = townSlug ? townBySlug(townSlug) : undefined;
  return town
    ? [`${town.name}, TX`]
    : towns.filter((t) => t.group !== 'district').map((t) => `${t.name}, TX`);
};
