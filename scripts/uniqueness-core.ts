/**
 * The measurement behind "every place page has substance of its own", as pure functions:
 * the text inside <main>, every place name and ZIP code replaced by one placeholder, cut into word
 * 5-gram shingles; overlap is the Jaccard similarity of two pages' shingle sets, and "own text" the share
 * of a page's shingles found on no other measured page. scripts/uniqueness.ts runs it over the build.
 */

export const SHINGLE_SIZE = 5;
/** The one token every place name and ZIP code becomes, so that only what differs beyond the name counts. */
export const PLACEHOLDER = 'placeholder';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * The visible and read-aloud text of the page's <main> element: text nodes only (SVG <title>, <desc> and
 * <text> included, since they are the map's text), never scripts, styles, templates or attribute values.
 * Returns '' when the document has no <main>.
 */
export function mainText(html: string): string {
  const open = /<main[\s>]/i.exec(html);
  if (!open) return '';
  const close = html.lastIndexOf('</main>');
  const inner = html.slice(open.index, close === -1 ? undefined : close);
  const text = inner
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    // Every tag is a word break: "<li>Waco</li><li>Hewitt</li>" must not read "WacoHewitt".
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces every place name (case-sensitive: they are proper nouns, and "West" the town is not "west" the
 * direction) and every 5-digit ZIP code with PLACEHOLDER. Longer names go first, so "North Waco" becomes one
 * placeholder, not "North" plus one.
 */
export function replacePlaces(text: string, placeNames: readonly string[]): string {
  const names = [...new Set(placeNames.filter((n) => n.trim() !== ''))].sort((a, b) => b.length - a.length);
  let out = text.replace(/(?<![\p{L}\p{N}])\d{5}(?:-\d{4})?(?![\p{L}\p{N}])/gu, ` ${PLACEHOLDER} `);
  if (names.length > 0) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
      'gu',
    );
    out = out.replace(pattern, ` ${PLACEHOLDER} `);
  }
  return out;
}

/** Lower-cased words: letters and digits, with inner apostrophes and hyphens kept as word breaks. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The set of word n-grams; a text shorter than n words is one shingle of all its words (none if empty). */
export function shingles(tokens: readonly string[], size = SHINGLE_SIZE): Set<string> {
  const out = new Set<string>();
  if (tokens.length === 0) return out;
  if (tokens.length < size) {
    out.add(tokens.join(' '));
    return out;
  }
  for (let i = 0; i + size <= tokens.length; i++) out.add(tokens.slice(i, i + size).join(' '));
  return out;
}

/** |A ∩ B| / |A ∪ B|; two empty sets share nothing measurable, so 0. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const s of small) if (large.has(s)) common++;
  return common / (a.size + b.size - common);
}

/** For each page, the share of its shingles that no other page has. */
export function ownTextShares(pages: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const seenOn = new Map<string, number>();
  for (const set of pages.values()) for (const s of set) seenOn.set(s, (seenOn.get(s) ?? 0) + 1);
  const shares = new Map<string, number>();
  for (const [page, set] of pages) {
    let own = 0;
    for (const s of set) if (seenOn.get(s) === 1) own++;
    shares.set(page, set.size === 0 ? 0 : own / set.size);
  }
  return shares;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The shingles of one built page, ready to compare. */
export const pageShingles = (html: string, placeNames: readonly string[]) =>
  shingles(words(replacePlaces(mainText(html), placeNames)));

export interface MeasuredPage {
  path: string;
  /** Place kind, or undefined for the rest of the site (counted for "own text" only). */
  kind?: string;
  shingles: ReadonlySet<string>;
}

export interface PairOverlap {
  a: string;
  b: string;
  overlap: number;
}

export interface KindSummary {
  kind: string;
  pages: number;
  pairs: number;
  medianOverlap: number;
  pairsAbove: number;
  medianOwn: number;
  minOwn: number;
}

export interface Measurement {
  kinds: KindSummary[];
  /** Every pair of place pages, of any kinds, above the limit. */
  pairsAbove: PairOverlap[];
  /** Place pages whose own text is under the limit. */
  thinPages: { path: string; own: number }[];
  own: Map<string, number>;
  /** Per place page: its highest overlap with another place page. */
  closest: Map<string, PairOverlap>;
}

export interface Limits {
  maxOverlap: number;
  minOwn: number;
}

export const LIMITS: Limits = { maxOverlap: 0.5, minOwn: 0.2 };

/** Overlap within each kind and across all place pages, and own text against every measured page. */
export function measure(
  pages: readonly MeasuredPage[],
  kindOrder: readonly string[],
  limits = LIMITS,
): Measurement {
  const own = ownTextShares(new Map(pages.map((p) => [p.path, p.shingles])));
  const places = pages.filter((p) => p.kind !== undefined);
  const pairs: (PairOverlap & { sameKind: boolean; kind?: string })[] = [];
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) {
      const a = places[i]!;
      const b = places[j]!;
      pairs.push({
        a: a.path,
        b: b.path,
        overlap: jaccard(a.shingles, b.shingles),
        sameKind: a.kind === b.kind,
        kind: a.kind,
      });
    }
  }
  const closest = new Map<string, PairOverlap>();
  for (const pair of pairs) {
    for (const path of [pair.a, pair.b]) {
      const current = closest.get(path);
      if (!current || pair.overlap > current.overlap) closest.set(path, pair);
    }
  }
  const kinds = kindOrder.map((kind): KindSummary => {
    const ofKind = places.filter((p) => p.kind === kind);
    const within = pairs.filter((p) => p.sameKind && p.kind === kind);
    const owns = ofKind.map((p) => own.get(p.path) ?? 0);
    return {
      kind,
      pages: ofKind.length,
      pairs: within.length,
      medianOverlap: median(within.map((p) => p.overlap)),
      pairsAbove: within.filter((p) => p.overlap > limits.maxOverlap).length,
      medianOwn: median(owns),
      minOwn: owns.length ? Math.min(...owns) : Number.NaN,
    };
  });
  return {
    kinds,
    pairsAbove: pairs
      .filter((p) => p.overlap > limits.maxOverlap)
      .map(({ a, b, overlap }) => ({ a, b, overlap }))
      .sort((x, y) => y.overlap - x.overlap),
    thinPages: places
      .map((p) => ({ path: p.path, own: own.get(p.path) ?? 0 }))
      .filter((p) => p.own < limits.minOwn)
      .sort((x, y) => x.own - y.own),
    own,
    closest,
  };
}
