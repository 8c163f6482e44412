-- A quote that left an email address and is still New or Contacted two business days after it arrived gets one
-- follow-up, unless the owners switched follow-ups off or the address unsubscribed. The deliverer asks for the
-- candidates, decides on the reply clock which are two business days old (the business's hours live in one module
-- the browser shares), and queues each through queue_follow_up, which checks every rule again as it writes the row:
-- the unique (quote_request_id, kind) index makes a second follow-up impossible.
--
-- Every message that is not a direct answer carries an unsubscribe link with the address's token (random, stored,
-- unguessable); unsubscribe() honours it at once, and a follow-up not yet sent to that address is dropped.

create table public.email_preferences (
  email text primary key,
  unsubscribe_token text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint email_preferences_email_lower check (email = lower(email) and char_length(email) between 3 and 255)
);

comment on table public.email_preferences is
  'One row per address the business sent a message it may unsubscribe from: its unsubscribe token and when it unsubscribed (null: subscribed).';

alter table public.email_preferences enable row level security;
create policy "Admins read email preferences" on public.email_preferences
  for select to authenticated using ((select public.is_admin()));
revoke all on table public.email_preferences from public, anon, authenticated, service_role;
grant select on table public.email_preferences to authenticated;

-- The address's token, created on first use.
create function private.unsubscribe_token(address text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text;
begin
  insert into public.email_preferences (email) values (lower(btrim(address))) on conflict (email) do nothing;
  select p.unsubscribe_token into token from public.email_preferences as p where p.email = lower(btrim(address));
  return token;
end
$$;

revoke all on function private.unsubscribe_token(text) from public;

-- What a follow-up rule holds for a quote now: an email address, from the service area (a waiting-list entry is not
-- offered a booking), New or Contacted, no follow-up yet, follow-ups on, the address not unsubscribed.
create function private.may_follow_up(quote public.quote_requests)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select quote.contact like '%@%'
     and quote.in_service_area
     and quote.status in ('new', 'contacted')
     and coalesce((select s.follow_ups from public.owner_settings as s), true)
     and not exists (
       select 1 from public.notifications as n
        where n.quote_request_id = quote.id and n.kind = 'follow-up')
     and not exists (
       select 1 from public.email_preferences as p
        where p.email = lower(btrim(quote.contact)) and p.unsubscribed_at is not null)
$$;

revoke all on function private.may_follow_up(public.quote_requests) from public;

-- The quotes of the last 14 days that may get a follow-up: [{id, created_at}], oldest first, at most max_rows.
create function public.follow_up_candidates(max_rows integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'created_at', c.created_at) order by c.created_at), '[]')
    from (
      select q.id, q.created_at
        from public.quote_requests as q
       where q.created_at >= now() - interval '14 days'
         and private.may_follow_up(q)
       order by q.created_at
       limit least(greatest(max_rows, 1), 100)
    ) as c
$$;

comment on function public.follow_up_candidates(integer) is
  'Quotes of the last 14 days that may get their one follow-up (email, in the area, New or Contacted, none yet, follow-ups on, not unsubscribed): [{id, created_at}]. The caller decides which are two business days old. service_role only.';

-- Queues the follow-up of one quote if every rule still holds; true when it was queued.
create function public.queue_follow_up(quote_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote public.quote_requests%rowtype;
begin
  select * into quote from public.quote_requests as q where q.id = quote_id for update;
  if not found or not private.may_follow_up(quote) then
    return false;
  end if;

  insert into public.notifications (
    kind, audience, channel, recipient, subject, body, payload, quote_request_id
  )
  values (
    'follow-up',
    'visitor',
    'email',
    left(btrim(quote.contact), 255),
    'Still want a cleaner yard?',
    'Follow-up to the visitor, written when sent: their estimate, the booking link and an unsubscribe link.',
    to_jsonb(quote) || jsonb_build_object('unsubscribe_token', private.unsubscribe_token(quote.contact)),
    quote.id
  )
  on conflict do nothing;
  return found;
end
$$;

comment on function public.queue_follow_up(uuid) is
  'Writes a quote''s one follow-up to the outbox when every rule holds (see follow_up_candidates); false otherwise. service_role only.';

-- Whether a token is known, and whether its address has unsubscribed: {found, unsubscribed}.
create function public.unsubscribe_status(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'found', exists (select 1 from public.email_preferences as p where p.unsubscribe_token = token),
    'unsubscribed', exists (
      select 1 from public.email_preferences as p where p.unsubscribe_token = token and p.unsubscribed_at is not null))
$$;

-- Unsubscribes the token's address at once, and drops what is still waiting to be sent to it that it unsubscribed
-- from. False when the token is unknown.
create function public.unsubscribe(token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text;
begin
  update public.email_preferences as p
     set unsubscribed_at = coalesce(p.unsubscribed_at, now())
   where p.unsubscribe_token = token
  returning p.email into address;
  if address is null then
    return false;
  end if;

  delete from public.notifications as n
   where n.kind = 'follow-up' and n.status = 'pending' and lower(n.recipient) = address;
  return true;
end
$$;

comment on function public.unsubscribe(text) is
  'Unsubscribes the address of an unsubscribe token from every message that is not a direct answer, at once; false for an unknown token. service_role only.';

revoke all on function public.follow_up_candidates(integer) from public, anon, authenticated, service_role;
grant execute on function public.follow_up_candidates(integer) to service_role;
revoke all on function public.queue_follow_up(uuid) from public, anon, authenticated, service_role;
grant execute on function public.queue_follow_up(uuid) to service_role;
revoke all on function public.unsubscribe_status(text) from public, anon, authenticated, service_role;
grant execute on function public.unsubscribe_status(text) to service_role;
revoke all on function public.unsubscribe(text) from public, anon, authenticated, service_role;
grant execute on function public.unsubscribe(text) to service_role;
