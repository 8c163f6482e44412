import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localAdminFromEnv, resetLocalData } from './index.ts';
import { MIN_PASSWORD_LENGTH } from '../../src/lib/password-policy.ts';
import { authSettingsFromEnv, parseGoDuration, readSupabaseConfig } from './supabase-config.ts';
import { startTestApi, supabaseClient, uniqueEmail } from '../../tests/support/local-api.ts';

const scratch = mkdtempSync(join(tmpdir(), 'local-api-'));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('startLocalApi with a data folder', () => {
  it('keeps accounts across restarts, until resetLocalData wipes the folder', async () => {
    const dataDir = join(scratch, 'data');
    const email = uniqueEmail('persist');
    const first = await startTestApi({
      dataDir,
      admin: { email: 'owner@example.com', password: 'owner-password' },
    });
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(
        (await supabaseClient(first).auth.signUp({ email, password: 'kept-password' })).error,
      ).toBeNull();
    } finally {
      await first.close();
    }

    const second = await startTestApi({ dataDir, admin: false });
    try {
      const signIn = await supabaseClient(second).auth.signInWithPassword({
        email,
        password: 'kept-password',
      });
      expect(signIn.error).toBeNull();
      const admin = supabaseClient(second);
      await admin.auth.signInWithPassword({ email: 'owner@example.com', password: 'owner-password' });
      expect((await admin.rpc('is_admin')).data).toBe(true);
    } finally {
      await second.close();
    }

    expect(resetLocalData(dataDir)).toBe(dataDir);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses to reset a folder that contains the project', () => {
    expect(() => resetLocalData('.')).toThrow(/Refusing/);
    expect(() => resetLocalData('..')).toThrow(/Refusing/);
  });
});

describe('configuration', () => {
  it('takes the admin credentials from the environment, with the documented defaults', () => {
    expect(localAdminFromEnv({})).toEqual({ email: 'admin@example.com', password: 'local-admin-password' });
    expect(
      localAdminFromEnv({ LOCAL_ADMIN_EMAIL: 'boss@example.com', LOCAL_ADMIN_PASSWORD: 'pw-123456' }),
    ).toEqual({
      email: 'boss@example.com',
      password: 'pw-123456',
    });
  });

  it('reads site_url and verify_jwt from a config.toml', () => {
    const path = join(scratch, 'config.toml');
    writeFileSync(
      path,
      [
        '[auth]',
        'site_url = "http://localhost:3000" # comment',
        '[functions.open-one]',
        'verify_jwt = false',
        '[functions.checked-one]',
        'verify_jwt = true',
      ].join('\n'),
    );
    const config = readSupabaseConfig(path);
    expect(config.auth.siteUrl).toBe('http://localhost:3000');
    expect(config.auth.rateLimits).toEqual({ signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30 });
    expect([...config.functionsWithoutJwtCheck]).toEqual(['open-one']);
    expect(readSupabaseConfig(join(scratch, 'missing.toml')).functionsWithoutJwtCheck.size).toBe(0);
  });

  it('reads the auth settings of the repository’s config.toml, with the production password minimum', () => {
    const { auth } = readSupabaseConfig();
    expect(auth).toMatchObject({
      siteUrl: 'http://127.0.0.1:4173',
      refreshTokenReuseInterval: 10,
      minimumPasswordLength: MIN_PASSWORD_LENGTH,
      passwordRequirements: '',
      confirmEmail: false,
      doubleConfirmChanges: true,
      maxFrequencySeconds: 1,
      otpExpirySeconds: 3600,
    });
    expect(auth.additionalRedirectUrls).toContain('http://localhost:5173/**');
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  it('lets the environment switch email confirmation and throttling', () => {
    expect(authSettingsFromEnv({ LOCAL_AUTH_CONFIRM_EMAIL: 'true' })).toEqual({ confirmEmail: true });
    expect(authSettingsFromEnv({ LOCAL_AUTH_CONFIRM_EMAIL: 'false' })).toEqual({ confirmEmail: false });
    expect(authSettingsFromEnv({ LOCAL_AUTH_RATE_LIMITS: 'off' })).toEqual({ rateLimits: null });
    expect(parseGoDuration('1m30s')).toBe(90);
    expect(parseGoDuration('soon')).toBeNull();
  });
});
