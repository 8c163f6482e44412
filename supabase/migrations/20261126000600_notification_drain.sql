-- A delivery run now drains the outbox: it claims batch after batch, oldest due first, until nothing is due or its
-- time budget is spent, and it stops early when the email provider answers 429 (rate limit, daily quota). Rows it
-- claimed but did not attempt go back as they were, so the next run takes them first and counts no attempt for them.
--
--   claim_notifications   as before; ties in due time go by creation, and each row carries due_at, the time it was
--                         due before this claim (what release_notification puts back);
--   release_notification  a claimed attempt that was never made -> pending, attempts - 1, due at its old time.

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

  with picked as (
    select due.id, due.next_attempt_at as due_at
      from public.notifications as due
     where due.status = 'pending'
       and due.next_attempt_at <= now()
     order by due.next_attempt_at, due.created_at, due.id
     limit batch_size
       for update skip locked
  ),
  claimed as (
    update public.notifications as outbox
       set attempts = outbox.attempts + 1,
           next_attempt_at = now() + make_interval(secs => lease_seconds)
      from picked
     where outbox.id = picked.id
    returning outbox.id, outbox.subject, outbox.body, outbox.reply_to, outbox.attempts, outbox.resends,
              outbox.created_at, picked.due_at
  )
  select coalesce(
           jsonb_agg(
             jsonb_build_object(
               'id', claimed.id,
               'subject', claimed.subject,
               'body', claimed.body,
               'reply_to', claimed.reply_to,
               'attempts', claimed.attempts,
               'resends', claimed.resends,
               'due_at', claimed.due_at
             )
             order by claimed.due_at, claimed.created_at, claimed.id
           ),
           '[]'::jsonb
         )
    into claimed_rows
    from claimed;

  return claimed_rows;
end
$$;

comment on function public.claim_notifications(integer, integer) is
  'Claims up to batch_size pending, due notifications, oldest due first, for one delivery attempt each (attempts + 1, leased for lease_seconds); returns [{id, subject, body, reply_to, attempts, resends, due_at}] in that order. service_role only.';

-- Undoes the claim of an attempt that was never made (the run stopped before sending it): the row is due again at
-- due_at, the time claim_notifications returned for it, with its attempt count as before the claim. A note (why it
-- was not sent) replaces the row's last error. Returns false, changing nothing, when the claim is no longer the
-- row's latest or the row was settled meanwhile.
create function public.release_notification(
  notification_id uuid,
  claimed_attempt integer,
  due_at timestamptz,
  note text default null
)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
begin
  if claimed_attempt is null or claimed_attempt < 1 or due_at is null then
    raise exception 'release_notification: claimed_attempt must be at least 1 and due_at must be given'
      using errcode = '22023';
  end if;

  update public.notifications as released
     set attempts = released.attempts - 1,
         next_attempt_at = due_at,
         last_error = coalesce(left(note, 1000), released.last_error)
   where released.id = notification_id
     and released.attempts = claimed_attempt
     and released.status = 'pending';

  return found;
end
$$;

comment on function public.release_notification(uuid, integer, timestamptz, text) is
  'Puts back a claimed notification whose attempt was never made: attempts - 1, due at due_at, last_error = note when given. False when the claim was superseded or settled. service_role only.';

revoke all on function public.release_notification(uuid, integer, timestamptz, text)
  from public, anon, authenticated, service_role;
grant execute on function public.release_notification(uuid, integer, timestamptz, text) to service_role;
