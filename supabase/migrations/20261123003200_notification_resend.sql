-- "Send again" for an owner notification that failed for good (the admin page's notifications outbox). The row goes
-- back to pending with a fresh run of attempts, and the deliverer picks it up on its next pass. Each resend is a new
-- generation of the row, and the deliverer adds it to the provider's idempotency key: within its 24 hours Resend
-- would otherwise answer a resend with the stored outcome of the failed attempts instead of sending.

alter table public.notifications
  add column resends integer not null default 0,
  add constraint notifications_resends_nonnegative check (resends >= 0);

comment on column public.notifications.resends is
  'How often an admin sent the notification again after it failed; part of the provider idempotency key.';

-- claim_notifications as before, with resends in what it returns.
create or replace function public.claim_notifications(batch_size integer, lease_seconds integer)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  claimed_rows jsonb;
begin
  if batch_size is null or batch_size not between 1 and 100
    or lease_seconds is null or lease_seconds not between 1 and 86400 then
    raise exception 'claim_notifications: batch_size must be between 1 and 100 and lease_seconds between 1 and 86400'
      using errcode = '22023';
  end if;

  with claimed as (
    update public.notifications as outbox
       set attempts = outbox.attempts + 1,
           next_attempt_at = now() + make_interval(secs => lease_seconds)
     where outbox.id in (
             select due.id
               from public.notifications as due
              where due.status = 'pending'
                and due.next_attempt_at <= now()
              order by due.next_attempt_at
              limit batch_size
                for update skip locked
           )
    returning outbox.id, outbox.subject, outbox.body, outbox.reply_to, outbox.attempts, outbox.resends,
              outbox.created_at
  )
  select coalesce(
           jsonb_agg(
             jsonb_build_object(
               'id', claimed.id,
               'subject', claimed.subject,
               'body', claimed.body,
               'reply_to', claimed.reply_to,
               'attempts', claimed.attempts,
               'resends', claimed.resends
             )
             order by claimed.created_at
           ),
           '[]'::jsonb
         )
    into claimed_rows
    from claimed;

  return claimed_rows;
end
$$;

create function public.resend_notification(notification_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outbox_row public.notifications%rowtype;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can send notifications again' using errcode = '42501';
  end if;

  select * into outbox_row from public.notifications as n where n.id = notification_id for update;
  if not found then
    raise exception 'No such notification' using errcode = 'P0001';
  end if;
  if outbox_row.status <> 'failed' then
    raise exception 'Only a notification that failed can be sent again' using errcode = 'P0001';
  end if;

  update public.notifications as n
     set status = 'pending', attempts = 0, next_attempt_at = now(), resends = n.resends + 1
   where n.id = outbox_row.id;

  perform public.log_admin_action(
    action_type => 'notification_resend',
    table_name => 'notifications',
    record_id => outbox_row.id::text,
    old_values => jsonb_build_object('status', outbox_row.status, 'attempts', outbox_row.attempts,
                                     'last_error', outbox_row.last_error),
    new_values => jsonb_build_object('status', 'pending', 'resends', outbox_row.resends + 1)
  );
  return 'pending';
end
$$;

comment on function public.resend_notification(uuid) is
  'Puts a failed notification back in the outbox for a new run of attempts, logged as notification_resend. Admins only (42501).';

revoke all on function public.resend_notification(uuid) from public, anon, authenticated, service_role;
grant execute on function public.resend_notification(uuid) to authenticated;
