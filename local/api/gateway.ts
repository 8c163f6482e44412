import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './constants.ts';
import { verifyJwt, type JwtClaims, type JwtVerification } from './jwt.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export type RequestClaims = JwtClaims & { role: DbRole };

const dbRoles: ReadonlySet<string> = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

export type ApiKeyCheck = { ok: true } | { ok: false; status: 401; message: string; hint: string };

/**
 * The hosted gateway (Kong) lets a request through only with one of the project's API keys in the `apikey` header
 * (or query parameter); everything behind it may rely on that.
 */
export function checkApiKey(request: Request): ApiKeyCheck {
  const apiKey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (!apiKey) {
    return {
      ok: false,
      status: 401,
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    };
  }
  if (apiKey !== LOCAL_ANON_KEY && apiKey !== LOCAL_SERVICE_ROLE_KEY) {
    return {
      ok: false,
      status: 401,
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    };
  }
  return { ok: true };
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() ?? null;
}

export type ClaimsResolution =
  | { ok: true; claims: RequestClaims }
  | Extract<JwtVerification, { ok: false }>
  | { ok: false; reason: 'unknown_role'; detail: string };

/**
 * The JWT a request runs as: its bearer token, or the API key when no bearer token was sent (the gateway forwards the
 * key as the credential then). Only the three Supabase API roles may be assumed.
 */
export async function resolveRequestClaims(request: Request): Promise<ClaimsResolution> {
  const token = bearerToken(request) ?? request.headers.get('apikey') ?? '';
  const verification = await verifyJwt(token);
  if (!verification.ok) return verification;
  const role = verification.claims.role;
  if (typeof role !== 'string' || !dbRoles.has(role)) {
    return { ok: false, reason: 'unknown_role', detail: `role "${String(role)}" does not exist` };
  }
  return { ok: true, claims: { ...verification.claims, role: role as DbRole } };
}
