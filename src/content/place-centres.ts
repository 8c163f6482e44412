import type { PlaceCentre } from './types';

/** GeoNames data is licensed CC BY 4.0: every page that shows a position from it credits GeoNames and links this. */
export const GEONAMES_LICENSE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/**
 * A populated place in GeoNames (https://www.geonames.org/<id>, CC BY 4.0), as its cities500 dump lists it:
 * the point GeoNames gives for the town, within about a mile of its middle.
 */
export const geonames = (id: number, latitude: number, longitude: number): PlaceCentre => ({
  latitude,
  longitude,
  source: { name: 'GeoNames', url: `https://www.geonames.org/${id}` },
  withinMiles: 1,
});

/**
 * GeoNames' postal-code point for the town's ZIP code (https://download.geonames.org/export/zip/, US.txt),
 * for the places the cities500 dump does not list. Where both exist they lie up to 5 miles apart, so
 * distances from these points are rounded to 5 miles.
 */
export const geonamesPostal = (zip: string, latitude: number, longitude: number): PlaceCentre => ({
  latitude,
  longitude,
  source: {
    name: `GeoNames' point for ZIP code ${zip}`,
    url: 'https://download.geonames.org/export/zip/',
  },
  withinMiles: 5,
});
