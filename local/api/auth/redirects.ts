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

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** Backslashes (a browser reads them as slashes), spaces and control characters (WHATWG URL parsing drops some). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const AMBIGUOUS_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

type BrowserTarget = {
  /** The URL as a browser follows it (WHATWG parsing). */
  url: URL;
  /** `scheme://host:port` as written, which the checks below found to name the same host and port as `url`. */
  writtenOrigin: string;
};

/**
 * A redirect read the way the browser that follows it will read it, or null for one that is not plainly a URL on a
 * named host: no userinfo (`a@b` or `a\@b` put the host after the `@`), no backslash, space or control character,
 * and an authority written exactly as the browser's parser reads it, so a host the parser rewrites
 * (`http://2130706433/` becomes 127.0.0.1) is refused as GoTrue's own parser refuses it.
 */
function browserTarget(raw: string): BrowserTarget | null {
  if (AMBIGUOUS_CHARACTERS.test(raw)) return null;
  const written = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)/.exec(raw);
  if (!written) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const authority = written[2]!;
  if (authority.includes('@') || url.username !== '' || url.password !== '') return null;
  const port = /:(\d*)$/.exec(authority);
  const host = port ? authority.slice(0, port.index) : authority;
  const writtenPort = port?.[1] ?? '';
  if (host === '' || host.toLowerCase() !== url.hostname.toLowerCase()) return null;
  if (writtenPort !== url.port && !(url.port === '' && writtenPort === DEFAULT_PORTS[url.protocol]))
    return null;
  return { url, writtenOrigin: `${written[1]}://${authority}` };
}

const isLocalhost = (hostname: string) => {
  const host = hostname.toLowerCase();
  return ['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]'].includes(host) || host.endsWith('.localhost');
};

/** An IP address as WHATWG writes a host: dotted IPv4, or IPv6 in brackets. */
const isIpHost = (hostname: string) => isIP(hostname) === 4 || hostname.startsWith('[');

const isLoopbackIp = (hostname: string) => hostname.startsWith('127.') || hostname === '[::1]';

/** A pattern's `scheme://authority`, the part an origin must match on its own; null when it names none. */
const patternOrigin = (pattern: string) => /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/]*/.exec(pattern)?.[0] ?? null;

export type RedirectPolicy = Pick<AuthSettings, 'siteUrl' | 'additionalRedirectUrls'>;

/**
 * GoTrue's IsRedirectURLValid, on the host a browser would go to: the site itself (same scheme and host; any port on
 * a loopback host), a loopback IP address, or a URL matching one of the allow-list patterns, whose origin must match
 * the pattern's origin on its own (a `**` cannot carry a path into the host). Anything else is refused: another
 * site, a URL with userinfo or a backslash, or one whose authority a browser would read differently.
 */
export function isRedirectUrlAllowed(policy: RedirectPolicy, redirectUrl: string): boolean {
  const target = browserTarget(redirectUrl);
  if (!target) return false;
  const { url } = target;
  let site: URL;
  try {
    site = new URL(policy.siteUrl);
  } catch {
    return false;
  }
  if (
    url.protocol === site.protocol &&
    url.hostname === site.hostname &&
    (url.port === site.port || isLocalhost(url.hostname))
  ) {
    return true;
  }
  if (isIpHost(url.hostname)) return isLoopbackIp(url.hostname);
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(url.hostname)) return false;
  const withoutFragment = redirectUrl.split('#')[0]!;
  return policy.additionalRedirectUrls.some((pattern) => {
    const origin = patternOrigin(pattern);
    return (
      origin !== null &&
      globToRegExp(origin).test(target.writtenOrigin) &&
      globToRegExp(pattern).test(withoutFragment)
    );
  });
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
