-- A signed-in client's own newsletter choice, read and changed from the dashboard.
--
-- A subscription belongs to an account when it carries the account's id, or when its address is the account's
-- confirmed address (a visitor often subscribes before creating an account). Matching by address only once the
-- auth server has confirmed it means nobody can read or cancel a subscription by signing up with someone else's
-- address. Both functions read the account from auth.users, not from the request, so the caller's claims cannot
-- name another address.

-- The subscriptions of the calling account, locked for the change that follows when asked.
create function private.own_subscription_ids(account_id uuid)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select subscriber.id
  from public.newsletter_subscribers as subscriber
  where subscriber.user_id = account_id
     or subscriber.email = (
       select lower(account.email)
       from auth.users as account
       where account.id = account_id
         and account.email_confirmed_at is not null
     )
$$;

revoke all on function private.own_subscription_ids(uuid) from public;

create function public.my_newsletter_subscription()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  account_id uuid := (select auth.uid());
  found_row public.newsletter_subscribers%rowtype;
begin
  if account_id is null then
    raise exception 'Sign in to see your newsletter subscription' using errcode = '42501';
  end if;

  select subscriber.* into found_row
  from public.newsletter_subscribers as subscriber
  where subscriber.id in (select private.own_subscription_ids(account_id))
  order by subscriber.subscribed_at
  limit 1;

  return jsonb_build_object(
    'subscribed', found_row.id is not null,
    'email', found_row.email,
    'subscribed_at', found_row.subscribed_at
  );
end
$$;

comment on function public.my_newsletter_subscription() is
  'The calling account''s newsletter subscription: {subscribed, email, subscribed_at}.';

-- Subscribes the account's address (claiming an earlier subscription of that address), or removes every
-- subscription of the account. Answers the new state, as my_newsletter_subscription() does.
create function public.set_newsletter_subscription(subscribed boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  account_id uuid := (select auth.uid());
  account_email text;
begin
  if account_id is null then
    raise exception 'Sign in to change your newsletter subscription' using errcode = '42501';
  end if;
  if set_newsletter_subscription.subscribed is null then
    raise exception 'subscribed must be true or false' using errcode = '22004';
  end if;

  if not set_newsletter_subscription.subscribed then
    delete from public.newsletter_subscribers
    where id in (select private.own_subscription_ids(account_id));
    return public.my_newsletter_subscription();
  end if;

  update public.newsletter_subscribers
  set user_id = account_id
  where id in (select private.own_subscription_ids(account_id))
    and user_id is null;

  if not exists (select 1 from private.own_subscription_ids(account_id)) then
    select lower(account.email) into account_email from auth.users as account where account.id = account_id;
    insert into public.newsletter_subscribers (email, source, page, user_id)
    values (account_email, 'dashboard', '/dashboard', account_id)
    -- Another account (or a visitor) already subscribed this address: the subscription exists, nothing to add.
    on conflict ((lower(email))) do nothing;
  end if;

  return public.my_newsletter_subscription();
end
$$;

comment on function public.set_newsletter_subscription(boolean) is
  'Subscribes (true) or unsubscribes (false) the calling account; answers {subscribed, email, subscribed_at}.';

revoke all on function public.my_newsletter_subscription() from public, anon, authenticated, service_role;
revoke all on function public.set_newsletter_subscription(boolean) from public, anon, authenticated, service_role;
grant execute on function public.my_newsletter_subscription() to authenticated;
grant execute on function public.set_newsletter_subscription(boolean) to authenticated;
