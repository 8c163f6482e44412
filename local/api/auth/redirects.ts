import { isIP } from 'node:net';
import type { AuthSettings } from '../supabase-config.ts';

/**
 * GoTrue's redirect allow-list patterns (gobwas/glob with `.` and `/` as separators): `*` is any run of characters
 * without a separator, `**` any run at all, `?` one non-separator character, `[a-z]` / `[!a-z]` a character class,
 * `{a,b}` alternatives, `\` escapes. A pattern without wildcards matches only that exact URL.
 */
export function globToRegExp(glob: string): RegExp {
  const literal = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  let source = '';
  let depth = 0;
  for (let i = 0; i < glob.length; i += 1) {
    const ch = glob[i]!;
    if (ch === '\\' && i + 1 < glob.length) {
      i += 1;
      source += literal(glob[i]!);
    } else if (ch === '*') {
      if (glob[i + 1] === '*') {
        source += '.*';
        i += 1;
      } else {
        source += '[^./]*';
      }
    } else if (ch === '?') {
      source += '[^./]';
    } else if (ch === '[' && glob.indexOf(']', i + 2) > i) {
      const end = glob.indexOf(']', i + 2);
      let body = glob.slice(i + 1, end);
      const negated = body.startsWith('!');
      if (negated) body = body.slice(1);
      source += `[${negated ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
      i = end;
    } else if (ch === '{') {
      source += '(?:';
      depth += 1;
    } else if (ch === '}' && depth > 0) {
      source += ')';
      depth -= 1;
    } else if (ch === ',' && depth > 0) {
      source += '|';
    } else {
      source += literal(ch);
    }
  }
  return new RegExp(`^${source}$`, 's');
}

type UrlParts = { scheme: string; hostname: string; port: string };

/**
 * Scheme, host and port as Go's url.Parse reports them. WHATWG URL parsing would normalise hosts GoTrue refuses
 * (`http://2130706433/` becomes 127.0.0.1), so the authority is read as written.
 */
function urlParts(raw: string): UrlParts | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):(?:\/\/([^/?#]*))?/.exec(raw);
  if (!match) return null;
  const authority = match[2] ?? '';
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const bracketed = /^\[([^\]]*)\](?::(\d*))?$/.exec(hostPort);
  if (bracketed)
    return { scheme: match[1]!.toLowerCase(), hostname: bracketed[1]!, port: bracketed[2] ?? '' };
  const colon = hostPort.lastIndexOf(':');
  return {
    scheme: match[1]!.toLowerCase(),
    hostname: colon >= 0 ? hostPort.slice(0, colon) : hostPort,
    port: colon >= 0 ? hostPort.slice(colon + 1) : '',
  };
}

const isLocalhost = (hostname: string) => {
  const host = hostname.toLowerCase();
  return ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(host) || host.endsWith('.localhost');
};

const isLoopbackIp = (ip: string) =>
  isIP(ip) === 4 ? ip.startsWith('127.') : /^(::1|0*:0*:0*:0*:0*:0*:0*:0*1|::ffff:127\.[\d.]+)$/i.test(ip);

export type RedirectPolicy = Pick<AuthSettings, 'siteUrl' | 'additionalRedirectUrls'>;

/**
 * GoTrue's IsRedirectURLValid: the site itself (same scheme and host; any port on a loopback host), a loopback IP
 * address, or a URL matching one of the allow-list patterns. Anything else, such as another site, is refused.
 */
export function isRedirectUrlAllowed(policy: RedirectPolicy, redirectUrl: string): boolean {
  if (!redirectUrl) return false;
  const base = urlParts(policy.siteUrl);
  const target = urlParts(redirectUrl);
  if (!base || !target) return false;
  if (
    base.hostname === target.hostname &&
    base.scheme === target.scheme &&
    (base.port === target.port || isLocalhost(target.hostname))
  ) {
    return true;
  }
  const isHttp = target.scheme === 'http' || target.scheme === 'https';
  if (/^[0-9]+$/.test(target.hostname)) return false;
  if (isIP(target.hostname)) return isLoopbackIp(target.hostname);
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(target.hostname)) return false;
  const withoutFragment = redirectUrl.split('#')[0]!;
  return policy.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/**
 * Where an email link sends its user (GoTrue's GetReferrer): the `redirect_to` the caller named (header or query
 * parameter) if it is allowed, else the Referer if that is allowed, else the site URL. A URL that is not allowed is
 * never used, so the links cannot send anyone to another site.
 */
export function redirectTarget(policy: RedirectPolicy, request: Request): string {
  const requested =
    request.headers.get('redirect_to') || new URL(request.url).searchParams.get('redirect_to') || '';
  if (isRedirectUrlAllowed(policy, requested)) return requested;
  const referer = request.headers.get('referer') ?? '';
  if (isRedirectUrlAllowed(policy, referer)) return referer;
  return policy.siteUrl;
}
