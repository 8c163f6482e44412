import type { MiddlewareHandler } from 'hono';

/** What supabase-js sends; a preflight that names no headers is answered with these. */
const DEFAULT_ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'x-supabase-api-version',
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'x-retry-count',
].join(', ');

const EXPOSED_HEADERS = ['Content-Range', 'Range-Unit', 'X-Supabase-Api-Version', 'Location'].join(', ');

/**
 * CORS as the Supabase gateway answers it for auth and REST: any origin, the headers the client asks for (which
 * covers every header supabase-js sends, including ones added in later versions), and Content-Range readable so
 * counts reach the browser.
 */
export const supabaseCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('access-control-request-headers') || DEFAULT_ALLOWED_HEADERS,
        'Access-Control-Expose-Headers': EXPOSED_HEADERS,
        'Access-Control-Max-Age': '3600',
      },
    });
  }
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
};
