import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

const CONFIG_PATH = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url));

/** config.toml's `[auth] password_requirements`, as the Supabase CLI names the character sets GoTrue can require. */
export type PasswordRequirements =
  '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

/** Requests per 5 minutes per client address, per endpoint family, as config.toml's `[auth.rate_limit]` sets them. */
export type AuthRateLimits = {
  /** `sign_in_sign_ups` (GoTrue's RATE_LIMIT_OTP): sign-up, recovery, resend and user updates. */
  signInSignUps: number;
  /** `token_refresh`: the token endpoint, which serves password sign-in and refresh alike. */
  tokenRefresh: number;
  /** `token_verifications`: the verify endpoint (email links and codes). */
  tokenVerifications: number;
};

/** What the local auth server honours of config.toml (the Supabase CLI hands the same values to GoTrue). */
export type AuthSettings = {
  /** `site_url`: where auth links land when the caller names no allowed redirect. */
  siteUrl: string;
  /** `additional_redirect_urls`: further allowed `redirect_to` targets, with GoTrue's glob syntax. */
  additionalRedirectUrls: readonly string[];
  /** `refresh_token_reuse_interval`, in seconds. */
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  passwordRequirements: PasswordRequirements;
  /** `[auth.email] enable_confirmations`: a new address must be confirmed before it can sign in. */
  confirmEmail: boolean;
  /** `[auth.email] double_confirm_changes`: an email change is confirmed from the current and the new address. */
  doubleConfirmChanges: boolean;
  /** `[auth.email] max_frequency`, in seconds: the least time between two emails of one kind to one user. */
  maxFrequencySeconds: number;
  otpLength: number;
  otpExpirySeconds: number;
  /** `[auth.rate_limit]`; null switches throttling off. */
  rateLimits: AuthRateLimits | null;
};

export type SupabaseConfig = {
  auth: AuthSettings;
  /** `[functions.<name>] verify_jwt = false` opts a function out of the gateway's JWT check. */
  functionsWithoutJwtCheck: ReadonlySet<string>;
};

/** The Supabase CLI's defaults for what config.toml leaves out. */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  siteUrl: 'http://127.0.0.1:4173',
  additionalRedirectUrls: [],
  refreshTokenReuseInterval: 10,
  minimumPasswordLength: 6,
  passwordRequirements: '',
  confirmEmail: false,
  doubleConfirmChanges: true,
  maxFrequencySeconds: 1,
  otpLength: 6,
  otpExpirySeconds: 3600,
  rateLimits: { signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30 },
};

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const tableAt = (root: Table, key: string): Table => (isTable(root[key]) ? root[key] : {});

function pick<T>(table: Table, key: string, kind: 'string' | 'number' | 'boolean', fallback: T): T {
  return typeof table[key] === kind ? (table[key] as T) : fallback;
}

/** Go duration strings as config.toml writes them (`"1s"`, `"1m30s"`, `"500ms"`), in seconds. */
export function parseGoDuration(text: string): number | null {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.trim()) return null;
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * units[unit!]!, 0);
}

function authSettingsFrom(root: Table): AuthSettings {
  const auth = tableAt(root, 'auth');
  const email = tableAt(auth, 'email');
  const rateLimit = tableAt(auth, 'rate_limit');
  const d = DEFAULT_AUTH_SETTINGS;
  const redirects = auth.additional_redirect_urls;
  const maxFrequency = typeof email.max_frequency === 'string' ? parseGoDuration(email.max_frequency) : null;
  return {
    siteUrl: pick(auth, 'site_url', 'string', d.siteUrl),
    additionalRedirectUrls: Array.isArray(redirects)
      ? redirects.filter((url): url is string => typeof url === 'string')
      : [],
    refreshTokenReuseInterval: pick(
      auth,
      'refresh_token_reuse_interval',
      'number',
      d.refreshTokenReuseInterval,
    ),
    minimumPasswordLength: pick(auth, 'minimum_password_length', 'number', d.minimumPasswordLength),
    passwordRequirements: pick(auth, 'password_requirements', 'string', d.passwordRequirements),
    confirmEmail: pick(email, 'enable_confirmations', 'boolean', d.confirmEmail),
    doubleConfirmChanges: pick(email, 'double_confirm_changes', 'boolean', d.doubleConfirmChanges),
    maxFrequencySeconds: maxFrequency ?? d.maxFrequencySeconds,
    otpLength: pick(email, 'otp_length', 'number', d.otpLength),
    otpExpirySeconds: pick(email, 'otp_expiry', 'number', d.otpExpirySeconds),
    rateLimits: {
      signInSignUps: pick(rateLimit, 'sign_in_sign_ups', 'number', d.rateLimits!.signInSignUps),
      tokenRefresh: pick(rateLimit, 'token_refresh', 'number', d.rateLimits!.tokenRefresh),
      tokenVerifications: pick(rateLimit, 'token_verifications', 'number', d.rateLimits!.tokenVerifications),
    },
  };
}

/**
 * The `supabase/config.toml` settings the local API honours, so it behaves like `supabase start` with the same file.
 * A missing file gives the CLI's defaults; a malformed one fails loudly, as the CLI does.
 */
export function readSupabaseConfig(path: string = CONFIG_PATH): SupabaseConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { auth: DEFAULT_AUTH_SETTINGS, functionsWithoutJwtCheck: new Set() };
  }
  const root = parse(text) as Table;
  const withoutJwtCheck = Object.entries(tableAt(root, 'functions'))
    .filter(([, fn]) => isTable(fn) && fn.verify_jwt === false)
    .map(([name]) => name);
  return { auth: authSettingsFrom(root), functionsWithoutJwtCheck: new Set(withoutJwtCheck) };
}

/**
 * Environment overrides for local development and tests; they win over config.toml.
 * - LOCAL_AUTH_CONFIRM_EMAIL=true|false: require (or not) email confirmation before sign-in.
 * - LOCAL_AUTH_RATE_LIMITS=off: no sign-in / sign-up throttling (the end-to-end suite signs in many times from one
 *   address).
 */
export function authSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<AuthSettings> {
  const overrides: Partial<AuthSettings> = {};
  const confirm = env.LOCAL_AUTH_CONFIRM_EMAIL?.trim().toLowerCase();
  if (confirm === 'true' || confirm === '1') overrides.confirmEmail = true;
  if (confirm === 'false' || confirm === '0') overrides.confirmEmail = false;
  if (env.LOCAL_AUTH_RATE_LIMITS?.trim().toLowerCase() === 'off') overrides.rateLimits = null;
  return overrides;
}
