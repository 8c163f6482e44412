/**
 * `npm run indexnow -- --previous <sitemap URL or file> | --since YYYY-MM-DD [--dry-run]`
 *
 * Tells search engines that take IndexNow (https://www.indexnow.org) which URLs changed in a deploy, replacing
 * the retired "sitemap ping" endpoints. The changed URLs come from the sitemap's <lastmod> dates (the date each
 * page's content last changed, scripts/lastmod.ts):
 *   --previous  the sitemap as it was before this deploy (the live one, fetched before the new build goes live,
 *               or a saved copy): every URL that is new, gone, or has another lastmod;
 *   --since     every URL whose lastmod is on or after that date (and any without a date).
 * One POST of {host, key, keyLocation, urlList} to the endpoint. The key is public by design (search engines
 * fetch it from keyLocation to check the sender owns the host); it is the file public/<key>.txt, or INDEXNOW_KEY
 * for another one, whose file must then be served too. INDEXNOW_ENDPOINT overrides api.indexnow.org.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSitemap } from './sitemap';

export const DEFAULT_ENDPOINT = 'https://api.indexnow.org/indexnow';
/** The protocol's limit per request. */
export const MAX_URLS = 10_000;
const KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

type SitemapUrl = { loc: string; lastmod?: string };

/** URLs that are new, gone, or dated differently since the previous sitemap. */
export function changedSince(current: readonly SitemapUrl[], previous: readonly SitemapUrl[]): string[] {
  const before = new Map(previous.map((u) => [u.loc, u.lastmod]));
  const now = new Set(current.map((u) => u.loc));
  const changed = current
    .filter((u) => !before.has(u.loc) || before.get(u.loc) !== u.lastmod)
    .map((u) => u.loc);
  const gone = previous.filter((u) => !now.has(u.loc)).map((u) => u.loc);
  return [...changed, ...gone];
}

/** URLs whose content changed on or after `date` (YYYY-MM-DD); a URL without a date may have changed. */
export function changedOnOrAfter(current: readonly SitemapUrl[], date: string): string[] {
  return current.filter((u) => !u.lastmod || u.lastmod >= date).map((u) => u.loc);
}

/** The key whose file public/ serves: a file <key>.txt holding exactly <key>. */
export function findKey(publicDir: string): string | undefined {
  if (!existsSync(publicDir)) return undefined;
  return readdirSync(publicDir)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -'.txt'.length))
    .find(
      (key) => KEY_PATTERN.test(key) && readFileSync(join(publicDir, `${key}.txt`), 'utf8').trim() === key,
    );
}

export interface Submission {
  endpoint: string;
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** What the endpoint's answers mean (https://www.indexnow.org/documentation, "Response format"). */
const STATUS_MEANING: Record<number, string> = {
  200: 'accepted',
  202: 'received; the key is being checked',
  400: 'bad request',
  403: 'key not valid (the key file is missing or does not match)',
  422: 'URLs do not belong to the host, or the key does not match the protocol',
  429: 'too many requests',
};

/** POSTs the URL list (in chunks of MAX_URLS); resolves with the statuses, rejects on any refusal. */
export async function submit({ endpoint, urlList, ...rest }: Submission, post = fetch): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < urlList.length; i += MAX_URLS) {
    const response = await post(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ ...rest, urlList: urlList.slice(i, i + MAX_URLS) }),
    });
    statuses.push(response.status);
    if (response.status !== 200 && response.status !== 202) {
      const meaning = STATUS_MEANING[response.status] ?? 'unexpected answer';
      throw new Error(`IndexNow answered ${response.status}: ${meaning}`);
    }
  }
  return statuses;
}

async function readSitemap(source: string): Promise<SitemapUrl[]> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    // No previous sitemap (a first deploy): everything is new.
    if (response.status === 404) return [];
    if (!response.ok) throw new Error(`${source}: ${response.status}`);
    return parseSitemap(await response.text());
  }
  return parseSitemap(readFileSync(source, 'utf8'));
}

const arg = (args: readonly string[], name: string) => {
  const i = args.indexOf(name);
  return i > -1 ? args[i + 1] : undefined;
};

export async function main(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const dist = env.DIST_DIR ?? 'dist';
  const current = await readSitemap(join(dist, 'sitemap.xml'));
  if (current.length === 0) throw new Error(`${dist}/sitemap.xml lists no URL: build first`);
  const previous = arg(args, '--previous');
  const since = arg(args, '--since');
  if (!previous && !since)
    throw new Error('Say what changed since: --previous <sitemap URL or file> or --since YYYY-MM-DD');
  const urlList = previous
    ? changedSince(current, await readSitemap(previous))
    : changedOnOrAfter(current, since!);

  const origin = new URL(current[0]!.loc).origin;
  const key = env.INDEXNOW_KEY || findKey('public');
  if (!key || !KEY_PATTERN.test(key))
    throw new Error('No IndexNow key: add public/<key>.txt or set INDEXNOW_KEY');
  if (!existsSync(join(dist, `${key}.txt`)))
    throw new Error(`${dist}/${key}.txt is missing: the key must be served`);
  const submission: Submission = {
    endpoint: env.INDEXNOW_ENDPOINT || DEFAULT_ENDPOINT,
    host: new URL(origin).host,
    key,
    keyLocation: `${origin}/${key}.txt`,
    urlList,
  };

  if (urlList.length === 0) {
    console.log('IndexNow: no URL changed; nothing sent.');
    return urlList;
  }
  console.log(`IndexNow: ${urlList.length} changed URL(s):\n  ${urlList.join('\n  ')}`);
  if (args.includes('--dry-run')) return urlList;
  const statuses = await submit(submission);
  console.log(`IndexNow: ${submission.endpoint} answered ${statuses.join(', ')}.`);
  return urlList;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
