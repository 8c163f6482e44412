/**
 * The request pipeline every public lead endpoint shares: CORS, POST only, bounded body, per-client rate limit,
 * JSON, honeypot, validation with the shared schema, and who the caller is. The endpoint itself only stores.
 *
 * Failures a visitor did not cause are answered 503 with Retry-After, never 500: the browser keeps the lead and sends
 * it again (with the same clientId, so it is stored once). Only a validation refusal (400 with field messages) is the
 * visitor's to fix.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type * as z from 'zod/mini';
import { verifiedCaller } from './caller.ts';
import { integerSetting, serviceClient, setting, type FunctionDeps } from './deps.ts';
import {
  allowedOrigins,
  clientKey,
  corsHeaders,
  corsRefusal,
  honeypotFilled,
  isOriginAllowed,
  jsonResponse,
  parseJsonObject,
  preflightResponse,
  readBodyText,
  ServiceUnavailable,
  unavailableResponse,
  underRateLimit,
  type RateLimit,
} from './http.ts';
import type { LeadFunctionName } from './browser-safe/lead-rules.ts';
import { fieldErrors } from './browser-safe/schemas.ts';

/**
 * Every function: the public lead endpoints, the referral code lookup, the price rebuild, the deliverer and the
 * unsubscribe link's endpoint.
 */
export type FunctionName =
  LeadFunctionName | 'referral-code-check' | 'publish-prices' | 'deliver-notifications' | 'unsubscribe';
/** The JSON endpoints the site's pages call (defineEndpoint). */
export type PublicFunctionName = Exclude<FunctionName, 'deliver-notifications' | 'unsubscribe'>;

export type FunctionHandler = (req: Request, deps: FunctionDeps) => Promise<Response>;

export const DEFAULT_RATE_LIMIT: RateLimit = { maxHits: 5, windowSeconds: 60 };

/** The methods a public function answers (its 405's Allow header). */
export const PUBLIC_FUNCTION_METHODS = 'POST, OPTIONS';

export interface EndpointContext {
  req: Request;
  deps: FunctionDeps;
  client: SupabaseClient;
  /** The signed-in client who sent the lead (verified token), or null. */
  userId: string | null;
  /** That client's account email, from the same verified token, or null. */
  userEmail: string | null;
}

export interface EndpointDefinition<S extends z.ZodMiniType> {
  name: PublicFunctionName;
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

export function defineEndpoint<S extends z.ZodMiniType>(definition: EndpointDefinition<S>): FunctionHandler {
  return async (req, deps) => {
    const origin = req.headers.get('origin');
    if (origin !== null) {
      const allowed = allowedOrigins(deps.env, deps.supabaseUrl);
      if (!isOriginAllowed(origin, allowed)) {
        console.warn(`[${definition.name}] ${corsRefusal(origin, allowed)}`);
        return jsonResponse(403, { error: 'Origin not allowed' }, { Vary: 'Origin' });
      }
    }
    const cors = corsHeaders(origin);
    if (req.method === 'OPTIONS') {
      return origin ? preflightResponse(origin) : new Response(null, { status: 204 });
    }
    if (req.method !== 'POST') {
      return jsonResponse(405, { error: 'Method not allowed' }, { ...cors, Allow: PUBLIC_FUNCTION_METHODS });
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

      const caller = await verifiedCaller(req, client);
      const result = await definition.handle(parsed.data, {
        req,
        deps,
        client,
        userId: caller?.userId ?? null,
        userEmail: caller?.email ?? null,
      });
      if (result instanceof Response) {
        for (const [name, value] of Object.entries(cors)) result.headers.set(name, value);
        return result;
      }
      return jsonResponse(200, { ok: true, ...result }, cors);
    } catch (error) {
      // The details go to the function log; the caller learns only that it failed.
      console.error(`[${definition.name}]`, error);
      if (error instanceof ServiceUnavailable) return unavailableResponse(cors);
      return jsonResponse(500, { error: 'Internal error' }, cors);
    }
  };
}

/**
 * Counts the request against the caller's budget. When the check itself fails (the database is unreachable), the
 * request is answered 503, deliberately: letting it through would switch the abuse protection off whenever the
 * database struggles (and an attacker could make it struggle), while the lead loses nothing, since the same database
 * could not have stored it either and the browser keeps it for a later retry.
 */
async function allowedByRateLimit(
  client: SupabaseClient,
  bucket: FunctionName,
  req: Request,
  deps: FunctionDeps,
  limit: RateLimit,
): Promise<boolean> {
  if (limit.maxHits === 0) return true;
  const secret = setting(deps, 'RATE_LIMIT_SECRET') ?? deps.serviceRoleKey;
  return underRateLimit(client, bucket, await clientKey(req, secret), limit);
}
