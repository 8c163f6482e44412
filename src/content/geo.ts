import type { GeoPoint } from './types';

/** Distances and directions between two points, computed at build time from the sourced centres. */

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (straight-line) distance in miles, by the haversine formula. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, in degrees clockwise from north (0–360). */
export function bearingDegrees(a: GeoPoint, b: GeoPoint): number {
  const dLon = rad(b.longitude - a.longitude);
  const y = Math.sin(dLon) * Math.cos(rad(b.latitude));
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(dLon);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export const COMPASS_POINTS = [
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The nearest of the eight compass points: 45° sectors centred on north, northeast, east... */
export const compassPoint = (bearing: number): CompassPoint =>
  COMPASS_POINTS[Math.round((((bearing % 360) + 360) % 360) / 45) % 8]!;

/**
 * A distance as a person would say it, no finer than the points allow: whole miles when both points are
 * within a mile of their places' centres, otherwise to the nearest `step` miles (never "about 0 miles").
 */
export function roundedMiles(miles: number, withinMiles: number): { miles: number; under: boolean } {
  const step = withinMiles <= 1 ? 1 : Math.ceil(withinMiles);
  const rounded = Math.round(miles / step) * step;
  return rounded < step ? { miles: step, under: true } : { miles: rounded, under: false };
}

export const milesText = ({ miles, under }: { miles: number; under: boolean }) =>
  under
    ? `under ${miles === 1 ? 'a mile' : `${miles} miles`}`
    : `about ${miles} ${miles === 1 ? 'mile' : 'miles'}`;

export interface Offset {
  miles: number;
  /** True when the place lies closer than the rounding step ("under a mile"). */
  under: boolean;
  direction: CompassPoint;
  /** The unrounded distance, for ordering. */
  exactMiles: number;
}

/** Where `to` lies as seen from `from`: rounded distance and compass direction. */
export function offset(from: GeoPoint, to: GeoPoint, withinMiles: number): Offset {
  const exactMiles = distanceMiles(from, to);
  return {
    ...roundedMiles(exactMiles, withinMiles),
    direction: compassPoint(bearingDegrees(from, to)),
    exactMiles,
  };
}

/** "about 6 miles northeast" / "under a mile north". */
export const offsetText = (o: Offset) => `${milesText(o)} ${o.direction}`;
