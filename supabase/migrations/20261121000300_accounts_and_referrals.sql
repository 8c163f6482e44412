-- Accounts and the referral programme: every sign-up gets a profile with its own shareable referral code, and a
-- sign-up that used someone's code credits that person once.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  referral_code text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_referral_code_key unique (referral_code),
  -- Upper case, so a code typed or linked in any case matches by upper(); letters and digits only, so it survives
  -- URLs (/ref/{code}) unescaped.
  constraint profiles_referral_code_format check (referral_code ~ '^[A-Z0-9]{6,20}$')
);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

create table public.referrals (
  id uuid primary key default gen_random_uuid(),
  referrer_id uuid not null references public.profiles (id) on delete cascade,
  referred_id uuid not null references public.profiles (id) on delete cascade,
  referral_code text not null,
  credit_cents integer not null default 2500,
  created_at timestamptz not null default now(),
  -- A person is referred at most once.
  constraint referrals_referred_id_key unique (referred_id),
  constraint referrals_not_self check (referrer_id <> referred_id),
  constraint referrals_credit_cents_nonnegative check (credit_cents >= 0)
);

create index referrals_referrer_id_idx on public.referrals (referrer_id);

alter table public.profiles enable row level security;
alter table public.referrals enable row level security;

revoke all on table public.profiles, public.referrals from anon, authenticated;
grant select on table public.profiles, public.referrals to authenticated;

create policy "Clients read their own profile; admins read all"
  on public.profiles
  for select
  to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "Clients read referrals they are part of; admins read all"
  on public.referrals
  for select
  to authenticated
  using (
    (select auth.uid()) in (referrer_id, referred_id)
    or (select public.is_admin())
  );

-- Eight characters from an alphabet without look-alikes (no 0/O, 1/I), drawn from gen_random_uuid()'s random
-- bytes: 32^8 (about 10^12) codes. Bytes 6 and 8 carry the UUID version and variant bits, so they are skipped.
create function private.generate_referral_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  random_bytes bytea := uuid_send(gen_random_uuid());
  byte_positions constant integer[] := array[0, 1, 2, 3, 4, 5, 7, 9];
  code text := '';
  byte_index integer;
begin
  foreach byte_index in array byte_positions loop
    code := code || substr(alphabet, (get_byte(random_bytes, byte_index) % 32) + 1, 1);
  end loop;
  return code;
end
$$;

revoke all on function private.generate_referral_code() from public;

-- Credits the owner of referral_code for new_user_id's sign-up. Shared by the sign-up trigger and the public RPC
-- (both SECURITY DEFINER, so this runs with their rights); it trusts its caller about who new_user_id is.
-- Refusals are answers, not exceptions, so a bad code never aborts the caller's transaction (a sign-up above all).
create function private.credit_referral(new_user_id uuid, referral_code_param text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  normalized_code text := upper(btrim(coalesce(referral_code_param, '')));
  referrer public.profiles%rowtype;
begin
  if new_user_id is null or not exists (select 1 from public.profiles where id = new_user_id) then
    return jsonb_build_object('success', false, 'error', 'Unknown user');
  end if;

  select * into referrer from public.profiles where referral_code = normalized_code;
  if not found then
    return jsonb_build_object('success', false, 'error', 'Invalid referral code');
  end if;

  if referrer.id = new_user_id then
    return jsonb_build_object('success', false, 'error', 'You cannot use your own referral code');
  end if;

  begin
    insert into public.referrals (referrer_id, referred_id, referral_code)
    values (referrer.id, new_user_id, referrer.referral_code);
  exception
    when unique_violation then
      return jsonb_build_object('success', false, 'error', 'A referral has already been recorded for this user');
  end;

  return jsonb_build_object('success', true, 'referrer_id', referrer.id);
end
$$;

revoke all on function private.credit_referral(uuid, text) from public;

-- The RPC the app calls after a sign-up that returned a session. A client may only claim a referral for itself;
-- service_role (edge functions, admin tooling) may record one for any account.
create function public.process_referral_signup(new_user_id uuid, referral_code_param text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if new_user_id is distinct from (select auth.uid())
     and coalesce((select auth.role()), '') <> 'service_role' then
    return jsonb_build_object('success', false, 'error', 'You can only process a referral for your own account');
  end if;
  return private.credit_referral(new_user_id, referral_code_param);
end
$$;

comment on function public.process_referral_signup(uuid, text) is
  'Credits the owner of referral_code_param (any case) for the sign-up of new_user_id. Returns {success, error?, referrer_id?}.';

revoke all on function public.process_referral_signup(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.process_referral_signup(uuid, text) to authenticated, service_role;

-- Runs inside the sign-up itself (as the auth server's role), so it must never fail for reasons the user can't fix:
-- a code collision is retried, and the referral from the sign-up metadata is best effort. That metadata path is
-- what credits sign-ups that return no session (email confirmation on), when the app cannot call the RPC.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  attempts integer := 0;
  violated_constraint text;
  metadata_code text := nullif(btrim(new.raw_user_meta_data ->> 'referral_code'), '');
  outcome jsonb;
begin
  loop
    begin
      insert into public.profiles (id, email, referral_code)
      values (new.id, new.email, private.generate_referral_code());
      exit;
    exception
      when unique_violation then
        get stacked diagnostics violated_constraint = constraint_name;
        attempts := attempts + 1;
        if violated_constraint <> 'profiles_referral_code_key' or attempts >= 10 then
          raise;
        end if;
    end;
  end loop;

  if metadata_code is not null then
    begin
      outcome := private.credit_referral(new.id, metadata_code);
      if not (outcome ->> 'success')::boolean then
        raise log 'referral code % from sign-up metadata not credited for %: %', metadata_code, new.id, outcome ->> 'error';
      end if;
    exception
      when others then
        raise warning 'referral from sign-up metadata failed for %: %', new.id, sqlerrm;
    end;
  end if;

  return new;
end
$$;

revoke all on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- The profile mirrors the account's address (it changes through the auth server's email change flow).
create function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end
$$;

revoke all on function private.handle_user_email_change() from public;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();
