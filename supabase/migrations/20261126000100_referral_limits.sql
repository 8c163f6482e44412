-- Referrals that cannot be farmed. An account that already existed could claim a code at any time, deleting an
-- account and signing up again referred the same friend twice, and a burst of throwaway sign-ups showed on the
-- referrer's dashboard as $25 pending each. Three rules, all in private.credit_referral (which both sign-up paths
-- use):
--
-- 1. A referral is recorded only at sign-up: the account must be at most ten minutes old. The sign-up metadata path
--    runs inside the sign-up itself, and the app's process_referral_signup call follows the sign-up by seconds.
-- 2. An email address is referred once, ever: the SHA-256 of each referred address (trimmed, lower case) is kept
--    after the account is deleted, and a sign-up whose address is there records no referral. The address itself is
--    not kept.
-- 3. At most ten referrals per referrer in 24 hours count as pending credit. More are recorded, held for review: the
--    referrer sees them as under review and never as money, and the owners see them flagged.

create table public.referred_email_hashes (
  email_sha256 bytea primary key,
  created_at timestamptz not null default now(),
  constraint referred_email_hashes_sha256_length check (octet_length(email_sha256) = 32)
);

comment on table public.referred_email_hashes is
  'SHA-256 of every address that was referred (private.email_sha256), kept after the account is deleted so the same address is never referred twice. Written only by private.credit_referral and the email change trigger.';

-- No policies: nobody reads or writes the hashes through the API.
alter table public.referred_email_hashes enable row level security;
revoke all on table public.referred_email_hashes from public, anon, authenticated, service_role;

-- Trimmed and lower-cased first, so 'Maria@Example.com ' and 'maria@example.com' are one address.
create function private.email_sha256(address text)
returns bytea
language sql
immutable
strict
set search_path = ''
as $$
  select sha256(convert_to(lower(btrim(address)), 'UTF8'))
$$;

revoke all on function private.email_sha256(text) from public;

-- The addresses of friends referred so far, where their accounts still exist (deleted ones left no address).
insert into public.referred_email_hashes (email_sha256)
select distinct private.email_sha256(u.email)
from public.referrals as r
join auth.users as u on u.id = r.referred_id
where u.email is not null
on conflict do nothing;

alter table public.referrals
  add column held_for_review boolean not null default false;

comment on column public.referrals.held_for_review is
  'Recorded beyond the referrer''s ten in 24 hours: shown to the referrer as under review, not as pending credit, and flagged for the owners, who still credit or reject it.';

-- The daily count reads a referrer's referrals by time.
create index referrals_referrer_id_created_at_idx on public.referrals (referrer_id, created_at);
drop index public.referrals_referrer_id_idx;

create or replace function private.credit_referral(new_user_id uuid, referral_code_param text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  normalized_code text := upper(btrim(coalesce(referral_code_param, '')));
  account_created_at timestamptz;
  account_email text;
  referrer public.profiles%rowtype;
  referrals_last_day integer;
begin
  select u.created_at, u.email into account_created_at, account_email
  from auth.users as u
  join public.profiles as p on p.id = u.id
  where u.id = new_user_id;
  if not found then
    return jsonb_build_object('success', false, 'error', 'Unknown user');
  end if;

  select * into referrer from public.profiles where referral_code = normalized_code;
  if not found then
    return jsonb_build_object('success', false, 'error', 'Invalid referral code');
  end if;

  if referrer.id = new_user_id then
    return jsonb_build_object('success', false, 'error', 'You cannot use your own referral code');
  end if;

  if exists (select 1 from public.referrals where referred_id = new_user_id) then
    return jsonb_build_object('success', false, 'error', 'A referral has already been recorded for this user');
  end if;

  if account_created_at is null or account_created_at < now() - interval '10 minutes' then
    return jsonb_build_object('success', false, 'error', 'A referral can only be recorded when an account is created');
  end if;

  if account_email is null then
    return jsonb_build_object('success', false, 'error', 'Only an account with an email address can be referred');
  end if;

  -- One referral of this referrer at a time, so a burst of sign-ups is counted exactly against the daily ten.
  perform 1 from public.profiles where id = referrer.id for no key update;

  select count(*) into referrals_last_day
  from public.referrals
  where referrer_id = referrer.id
    and created_at > now() - interval '24 hours';

  begin
    insert into public.referred_email_hashes (email_sha256)
    values (private.email_sha256(account_email))
    on conflict do nothing;
    if not found then
      return jsonb_build_object('success', false, 'error', 'This email address has already been referred');
    end if;

    insert into public.referrals (referrer_id, referred_id, referral_code, held_for_review)
    values (referrer.id, new_user_id, referrer.referral_code, referrals_last_day >= 10);
  exception
    when unique_violation then
      return jsonb_build_object('success', false, 'error', 'A referral has already been recorded for this user');
  end;

  return jsonb_build_object('success', true, 'referrer_id', referrer.id);
end
$$;

comment on function private.credit_referral(uuid, text) is
  'Records a pending referral of new_user_id (an account at most ten minutes old, whose address was never referred) by the owner of referral_code_param; beyond the referrer''s ten in 24 hours it is held for review. Refusals are answers, not exceptions.';

-- A referred friend who changes address keeps both addresses out of the programme: deleting the account and signing
-- up again with the new one is the same friend.
create function private.remember_referred_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.referrals where referred_id = new.id) then
    insert into public.referred_email_hashes (email_sha256)
    values (private.email_sha256(new.email))
    on conflict do nothing;
  end if;
  return new;
end
$$;

revoke all on function private.remember_referred_email() from public;

create trigger on_auth_user_email_changed_remember_referral
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email and new.email is not null)
  execute function private.remember_referred_email();

-- Both lists gain held_for_review; a function's result columns can only change by dropping it.
drop function public.my_referrals();

create function public.my_referrals()
returns table (
  id uuid,
  created_at timestamptz,
  status text,
  credit_cents integer,
  decided_at timestamptz,
  friend_label text,
  friend_deleted boolean,
  held_for_review boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    r.id,
    r.created_at,
    r.status,
    r.credit_cents,
    r.decided_at,
    private.referred_friend_label(r.referred_id),
    r.referred_id is null,
    r.held_for_review
  from public.referrals as r
  where r.referrer_id = (select auth.uid())
  order by r.created_at desc, r.id
$$;

comment on function public.my_referrals() is
  'The calling client''s referrals as a referrer: status, credit, whether it is held for review (not counted as pending credit) and a label of the friend (first name or masked email; null when the friend''s account was deleted).';

revoke all on function public.my_referrals() from public, anon, authenticated, service_role;
grant execute on function public.my_referrals() to authenticated;

drop function public.admin_referrals();

create function public.admin_referrals()
returns table (
  id uuid,
  created_at timestamptz,
  status text,
  credit_cents integer,
  decided_at timestamptz,
  referrer_id uuid,
  referrer_email text,
  friend_id uuid,
  friend_email text,
  friend_email_confirmed boolean,
  held_for_review boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can list referrals' using errcode = '42501';
  end if;

  return query
  select
    r.id,
    r.created_at,
    r.status,
    r.credit_cents,
    r.decided_at,
    r.referrer_id,
    referrer.email::text,
    r.referred_id,
    friend.email::text,
    friend.email_confirmed_at is not null,
    r.held_for_review
  from public.referrals as r
  join auth.users as referrer on referrer.id = r.referrer_id
  left join auth.users as friend on friend.id = r.referred_id
  order by r.created_at desc, r.id;
end
$$;

comment on function public.admin_referrals() is
  'Every referral for the owners to decide on, with the referrer''s and the friend''s email, whether the friend confirmed it, and whether it was held for review (beyond the referrer''s ten in 24 hours). Admins only (42501).';

revoke all on function public.admin_referrals() from public, anon, authenticated, service_role;
grant execute on function public.admin_referrals() to authenticated;
