/**
 * HTTP building blocks of the public lead endpoints: JSON replies, CORS for the site's own origins, a bounded body
 * read, the per-client rate limit and the honeypot.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { filledHoneypot, HONEYPOT_FIELD } from './browser-safe/lead-rules.ts';

export const MAX_BODY_BYTES = 16 * 1024;

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set('Content-Type', 'application/json; charset=utf-8');
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * The database (or the API in front of it) could not do what a request needed, for a reason the caller did not
 * cause: unreachable, timing out, refusing the function's key. Answered 503 with Retry-After, so the browser keeps
 * the lead and sends it again; the details go to the function's log only.
 */
export class ServiceUnavailable extends Error {}

/** How long a caller should wait before sending again after a 503. */
export const RETRY_AFTER_SECONDS = 30;

export function unavailableResponse(headers: Record<string, string> = {}): Response {
  return jsonResponse(
    503,
    { error: 'Service temporarily unavailable' },
    { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// CORS

// The headers supabase-js sends with functions.invoke (see @supabase/supabase-js/cors), plus x-region.
const ALLOWED_REQUEST_HEADERS = 'authorization, x-client-info, apikey, content-type, x-retry-count, x-region';
const DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

// Hosts at which a function reaches the Supabase API when it runs on a developer's machine: the repository's local
// API (127.0.0.1:54321), or `supabase start`, whose edge runtime gets SUPABASE_URL=http://kong:8000 (supabase/cli#2732).
// A deployed function gets https://<project-ref>.supabase.co.
const LOCAL_API_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]', 'kong']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** True when the function runs against a local API (the signal that allows the development origins). */
export function runsAgainstLocalApi(supabaseUrl: string): boolean {
  try {
    return LOCAL_API_HOSTS.has(new URL(supabaseUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * The origins allowed to call the functions: ALLOWED_ORIGINS (comma-separated; `http://host:*` allows any port)
 * when set, else the site's URL (SITE_URL or VITE_SITE_URL). The local development hosts are added only when the
 * function runs against a local API. Deployed with none of these configured, the list is empty: every cross-origin
 * call is refused (fail closed), and `corsRefusal` says why in the log.
 */
export function allowedOrigins(env: (name: string) => string | undefined, supabaseUrl: string): string[] {
  const configured = (env('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const site = [env('SITE_URL'), env('VITE_SITE_URL')]
    .map((url) => (url?.trim() ? originOf(url.trim()) : undefined))
    .filter((origin): origin is string => origin !== undefined);
  const origins = configured.length > 0 ? configured : site;
  return runsAgainstLocalApi(supabaseUrl) ? [...origins, ...DEV_ORIGINS] : origins;
}

/** Why an origin was refused, for the function log. */
export function corsRefusal(origin: string, allowed: readonly string[]): string {
  return allowed.length === 0
    ? `refused origin ${origin}: neither ALLOWED_ORIGINS nor SITE_URL is set, so no origin is allowed`
    : `refused origin ${origin}: not one of ${allowed.join(', ')}`;
}

export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    if (pattern === '*') return true;
    if (pattern.endsWith(':*')) {
      const base = pattern.slice(0, -2);
      return (
        origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)))
      );
    }
    return origin === pattern;
  });
}

/** Headers that let the calling origin read the reply; empty for callers that send no Origin (servers, curl). */
export function corsHeaders(origin: string | null): Record<string, string> {
  return origin
    ? {
        'Access-Control-Allow-Origin': origin,
        // Not a CORS-safelisted header: without this, the site could not read when to send a kept lead again.
        'Access-Control-Expose-Headers': 'Retry-After',
        Vary: 'Origin',
      }
    : { Vary: 'Origin' };
}

export function preflightResponse(origin: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
      'Access-Control-Max-Age': '86400',
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Body

/**
 * The body as text, or null when it is larger than `maxBytes`. A declared Content-Length over the limit is refused
 * unread; a body without one is read only up to the limit.
 */
export async function readBodyText(req: Request, maxBytes = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export type JsonObject = Record<string, unknown>;

/** The parsed body when it is a JSON object; undefined for invalid JSON or any other JSON value. */
export function parseJsonObject(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as JsonObject)
      : undefined;
  } catch {
    return undefined;
  }
}

/** True when the hidden field that only bots fill carries anything (any non-blank text, or any other value). */
export function honeypotFilled(body: JsonObject): boolean {
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? filledHoneypot(value) !== undefined : true;
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
  return match?.[1];
}

// ---------------------------------------------------------------------------------------------------------------
// Rate limit

/**
 * The caller's address, as the platform in front of the function guarantees it, never as the caller claims it.
 *
 * Hosted Supabase serves every project (and custom domain) through Cloudflare. Cloudflare sets `CF-Connecting-IP` to
 * the address of the client connected to it, replacing any value the client sent, and appends that same address to
 * `X-Forwarded-For` after whatever the client put there ("Cloudflare HTTP headers",
 * https://developers.cloudflare.com/fundamentals/reference/http-headers/; seen end to end in cloudflare/cloudflared
 * #1426: a client's `X-Forwarded-For: a,b,c` reaches the origin as `a,b,c,<client>` with `CF-Connecting-IP:
 * <client>`). Supabase users report the same on hosted Edge Functions: a forged `X-Forwarded-For` arrives as sent
 * while `cf-connecting-ip` holds the real address (github.com/orgs/supabase/discussions/34647). So the leftmost
 * `X-Forwarded-For` entry is whatever the caller chose, and is never used.
 *
 * Taken: `CF-Connecting-IP`; without it (a runtime not behind Cloudflare, such as the local API or a self-hosted
 * gateway), the last `X-Forwarded-For` entry, the one the nearest proxy appended from the connection it received.
 * `X-Real-IP` is not read: nothing guarantees who set it.
 */
export function clientAddress(req: Request): string | undefined {
  const connecting = req.headers.get('cf-connecting-ip')?.trim();
  if (connecting) return connecting;
  const forwarded = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-1);
}

/**
 * The rate-limit key of a caller: HMAC-SHA-256 of its address, keyed with a server secret, as hex. The raw address
 * is never stored, and the key cannot be reversed by hashing all 2^32 IPv4 addresses without the secret.
 */
export async function clientKey(req: Request, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(clientAddress(req) ?? 'unknown'));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface RateLimit {
  /** Requests allowed per window and client; 0 turns the limit off. */
  maxHits: number;
  windowSeconds: number;
}

/**
 * Counts this request against the caller's budget for `bucket` in the database (public.check_rate_limit), so the
 * limit holds across edge instances. True when the request may proceed.
 */
export async function underRateLimit(
  client: SupabaseClient,
  bucket: string,
  key: string,
  limit: RateLimit,
): Promise<boolean> {
  if (limit.maxHits === 0) return true;
  const { data, error } = await client.rpc('check_rate_limit', {
    bucket,
    client_key: key,
    max_hits: limit.maxHits,
    window_seconds: limit.windowSeconds,
  });
  if (error) throw new ServiceUnavailable(`check_rate_limit failed: ${error.message}`);
  return data === true;
}
