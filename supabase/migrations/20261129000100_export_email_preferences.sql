-- "Download my data" also says whether the account's address has unsubscribed from the business's emails (the
-- follow-ups and the newsletter): email_preferences holds it by address, for every sender.
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
      where n.id in (select private.own_subscription_ids(account_id))), '[]'::jsonb),
    -- Whether the account's confirmed address has unsubscribed from the business's emails. The unsubscribe token is
    -- left out: whoever holds it can unsubscribe the address, and an exported file leaves the site.
    'email_preferences', (
      select jsonb_build_object('email', p.email, 'unsubscribed_at', p.unsubscribed_at, 'created_at', p.created_at)
      from public.email_preferences as p
      where account.email_confirmed_at is not null and p.email = lower(account.email)
    )
  );
end
$$;
