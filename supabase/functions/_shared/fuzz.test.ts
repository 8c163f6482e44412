/**
 * Malformed input, thrown at every function through HTTP: the local API (real handlers, PGlite with the real
 * migrations) on a random port, reached with fetch as a browser or a bot would. Whatever arrives, no answer may be a
 * 5xx: bad input is the caller's (400, 413, 405...), and the database must never be handed something it cannot store.
 * The inputs are generated from a fixed seed, so a failure can be replayed; the figures are printed at the end.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalApi } from '../../../local/api/index.ts';
import { functionNames } from '../../../tests/support/function-names.ts';
import type { FunctionName } from './handlers.ts';

let api: Awaited<ReturnType<typeof startLocalApi>>;

beforeAll(async () => {
  // No rate limit: every input must reach the handler's own checks.
  api = await startLocalApi({
    port: 0,
    dataDir: null,
    quiet: true,
    admin: false,
    functionEnv: { RATE_LIMIT_MAX: '0' },
  });
});

afterAll(async () => {
  await api?.close();
});

/** mulberry32: a small seeded generator, so every run throws the same inputs. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const rng = generator(0x5c00b);

// Pieces of text Postgres, JSON, regexes or mail headers have trouble with.
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  'x\ud83d',
  '\ude00x',
  '\ude00\ud83d',
  '\ufeff',
  '\uffff',
  '\ufffe',
  '\u202e',
  '\u200d\u200d',
  '\u2028\u2029',
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  '😀',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\t\n\r',
  '\u0007\u001b[31m',
  '\u007f',
  '   ',
  "'; drop table quote_requests; --",
  '<script>alert(1)</script>',
  '%s%n%x',
  '${7*7}',
  '\\u0000',
  '0'.repeat(40),
  'İıſK',
];

const randomText = (maxLength: number): string => {
  let text = '';
  const pieces = 1 + rng.int(4);
  for (let i = 0; i < pieces; i++)
    text += rng.next() < 0.5 ? rng.pick(NASTY_TEXT) : rng.pick(['Ann', 'x', '76643', '@']);
  if (rng.next() < 0.15)
    text = text.repeat(1 + rng.int(Math.max(1, Math.floor(maxLength / Math.max(text.length, 1)))));
  return text;
};

const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = rng.next() < 0.5 ? { a: value } : [value];
  return value;
};

/** A value of any shape, mostly malformed. */
const randomValue = (): unknown => {
  switch (rng.int(12)) {
    case 0:
      return null;
    case 1:
      return rng.next() < 0.5;
    case 2:
      return rng.pick([0, -1, 1.5, 4, 5, 1e308, -1e308, 2 ** 53 + 1, 1e-300, -0]);
    case 3:
      return [randomText(10), 1, null];
    case 4:
      return { nested: randomText(10) };
    case 5:
      return deepObject(1 + rng.int(200));
    case 6:
      return 'x'.repeat(rng.pick([101, 256, 501, 2001, 5000]));
    case 7:
      return '1'.repeat(rng.pick([5, 20, 400]));
    default:
      return randomText(300);
  }
};

const VALID: Record<FunctionName, () => Record<string, unknown>> = {
  'quote-request': () => ({ name: 'Pat Lee', zipCode: '76643', dogCount: 2, page: '/' }),
  'contact-message': () => ({
    name: 'Pat Lee',
    email: 'pat@example.com',
    message: 'Hello',
    page: '/contact',
  }),
  'referral-invite': () => ({
    referrerEmail: 'a@example.com',
    referredEmail: 'b@example.com',
    referredName: 'Bo',
  }),
  'newsletter-signup': () => ({ email: `${crypto.randomUUID()}@example.com`, source: 'footer', page: '/' }),
  'referral-code-check': () => ({ code: 'ABCD2345' }),
  'publish-prices': () => ({}),
  'deliver-notifications': () => ({}),
  unsubscribe: () => ({}),
};

interface Attempt {
  body: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

/** One malformed request for `name`. */
function malformed(name: FunctionName): Attempt {
  const valid = VALID[name]();
  const fields = Object.keys(valid);
  switch (rng.int(10)) {
    case 0: {
      // Not JSON, or JSON that is not an object.
      const text = rng.pick([
        '',
        '{',
        '{"name":',
        'null',
        '[]',
        '"text"',
        '42',
        'true',
        '{}}',
        '\u0000',
        'undefined',
      ]);
      return { body: text };
    }
    case 1: {
      // Deeply nested JSON text, arrays or objects.
      const depth = 1000 + rng.int(4000);
      return {
        body:
          rng.next() < 0.5
            ? `${'['.repeat(depth)}${']'.repeat(depth)}`
            : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      };
    }
    case 2:
      // Bytes that are not UTF-8.
      return {
        body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      };
    case 3:
      // Over the body limit.
      return { body: JSON.stringify({ ...valid, message: 'x'.repeat(17_000) }) };
    case 4:
      // JSON escapes written out by hand: NUL and lone surrogates as the JSON text carries them.
      return {
        body: `{${fields
          .map(
            (field) =>
              `"${field}":"${rng.pick(['\\u0000', '\\ud800', '\\udfff', 'ok\\u0000ok', '\\ud83d\\ude00'])}"`,
          )
          .join(',')}}`,
      };
    case 5:
      return {
        body: JSON.stringify({ ...valid, __proto__: { polluted: true }, constructor: { prototype: 1 } }),
      };
    case 6: {
      // Every field replaced.
      const body: Record<string, unknown> = {};
      for (const field of fields) body[field] = randomValue();
      return {
        body: JSON.stringify(body),
        contentType: rng.pick(['application/json', 'text/plain', undefined]),
      };
    }
    default: {
      // One or two fields replaced (the rest valid, so the bad one reaches the schema and maybe the database),
      // sometimes with junk keys, a user_id, a clientId or the honeypot.
      const body: Record<string, unknown> = { ...valid };
      for (let i = 0; i < 1 + rng.int(2); i++) body[rng.pick(fields)] = randomValue();
      if (rng.next() < 0.2) body[randomText(20)] = randomValue();
      if (rng.next() < 0.2) body.user_id = randomValue();
      if (rng.next() < 0.2) body.clientId = rng.next() < 0.5 ? crypto.randomUUID() : randomValue();
      if (rng.next() < 0.05) body.website = randomValue();
      return { body: JSON.stringify(body) };
    }
  }
}

const INPUTS_PER_FUNCTION: Record<FunctionName, number> = {
  'quote-request': 600,
  'contact-message': 600,
  'referral-invite': 600,
  'newsletter-signup': 600,
  'referral-code-check': 600,
  'publish-prices': 100,
  'deliver-notifications': 100,
  unsubscribe: 100,
};

describe('malformed input through HTTP', () => {
  it('never gets a 5xx from any function', { timeout: 600_000 }, async () => {
    // The refusals are logged by design (deliver-notifications says why it refuses); kept out of the test output.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const statuses: Record<string, Record<number, number>> = {};
    const serverErrors: string[] = [];
    let tried = 0;

    for (const name of functionNames) {
      statuses[name] = {};
      const attempts = Array.from({ length: INPUTS_PER_FUNCTION[name] }, () => malformed(name));
      // A few at a time, as several visitors (or one bot) would send them.
      for (let i = 0; i < attempts.length; i += 8) {
        await Promise.all(
          attempts.slice(i, i + 8).map(async (attempt) => {
            const response = await fetch(`${api.url}/functions/v1/${name}`, {
              method: 'POST',
              headers: attempt.contentType ? { 'Content-Type': attempt.contentType } : {},
              body: attempt.body,
            });
            await response.arrayBuffer();
            tried++;
            statuses[name]![response.status] = (statuses[name]![response.status] ?? 0) + 1;
            if (response.status >= 500) {
              const shown =
                typeof attempt.body === 'string' ? attempt.body.slice(0, 200) : String(attempt.body);
              serverErrors.push(`${name} ${response.status}: ${JSON.stringify(shown)}`);
            }
          }),
        );
      }
    }

    vi.restoreAllMocks();
    console.log(`fuzz: ${tried} malformed inputs; statuses per function: ${JSON.stringify(statuses)}`);
    expect(serverErrors).toEqual([]);
    expect(tried).toBe(Object.values(INPUTS_PER_FUNCTION).reduce((a, b) => a + b, 0));
    // The inputs reached both sides: refusals, and stores (a field the schema let through went to the database).
    const anonymousCallers = functionNames.filter(
      (n) => n !== 'deliver-notifications' && n !== 'publish-prices' && n !== 'unsubscribe',
    );
    for (const name of anonymousCallers) {
      expect(statuses[name]![400], name).toBeGreaterThan(0);
      expect(statuses[name]![200], name).toBeGreaterThan(0);
    }
    expect(Object.keys(statuses['deliver-notifications']!)).toEqual(['401']);
    // unsubscribe reads its token from the link's query only: no body, however made, unsubscribes anyone.
    expect(Object.keys(statuses.unsubscribe!)).toEqual(['404']);
    // Only an admin's token gets past publish-prices: without one, a request is refused as malformed or as anonymous.
    expect(statuses['publish-prices']![401]).toBeGreaterThan(0);
    expect(statuses['publish-prices']![200]).toBeUndefined();
  });
});
