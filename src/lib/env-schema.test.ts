import { describe, expect, it } from 'vitest';
import { config } from './config';
import { DEFAULT_SITE_URL, LOCAL_ANON_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env-schema';

/** A JWT with these claims, as Supabase signs its legacy keys (the signature is not checked here). */
const jwt = (claims: unknown) => {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJlLW5vdC1jaGVja2Vk`;
};
const hostedClaims = { iss: 'supabase', ref: 'abcdefgh', iat: 1_700_000_000, exp: 2_000_000_000 };
const ANON_JWT = jwt({ ...hostedClaims, role: 'anon' });
const SERVICE_ROLE_JWT = jwt({ ...hostedClaims, role: 'service_role' });
const PUBLISHABLE_KEY = 'sb_publishable_Zx8vQm3kP1_aB2cD3eF4gH';

const PRODUCTION = {
  VITE_SITE_URL: 'https://scoop.example',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co/',
  VITE_SUPABASE_ANON_KEY: PUBLISHABLE_KEY,
};

/** The error parseEnv throws for this environment (fails the test when it throws none). */
function configError(env: Record<string, string>): string {
  try {
    parseEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted the environment');
}

describe('site configuration', () => {
  it('falls back to the local API and placeholder URLs when nothing is set, treating empty as unset', () => {
    const parsed = parseEnv({ VITE_SUPABASE_URL: '', VITE_GA_ID: '  ' });
    expect(parsed.supabaseUrl).toBe(LOCAL_SUPABASE_URL);
    expect(parsed.supabaseAnonKey).toBe(LOCAL_ANON_KEY);
    expect(parsed.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(parsed.gaId).toBeUndefined();
  });

  it('trims values and drops trailing slashes from URLs', () => {
    const parsed = parseEnv({
      ...PRODUCTION,
      VITE_SITE_URL: ' https://scoop.example/ ',
      VITE_GA_ID: ' G-123 ',
    });
    expect(parsed.siteUrl).toBe('https://scoop.example');
    expect(parsed.supabaseUrl).toBe('https://abcdefgh.supabase.co');
    expect(parsed.gaId).toBe('G-123');
  });

  it('refuses a malformed URL, naming the variable', () => {
    expect(() => parseEnv({ VITE_BOOKING_URL: 'not a url' })).toThrow(/VITE_BOOKING_URL/);
  });

  it('is what the build inlined for the app: the key on its own, the rest as the config', () => {
    const { supabaseAnonKey, ...pageConfig } = parseEnv({ ...import.meta.env });
    expect(config).toEqual(pageConfig);
    expect(config).not.toHaveProperty('supabaseAnonKey');
    expect(__SUPABASE_ANON_KEY__).toBe(supabaseAnonKey);
  });
});

describe('a production build fails closed', () => {
  it('accepts a hosted project with its own key', () => {
    const parsed = parseEnv(PRODUCTION);
    expect(parsed.supabaseUrl).toBe('https://abcdefgh.supabase.co');
    expect(parsed.supabaseAnonKey).toBe(PUBLISHABLE_KEY);
    expect(parseEnv({ ...PRODUCTION, VITE_SUPABASE_ANON_KEY: ` ${ANON_JWT} ` }).supabaseAnonKey).toBe(
      ANON_JWT,
    );
  });

  /** Keys that are not a publishable key or an anon JWT, and the reason each build must give. */
  const refusedKeys: Array<[label: string, key: string, reason: RegExp]> = [
    [
      'a service-role JWT',
      SERVICE_ROLE_JWT,
      /is a service-role key: it would give every visitor full database access/,
    ],
    [
      'a secret key',
      'sb_secret_Zx8vQm3kP1_aB2cD3eF4gH',
      /is a secret key \(sb_secret_\.\.\.\): it would give every visitor full database access/,
    ],
    ['a secret key in capitals', 'SB_SECRET_Zx8vQm3kP1', /is neither a publishable key/],
    [
      'a JWT for signed-in users',
      jwt({ ...hostedClaims, role: 'authenticated' }),
      /is a JWT for the role "authenticated", not anon/,
    ],
    [
      'a JWT for the admin role',
      jwt({ ...hostedClaims, role: 'supabase_admin' }),
      /is a JWT for the role "supabase_admin", not anon/,
    ],
    [
      'a JWT with the role in capitals',
      jwt({ ...hostedClaims, role: 'ANON' }),
      /is a JWT for the role "ANON", not anon/,
    ],
    ['a JWT without a role', jwt(hostedClaims), /is a JWT for the role null, not anon/],
    [
      'a JWT whose role is not a string',
      jwt({ ...hostedClaims, role: ['anon'] }),
      /is a JWT for the role \["anon"\], not anon/,
    ],
    ['a JWT whose payload is a list', jwt([{ role: 'anon' }]), /is neither a publishable key/],
    [
      'a JWT whose payload is not JSON',
      `${ANON_JWT.split('.')[0]}.bm90IGpzb24.c2ln`,
      /is neither a publishable key/,
    ],
    [
      'a JWT whose payload is not base64url',
      ANON_JWT.replace(/\.[^.]+\./, '.e30+/.'),
      /is neither a publishable key/,
    ],
    [
      'a JWT without its signature',
      ANON_JWT.split('.').slice(0, 2).join('.'),
      /is neither a publishable key/,
    ],
    [
      'a JWT with an empty signature',
      `${ANON_JWT.split('.').slice(0, 2).join('.')}.`,
      /is neither a publishable key/,
    ],
    ['a publishable prefix with nothing after it', 'sb_publishable_', /is neither a publishable key/],
    ['a made-up key', 'project-anon-key', /is neither a publishable key/],
    ['two keys pasted together', `${PUBLISHABLE_KEY} ${ANON_JWT}`, /is neither a publishable key/],
  ];

  it.each(refusedKeys)('refuses %s as the browser key, saying why', (_, key, reason) => {
    const message = configError({ ...PRODUCTION, VITE_SUPABASE_ANON_KEY: key });
    expect(message).toMatch(new RegExp(`VITE_SUPABASE_ANON_KEY: ${reason.source}`));
    expect(message).toContain("use the project's anon or publishable key");
  });

  it('refuses a key that bypasses row-level security in a local build too: the bundle carries it either way', () => {
    expect(configError({ VITE_SUPABASE_ANON_KEY: SERVICE_ROLE_JWT })).toBe(
      'Invalid site configuration (.env / environment):\n' +
        "  VITE_SUPABASE_ANON_KEY: is a service-role key: it would give every visitor full database access; use the project's anon or publishable key (sb_publishable_...)",
    );
    expect(parseEnv({ VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY }).supabaseAnonKey).toBe(LOCAL_ANON_KEY);
  });

  it('refuses a site URL of its own without the backend, naming both variables', () => {
    expect(configError({ VITE_SITE_URL: 'https://scoop.example' })).toBe(
      'Invalid site configuration (.env / environment):\n' +
        "  VITE_SUPABASE_URL: required in a production build (VITE_SITE_URL is https://scoop.example): set your Supabase project's API URL (https://<project-ref>.supabase.co)\n" +
        "  VITE_SUPABASE_ANON_KEY: required in a production build (VITE_SITE_URL is https://scoop.example): set your Supabase project's anon (public) key",
    );
  });

  /** Spellings of this machine's address; URL parsing writes several of them as 127.0.0.1 or [::1]. */
  const loopbackUrls = [
    LOCAL_SUPABASE_URL,
    'http://localhost:54321',
    'https://127.0.0.2',
    'http://[::1]:54321',
    'https://[::ffff:127.0.0.1]',
    'https://[::ffff:7f00:1]:54321',
    'https://[::127.0.0.1]',
    'https://[0:0:0:0:0:0:0:1]',
    'https://[0000::0001]',
    'https://[::]',
    'https://[::ffff:0.0.0.0]',
    'https://localhost.',
    'https://localhost..',
    'https://LOCALHOST',
    'https://LocalHost.:54321',
    'https://api.localhost',
    'https://api.localhost.',
    'https://127.1',
    'https://127.0.0.1.',
    'https://0x7f.0.0.1',
    'https://0x7f000001',
    'https://0177.0.0.1',
    'https://017700000001',
    'https://2130706433',
    'https://127.255.255.254',
    'https://0.0.0.0',
    'https://0',
  ];

  it.each(loopbackUrls)('refuses %s as the backend: it is this machine', (url) => {
    expect(configError({ ...PRODUCTION, VITE_SUPABASE_URL: url })).toMatch(
      /VITE_SUPABASE_URL: .* is this machine's local API, not allowed in a production build/,
    );
  });

  it.each([
    'https://abcdefgh.supabase.co',
    'https://localhost.example.com',
    'https://127.example.com',
    'https://128.0.0.1',
    'https://[2001:db8::1]',
    'https://[::ffff:8.8.8.8]',
    'https://[fe80::127:0:0:1]',
  ])('accepts %s as a backend elsewhere', (url) => {
    expect(parseEnv({ ...PRODUCTION, VITE_SUPABASE_URL: url }).supabaseUrl).toBe(url);
  });

  it('refuses the local demo key', () => {
    expect(configError({ ...PRODUCTION, VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY })).toMatch(
      /VITE_SUPABASE_ANON_KEY: is the local demo key, not allowed in a production build/,
    );
  });

  it('refuses a plain-http backend', () => {
    expect(configError({ ...PRODUCTION, VITE_SUPABASE_URL: 'http://api.scoop.example' })).toMatch(
      /VITE_SUPABASE_URL: must be an https URL in a production build/,
    );
  });

  it('treats every build on Vercel as production, even with the placeholder site URL', () => {
    expect(configError({ VERCEL: '1' })).toMatch(/VITE_SUPABASE_URL: required in a build on Vercel/);
    expect(parseEnv({ ...PRODUCTION, VITE_SITE_URL: DEFAULT_SITE_URL, VERCEL: '1' }).supabaseUrl).toBe(
      'https://abcdefgh.supabase.co',
    );
  });
});
