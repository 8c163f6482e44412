-- Writing to a view through the API is refused as a permission failure, never a server error.
--
-- The views (leads_inbox, admin_accounts, admin_activity) grant the API roles SELECT at most, yet a POST, PATCH or
-- DELETE on one answered 500: Postgres rewrites a write on a view before it checks privileges, and a view it cannot
-- update by itself (a union, a join) fails there with 55000 "cannot update view". With an INSTEAD OF trigger the
-- rewrite passes and the executor checks privileges first, so a role without the privilege gets 42501, which
-- PostgREST answers 401 to the anonymous role and 403 to a signed-in one. The trigger itself refuses anyone who
-- does hold the privilege (the owner): no view here is meant to be written.
--
-- Every view in schema public gets these triggers and loses INSERT, UPDATE, DELETE and TRUNCATE for the API roles.
-- A new view calls private.make_view_read_only('public.<name>') in its migration (tests/db/view-writes.test.ts
-- fails for one that does not). New tables and views no longer get write privileges for anon and authenticated by
-- default: every table already grants what its policies allow, and a simple view (which Postgres would write through
-- with its owner's rights, past the table's RLS) must not become writable by accident.

create function private.refuse_view_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The view %.% is read-only: change the table it reads', tg_table_schema, tg_table_name
    using errcode = '42501';
end
$$;

revoke all on function private.refuse_view_write() from public;

create function private.make_view_read_only(view_name regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  view_kind "char";
begin
  select c.relkind into view_kind from pg_catalog.pg_class as c where c.oid = view_name;
  if view_kind is distinct from 'v' then
    raise exception '% is not a view', view_name using errcode = '42809';
  end if;

  execute format(
    'create trigger refuse_writes instead of insert or update or delete on %s '
    'for each row execute function private.refuse_view_write()',
    view_name);
  execute format(
    'revoke insert, update, delete, truncate on table %s from anon, authenticated, service_role',
    view_name);
end
$$;

revoke all on function private.make_view_read_only(regclass) from public;

comment on function private.make_view_read_only(regclass) is
  'Makes a view refuse every write with 42501 (INSTEAD OF trigger, no write privileges for the API roles). Every view in schema public needs it.';

do $$
declare
  public_view regclass;
begin
  for public_view in
    select c.oid::regclass
    from pg_catalog.pg_class as c
    where c.relnamespace = 'public'::regnamespace
      and c.relkind = 'v'
  loop
    perform private.make_view_read_only(public_view);
  end loop;
end
$$;

alter default privileges in schema public revoke insert, update, delete, truncate on tables from anon, authenticated;
