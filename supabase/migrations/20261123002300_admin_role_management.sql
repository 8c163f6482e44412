-- Admins grant and remove the admin role by an account's email address, from the admin page. Every change is a
-- role_change audit entry (a security event). The last admin can never be removed, so the business cannot lock
-- itself out of its own leads.

-- Since when each role is held (rows granted before this migration get its time: the true moment is unknown).
alter table public.user_roles
  add column granted_at timestamptz not null default now(),
  add column granted_by uuid references auth.users (id) on delete set null;

-- The current admins for the admin page. security_invoker, so user_roles' and profiles' RLS apply: admins see every
-- admin, anyone else no row. The address is the profile's, which mirrors the account's.
create view public.admin_accounts
with (security_invoker = true)
as
select r.user_id, p.email, r.granted_at
from public.user_roles as r
left join public.profiles as p on p.id = r.user_id
where r.role = 'admin'::public.app_role;

comment on view public.admin_accounts is 'Accounts holding the admin role, with since when. Admins only, through RLS.';

revoke all on table public.admin_accounts from anon, authenticated;
grant select on table public.admin_accounts to authenticated;

-- The account with this address (any case, surrounding spaces ignored), or an error that says so.
create function private.account_by_email(address text)
returns auth.users
language plpgsql
stable
set search_path = ''
as $$
declare
  account auth.users%rowtype;
begin
  select * into account from auth.users as u where lower(u.email) = lower(btrim(address));
  if not found then
    raise exception 'No account uses the email address %', btrim(coalesce(address, '')) using errcode = 'P0001';
  end if;
  return account;
end
$$;

revoke all on function private.account_by_email(text) from public;

create function public.grant_admin_role(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  account auth.users%rowtype;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can grant the admin role' using errcode = '42501';
  end if;

  account := private.account_by_email(grant_admin_role.email);
  -- Anyone can sign up with an address they do not own; only its confirmation proves it is theirs.
  if account.email_confirmed_at is null then
    raise exception 'The account % has not confirmed its email address yet', account.email using errcode = 'P0001';
  end if;

  insert into public.user_roles (user_id, role, granted_by)
  values (account.id, 'admin', (select auth.uid()))
  on conflict on constraint user_roles_user_id_role_key do nothing;

  if found then
    perform public.log_admin_action(
      action_type => 'role_change',
      table_name => 'user_roles',
      record_id => account.id::text,
      old_values => jsonb_build_object('email', account.email, 'admin', false),
      new_values => jsonb_build_object('email', account.email, 'admin', true)
    );
  end if;
end
$$;

comment on function public.grant_admin_role(text) is
  'Gives the admin role to the confirmed account with this email, logged as role_change. Unknown or unconfirmed address: error. Admins only (42501).';

revoke all on function public.grant_admin_role(text) from public, anon, authenticated, service_role;
grant execute on function public.grant_admin_role(text) to authenticated;

create function public.revoke_admin_role(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  account auth.users%rowtype;
  other_admins integer;
begin
  -- Role removals take turns: two admins removing each other at the same moment would each still count the other,
  -- and both succeed, leaving no admin. This lock conflicts with itself (and with any other write to user_roles)
  -- but not with reads, so is_admin() in every other request never waits. Every statement after it sees the
  -- removals committed before it was granted, the caller's own included: one who lost the role while waiting is
  -- refused here.
  lock table public.user_roles in share row exclusive mode;

  if not (select public.is_admin()) then
    raise exception 'Only admins can remove the admin role' using errcode = '42501';
  end if;

  account := private.account_by_email(revoke_admin_role.email);

  if not exists (
    select 1 from public.user_roles as r where r.user_id = account.id and r.role = 'admin'::public.app_role
  ) then
    raise exception 'The account % is not an admin', account.email using errcode = 'P0001';
  end if;

  select count(*) into other_admins
  from public.user_roles as r
  where r.role = 'admin'::public.app_role and r.user_id <> account.id;
  if other_admins = 0 then
    raise exception 'The last admin cannot be removed: grant the role to another account first' using errcode = 'P0001';
  end if;

  -- Logged first: an admin removing their own role is no longer an admin once the row is gone.
  perform public.log_admin_action(
    action_type => 'role_change',
    table_name => 'user_roles',
    record_id => account.id::text,
    old_values => jsonb_build_object('email', account.email, 'admin', true),
    new_values => jsonb_build_object('email', account.email, 'admin', false)
  );

  delete from public.user_roles as r where r.user_id = account.id and r.role = 'admin'::public.app_role;
end
$$;

comment on function public.revoke_admin_role(text) is
  'Removes the admin role from the account with this email, logged as role_change; never from the last admin. Admins only (42501).';

revoke all on function public.revoke_admin_role(text) from public, anon, authenticated, service_role;
grant execute on function public.revoke_admin_role(text) to authenticated;
