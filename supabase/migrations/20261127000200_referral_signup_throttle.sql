-- The referral step after a sign-up can no longer be used to find out which codes exist.
--
-- Any signed-in account could call process_referral_signup with its own id and any code, as often as it liked: an
-- unknown code, a real one and one refused for another reason each had their own answer, and a success named the
-- referrer's account id. The public referral-code-check function, the one door meant to say whether a code exists,
-- allows a client five requests a minute. Now:
--
-- 1. Each signed-in caller has the same budget as that function (five calls a minute, counted by check_rate_limit
--    under the caller's account id); beyond it the call fails with SQLSTATE PT429, which PostgREST answers as
--    HTTP 429. The app makes one call per sign-up. service_role is the server itself and is not counted.
-- 2. Every refusal after the caller check has one answer, whatever the reason (unknown code, own code, a referral
--    already recorded, an account older than its sign-up, an address referred before). Only a new account's first
--    real code, which records the referral, and the code an account was already referred with answer success, and
--    the account knows that code. The reason goes to the database log.
-- 3. A success is {"success": true}: the referrer's account id stays in the database.

create or replace function public.process_referral_signup(new_user_id uuid, referral_code_param text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller_id constant uuid := (select auth.uid());
  by_service constant boolean := coalesce((select auth.role()), '') = 'service_role';
  -- The public referral-code-check's default budget (DEFAULT_RATE_LIMIT in supabase/functions/_shared/endpoint.ts).
  max_calls constant integer := 5;
  window_seconds constant integer := 60;
  outcome jsonb;
begin
  if not by_service then
    if caller_id is not null
       and not public.check_rate_limit('process_referral_signup', caller_id::text, max_calls, window_seconds) then
      raise exception 'Too many referral attempts: try again in a minute'
        using errcode = 'PT429';
    end if;
    if new_user_id is distinct from caller_id then
      return jsonb_build_object('success', false, 'error', 'You can only process a referral for your own account');
    end if;
  end if;

  outcome := private.credit_referral(new_user_id, referral_code_param);
  if (outcome ->> 'success')::boolean then
    return jsonb_build_object('success', true);
  end if;

  -- The sign-up trigger already recorded this code from the sign-up metadata: the app's call that follows succeeds.
  if exists (
    select 1
    from public.referrals as r
    where r.referred_id = new_user_id
      and r.referral_code = upper(btrim(coalesce(referral_code_param, '')))
  ) then
    return jsonb_build_object('success', true);
  end if;

  raise log 'referral code not recorded for %: %', new_user_id, outcome ->> 'error';
  return jsonb_build_object('success', false, 'error', 'This referral code cannot be used for this account');
end
$$;

comment on function public.process_referral_signup(uuid, text) is
  'Records the sign-up of new_user_id (the caller''s own account) as referred by the owner of referral_code_param (any case). Answers {success: true}, or {success: false, error} with one message for every refusal. Five calls a minute per signed-in caller (429, SQLSTATE PT429, beyond).';

comment on table public.rate_limits is
  'Request counters per function (bucket) and client: the public edge functions count a keyed hash of the caller''s address, process_referral_signup the caller''s account id. Written only through check_rate_limit.';
