-- Referral credits the owners approve. A sign-up with someone's code used to credit $25 at once, before the new
-- address was even confirmed, so credits could be farmed with throwaway accounts. Now a referral is recorded as
-- pending (both sign-up paths insert through private.credit_referral, which leaves status at its default), and an
-- owner decides: credited when the friend became a customer (only once the friend's address is confirmed), or
-- rejected. Referrers see their referrals through my_referrals(), which tells them nothing about the friend beyond
-- a first name or a masked address.
--
-- Existing referrals become pending too: they were credited by the old rule, which is exactly what the owners now
-- want to review.

alter table public.referrals
  add column status text not null default 'pending',
  add column decided_at timestamptz,
  add column decided_by uuid references auth.users (id) on delete set null,
  add constraint referrals_status_known check (status in ('pending', 'credited', 'rejected')),
  add constraint referrals_decided_when_not_pending check ((status = 'pending') = (decided_at is null));

comment on column public.referrals.status is
  'pending at sign-up; credited or rejected by an owner (decide_referral). credit_cents is what a credit is worth.';

-- Account deletion removes the friend's auth.users row (and with it their profile). The referrer's history keeps the
-- row with no trace of the friend: referred_id becomes null. "Referred at most once" still holds for every account
-- that exists, since a unique constraint treats nulls as distinct.
alter table public.referrals
  alter column referred_id drop not null,
  drop constraint referrals_referred_id_fkey,
  add constraint referrals_referred_id_fkey
    foreign key (referred_id) references public.profiles (id) on delete set null;

comment on function private.credit_referral(uuid, text) is
  'Records a pending referral of new_user_id by the owner of referral_code_param. Refusals are answers, not exceptions.';

comment on function public.process_referral_signup(uuid, text) is
  'Records a pending referral of new_user_id by the owner of referral_code_param (any case); an owner credits it later. Returns {success, error?, referrer_id?}.';

-- 'j•••@g•••.com': the first character of the local part and of the domain's first label, then the rest of the
-- domain from its first dot. Always three bullets, so the mask does not reveal lengths.
create function private.mask_email(address text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when position('@' in address) < 2 then null
    else
      left(address, 1) || '•••@'
      || coalesce(left(nullif(split_part(split_part(address, '@', 2), '.', 1), ''), 1), '') || '•••'
      || coalesce(substring(split_part(address, '@', 2) from '\..*$'), '')
  end
$$;

revoke all on function private.mask_email(text) from public;

-- How a referrer sees their friend: the first name the friend gave at sign-up, else their masked address; null once
-- the friend's account is deleted. Reads auth.users, so only SECURITY DEFINER callers (my_referrals) can use it.
create function private.referred_friend_label(friend_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(left(btrim(u.raw_user_meta_data ->> 'first_name'), 50), ''),
    private.mask_email(u.email)
  )
  from auth.users as u
  where u.id = friend_id
$$;

revoke all on function private.referred_friend_label(uuid) from public;

-- The signed-in client's referrals as a referrer, newest first. Totals (pending, credited) are sums over these rows.
create function public.my_referrals()
returns table (
  id uuid,
  created_at timestamptz,
  status text,
  credit_cents integer,
  decided_at timestamptz,
  friend_label text,
  friend_deleted boolean
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
    r.referred_id is null
  from public.referrals as r
  where r.referrer_id = (select auth.uid())
  order by r.created_at desc, r.id
$$;

comment on function public.my_referrals() is
  'The calling client''s referrals as a referrer: status, credit and a label of the friend (first name or masked email; null when the friend''s account was deleted).';

revoke all on function public.my_referrals() from public, anon, authenticated, service_role;
grant execute on function public.my_referrals() to authenticated;

-- What the owners decide on: every referral with both addresses and whether the friend confirmed theirs. A function
-- and not a view, because the addresses and confirmation live in auth.users, which no API role may read.
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
  friend_email_confirmed boolean
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
    friend.email_confirmed_at is not null
  from public.referrals as r
  join auth.users as referrer on referrer.id = r.referrer_id
  left join auth.users as friend on friend.id = r.referred_id
  order by r.created_at desc, r.id;
end
$$;

comment on function public.admin_referrals() is
  'Every referral for the owners to decide on, with the referrer''s and the friend''s email and whether the friend confirmed it. Admins only (42501).';

revoke all on function public.admin_referrals() from public, anon, authenticated, service_role;
grant execute on function public.admin_referrals() to authenticated;

-- An owner's decision: 'credited' (the friend became a customer) or 'rejected'. A decision may be changed later
-- (a mistaken rejection), but a credit always needs the friend's account to exist with a confirmed address.
-- Deciding what is already decided changes and logs nothing, so a double click is harmless.
create function public.decide_referral(referral_id uuid, decision text)
returns table (id uuid, status text, decided_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  referral public.referrals%rowtype;
  friend_confirmed boolean;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can decide on referrals' using errcode = '42501';
  end if;
  if decision is null or decision not in ('credited', 'rejected') then
    raise exception 'A referral can only be credited or rejected' using errcode = '22023';
  end if;

  select * into referral from public.referrals as r where r.id = decide_referral.referral_id for update;
  if not found then
    raise exception 'No such referral' using errcode = 'P0001';
  end if;

  if referral.status <> decision then
    if decision = 'credited' then
      select u.email_confirmed_at is not null into friend_confirmed
      from auth.users as u
      where u.id = referral.referred_id;
      if friend_confirmed is null then
        raise exception 'The referred account no longer exists, so it cannot be credited' using errcode = 'P0001';
      elsif not friend_confirmed then
        raise exception 'The referred friend has not confirmed their email address yet' using errcode = 'P0001';
      end if;
    end if;

    update public.referrals as r
    set status = decision, decided_at = now(), decided_by = (select auth.uid())
    where r.id = referral.id;

    perform public.log_admin_action(
      action_type => 'referral_decision',
      table_name => 'referrals',
      record_id => referral.id::text,
      old_values => jsonb_build_object('status', referral.status),
      new_values => jsonb_build_object('status', decision, 'credit_cents', referral.credit_cents)
    );
  end if;

  return query select r.id, r.status, r.decided_at from public.referrals as r where r.id = referral.id;
end
$$;

comment on function public.decide_referral(uuid, text) is
  'Credits or rejects a referral (decision: credited | rejected) as the calling admin, logged as referral_decision. Credit refused while the friend''s address is unconfirmed. Admins only (42501).';

revoke all on function public.decide_referral(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.decide_referral(uuid, text) to authenticated;
