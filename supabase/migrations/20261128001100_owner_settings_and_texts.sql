-- The owners' settings, one row: whether a quote gets its follow-up, and when the owners' text about a new quote or
-- message is sent (never, always, or only while the business is open, the text waiting until opening otherwise).
-- Texts need the Twilio secrets too (docs/deploying.md); with texts off no text row is written at all.
-- Admins read and change the row through the API (RLS); every change is in the activity log.

create table public.owner_settings (
  id boolean primary key default true,
  follow_ups boolean not null default true,
  owner_texts text not null default 'off',
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint owner_settings_one_row check (id),
  constraint owner_settings_owner_texts_known check (owner_texts in ('off', 'always', 'business_hours'))
);

comment on table public.owner_settings is
  'The owners'' settings (one row): follow_ups sends a quote its one follow-up; owner_texts is off, always or business_hours.';

insert into public.owner_settings default values;

alter table public.owner_settings enable row level security;

create policy "Admins read the owner settings" on public.owner_settings
  for select to authenticated using ((select public.is_admin()));
create policy "Admins change the owner settings" on public.owner_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

revoke all on table public.owner_settings from public, anon, authenticated, service_role;
grant select on table public.owner_settings to authenticated, service_role;
grant update (follow_ups, owner_texts) on table public.owner_settings to authenticated;

-- Stamps and logs every change (log_admin_action refuses anyone but an admin).
create function private.record_owner_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  perform public.log_admin_action(
    action_type => 'owner_settings_change',
    table_name => 'owner_settings',
    record_id => null,
    old_values => jsonb_build_object('follow_ups', old.follow_ups, 'owner_texts', old.owner_texts),
    new_values => jsonb_build_object('follow_ups', new.follow_ups, 'owner_texts', new.owner_texts)
  );
  return new;
end
$$;

revoke all on function private.record_owner_settings_change() from public;

create trigger owner_settings_record_change
  before update on public.owner_settings
  for each row execute function private.record_owner_settings_change();

-- The owners' text about a new quote or message, when texts are on. The deliverer writes the short line when it
-- sends it (the due time comes from the reply clock) and holds it until opening under business_hours.
create function private.enqueue_owner_text()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Texts are for leads that just arrived, not for old ones an admin migrates from a browser.
  if coalesce((select s.owner_texts from public.owner_settings as s), 'off') = 'off'
    or new.created_at < now() - interval '1 hour' then
    return null;
  end if;

  insert into public.notifications (
    kind, audience, channel, subject, body, payload, quote_request_id, contact_message_id
  )
  values (
    'owner-text',
    'owners',
    'sms',
    left(btrim(regexp_replace(
      case tg_table_name when 'quote_requests' then 'Text: new quote from ' else 'Text: new message from ' end
        || new.name, '\s+', ' ', 'g')), 200),
    'Text message to the owners, written when sent: name, dogs, ZIP code, plan, the phone to call and the due time.',
    to_jsonb(new),
    case when tg_table_name = 'quote_requests' then new.id end,
    case when tg_table_name = 'contact_messages' then new.id end
  );
  return null;
end
$$;

revoke all on function private.enqueue_owner_text() from public;

create trigger quote_requests_text_owners
  after insert on public.quote_requests
  for each row execute function private.enqueue_owner_text();

create trigger contact_messages_text_owners
  after insert on public.contact_messages
  for each row execute function private.enqueue_owner_text();
