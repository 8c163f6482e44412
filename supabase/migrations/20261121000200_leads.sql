-- Leads: everything a visitor sends through the site. Visitors never touch these tables directly: the edge functions
-- validate and insert with service_role. Admins read every lead; the one direct write is the admin's
-- "Migrate Local Data", which inserts newsletter subscribers. Nobody but service_role updates or deletes a lead.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  source text not null,
  page text,
  subscribed_at timestamptz not null default now(),
  user_id uuid references auth.users (id) on delete set null,
  constraint newsletter_subscribers_email_lower check (email = lower(email)),
  constraint newsletter_subscribers_email_format check (
    char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'
  ),
  constraint newsletter_subscribers_source_length check (char_length(source) between 1 and 100),
  constraint newsletter_subscribers_page_length check (char_length(page) <= 500)
);

-- One subscriber per address whatever its case: a second sign-up fails with 23505 (the function answers 409, the
-- admin migration skips it).
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_subscribed_at_idx on public.newsletter_subscribers (subscribed_at desc);
create index newsletter_subscribers_user_id_idx on public.newsletter_subscribers (user_id);

-- Addresses arrive in any case and with stray spaces (legacy browser-stored leads especially); store the canonical
-- form so the check constraint and the unique index see one address.
create function private.normalize_subscriber_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end
$$;

revoke all on function private.normalize_subscriber_email() from public;

create trigger newsletter_subscribers_normalize_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function private.normalize_subscriber_email();

create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  zip_code text not null,
  dog_count integer not null,
  page text,
  in_service_area boolean not null,
  created_at timestamptz not null default now(),
  constraint quote_requests_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint quote_requests_zip_code_format check (zip_code ~ '^[0-9]{5}$'),
  constraint quote_requests_dog_count_range check (dog_count between 1 and 4),
  constraint quote_requests_page_length check (char_length(page) <= 500)
);

create index quote_requests_created_at_idx on public.quote_requests (created_at desc);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  message text not null,
  page text,
  created_at timestamptz not null default now(),
  constraint contact_messages_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint contact_messages_email_length check (char_length(email) between 3 and 255),
  constraint contact_messages_phone_length check (char_length(phone) <= 20),
  constraint contact_messages_message_length check (char_length(btrim(message)) between 1 and 2000),
  constraint contact_messages_page_length check (char_length(page) <= 500)
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

create table public.referral_invites (
  id uuid primary key default gen_random_uuid(),
  referrer_email text not null,
  referred_email text not null,
  referred_name text not null,
  message text,
  created_at timestamptz not null default now(),
  constraint referral_invites_referrer_email_length check (char_length(referrer_email) between 3 and 255),
  constraint referral_invites_referred_email_length check (char_length(referred_email) between 3 and 255),
  constraint referral_invites_referred_name_length check (char_length(btrim(referred_name)) between 1 and 100),
  constraint referral_invites_message_length check (char_length(message) <= 500)
);

create index referral_invites_created_at_idx on public.referral_invites (created_at desc);

alter table public.newsletter_subscribers enable row level security;
alter table public.quote_requests enable row level security;
alter table public.contact_messages enable row level security;
alter table public.referral_invites enable row level security;

-- Privileges: anon nothing; authenticated may read (policies narrow it to admins) and insert the columns the
-- migration sends. id and user_id stay server-assigned. service_role keeps Supabase's default full access.
revoke all on table
  public.newsletter_subscribers,
  public.quote_requests,
  public.contact_messages,
  public.referral_invites
  from anon, authenticated;

grant select on table
  public.newsletter_subscribers,
  public.quote_requests,
  public.contact_messages,
  public.referral_invites
  to authenticated;

grant insert (email, source, page, subscribed_at) on table public.newsletter_subscribers to authenticated;

create policy "Admins read subscribers"
  on public.newsletter_subscribers
  for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins migrate locally stored subscribers"
  on public.newsletter_subscribers
  for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins read quote requests"
  on public.quote_requests
  for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins read contact messages"
  on public.contact_messages
  for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins read referral invites"
  on public.referral_invites
  for select
  to authenticated
  using ((select public.is_admin()));
