-- When each quote and message was first answered: its first status change away from New, or the owners' tap on
-- Call or Email on its card (record_lead_response), whichever came first. The inbox computes the business minutes
-- from it with the reply clock; the card also says when the quote's follow-up went out.

alter table public.quote_requests add column first_response_at timestamptz;
alter table public.contact_messages add column first_response_at timestamptz;

comment on column public.quote_requests.first_response_at is
  'When the owners first answered: the first status change away from new, or a tap on Call or Email (null: not yet).';
comment on column public.contact_messages.first_response_at is
  'When the owners first answered: the first status change away from new, or a tap on Call or Email (null: not yet).';

create function private.record_first_response()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'new' and new.status <> 'new' and old.first_response_at is null then
    new.first_response_at := now();
  end if;
  return new;
end
$$;

revoke all on function private.record_first_response() from public;

create trigger quote_requests_record_first_response
  before update of status on public.quote_requests
  for each row execute function private.record_first_response();

create trigger contact_messages_record_first_response
  before update of status on public.contact_messages
  for each row execute function private.record_first_response();

-- The owners' tap on Call or Email: records the first response once (a later tap changes nothing) and returns it.
create function public.record_lead_response(lead_kind public.lead_kind, lead_id uuid)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  answered timestamptz;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can record a response' using errcode = '42501';
  end if;

  case lead_kind
    when 'quote_requests' then
      update public.quote_requests as q set first_response_at = coalesce(q.first_response_at, now())
       where q.id = lead_id returning q.first_response_at into answered;
    when 'contact_messages' then
      update public.contact_messages as c set first_response_at = coalesce(c.first_response_at, now())
       where c.id = lead_id returning c.first_response_at into answered;
    else
      raise exception 'Only quotes and messages wait for an answer' using errcode = '22023';
  end case;
  if answered is null then
    raise exception 'No such lead' using errcode = 'P0001';
  end if;
  return answered;
end
$$;

comment on function public.record_lead_response(public.lead_kind, uuid) is
  'Records the owners'' first response to a quote or message (a tap on Call or Email), once; returns it. Admins only (42501).';

revoke all on function public.record_lead_response(public.lead_kind, uuid) from public, anon, authenticated, service_role;
grant execute on function public.record_lead_response(public.lead_kind, uuid) to authenticated;

-- Two columns appended to the inbox: the first response, and when the quote's follow-up was sent.
create or replace view public.leads_inbox
with (security_invoker = true)
as
select
  'quote_requests'::public.lead_kind as kind,
  q.id,
  q.created_at,
  q.name,
  case when q.contact like '%@%' then q.contact end as email,
  case when q.contact not like '%@%' then q.contact end as phone,
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
  (select p.email from public.profiles as p where p.id = q.user_id) as account_email,
  q.referral_code,
  (select public.masked_email(p.email) from public.profiles as p where p.referral_code = q.referral_code)
    as referrer,
  q.plan,
  q.estimate,
  q.first_response_at,
  (select n.sent_at from public.notifications as n where n.quote_request_id = q.id and n.kind = 'follow-up')
    as follow_up_sent_at
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
  (select p.email from public.profiles as p where p.id = c.user_id),
  c.referral_code,
  (select public.masked_email(p.email) from public.profiles as p where p.referral_code = c.referral_code),
  null::text,
  null::jsonb,
  c.first_response_at,
  null::timestamptz
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
  (select p.email from public.profiles as p where p.id = r.user_id),
  null::text,
  null::text,
  null::text,
  null::jsonb,
  null::timestamptz,
  null::timestamptz
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
  (select p.email from public.profiles as p where p.id = s.user_id),
  s.referral_code,
  (select public.masked_email(p.email) from public.profiles as p where p.referral_code = s.referral_code),
  null::text,
  null::jsonb,
  null::timestamptz,
  null::timestamptz
from public.newsletter_subscribers as s;
