/**
 * The request pipeline every public lead endpoint shares: CORS, POST only, bounded body, per-client rate limit,
 * JSON, honeypot, then validation with the shared schema. The endpoint itself only stores and notifies.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { integerSetting, serviceClient, setting, type FunctionDeps } from './deps.ts';
import {
  allowedOrigins,
  clientKey,
  corsHeaders,
  honeypotFilled,
  isOriginAllowed,
  jsonResponse,
  parseJsonObject,
  preflightResponse,
  readBodyText,
  underRateLimit,
  type RateLimit,
} from './http.ts';
import { notifyOwners, type OwnerNotification } from './notify.ts';
import { fieldErrors } from './schemas.ts';

export type FunctionName =
  'newsletter-signup' | 'lead-notification' | 'quote-request' | 'contact-message' | 'referral-invite';

export type FunctionHandler = (req: Request, deps: FunctionDeps) => Promise<Response>;

export const DEFAULT_RATE_LIMIT: RateLimit = { maxHits: 5, windowSeconds: 60 };

export interface EndpointContext {
  req: Request;
  deps: FunctionDeps;
  client: SupabaseClient;
  /** Records and delivers an owner notification after the reply, without making the visitor wait. */
  notifyInBackground: (notification: OwnerNotification) => void;
}

export interface EndpointDefinition<S extends z.ZodType> {
  name: FunctionName;
  schema: S;
  /** Runs with valid input; answers with the reply body of a success, or a full Response (e.g. a 409). */
  handle: (input: z.output<S>, context: EndpointContext) => Promise<Record<string, unknown> | Response>;
}

/** RATE_LIMIT_MAX (0 = off) and RATE_LIMIT_WINDOW_SECONDS, defaulting to 5 requests per minute. */
export function rateLimitFor(deps: FunctionDeps): RateLimit {
  return {
    maxHits: integerSetting(deps, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.maxHits),
    windowSeconds: Math.min(
      Math.max(integerSetting(deps, 'RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowSeconds), 1),
      86_400,
    ),
  };
}

export function defineEndpoint<S extends z.ZodType>(definition: EndpointDefinition<S>): FunctionHandler {
  return async (req, deps) => {
    const origin = req.headers.get('origin');
    if (origin !== null && !isOriginAllowed(origin, allowedOrigins(deps.env))) {
      return jsonResponse(403, { error: 'Origin not allowed' }, { Vary: 'Origin' });
    }
    const cors = corsHeaders(origin);
    if (req.method === 'OPTIONS') {
      return origin ? preflightResponse(origin) : new Response(null, { status: 204 });
    }
    if (req.method !== 'POST') {
      return jsonResponse(405, { error: 'Method not allowed' }, { ...cors, Allow: 'POST, OPTIONS' });
    }

    try {
      const text = await readBodyText(req);
      if (text === null) return jsonResponse(413, { error: 'Request body too large' }, cors);

      const client = serviceClient(deps);
      const limit = rateLimitFor(deps);
      if (!(await allowedByRateLimit(client, definition.name, req, deps, limit))) {
        return jsonResponse(
          429,
          { error: 'Too many requests' },
          { ...cors, 'Retry-After': String(limit.windowSeconds) },
        );
      }

      const body = parseJsonObject(text);
      if (body === undefined) return jsonResponse(400, { error: 'Invalid JSON' }, cors);
      // Bots are told they succeeded, so they do not adapt; nothing is stored.
      if (honeypotFilled(body)) return jsonResponse(200, { ok: true }, cors);

      const parsed = definition.schema.safeParse(body);
      if (!parsed.success) {
        return jsonResponse(400, { error: 'Validation failed', fields: fieldErrors(parsed.error) }, cors);
      }

      const context: EndpointContext = {
        req,
        deps,
        client,
        notifyInBackground: (notification) =>
          deps.waitUntil(
            notifyOwners(client, deps, notification).catch((error: unknown) => {
              console.error(`[${definition.name}] owner notification failed:`, error);
            }),
          ),
      };
      const result = await definition.handle(parsed.data, context);
      if (result instanceof Response) {
        for (const [name, value] of Object.entries(cors)) result.headers.set(name, value);
        return result;
      }
      return jsonResponse(200, { ok: true, ...result }, cors);
    } catch (error) {
      // The details go to the function log; the caller learns only that it failed.
      console.error(`[${definition.name}]`, error);
      return jsonResponse(500, { error: 'Internal error' }, cors);
    }
  };
}

/**
 * A database hiccup in the limiter must not turn a visitor's lead away: if the check itself fails, the request
 * proceeds (and the failure is logged).
 */
async function allowedByRateLimit(
  client: SupabaseClient,
  bucket: FunctionName,
  req: Request,
  deps: FunctionDeps,
  limit: RateLimit,
): Promise<boolean> {
  if (limit.maxHits === 0) return true;
  try {
    const secret = setting(deps, 'RATE_LIMIT_SECRET') ?? deps.serviceRoleKey;
    return await underRateLimit(client, bucket, await clientKey(req, secret), limit);
  } catch (error) {
    console.error(`[${bucket}] rate limit check failed; letting the request through:`, error);
    return true;
  }
}
