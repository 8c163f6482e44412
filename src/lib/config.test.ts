import { describe, expect, it } from 'vitest';
import { config, LOCAL_SUPABASE_URL } from './config';

describe('config', () => {
  it('falls back to the local API and the placeholder site URL when nothing is set', () => {
    expect(config.supabaseUrl).toBe(import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL);
    expect(config.siteUrl).toMatch(/^https?:\/\/[^/]+$/);
    expect(config.bookingUrl).toMatch(/^https:\/\//);
  });
});
