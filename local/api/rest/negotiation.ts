import { UnsupportedFeature } from './errors.ts';

export type Preferences = {
  returnRepresentation: boolean;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
  rollback: boolean;
};

/** Reads `Prefer` (possibly several headers joined with commas). Unknown preferences are ignored, as PostgREST does. */
export function parsePreferences(header: string | null): Preferences {
  const entries = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key) entries.set(key.trim(), (value ?? '').trim());
  }
  const resolution = entries.get('resolution');
  return {
    returnRepresentation: entries.get('return') === 'representation',
    count: ['exact', 'planned', 'estimated'].includes(entries.get('count') ?? ''),
    resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
    missingDefault: entries.get('missing') === 'default',
    rollback: entries.get('tx') === 'rollback',
  };
}

export type ReplyFormat = { single: boolean; stripNulls: boolean };

/**
 * The reply media type from `Accept`: a JSON array (default), or one object for `.single()` / `.maybeSingle()`
 * (`application/vnd.pgrst.object+json`), optionally with nulls stripped. CSV, GeoJSON and plans are PostgREST
 * features this stand-in does not offer.
 */
export function parseAccept(header: string | null): ReplyFormat {
  const types = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (types.length === 0) return { single: false, stripNulls: false };
  for (const type of types) {
    const [mediaType = '', ...parameters] = type.split(';').map((piece) => piece.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (mediaType === 'application/vnd.pgrst.object+json' || mediaType === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls };
    }
    if (
      ['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'].includes(mediaType)
    ) {
      return { single: false, stripNulls };
    }
  }
  throw new UnsupportedFeature(`response media type ${header}`);
}

export type RowRange = { offset: number; limit: number | null };

/** `Range: 0-9` (items), intersected with `offset`/`limit` from the query, as PostgREST combines them. */
export function requestedRange(
  rangeHeader: string | null,
  offset: number | null,
  limit: number | null,
): RowRange {
  let from = offset ?? 0;
  let to = limit === null ? Infinity : from + limit - 1;
  const match = rangeHeader ? /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(rangeHeader) : null;
  if (match) {
    const headerFrom = Number(match[1]);
    const headerTo = match[2] === '' ? Infinity : Number(match[2]);
    from = Math.max(from, headerFrom);
    to = Math.min(to, headerTo);
  }
  return { offset: from, limit: to === Infinity ? null : Math.max(0, to - from + 1) };
}
