-- A client's own requests, for the dashboard, without the owners' side of them.
--
-- The lead tables now hold the owners' triage too (status, note, who changed it), and a row policy cannot hide
-- columns: with "clients read their own" policies a client could read the owners' private note about them through
-- the REST API. So clients read no lead table directly (the policies go), and my_requests() answers, for the calling
-- account only, exactly what that account sent while signed in. Admins still read every lead through their policies.

drop policy "Clients read their own subscriptions" on public.newsletter_subscribers;
drop policy "Clients read their own quote requests" on public.quote_requests;
drop policy "Clients read their own contact messages" on public.contact_messages;
drop policy "Clients read their own referral invites" on public.referral_invites;

-- Newest first. `kind` names what it was; the detail columns are those of its kind, null for the others.
create function public.my_requests()
returns table (
  kind text,
  id uuid,
  created_at timestamptz,
  dog_count integer,
  zip_code text,
  in_service_area boolean,
  message text,
  referred_name text,
  referred_email text
)
language sql
stable
security definer
set search_path = ''
as $$
  select * from (
    select 'quote'::text, q.id, q.created_at, q.dog_count, q.zip_code, q.in_service_area,
           null::text, null::text, null::text
    from public.quote_requests as q
    where q.user_id = (select auth.uid())
    union all
    select 'message', c.id, c.created_at, null, null, null, c.message, null, null
    from public.contact_messages as c
    where c.user_id = (select auth.uid())
    union all
    select 'invite', i.id, i.created_at, null, null, null, null, i.referred_name, i.referred_email
    from public.referral_invites as i
    where i.user_id = (select auth.uid())
  ) as requests
  order by 3 desc, 2
$$;

comment on function public.my_requests() is
  'What the calling account sent while signed in (quotes, messages, referral invites), newest first, without the owners'' triage.';

revoke all on function public.my_requests() from public, anon, authenticated, service_role;
grant execute on function public.my_requests() to authenticated;
