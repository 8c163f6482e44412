-- Leads sent while signed in belong to that client. The edge functions set user_id from the caller's verified
-- access token (never from the request body); a lead sent anonymously, or with a token that does not verify, has
-- none. A client reads their own leads (their dashboard lists them); nothing else about these tables changes:
-- clients still write no lead directly, and admins still read all of them.

alter table public.quote_requests
  add column user_id uuid references auth.users (id) on delete set null;
alter table public.contact_messages
  add column user_id uuid references auth.users (id) on delete set null;
alter table public.referral_invites
  add column user_id uuid references auth.users (id) on delete set null;

-- The own-rows policies below filter on user_id, and deleting an account sets it to null on every lead it sent.
-- (newsletter_subscribers_user_id_idx exists since the table was created.)
create index quote_requests_user_id_idx on public.quote_requests (user_id);
create index contact_messages_user_id_idx on public.contact_messages (user_id);
create index referral_invites_user_id_idx on public.referral_invites (user_id);

create policy "Clients read their own subscriptions"
  on public.newsletter_subscribers
  for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Clients read their own quote requests"
  on public.quote_requests
  for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Clients read their own contact messages"
  on public.contact_messages
  for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Clients read their own referral invites"
  on public.referral_invites
  for select
  to authenticated
  using (user_id = (select auth.uid()));
