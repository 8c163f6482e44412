-- What GoTrue keeps for email links and codes (sign-up confirmation, password recovery, email change) on auth.users,
-- and how each session signed in (auth.mfa_amr_claims), with GoTrue's names so the local auth server reads and
-- writes what the hosted one does. Its own step rather than an edit of bootstrap.sql: data folders created before it
-- get it on their next start instead of failing the checksum check.

alter table auth.users
  add column if not exists confirmation_token varchar(255) default '',
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists recovery_token varchar(255) default '',
  add column if not exists recovery_sent_at timestamptz,
  add column if not exists email_change_token_new varchar(255) default '',
  add column if not exists email_change varchar(255) default '',
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- Like every auth table: the API roles never read it; only the auth server (the superuser connection) does.
revoke all on auth.mfa_amr_claims from public, anon, authenticated, service_role;
