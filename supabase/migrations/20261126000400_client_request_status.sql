-- Clients see where each of their requests stands, in their words rather than the owners'.
--
-- The owners mark a lead new, contacted, booked, closed or lost. A client is told it was received, that the owners
-- contacted them, that it was booked, or that it is closed: "lost" is the owners' judgment of a sale, not something
-- to tell the person it is about, so it reads as closed. The mapping is done here, not in the browser, so the
-- owners' vocabulary never reaches a client at all. The note stays out, as before.
--
-- Adding a column changes the function's return type, which `create or replace` cannot do: it is dropped and
-- created again, with the same grants.

drop function public.my_requests();

-- Newest first. `kind` names what it was; the detail columns are those of its kind, null for the others. A status
-- the mapping does not name (one a later change adds) reads as null rather than leaking through.
create function public.my_requests()
returns table (
  kind text,
  id uuid,
  created_at timestamptz,
  status text,
  dog_count integer,
  zip_code text,
  in_service_area boolean,
  message text,
  referred_name text,
  referred_email text
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    r.kind,
    r.id,
    r.created_at,
    case r.status
      when 'new' then 'received'
      when 'contacted' then 'contacted'
      when 'booked' then 'booked'
      when 'closed' then 'closed'
      when 'lost' then 'closed'
    end,
    r.dog_count,
    r.zip_code,
    r.in_service_area,
    r.message,
    r.referred_name,
    r.referred_email
  from (
    select 'quote'::text as kind, q.id, q.created_at, q.status, q.dog_count, q.zip_code, q.in_service_area,
           null::text as message, null::text as referred_name, null::text as referred_email
    from public.quote_requests as q
    where q.user_id = (select auth.uid())
    union all
    select 'message', c.id, c.created_at, c.status, null, null, null, c.message, null, null
    from public.contact_messages as c
    where c.user_id = (select auth.uid())
    union all
    select 'invite', i.id, i.created_at, i.status, null, null, null, null, i.referred_name, i.referred_email
    from public.referral_invites as i
    where i.user_id = (select auth.uid())
  ) as r
  order by r.created_at desc, r.id
$$;

comment on function public.my_requests() is
  'What the calling account sent while signed in (quotes, messages, referral invites), newest first, with where each stands in the client''s words and without the owners'' note.';

revoke all on function public.my_requests() from public, anon, authenticated, service_role;
grant execute on function public.my_requests() to authenticated;
