// "Migrate Local Data" against the real local API (child process: the real migrations and RLS) through the app's own
// supabase-js client, signed in as an admin made for the test. Nothing is stubbed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import type { AppSupabaseClient } from '@/lib/supabase';
import type * as StoreModule from '@/lib/leads/outbox-store';
import type * as MigrateModule from './migrate-local-leads';

let api: TestApi;
let supabase: AppSupabaseClient;
let store: typeof StoreModule;
let migrateLocalLeads: typeof MigrateModule.migrateLocalLeads;

beforeAll(async () => {
  api = await startTestApiProcess();
  store = await import('@/lib/leads/outbox-store');
  ({ migrateLocalLeads } = await import('./migrate-local-leads'));
  supabase = await (await import('@/lib/supabase')).getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: `owner-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'scooper-yard-2026',
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await api.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [data.user.id]);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

// The admin's session lives in localStorage too: only the leads' keys are cleared.
beforeEach(() => {
  localStorage.removeItem(store.LEGACY_LEADS_KEY);
  localStorage.removeItem(store.LOCAL_LEADS_KEY);
});

const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('migrateLocalLeads', () => {
  it('stores each lead dated when the visitor signed up, and a date in the future as now', async () => {
    const legacy = uniqueEmail('legacy');
    const kept = uniqueEmail('kept');
    const skewed = uniqueEmail('skewed');
    localStorage.setItem(
      store.LEGACY_LEADS_KEY,
      JSON.stringify([
        { email: legacy, source: 'exit-intent', page: '/', subscribedAt: '2025-03-01T00:00:00Z' },
        { email: skewed, source: 'footer', page: '/', subscribedAt: '2999-01-01T00:00:00Z' },
      ]),
    );
    localStorage.setItem(
      store.LOCAL_LEADS_KEY,
      JSON.stringify([
        {
          id: crypto.randomUUID(),
          email: kept,
          source: 'footer',
          page: '/blog',
          subscribedAt: '2025-06-01T10:30:00.000Z',
        },
      ]),
    );
    const before = Date.now();

    expect(await migrateLocalLeads(supabase)).toEqual({ moved: 3, duplicates: 0, kept: 0 });
    const after = Date.now();
    expect(store.hasPendingLeads()).toBe(false);
    const rows = await api.query<{ email: string; subscribed_at: Date }>(
      'select email, subscribed_at from public.newsletter_subscribers where email = any($1)',
      [[legacy, kept, skewed]],
    );
    const dates = new Map(rows.map((row) => [row.email, new Date(row.subscribed_at).getTime()]));
    expect(new Date(dates.get(legacy)!).toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(new Date(dates.get(kept)!).toISOString()).toBe('2025-06-01T10:30:00.000Z');
    expect(dates.get(skewed)).toBeGreaterThanOrEqual(before - 1000);
    expect(dates.get(skewed)).toBeLessThanOrEqual(after + 1000);
  });
});
