/**
 * unsubscribe: the link in every message that is not a direct answer (a quote's follow-up). Without signing in:
 * the token in the link is the address's own (random, 64 hex digits, stored in email_preferences), so it stands for
 * the address and nothing else. It sends nothing and reveals nothing but whether the token is known.
 *
 *   GET  ?token=...   {ok, found, unsubscribed}: the site's /unsubscribe page asks before it offers the button;
 *   POST ?token=...   unsubscribes at once (RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to the
 *                     List-Unsubscribe URL; the site's page posts the same), answering {ok, unsubscribed: true};
 *                     404 for an unknown token, 503 while the database is unreachable.
 *
 * Any origin may call it (the mail client's, the site's): the answer carries no personal data.
 */
import { serviceClient } from './deps.ts';
import type { FunctionHandler } from './endpoint.ts';
import { jsonResponse, unavailableResponse } from './http.ts';

export const UNSUBSCRIBE_FUNCTION = 'unsubscribe';
export const UNSUBSCRIBE_METHODS = 'GET, POST, OPTIONS';

const TOKEN = /^[0-9a-f]{64}$/;

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': UNSUBSCRIBE_METHODS,
  'Access-Control-Allow-Headers': 'content-type',
};

export const unsubscribe: FunctionHandler = async (req, deps) => {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  if (req.method !== 'GET' && req.method !== 'POST') {
    return jsonResponse(405, { error: 'Method not allowed' }, { ...cors, Allow: UNSUBSCRIBE_METHODS });
  }
  const token = new URL(req.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) {
    return req.method === 'GET'
      ? jsonResponse(200, { ok: true, found: false, unsubscribed: false }, cors)
      : jsonResponse(404, { error: 'This unsubscribe link is not valid' }, cors);
  }
  const client = serviceClient(deps);
  try {
    if (req.method === 'GET') {
      const { data, error } = await client.rpc('unsubscribe_status', { token });
      if (error) throw new Error(error.message);
      const status = data as { found: boolean; unsubscribed: boolean };
      return jsonResponse(200, { ok: true, found: status.found, unsubscribed: status.unsubscribed }, cors);
    }
    const { data, error } = await client.rpc('unsubscribe', { token });
    if (error) throw new Error(error.message);
    if (data !== true) return jsonResponse(404, { error: 'This unsubscribe link is not valid' }, cors);
    return jsonResponse(200, { ok: true, unsubscribed: true }, cors);
  } catch (error) {
    console.error('[unsubscribe]', error instanceof Error ? error.message : error);
    return unavailableResponse(cors);
  }
};
