import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import {
  allowedMethods,
  functionHandlers,
  type FunctionDeps,
  type FunctionName,
} from '../../supabase/functions/_shared/handlers.ts';
import { bearerToken } from './gateway.ts';
import { verifyJwt } from './jwt.ts';
import { jsonResponse } from './responses.ts';

export type FunctionsRouteOptions = {
  /** The deps every handler gets; built once, since handlers cache their service client per deps object. */
  deps: () => FunctionDeps;
  functionsWithoutJwtCheck: ReadonlySet<string>;
};

const isFunctionName = (name: string): name is FunctionName => Object.hasOwn(functionHandlers, name);

/** Gateway refusals carry CORS headers so a browser caller can read them; the handlers do their own CORS. */
const gatewayCors = { 'Access-Control-Allow-Origin': '*' };

// The Fetch API cannot carry these methods (`new Request` throws on them), so no handler can see them: the gateway
// answers them as every handler answers a method it does not take.
const UNFORWARDABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * `/functions/v1/<name>`: the same handlers the Deno entries serve. As on the hosted edge, the request reaches the
 * handler as sent (method, headers, body, preflights included), and the gateway checks the JWT first unless
 * config.toml sets `verify_jwt = false` for that function. The caller's address arrives the way Cloudflare (in front
 * of every hosted project) passes it: `CF-Connecting-IP` set to the connection's address, whatever the caller sent
 * there, and the same address appended to `X-Forwarded-For` after the caller's own entries (see clientAddress in
 * supabase/functions/_shared/http.ts).
 */
export function functionsRoute({ deps, functionsWithoutJwtCheck }: FunctionsRouteOptions) {
  return async (c: Context): Promise<Response> => {
    const name = c.req.param('name') ?? '';
    if (!isFunctionName(name)) {
      return jsonResponse(
        { code: 'NOT_FOUND', message: 'Requested function was not found' },
        404,
        gatewayCors,
      );
    }
    const request = c.req.raw;
    if (request.method !== 'OPTIONS' && !functionsWithoutJwtCheck.has(name)) {
      const token = bearerToken(request);
      if (!token)
        return jsonResponse({ code: 401, message: 'Missing authorization header' }, 401, gatewayCors);
      if (!(await verifyJwt(token)).ok)
        return jsonResponse({ code: 401, message: 'Invalid JWT' }, 401, gatewayCors);
    }
    if (UNFORWARDABLE_METHODS.has(request.method.toUpperCase())) {
      return jsonResponse({ error: 'Method not allowed' }, 405, {
        ...gatewayCors,
        Allow: allowedMethods(name),
      });
    }
    const headers = new Headers(request.headers);
    const address = getConnInfo(c).remote.address;
    headers.delete('cf-connecting-ip');
    if (address) {
      headers.set('cf-connecting-ip', address);
      const forwarded = headers.get('x-forwarded-for');
      headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const forwarded = new Request(request.url, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      signal: request.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    return functionHandlers[name](forwarded, deps());
  };
}
