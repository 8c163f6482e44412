-- The instant estimate travels with the quote (docs/product.md, "The instant estimate").
--
-- The quote-request function prices every quote in the service area from the active price list (never from the
-- request) and stores what was asked (plan, when the yard was last cleaned, its size, the welcome code), the
-- estimate's figures and lines, and the list version it was priced with. A quote outside the area is a waiting-list
-- entry: stored, never priced. The owners' email, the inbox, Today and the client's dashboard read the stored
-- estimate.

alter table public.quote_requests
  add column plan text,
  add column last_cleaned text,
  add column yard_size text,
  add column welcome_code boolean not null default false,
  add column estimate jsonb,
  add column price_list_version integer references public.price_list_versions (version) on delete restrict,
  add constraint quote_requests_plan_known
    check (plan in ('weekly', 'every_other_week', 'twice_weekly', 'one_time')),
  add constraint quote_requests_last_cleaned_known
    check (last_cleaned in ('within_1_week', '1_4_weeks', '1_3_months', 'longer')),
  add constraint quote_requests_yard_size_known check (yard_size in ('standard', 'large', 'over_half_acre')),
  add constraint quote_requests_estimate_object check (jsonb_typeof(estimate) = 'object'),
  add constraint quote_requests_estimate_priced check ((estimate is null) = (price_list_version is null));

comment on column public.quote_requests.plan is 'How often the visitor asked for (null on quotes sent before plans).';
comment on column public.quote_requests.last_cleaned is 'When the yard was last cleaned, as answered (null: not answered).';
comment on column public.quote_requests.yard_size is 'The yard''s size, as answered (null: not answered).';
comment on column public.quote_requests.welcome_code is 'The visitor held the welcome code (WELCOME10).';
comment on column public.quote_requests.estimate is
  'The estimate the server computed from the price list version below (supabase/functions/_shared/browser-safe/pricing.ts).';
comment on column public.quote_requests.price_list_version is 'The price list version the estimate was priced with.';

create index quote_requests_price_list_version_idx on public.quote_requests (price_list_version);

-- A plan in the owners' words.
create function public.plan_label(plan text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case plan
    when 'weekly' then 'Weekly'
    when 'every_other_week' then 'Every other week'
    when 'twice_weekly' then 'Twice a week'
    when 'one_time' then 'One-time cleanup'
  end
$$;

revoke all on function public.plan_label(text) from public, anon, authenticated, service_role;
grant execute on function public.plan_label(text) to authenticated, service_role;

-- The estimate in two lines for the owners' email: "Estimate: Weekly, $30 a visit (about $130 a month)" and the
-- first bill. Null without an estimate, so concat_ws leaves the line out.
create function private.estimate_text(estimate jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when estimate is null or jsonb_typeof(estimate) <> 'object' then null else
    'Estimate: ' || public.plan_label(estimate ->> 'plan') || ', '
    || case when estimate ->> 'perVisitCents' is null then 'we quote on site'
            else private.price_text((estimate ->> 'perVisitCents')::integer) || ' a visit' end
    || case when estimate ->> 'perMonthCents' is null then ''
            else ' (about ' || private.price_text((estimate ->> 'perMonthCents')::integer) || ' a month)' end
    || e'\n' || 'First bill: ' || private.price_text((estimate ->> 'firstBillCents')::integer)
    || case when (estimate ->> 'dogsConfirmedOnSite')::boolean then ' (4+ dogs: confirm on the first visit)' else '' end
    || ' (price list v' || (estimate ->> 'priceListVersion') || ')'
  end
$$;

revoke all on function private.estimate_text(jsonb) from public, anon, authenticated, service_role;

-- The inbox's cards show the plan and the stored estimate: two columns appended (CREATE OR REPLACE VIEW may only
-- append), null for the other kinds.
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
  q.estimate
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
  null::jsonb
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
  null::jsonb
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
  null::jsonb
from public.newsletter_subscribers as s;


-- The owners' email carries the estimate. Otherwise as before.
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
        private.estimate_text(lead -> 'estimate'),
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


-- The client's dashboard shows each quote's plan and estimate. The return type changes, so the function is dropped
-- and created again, with the same grants.
drop function public.my_requests();

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
  referred_email text,
  plan text,
  estimate jsonb
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
    r.referred_email,
    r.plan,
    r.estimate
  from (
    select 'quote'::text as kind, q.id, q.created_at, q.status, q.dog_count, q.zip_code, q.in_service_area,
           null::text as message, null::text as referred_name, null::text as referred_email, q.plan, q.estimate
    from public.quote_requests as q
    where q.user_id = (select auth.uid())
    union all
    select 'message', c.id, c.created_at, c.status, null, null, null, c.message, null, null, null, null
    from public.contact_messages as c
    where c.user_id = (select auth.uid())
    union all
    select 'invite', i.id, i.created_at, i.status, null, null, null, null, i.referred_name, i.referred_email, null,
           null
    from public.referral_invites as i
    where i.user_id = (select auth.uid())
  ) as r
  order by r.created_at desc, r.id
$$;

comment on function public.my_requests() is
  'What the calling account sent while signed in (quotes, messages, referral invites), newest first, with where each stands in the client''s words, a quote''s plan and estimate, and without the owners'' note.';

revoke all on function public.my_requests() from public, anon, authenticated, service_role;
grant execute on function public.my_requests() to authenticated;

-- The owners' demand figures:
--   outside_area_by_zip: this month's quotes from ZIP codes outside the area (the waiting list), by ZIP;
--   plans: for each plan, the estimates of the last 30 days and how many of them are booked.
create function public.admin_demand_summary()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  this_month constant timestamptz :=
    date_trunc('month', now() at time zone 'America/Chicago') at time zone 'America/Chicago';
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can read the demand figures' using errcode = '42501';
  end if;

  return jsonb_build_object(
    'month_starts_at', this_month,
    'outside_area_by_zip', coalesce((
      select jsonb_agg(z order by z.quotes desc, z.zip_code)
      from (
        select q.zip_code, count(*) as quotes
        from public.quote_requests as q
        where not q.in_service_area and q.created_at >= this_month
        group by q.zip_code
      ) as z), '[]'::jsonb),
    'plans', coalesce((
      select jsonb_agg(p order by p.estimates desc, p.plan)
      from (
        select q.plan,
               count(*) as estimates,
               count(*) filter (where q.status = 'booked') as booked
        from public.quote_requests as q
        where q.estimate is not null and q.created_at >= now() - interval '30 days'
        group by q.plan
      ) as p), '[]'::jsonb)
  );
end
$$;

comment on function public.admin_demand_summary() is
  'This month''s quotes outside the area by ZIP code, and the last 30 days'' estimates and bookings by plan. Admins only (42501).';

revoke all on function public.admin_demand_summary() from public, anon, authenticated, service_role;
grant execute on function public.admin_demand_summary() to authenticated;

-- "Download my data" carries what a quote now stores about the person: the plan, the answers and the estimate.
-- Otherwise as before.
create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  account_id uuid := (select auth.uid());
  account auth.users%rowtype;
begin
  if account_id is null then
    raise exception 'Sign in to download your data' using errcode = '42501';
  end if;
  select * into account from auth.users where id = account_id;

  return jsonb_build_object(
    'exported_at', now(),
    'account', jsonb_build_object(
      'id', account.id,
      'email', account.email,
      'email_confirmed_at', account.email_confirmed_at,
      'confirmation_sent_at', account.confirmation_sent_at,
      -- An address change waiting for its confirmation, and when its link was sent.
      'email_change', account.email_change,
      'email_change_sent_at', account.email_change_sent_at,
      'recovery_sent_at', account.recovery_sent_at,
      'created_at', account.created_at,
      'updated_at', account.updated_at,
      'last_sign_in_at', account.last_sign_in_at,
      -- What the sign-up sent (first name, the referral code it used) and how the account signs in.
      'raw_user_meta_data', account.raw_user_meta_data,
      'raw_app_meta_data', account.raw_app_meta_data
    ),
    'sessions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'created_at', s.created_at,
        'updated_at', s.updated_at,
        -- Kept by the hosted auth server; the local stand-in has no such columns, so these read as null there.
        'user_agent', to_jsonb(s) -> 'user_agent',
        'ip', to_jsonb(s) -> 'ip',
        -- How the session signed in: a password, or a link or code sent by email.
        'authentication_methods', coalesce((
          select jsonb_agg(jsonb_build_object(
            'authentication_method', m.authentication_method, 'created_at', m.created_at,
            'updated_at', m.updated_at) order by m.created_at)
          from auth.mfa_amr_claims as m
          where m.session_id = s.id), '[]'::jsonb)) order by s.created_at)
      from auth.sessions as s
      where s.user_id = account_id), '[]'::jsonb),
    'profile', (
      select jsonb_build_object(
        'email', p.email, 'referral_code', p.referral_code, 'created_at', p.created_at, 'updated_at', p.updated_at)
      from public.profiles as p
      where p.id = account_id
    ),
    -- As the dashboard shows them: a friend appears by first name or masked address only.
    'referrals_made', coalesce((select jsonb_agg(to_jsonb(r)) from public.my_referrals() as r), '[]'::jsonb),
    'referred_with_code', (
      select jsonb_build_object(
        'referral_code', r.referral_code, 'status', r.status, 'credit_cents', r.credit_cents,
        'decided_at', r.decided_at, 'created_at', r.created_at)
      from public.referrals as r
      where r.referred_id = account_id
    ),
    'roles', coalesce((
      select jsonb_agg(jsonb_build_object('role', ur.role, 'granted_at', ur.granted_at) order by ur.granted_at)
      from public.user_roles as ur
      where ur.user_id = account_id), '[]'::jsonb),
    'inbox_visit', (
      select jsonb_build_object('last_seen_at', v.last_seen_at, 'new_since', v.new_since)
      from public.admin_inbox_visits as v
      where v.user_id = account_id
    ),
    'quote_requests', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', q.id, 'created_at', q.created_at, 'name', q.name, 'contact', q.contact, 'zip_code', q.zip_code,
        'in_service_area', q.in_service_area, 'dog_count', q.dog_count, 'page', q.page,
        'referral_code', q.referral_code, 'status', mine.status, 'plan', q.plan, 'last_cleaned', q.last_cleaned,
        'yard_size', q.yard_size, 'welcome_code', q.welcome_code, 'estimate', q.estimate,
        'price_list_version', q.price_list_version) order by q.created_at)
      from public.quote_requests as q
      left join public.my_requests() as mine on mine.kind = 'quote' and mine.id = q.id
      where q.user_id = account_id), '[]'::jsonb),
    'contact_messages', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id, 'created_at', c.created_at, 'name', c.name, 'email', c.email, 'phone', c.phone,
        'message', c.message, 'page', c.page, 'referral_code', c.referral_code, 'status', mine.status)
        order by c.created_at)
      from public.contact_messages as c
      left join public.my_requests() as mine on mine.kind = 'message' and mine.id = c.id
      where c.user_id = account_id), '[]'::jsonb),
    'referral_invites', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', i.id, 'created_at', i.created_at, 'referrer_email', i.referrer_email,
        'referred_name', i.referred_name, 'referred_email', i.referred_email, 'message', i.message,
        'status', mine.status) order by i.created_at)
      from public.referral_invites as i
      left join public.my_requests() as mine on mine.kind = 'invite' and mine.id = i.id
      where i.user_id = account_id), '[]'::jsonb),
    -- The account's id or its confirmed address, the same rule as the dashboard's email preferences.
    'newsletter_subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', n.id, 'subscribed_at', n.subscribed_at, 'email', n.email, 'source', n.source, 'page', n.page,
        'referral_code', n.referral_code) order by n.subscribed_at)
      from public.newsletter_subscribers as n
      where n.id in (select private.own_subscription_ids(account_id))), '[]'::jsonb)
  );
end
$$;
