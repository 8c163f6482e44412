-- The inbox shows, for a lead a client sent while signed in, the address of their account: a quote request carries
-- no email of its own (the quick quote asks for name, ZIP and dogs), so this is the owners' one way to write back.
-- The column is added at the end (CREATE OR REPLACE VIEW may only append); the profile is read with the caller's
-- rights (security_invoker), so only admins see it, as they see the rest.

create or replace view public.leads_inbox
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
  q.status_changed_at,
  (select p.email from public.profiles as p where p.id = q.user_id) as account_email
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
  c.status_changed_at,
  (select p.email from public.profiles as p where p.id = c.user_id)
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
  r.status_changed_at,
  (select p.email from public.profiles as p where p.id = r.user_id)
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
  s.status_changed_at,
  (select p.email from public.profiles as p where p.id = s.user_id)
from public.newsletter_subscribers as s;
