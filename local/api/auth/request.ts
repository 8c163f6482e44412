import { readBodyText as readBoundedBody } from '../../../supabase/functions/_shared/http.ts';
import { AuthApiFailure, validationFailed } from './errors.ts';

/** GoTrue reads at most 1 MiB of any request body (http.MaxBytesReader in front of every route). */
export const MAX_BODY_BYTES = 1 << 20;

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const tooLarge = () =>
  new AuthApiFailure(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);

/** The body as text, refusing it once it passes the limit (without reading the rest). */
async function readBodyText(request: Request): Promise<string> {
  const text = await readBoundedBody(request, MAX_BODY_BYTES);
  if (text === null) throw tooLarge();
  return text;
}

const badJson = (detail: string) =>
  new AuthApiFailure(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

/**
 * Text Postgres cannot store: a NUL (text and jsonb refuse it) or an unpaired UTF-16 surrogate (JSON.parse keeps
 * `"\ud800"` as it is, and UTF-8 cannot encode it). In Unicode mode `\p{Cs}` matches only unpaired surrogates.
 */
const holdsUnstorableText = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

const unstorableText = () =>
  validationFailed('Text cannot contain NUL characters or unpaired UTF-16 surrogates');

/**
 * Refuses any string in a parsed body, key or value at any depth, that Postgres cannot store: every field an
 * endpoint reads (email, password, metadata) is decided here once, as the caller's mistake, before any query.
 * Walked without recursion, since a 1 MiB body can nest deeper than the call stack.
 */
function assertStorable(body: unknown): void {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (holdsUnstorableText(value)) throw unstorableText();
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (holdsUnstorableText(key)) throw unstorableText();
        pending.push(item);
      }
    }
  }
}

/** A JSON object body, refused the way GoTrue's decoder refuses anything else, holding only storable text. */
export async function readJsonObject(request: Request): Promise<JsonObject> {
  const text = await readBodyText(request);
  if (text.trim() === '') throw badJson('unexpected end of JSON input');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw badJson((error as Error).message);
  }
  if (!isObject(body))
    throw badJson(`json: cannot unmarshal ${Array.isArray(body) ? 'array' : typeof body} into an object`);
  assertStorable(body);
  return body;
}

/** Refuses a query string whose names or values (once decoded) hold text Postgres cannot store, such as `%00`. */
export function assertStorableQuery(request: Request): void {
  for (const [name, value] of new URL(request.url).searchParams) {
    if (holdsUnstorableText(name) || holdsUnstorableText(value)) throw unstorableText();
  }
}

/** A string field as Go decodes it into a struct: absent or null is empty, any other type is malformed JSON. */
export function stringField(body: JsonObject, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw badJson(`json: cannot unmarshal ${typeof value} into Go struct field of type string (${name})`);
  }
  return value;
}
