import { compile, match } from 'path-to-regexp';

/**
 * The subset of Vercel's routing configuration (vercel.ts, same shape as vercel.json) that this project uses,
 * evaluated the way Vercel does: redirects first, then the filesystem (clean URLs), then rewrites, then
 * 404.html with status 404.
 * Sources use path-to-regexp syntax, as on Vercel.
 */

interface HasHost {
  type: 'host';
  value: string;
}

export interface VercelConfig {
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  redirects?: { source: string; destination: string; permanent?: boolean; has?: HasHost[] }[];
  rewrites?: { source: string; destination: string }[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

type Params = Record<string, string>;

function matchSource(source: string, pathname: string): Params | null {
  const result = match<Params>(source, { decode: decodeURIComponent })(pathname);
  if (!result) return null;
  const params: Params = {};
  for (const [key, value] of Object.entries(result.params)) {
    params[key] = Array.isArray(value) ? value.join('/') : String(value ?? '');
  }
  return params;
}

function matchHas(has: HasHost[] | undefined, host: string): Params | null {
  const params: Params = {};
  for (const condition of has ?? []) {
    const found = new RegExp(`^${condition.value}$`).exec(host);
    if (!found) return null;
    Object.assign(params, found.groups);
  }
  return params;
}

/** Fills `:name` placeholders in a destination (path or absolute URL). */
function fill(destination: string, params: Params): string {
  const [, origin = '', path = destination] = /^(https?:\/\/[^/]+)?(\/.*)?$/.exec(destination) ?? [];
  const filledOrigin = origin.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => params[name] ?? '');
  return filledOrigin + compile(path, { encode: (s) => s, validate: false })(params);
}

export function findRedirect(config: VercelConfig, pathname: string, host: string) {
  for (const rule of config.redirects ?? []) {
    const hostParams = matchHas(rule.has, host);
    if (!hostParams) continue;
    const params = matchSource(rule.source, pathname);
    if (!params) continue;
    return {
      location: fill(rule.destination, { ...hostParams, ...params }),
      status: rule.permanent ? 308 : 307,
    };
  }
  if (config.trailingSlash === false && pathname.length > 1 && pathname.endsWith('/')) {
    // A path of slashes alone (`//`, which `//evil.example/%2e%2e` resolves to) goes to the home page, not to an
    // empty Location, which a browser reads as the same URL again.
    return { location: pathname.replace(/\/+$/, '') || '/', status: 308 };
  }
  return null;
}

export function findRewrite(config: VercelConfig, pathname: string): string | null {
  for (const rule of config.rewrites ?? []) {
    const params = matchSource(rule.source, pathname);
    if (params) return fill(rule.destination, params);
  }
  return null;
}

export function headersFor(config: VercelConfig, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of config.headers ?? []) {
    if (matchSource(rule.source, pathname)) {
      for (const { key, value } of rule.headers) headers[key] = value;
    }
  }
  return headers;
}
