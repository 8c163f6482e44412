import { distanceMiles } from '@/content/geo';
import { BASE, mappedPlaces, nearestShown, placeFacts } from '@/content/places';
import type { GeoPoint } from '@/content/types';

/**
 * The service-area map as an SVG string, drawn at build time from the sourced centres: the base a square, the
 * page's own place a larger orange dot with its name, and a dot for each of its nearest places (every mapped
 * place on an overview map). No map tiles, no service, no script. North is up; an equirectangular projection is
 * true enough over 40 miles.
 */

export interface MapOptions {
  /** Slug of the place to mark; none on overview maps. */
  focus?: string;
  /** Draw only the marked place and the places nearest it, not every mapped place. */
  nearestOnly?: boolean;
  /** Id of the element that says what the map shows, in words (its caption): the SVG's accessible name. */
  labelledBy: string;
}

const WIDTH = 600;
const PAD = 36;
const LABEL_SIZE = 22;
const COLORS = {
  panel: '#f0fdf4',
  border: '#bbf7d0',
  dot: '#15803d',
  base: '#052e16',
  focus: '#f59e0b',
  text: '#052e16',
  halo: '#ffffff',
};

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const round = (n: number) => Math.round(n * 10) / 10;

interface Projection {
  x: (p: GeoPoint) => number;
  y: (p: GeoPoint) => number;
  height: number;
  unitsPerMile: number;
}

function projection(points: readonly GeoPoint[]): Projection {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const [minLat, maxLat, minLon, maxLon] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lons),
    Math.max(...lons),
  ];
  const cosMid = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLon - minLon) * cosMid;
  const scale = (WIDTH - 2 * PAD) / spanX;
  const height = Math.round((maxLat - minLat) * scale + 2 * PAD + LABEL_SIZE * 2);
  const unitsPerMile =
    scale / distanceMiles({ latitude: minLat, longitude: 0 }, { latitude: minLat + 1, longitude: 0 });
  return {
    x: (p) => round(PAD + (p.longitude - minLon) * cosMid * scale),
    y: (p) => round(PAD + LABEL_SIZE + (maxLat - p.latitude) * scale),
    height,
    unitsPerMile,
  };
}

/** A label with a white halo (its stroke, painted under the fill), anchored left or right of the point by its side. */
function label(text: string, x: number, y: number, { bold = false, dy = 0 } = {}): string {
  const rightHalf = x > WIDTH / 2;
  const tx = rightHalf ? x - 12 : x + 12;
  const anchor = rightHalf ? 'end' : 'start';
  return `<text x="${round(tx)}" y="${round(y + dy)}" text-anchor="${anchor}" font-size="${LABEL_SIZE}" font-weight="${bold ? 700 : 500}" dominant-baseline="middle" fill="${COLORS.text}" stroke="${COLORS.halo}" stroke-width="6" stroke-linejoin="round" paint-order="stroke">${escapeXml(text)}</text>`;
}

/** The places a map draws: every mapped place, or the marked one and those nearest it ({@link nearestShown}). */
function drawnPlaces(focus: string | undefined, nearestOnly: boolean) {
  const focusPlace = mappedPlaces.find((p) => p.slug === focus);
  const facts = nearestOnly && focusPlace && placeFacts(focusPlace);
  if (!focusPlace || !facts) return { focusPlace, places: mappedPlaces };
  const nearest = new Set(nearestShown(facts).map((o) => o.town.slug));
  return { focusPlace, places: mappedPlaces.filter((p) => p === focusPlace || nearest.has(p.slug)) };
}

export function serviceAreaMapSvg({ focus, nearestOnly = false, labelledBy }: MapOptions): string {
  const { focusPlace, places } = drawnPlaces(focus, nearestOnly);
  const proj = projection([...places.map((p) => p.centre), BASE]);
  const waco = places.find((p) => p.slug === 'waco');
  const parts: string[] = [];

  parts.push(
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${proj.height - 2}" rx="16" fill="${COLORS.panel}" stroke="${COLORS.border}" stroke-width="2"/>`,
  );
  for (const place of places) {
    if (place.slug === focusPlace?.slug) continue;
    parts.push(
      `<circle cx="${proj.x(place.centre)}" cy="${proj.y(place.centre)}" r="6" fill="${COLORS.dot}"/>`,
    );
  }
  const bx = proj.x(BASE);
  const by = proj.y(BASE);
  parts.push(
    `<rect x="${round(bx - 8)}" y="${round(by - 8)}" width="16" height="16" fill="${COLORS.base}" stroke="${COLORS.halo}" stroke-width="2"/>`,
  );
  if (focusPlace) {
    const fx = proj.x(focusPlace.centre);
    const fy = proj.y(focusPlace.centre);
    parts.push(
      `<circle cx="${fx}" cy="${fy}" r="12" fill="${COLORS.focus}" stroke="${COLORS.base}" stroke-width="3"/>`,
    );
  }

  // Labels last, so they sit above every dot: the base below its square, the marked place above its dot,
  // Waco for orientation unless the marked place is close enough to crowd it.
  const baseIsFocus = focusPlace?.slug === BASE.slug;
  parts.push(
    label(baseIsFocus ? `${BASE.name} (our base)` : `Our base, ${BASE.name}`, bx, by, {
      bold: baseIsFocus,
      dy: 24,
    }),
  );
  if (focusPlace && !baseIsFocus) {
    parts.push(
      label(focusPlace.name, proj.x(focusPlace.centre), proj.y(focusPlace.centre), { bold: true, dy: -26 }),
    );
  }
  if (
    waco &&
    focusPlace?.slug !== waco.slug &&
    (!focusPlace || distanceMiles(focusPlace.centre, waco.centre) > 6)
  ) {
    parts.push(label(waco.name, proj.x(waco.centre), proj.y(waco.centre), { dy: -18 }));
  }

  // Scale bar (10 miles) and north arrow, bottom left.
  const bar = round(10 * proj.unitsPerMile);
  const sy = proj.height - 22;
  parts.push(
    `<g aria-hidden="true" fill="${COLORS.text}" font-size="18"><path d="M${PAD} ${sy}h${bar}" stroke="${COLORS.text}" stroke-width="3"/><path d="M${PAD} ${sy - 6}v12M${round(PAD + bar)} ${sy - 6}v12" stroke="${COLORS.text}" stroke-width="2"/><text x="${round(PAD + bar + 8)}" y="${sy}" dominant-baseline="middle">10 miles</text><path d="M${WIDTH - PAD} ${sy + 8}l-8 0 8-26 8 26z"/><text x="${WIDTH - PAD}" y="${sy - 30}" text-anchor="middle">N</text></g>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${proj.height}" role="img" aria-labelledby="${escapeXml(labelledBy)}" class="h-auto w-full" font-family="system-ui, sans-serif">` +
    parts.join('') +
    '</svg>'
  );
}
