-- The owners' leads inbox: one row per lead of every kind, newest first, paged through PostgREST, and the
-- server-side memory of each admin's last visit, so "new since last visit" is the same on every device.

-- A lead's kind is the name of the table it lives in: the UI changes a lead's status with
-- supabase.from(lead.kind).update(...), and an enum gives the UI a typed list for its kind filter.
create type public.lead_kind as enum ('quote_requests', 'contact_messages', 'referral_invites', 'newsletter_subscribers');

comment on type public.lead_kind is 'The table a lead lives in (leads_inbox.kind).';

-- security_invoker: the view reads the tables with the caller's rights, so their RLS decides (admins see every lead,
-- anyone else none). A UNION ALL of plain column lists with matching types is flattened by the planner, so filters on
-- kind prune whole branches, other filters reach each table, and "newest first" with a limit is a merge of the
-- tables' created_at indexes that reads only the rows of the page.
--
-- The person: name, email and phone where the kind has them (a referral invite's person is the referrer who sent
-- it, their friend is in referred_name / referred_email). Columns are listed, never `*`, so columns added to the lead
-- tables (user ids, delivery state) do not change the view by accident.
create view public.leads_inbox
with (security_invoker = true)
as
select
  'quote_requests'::public.lead_kind as kind,
  q.id,
  q.created_at,
  q.name,
  null::text as email,
  null::text as phone,
  q.dog_count,
  q.zip_code,
  q.in_service_area,
  null::text as message,
  null::text as referred_name,
  null::text as referred_email,
  null::text as source,
  q.page,
  q.status,
  q.note,
  q.status_changed_at
from public.quote_requests as q
union all
select
  'contact_messages'::public.lead_kind,
  c.id,
  c.created_at,
  c.name,
  c.email,
  c.phone,
  null::integer,
  null::text,
  null::boolean,
  c.message,
  null::text,
  null::text,
  null::text,
  c.page,
  c.status,
  c.note,
  c.status_changed_at
from public.contact_messages as c
union all
select
  'referral_invites'::public.lead_kind,
  r.id,
  r.created_at,
  null::text,
  r.referrer_email,
  null::text,
  null::integer,
  null::text,
  null::boolean,
  r.message,
  r.referred_name,
  r.referred_email,
  null::text,
  null::text,
  r.status,
  r.note,
  r.status_changed_at
from public.referral_invites as r
union all
select
  'newsletter_subscribers'::public.lead_kind,
  s.id,
  s.subscribed_at,
  null::text,
  s.email,
  null::text,
  null::integer,
  null::text,
  null::boolean,
  null::text,
  null::text,
  null::text,
  s.source,
  s.page,
  s.status,
  s.note,
  s.status_changed_at
from public.newsletter_subscribers as s;

comment on view public.leads_inbox is
  'Every lead, one row each (kind = its table). Admins only, through the tables'' RLS. Read-only: change status and note on the lead''s own table.';

revoke all on table public.leads_inbox from anon, authenticated;
grant select on table public.leads_inbox to authenticated;

-- "Newest first" within one status (the status filter), per table. The plain created_at indexes serve the
-- unfiltered list and the kind filter.
create index quote_requests_status_created_at_idx on public.quote_requests (status, created_at desc);
create index contact_messages_status_created_at_idx on public.contact_messages (status, created_at desc);
create index referral_invites_status_created_at_idx on public.referral_invites (status, created_at desc);
create index newsletter_subscribers_status_subscribed_at_idx
  on public.newsletter_subscribers (status, subscribed_at desc);

-- Each admin's inbox visits. A visit is a run of inbox loads less than 30 minutes apart (the admin session's idle
-- limit), on any device: within a visit every load is shown the same leads as new, so a reload or switching from
-- phone to laptop does not clear the marks; the next visit's marks start where the previous visit's last load was.
create table public.admin_inbox_visits (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- The latest inbox load.
  last_seen_at timestamptz not null,
  -- Leads created after this are new in the current visit (null: the first visit, every lead is new).
  new_since timestamptz
);

comment on table public.admin_inbox_visits is
  'Per admin: when they last loaded the leads inbox, and since when leads count as new. Written only by record_inbox_visit().';

alter table public.admin_inbox_visits enable row level security;
revoke all on table public.admin_inbox_visits from anon, authenticated;

-- Called once per inbox load: records the load and answers since when leads are new for this admin (null on their
-- very first visit). One upsert, so two devices loading at once cannot interleave.
create function public.record_inbox_visit()
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  visit_gap constant interval := interval '30 minutes';
  answer timestamptz;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can open the leads inbox' using errcode = '42501';
  end if;

  insert into public.admin_inbox_visits as visit (user_id, last_seen_at, new_since)
  values ((select auth.uid()), now(), null)
  on conflict (user_id) do update
    set new_since = case
          when visit.last_seen_at > now() - visit_gap then visit.new_since
          else visit.last_seen_at
        end,
        last_seen_at = greatest(visit.last_seen_at, now())
  returning visit.new_since into answer;

  return answer;
end
$$;

comment on function public.record_inbox_visit() is
  'Records an inbox load of the calling admin; returns since when leads are new for them (null: first visit). Admins only (42501).';

revoke all on function public.record_inbox_visit() from public, anon, authenticated, service_role;
grant execute on function public.record_inbox_visit() to authenticated;
