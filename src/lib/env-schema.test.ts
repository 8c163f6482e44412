import { describe, expect, it } from 'vitest';
import { config } from './config';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env-schema';

describe('site configuration', () => {
  it('falls back to the local API and placeholder URLs when nothing is set, treating empty as unset', () => {
    const parsed = parseEnv({ VITE_SUPABASE_URL: '', VITE_GA_ID: '  ' });
    expect(parsed.supabaseUrl).toBe(LOCAL_SUPABASE_URL);
    expect(parsed.supabaseAnonKey).toBe(LOCAL_ANON_KEY);
    expect(parsed.siteUrl).toBe('https://brazos-scoop.example');
    expect(parsed.gaId).toBeUndefined();
  });

  it('trims values and drops trailing slashes from URLs', () => {
    const parsed = parseEnv({ VITE_SITE_URL: ' https://scoop.example/ ', VITE_GA_ID: ' G-123 ' });
    expect(parsed.siteUrl).toBe('https://scoop.example');
    expect(parsed.gaId).toBe('G-123');
  });

  it('refuses a malformed URL, naming the variable', () => {
    expect(() => parseEnv({ VITE_BOOKING_URL: 'not a url' })).toThrow(/VITE_BOOKING_URL/);
  });

  it('is what the build inlined for the app', () => {
    expect(config).toEqual(parseEnv({ ...import.meta.env }));
  });
});
