import { AuthApiFailure } from './errors.ts';

/** GoTrue reads at most 1 MiB of any request body (http.MaxBytesReader in front of every route). */
export const MAX_BODY_BYTES = 1 << 20;

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const tooLarge = () =>
  new AuthApiFailure(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);

/** The body as text, refusing it once it passes the limit (without reading the rest). */
async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const badJson = (detail: string) =>
  new AuthApiFailure(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

/** A JSON object body, refused the way GoTrue's decoder refuses anything else. */
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
  return body;
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
