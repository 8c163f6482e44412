-- The admin's audit trail, and the outbox of owner notifications (lead alerts that are emailed when a provider is
-- configured, and otherwise kept here for the admin page).

create table public.audit_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  action_type text not null,
  table_name text not null,
  record_id text,
  old_values jsonb,
  new_values jsonb,
  severity text not null default 'info',
  created_at timestamptz not null default now(),
  constraint audit_logs_action_type_length check (char_length(action_type) between 1 and 100),
  constraint audit_logs_table_name_length check (char_length(table_name) between 1 and 100),
  constraint audit_logs_record_id_length check (char_length(record_id) <= 255),
  constraint audit_logs_severity_known check (severity in ('info', 'security'))
);

-- The admin page counts its own recent actions (user_id = me, last 5 minutes, newest first).
create index audit_logs_user_id_created_at_idx on public.audit_logs (user_id, created_at desc);
create index audit_logs_created_at_idx on public.audit_logs (created_at desc);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  recipient text,
  subject text not null,
  body text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'pending',
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint notifications_kind_length check (char_length(kind) between 1 and 100),
  constraint notifications_recipient_length check (char_length(recipient) <= 255),
  constraint notifications_subject_length check (char_length(subject) <= 500),
  constraint notifications_status_known check (status in ('pending', 'sent', 'failed')),
  constraint notifications_sent_at_when_sent check ((status = 'sent') = (sent_at is not null))
);

create index notifications_created_at_idx on public.notifications (created_at desc);
create index notifications_pending_idx on public.notifications (created_at) where status = 'pending';

alter table public.audit_logs enable row level security;
alter table public.notifications enable row level security;

-- Audit entries are written through log_admin_action (below) and never changed afterwards, not even with the
-- service-role key; notifications are written by the edge functions (service_role). Admins read both.
revoke all on table public.audit_logs, public.notifications from anon, authenticated;
grant select on table public.audit_logs, public.notifications to authenticated;
revoke update, delete, truncate on table public.audit_logs from service_role;

create policy "Admins read the audit log"
  on public.audit_logs
  for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins read notifications"
  on public.notifications
  for select
  to authenticated
  using ((select public.is_admin()));

-- Records an admin action as the calling admin. Actions that expose or change who can see personal data are
-- security events.
create function public.log_admin_action(
  action_type text,
  table_name text,
  record_id text default null,
  old_values jsonb default null,
  new_values jsonb default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can log admin actions' using errcode = '42501';
  end if;

  insert into public.audit_logs (user_id, action_type, table_name, record_id, old_values, new_values, severity)
  values (
    (select auth.uid()),
    log_admin_action.action_type,
    log_admin_action.table_name,
    log_admin_action.record_id,
    log_admin_action.old_values,
    log_admin_action.new_values,
    case
      when log_admin_action.action_type in ('subscriber_export', 'user_data_access', 'role_change') then 'security'
      else 'info'
    end
  )
  returning id into new_id;

  return new_id;
end
$$;

comment on function public.log_admin_action(text, text, text, jsonb, jsonb) is
  'Appends an audit_logs entry for the calling admin; refused (42501) for anyone else. Returns the entry id.';

revoke all on function public.log_admin_action(text, text, text, jsonb, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.log_admin_action(text, text, text, jsonb, jsonb) to authenticated;
