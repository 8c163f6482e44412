-- A client's own data, from the dashboard: "Download my data" (export_my_data) and "Delete my account"
-- (delete_my_account). Both act on the calling account only (auth.uid()), never on an id from the request.
--
-- What belongs to an account: its profile and referral code, the referrals it made, the leads it sent while signed
-- in (user_id), and the newsletter subscription of its id or its confirmed address (the same rule as the
-- dashboard's email preferences). Leads sent anonymously with some address are not provably the account's and
-- stay with the business, as they would for a visitor without an account.

create function public.export_my_data()
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
      'created_at', account.created_at,
      'last_sign_in_at', account.last_sign_in_at,
      'first_name', account.raw_user_meta_data ->> 'first_name'
    ),
    'profile', (
      select jsonb_build_object('referral_code', p.referral_code, 'created_at', p.created_at)
      from public.profiles as p where p.id = account_id
    ),
    -- As the dashboard shows them: a friend appears by first name or masked address only.
    'referrals_made', coalesce((select jsonb_agg(to_jsonb(r)) from public.my_referrals() as r), '[]'::jsonb),
    'referred_with_code', (
      select jsonb_build_object('referral_code', r.referral_code, 'status', r.status, 'created_at', r.created_at)
      from public.referrals as r where r.referred_id = account_id
    ),
    'quote_requests', coalesce((
      select jsonb_agg(jsonb_build_object(
        'created_at', q.created_at, 'name', q.name, 'zip_code', q.zip_code, 'dog_count', q.dog_count,
        'page', q.page) order by q.created_at)
      from public.quote_requests as q where q.user_id = account_id), '[]'::jsonb),
    'contact_messages', coalesce((
      select jsonb_agg(jsonb_build_object(
        'created_at', c.created_at, 'name', c.name, 'email', c.email, 'phone', c.phone, 'message', c.message,
        'page', c.page) order by c.created_at)
      from public.contact_messages as c where c.user_id = account_id), '[]'::jsonb),
    'referral_invites', coalesce((
      select jsonb_agg(jsonb_build_object(
        'created_at', i.created_at, 'referrer_email', i.referrer_email, 'referred_name', i.referred_name,
        'referred_email', i.referred_email, 'message', i.message) order by i.created_at)
      from public.referral_invites as i where i.user_id = account_id), '[]'::jsonb),
    'newsletter', public.my_newsletter_subscription()
  );
end
$$;

comment on function public.export_my_data() is
  'Everything the site keeps about the calling account, as one JSON document ("Download my data").';

-- Deletes the calling account and what belongs to it. Owner accounts are refused: the business must not lose its
-- last admin by a click, and an owner who leaves first hands the role on (revoke_admin_role).
create function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  account_id uuid := (select auth.uid());
begin
  if account_id is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if exists (select 1 from public.user_roles where user_id = account_id and role = 'admin'::public.app_role) then
    raise exception 'An admin account cannot delete itself: remove its admin role first' using errcode = 'P0001';
  end if;

  -- Leads first (their owner notifications go with them); the account's rows last: its profile, the referrals it
  -- made and its sessions cascade, and referrals that name it as the friend keep the referrer's history without it.
  delete from public.newsletter_subscribers where id in (select private.own_subscription_ids(account_id));
  delete from public.quote_requests where user_id = account_id;
  delete from public.contact_messages where user_id = account_id;
  delete from public.referral_invites where user_id = account_id;
  delete from auth.users where id = account_id;
end
$$;

comment on function public.delete_my_account() is
  'Deletes the calling account with its profile, referrals made, signed-in leads and newsletter subscription.';

revoke all on function public.export_my_data() from public, anon, authenticated, service_role;
revoke all on function public.delete_my_account() from public, anon, authenticated, service_role;
grant execute on function public.export_my_data() to authenticated;
grant execute on function public.delete_my_account() to authenticated;

-- The referral step after a sign-up that returned a session (spec section 5) runs after the sign-up trigger has
-- already recorded the referral from the sign-up metadata. Answering that case as a failure made the browser keep a
-- code that had done its work; the same referral recorded twice is a success.
create or replace function public.process_referral_signup(new_user_id uuid, referral_code_param text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome jsonb;
  recorded_referrer uuid;
begin
  if new_user_id is distinct from (select auth.uid())
     and coalesce((select auth.role()), '') <> 'service_role' then
    return jsonb_build_object('success', false, 'error', 'You can only process a referral for your own account');
  end if;

  outcome := private.credit_referral(new_user_id, referral_code_param);
  if (outcome ->> 'success')::boolean then
    return outcome;
  end if;

  select r.referrer_id into recorded_referrer
  from public.referrals as r
  where r.referred_id = new_user_id
    and r.referral_code = upper(btrim(coalesce(referral_code_param, '')));
  if found then
    return jsonb_build_object('success', true, 'referrer_id', recorded_referrer, 'already_recorded', true);
  end if;
  return outcome;
end
$$;
