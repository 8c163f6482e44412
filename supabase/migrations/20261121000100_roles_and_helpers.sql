-- Roles and the helpers every later migration relies on.
--
-- Conventions for the whole schema:
--   * every table has row level security; policies are written for `authenticated` only, so an anonymous visitor
--     reads and writes nothing directly (visitor writes go through edge functions using service_role);
--   * table privileges are revoked down to what the policies allow, so a missing policy is never the only guard
--     and a missing grant never is either;
--   * functions the API must not call live in schema `private`; every SECURITY DEFINER function pins
--     `search_path = ''` and names every object with its schema.

-- Internal functions (triggers, shared logic). The API roles get no USAGE on this schema, so they can call none of
-- them; Postgres still grants EXECUTE to PUBLIC by default, which each function revokes anyway.
create schema if not exists private;
revoke all on schema private from public;

create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is
  'Roles granted to accounts. Written only by service_role / the database owner: nobody grants a role to themselves.';

alter table public.user_roles enable row level security;

-- Whether the requesting account (auth.uid()) holds the admin role. SECURITY DEFINER so policies on user_roles
-- itself can call it without recursing into those policies.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = (select auth.uid())
      and role = 'admin'::public.app_role
  )
$$;

comment on function public.is_admin() is 'True when the calling account (auth.uid()) holds the admin role.';

revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to authenticated, service_role;

revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;

create policy "Admins read all roles"
  on public.user_roles
  for select
  to authenticated
  using ((select public.is_admin()));

-- Keeps updated_at honest whichever client writes the row.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

revoke all on function private.set_updated_at() from public;
