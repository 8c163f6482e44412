-- Where each lead stands: the owners mark every quote request, contact message, referral invite and newsletter
-- subscriber as new, contacted, booked, closed or lost, with a short note. Only admins change it, only those two
-- columns, and every change is written to the audit log with the values before and after.
--
-- The change is a plain UPDATE of the lead's own table (PostgREST PATCH), guarded three times over: a column-level
-- grant (authenticated may update status and note and nothing else), an RLS policy (only admins' updates reach a
-- row), and a trigger that stamps who changed it and when and logs it through public.log_admin_action. The trigger,
-- not the UI, does the logging, so no client, RPC or future code path can change a status without an audit entry;
-- and since log_admin_action refuses anyone who is not an admin, even service_role or the SQL editor cannot change
-- a status or note anonymously (a lead's triage is always an owner's attributable decision).

-- status is text with a check, not an enum: the inbox filters on it through RLS, and Postgres only uses an index for
-- a filter under row level security when its operator is leakproof. Text equality is; enum equality is not, so an
-- enum status would turn every status filter into a scan of the whole table.
alter table public.quote_requests
  add column status text not null default 'new',
  add column note text,
  add column status_changed_at timestamptz,
  add column status_changed_by uuid references auth.users (id) on delete set null,
  add constraint quote_requests_status_known check (status in ('new', 'contacted', 'booked', 'closed', 'lost')),
  add constraint quote_requests_note_length check (char_length(note) <= 500);

alter table public.contact_messages
  add column status text not null default 'new',
  add column note text,
  add column status_changed_at timestamptz,
  add column status_changed_by uuid references auth.users (id) on delete set null,
  add constraint contact_messages_status_known check (status in ('new', 'contacted', 'booked', 'closed', 'lost')),
  add constraint contact_messages_note_length check (char_length(note) <= 500);

alter table public.referral_invites
  add column status text not null default 'new',
  add column note text,
  add column status_changed_at timestamptz,
  add column status_changed_by uuid references auth.users (id) on delete set null,
  add constraint referral_invites_status_known check (status in ('new', 'contacted', 'booked', 'closed', 'lost')),
  add constraint referral_invites_note_length check (char_length(note) <= 500);

alter table public.newsletter_subscribers
  add column status text not null default 'new',
  add column note text,
  add column status_changed_at timestamptz,
  add column status_changed_by uuid references auth.users (id) on delete set null,
  add constraint newsletter_subscribers_status_known check (status in ('new', 'contacted', 'booked', 'closed', 'lost')),
  add constraint newsletter_subscribers_note_length check (char_length(note) <= 500);

comment on column public.quote_requests.status_changed_at is 'When status or note last changed (null: never).';
comment on column public.contact_messages.status_changed_at is 'When status or note last changed (null: never).';
comment on column public.referral_invites.status_changed_at is 'When status or note last changed (null: never).';
comment on column public.newsletter_subscribers.status_changed_at is 'When status or note last changed (null: never).';

-- Stamps the change and logs it. A BEFORE trigger, so the stamp is part of the same row version and the audit entry
-- part of the same statement: if either fails, neither happens. A note of only spaces is no note.
create function private.record_lead_triage()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.note := nullif(btrim(new.note), '');
  if new.status is not distinct from old.status and new.note is not distinct from old.note then
    return new;
  end if;

  new.status_changed_at := now();
  new.status_changed_by := (select auth.uid());

  -- Refuses (42501) whoever is not an admin, aborting the update with it.
  perform public.log_admin_action(
    action_type => 'lead_status_change',
    table_name => tg_table_name,
    record_id => new.id::text,
    old_values => jsonb_build_object('status', old.status, 'note', old.note),
    new_values => jsonb_build_object('status', new.status, 'note', new.note)
  );
  return new;
end
$$;

revoke all on function private.record_lead_triage() from public;

-- `update of status, note`: an update that does not name these columns (a service_role correction of a typo, the
-- lead owner's user_id backfill) neither stamps nor logs anything.
create trigger quote_requests_record_triage
  before update of status, note on public.quote_requests
  for each row execute function private.record_lead_triage();

create trigger contact_messages_record_triage
  before update of status, note on public.contact_messages
  for each row execute function private.record_lead_triage();

create trigger referral_invites_record_triage
  before update of status, note on public.referral_invites
  for each row execute function private.record_lead_triage();

create trigger newsletter_subscribers_record_triage
  before update of status, note on public.newsletter_subscribers
  for each row execute function private.record_lead_triage();

grant update (status, note) on table
  public.quote_requests,
  public.contact_messages,
  public.referral_invites,
  public.newsletter_subscribers
  to authenticated;

create policy "Admins triage quote requests"
  on public.quote_requests
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins triage contact messages"
  on public.contact_messages
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins triage referral invites"
  on public.referral_invites
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins triage subscribers"
  on public.newsletter_subscribers
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
