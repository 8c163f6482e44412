import { describe, expect, it } from 'vitest';
import { config } from './config';
import { DEFAULT_SITE_URL, LOCAL_ANON_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env-schema';

const PRODUCTION = {
  VITE_SITE_URL: 'https://scoop.example',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co/',
  VITE_SUPABASE_ANON_KEY: 'project-anon-key',
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
    expect(parsed.supabaseAnonKey).toBe('project-anon-key');
  });

  it('refuses a site URL of its own without the backend, naming both variables', () => {
    expect(configError({ VITE_SITE_URL: 'https://scoop.example' })).toBe(
      'Invalid site configuration (.env / environment):\n' +
        "  VITE_SUPABASE_URL: required in a production build (VITE_SITE_URL is https://scoop.example): set your Supabase project's API URL (https://<project-ref>.supabase.co)\n" +
        "  VITE_SUPABASE_ANON_KEY: required in a production build (VITE_SITE_URL is https://scoop.example): set your Supabase project's anon (public) key",
    );
  });

  it('refuses the local API and the local demo key', () => {
    for (const url of [
      LOCAL_SUPABASE_URL,
      'http://localhost:54321',
      'https://127.0.0.2',
      'http://[::1]:54321',
    ]) {
      expect(configError({ ...PRODUCTION, VITE_SUPABASE_URL: url })).toMatch(
        /VITE_SUPABASE_URL: .* is this machine's local API, not allowed in a production build/,
      );
    }
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
