-- Every lead can be answered and says who sent the visitor.
--
-- A quote request gets an optional `contact` (the phone number or email address the visitor typed "so we can send
-- your quote"), and quotes, messages and newsletter sign-ups (the lead magnet is one) carry the referral code the
-- visitor held when they sent it. The inbox shows both, the owners' email carries both, and the owners' "Today"
-- summary reads them through one admin-only function.

alter table public.quote_requests
  add column contact text,
  add column referral_code text,
  add constraint quote_requests_contact_length check (char_length(contact) between 1 and 255),
  add constraint quote_requests_referral_code_format check (referral_code ~ '^[A-Z0-9][A-Z0-9_-]{0,31}$');

alter table public.contact_messages
  add column referral_code text,
  add constraint contact_messages_referral_code_format check (referral_code ~ '^[A-Z0-9][A-Z0-9_-]{0,31}$');

alter table public.newsletter_subscribers
  add column referral_code text,
  add constraint newsletter_subscribers_referral_code_format
    check (referral_code ~ '^[A-Z0-9][A-Z0-9_-]{0,31}$');

comment on column public.quote_requests.contact is
  'Phone number or email address the visitor gave for the reply (optional; validated by the quote-request function).';
comment on column public.quote_requests.referral_code is 'The referral code the visitor held when sending it.';
comment on column public.contact_messages.referral_code is 'The referral code the visitor held when sending it.';
comment on column public.newsletter_subscribers.referral_code is 'The referral code the visitor held when signing up.';

-- How the inbox names a referrer: profiles hold no name, so the address, masked to what a glance needs
-- ("ma•••@example.com"). Pure text work: the view calls it with the admin's rights, so signed-in roles may run it.
create function public.masked_email(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when address is null or position('@' in address) = 0 then null
    else left(split_part(address, '@', 1), 2) || '•••@' || split_part(address, '@', 2)
  end
$$;

revoke all on function public.masked_email(text) from public, anon, authenticated, service_role;
grant execute on function public.masked_email(text) to authenticated, service_role;

-- The columns keep their names and order (CREATE OR REPLACE VIEW may only append). A quote's `contact` fills the
-- email or phone column by its shape, so the inbox's Call and Email actions and its search treat it as any other
-- lead's address. The referrer is looked up with the caller's rights (admins read profiles).
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
    as referrer
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
  (select public.masked_email(p.email) from public.profiles as p where p.referral_code = c.referral_code)
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
  null::text
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
  (select public.masked_email(p.email) from public.profiles as p where p.referral_code = s.referral_code)
from public.newsletter_subscribers as s;

-- The "Needs a reply" list reads new leads oldest first.
create index quote_requests_new_created_at_idx on public.quote_requests (created_at) where status = 'new';
create index contact_messages_new_created_at_idx on public.contact_messages (created_at) where status = 'new';
create index referral_invites_new_created_at_idx on public.referral_invites (created_at) where status = 'new';
create index newsletter_subscribers_new_subscribed_at_idx
  on public.newsletter_subscribers (subscribed_at) where status = 'new';

-- The owners' email now carries the quote's contact (and answers to it when it is an address) and the referral
-- code with its referrer. Otherwise as before.
create or replace function private.enqueue_lead_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead constant jsonb := to_jsonb(new);
  signed_in constant text := case when new.user_id is not null then 'yes' end;
  code constant text := nullif(lead ->> 'referral_code', '');
  referred_by text;
  dogs text;
  lead_kind text;
  mail_subject text;
  mail_body text;
  answer_to text;
begin
  if code is not null then
    referred_by := 'Referred by: ' || code || coalesce(
      ' (' || (select public.masked_email(p.email) from public.profiles as p where p.referral_code = code) || ')',
      ' (no account has this code)');
  end if;

  case tg_table_name
    when 'quote_requests' then
      dogs := case when (lead ->> 'dog_count')::integer >= 4 then '4+' else lead ->> 'dog_count' end;
      lead_kind := 'quote-request';
      mail_subject := format('New quote request: %s, %s, %s dog%s', lead ->> 'name', lead ->> 'zip_code', dogs,
                        case when dogs = '1' then '' else 's' end);
      mail_body := concat_ws(e'\n',
        'Name: ' || (lead ->> 'name'),
        'Phone or email: ' || coalesce(nullif(lead ->> 'contact', ''),
                                       'none given: watch for their booking'),
        'ZIP code: ' || (lead ->> 'zip_code'),
        'Service area: ' || case when (lead ->> 'in_service_area')::boolean then 'yes'
                                 else 'not a listed ZIP code: confirm coverage' end,
        'Dogs: ' || dogs,
        referred_by,
        'Page: ' || nullif(lead ->> 'page', ''),
        'Signed-in client: ' || signed_in);
      answer_to := case when lead ->> 'contact' like '%@%' then lead ->> 'contact' end;
    when 'contact_messages' then
      lead_kind := 'contact-message';
      mail_subject := 'New message from ' || (lead ->> 'name');
      mail_body := concat_ws(e'\n',
        'Name: ' || (lead ->> 'name'),
        'Email: ' || (lead ->> 'email'),
        'Phone: ' || nullif(lead ->> 'phone', ''),
        referred_by,
        'Page: ' || nullif(lead ->> 'page', ''),
        'Signed-in client: ' || signed_in) || e'\n\n' || (lead ->> 'message');
      answer_to := lead ->> 'email';
    when 'referral_invites' then
      lead_kind := 'referral-invite';
      mail_subject := format('New referral: %s invited by %s', lead ->> 'referred_name', lead ->> 'referrer_email');
      mail_body := concat_ws(e'\n',
        'Referred friend: ' || (lead ->> 'referred_name'),
        'Friend’s email: ' || (lead ->> 'referred_email'),
        'Invited by: ' || (lead ->> 'referrer_email'),
        'Signed-in client: ' || signed_in) || coalesce(e'\n\n' || nullif(lead ->> 'message', ''), '');
      -- The friend is the new lead the owners will want to answer.
      answer_to := lead ->> 'referred_email';
    when 'newsletter_subscribers' then
      lead_kind := 'newsletter-signup';
      mail_subject := 'New newsletter subscriber: ' || (lead ->> 'email');
      mail_body := concat_ws(e'\n',
        'Email: ' || (lead ->> 'email'),
        'Source: ' || (lead ->> 'source'),
        referred_by,
        'Page: ' || nullif(lead ->> 'page', ''),
        'Signed-in client: ' || signed_in);
      answer_to := lead ->> 'email';
    else
      raise exception 'enqueue_lead_notification: no notification for table %', tg_table_name;
  end case;

  insert into public.notifications (
    kind, subject, body, reply_to, payload,
    quote_request_id, contact_message_id, referral_invite_id, newsletter_subscriber_id
  )
  values (
    lead_kind,
    -- Subjects are one line of at most 200 characters.
    left(btrim(regexp_replace(mail_subject, '\s+', ' ', 'g')), 200),
    mail_body,
    left(answer_to, 255),
    lead,
    case when tg_table_name = 'quote_requests' then new.id end,
    case when tg_table_name = 'contact_messages' then new.id end,
    case when tg_table_name = 'referral_invites' then new.id end,
    case when tg_table_name = 'newsletter_subscribers' then new.id end
  );
  return null;
end
$$;

-- The owners' morning summary, as one JSON object:
--   by_kind, by_page: leads created this week and last week (weeks start Monday 00:00, Central time), by kind and
--           by the page they were sent from;
--   quotes_last_30_days, quotes_booked_last_30_days: quotes of the last 30 days, and how many of them are booked;
--   failed_notifications: owner emails that gave up (status 'failed').
-- SECURITY INVOKER: every count reads the tables through the caller's RLS, and the admin check refuses anyone else
-- outright rather than answering zeros.
create function public.admin_today_summary()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  this_week constant timestamptz :=
    date_trunc('week', now() at time zone 'America/Chicago') at time zone 'America/Chicago';
  last_week constant timestamptz := this_week - interval '7 days';
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can read the summary' using errcode = '42501';
  end if;

  return (
    with recent as (
      select l.kind::text as kind,
             coalesce(nullif(l.page, ''), '(no page)') as page,
             l.created_at >= this_week as is_this_week
      from public.leads_inbox as l
      where l.created_at >= last_week
    )
    select jsonb_build_object(
      'week_starts_at', this_week,
      'by_kind', coalesce((
        select jsonb_agg(k order by k.kind)
        from (
          select kind,
                 count(*) filter (where is_this_week) as this_week,
                 count(*) filter (where not is_this_week) as last_week
          from recent
          group by kind
        ) as k), '[]'::jsonb),
      'by_page', coalesce((
        select jsonb_agg(p order by p.this_week desc, p.last_week desc, p.page)
        from (
          select page,
                 count(*) filter (where is_this_week) as this_week,
                 count(*) filter (where not is_this_week) as last_week
          from recent
          group by page
        ) as p), '[]'::jsonb),
      'quotes_last_30_days', (
        select count(*) from public.quote_requests as q where q.created_at >= now() - interval '30 days'),
      'quotes_booked_last_30_days', (
        select count(*) from public.quote_requests as q
        where q.created_at >= now() - interval '30 days' and q.status = 'booked'),
      'failed_notifications', (select count(*) from public.notifications as n where n.status = 'failed')
    )
  );
end
$$;

comment on function public.admin_today_summary() is
  'The owners'' morning counts: leads this week and last by kind and page (Central time), quotes and bookings of the last 30 days, failed owner emails. Admins only (42501).';

revoke all on function public.admin_today_summary() from public, anon, authenticated, service_role;
grant execute on function public.admin_today_summary() to authenticated;
