/**
 * The Supabase CLI's standard local values. Using them (not values of our own) means the same `.env` works against
 * `supabase start` where Docker exists, and every Supabase developer recognises them. They are public demo values,
 * never production secrets.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DEFAULT_LOCAL_API_PORT = 54321;
export const LOCAL_API_HOST = '127.0.0.1';

/** Where `npm run dev` / `npm start` keep the database; git-ignored. */
export const DEFAULT_DATA_DIR = '.local-data';

export const DEFAULT_LOCAL_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_LOCAL_ADMIN_PASSWORD = 'local-admin-password';

/** GoTrue's defaults: one-hour access tokens, six-character minimum passwords. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const MIN_PASSWORD_LENGTH = 6;
