-- Owner notifications become a transactional outbox. The row that tells the owners about a lead is written by a
-- trigger in the same transaction as the lead, so a lead is never stored without it (before, the edge function wrote
-- it after replying, and a crash in between lost it). A deliverer (the deliver-notifications function on a schedule,
-- or the local API's timer) claims due rows, sends them through the email provider with the row's id as the
-- provider's idempotency key, and records the outcome: sent, another attempt later with back-off, or failed for good
-- after the last attempt. Without a provider configured, rows stay pending: visible to the admins as waiting.
--
-- Every state change happens in the two functions below, in the database's own clock:
--   claim_notifications   pending and due -> attempts + 1, next_attempt_at pushed past a lease (still pending), so a
--                         deliverer that dies mid-send leaves the row to be claimed again once the lease runs out;
--   settle_notification   the claimed attempt -> sent | pending (retry at a later time) | failed; ignored when the
--                         row was claimed again meanwhile (the attempt counter no longer matches).

alter table public.notifications rename column error to last_error;

alter table public.notifications
  add column reply_to text,
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  -- The lead a notification is about; none for lead-notification rows (a lead kept elsewhere, e.g. the exit modal).
  add column quote_request_id uuid references public.quote_requests (id) on delete cascade,
  add column contact_message_id uuid references public.contact_messages (id) on delete cascade,
  add column referral_invite_id uuid references public.referral_invites (id) on delete cascade,
  add column newsletter_subscriber_id uuid references public.newsletter_subscribers (id) on delete cascade,
  add constraint notifications_attempts_nonnegative check (attempts >= 0),
  add constraint notifications_reply_to_length check (char_length(reply_to) <= 255),
  add constraint notifications_last_error_length check (char_length(last_error) <= 1000),
  add constraint notifications_one_lead check (
    num_nonnulls(quote_request_id, contact_message_id, referral_invite_id, newsletter_subscriber_id) <= 1
  );

comment on table public.notifications is
  'Owner notifications (the outbox): one per stored lead, written with the lead; pending until delivered, sent, or failed after the last attempt.';

-- At most one notification per lead; the indexes also serve the cascades when a lead is deleted.
create unique index notifications_quote_request_id_key
  on public.notifications (quote_request_id) where quote_request_id is not null;
create unique index notifications_contact_message_id_key
  on public.notifications (contact_message_id) where contact_message_id is not null;
create unique index notifications_referral_invite_id_key
  on public.notifications (referral_invite_id) where referral_invite_id is not null;
create unique index notifications_newsletter_subscriber_id_key
  on public.notifications (newsletter_subscriber_id) where newsletter_subscriber_id is not null;

-- The deliverer's scan: pending rows by when they are due.
drop index public.notifications_pending_idx;
create index notifications_due_idx on public.notifications (next_attempt_at) where status = 'pending';

-- Writes the owners' notification of a new lead, whichever way the lead was inserted (edge function, the admin's
-- "Migrate Local Data"). SECURITY DEFINER: the inserting role (service_role, or an admin) need not write
-- notifications itself. Lead fields are read from the row as JSON, so one function serves the four tables. The
-- texts are plain (never HTML); `label: value` lines leave out empty values.
create function private.enqueue_lead_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead constant jsonb := to_jsonb(new);
  signed_in constant text := case when new.user_id is not null then 'yes' end;
  dogs text;
  lead_kind text;
  mail_subject text;
  mail_body text;
  answer_to text;
begin
  case tg_table_name
    when 'quote_requests' then
      dogs := case when (lead ->> 'dog_count')::integer >= 4 then '4+' else lead ->> 'dog_count' end;
      lead_kind := 'quote-request';
      mail_subject := format('New quote request: %s, %s, %s dog%s', lead ->> 'name', lead ->> 'zip_code', dogs,
                        case when dogs = '1' then '' else 's' end);
      mail_body := concat_ws(e'\n',
        'Name: ' || (lead ->> 'name'),
        'ZIP code: ' || (lead ->> 'zip_code'),
        'Service area: ' || case when (lead ->> 'in_service_area')::boolean then 'yes'
                                 else 'not a listed ZIP code: confirm coverage' end,
        'Dogs: ' || dogs,
        'Page: ' || nullif(lead ->> 'page', ''),
        'Signed-in client: ' || signed_in);
    when 'contact_messages' then
      lead_kind := 'contact-message';
      mail_subject := 'New message from ' || (lead ->> 'name');
      mail_body := concat_ws(e'\n',
        'Name: ' || (lead ->> 'name'),
        'Email: ' || (lead ->> 'email'),
        'Phone: ' || nullif(lead ->> 'phone', ''),
        'Page: ' || nullif(lead ->> 'page', ''),
        'Signed-in client: ' || signed_in) || e'\n\n' || (lead ->> 'message');
      answer_to := lead ->> 'email';
    when 'referral_invites' then
      lead_kind := 'referral-invite';
      mail_subject := format('New referral: %s invited by %s', lead ->> 'referred_name', lead ->> 'referrer_email');
      mail_body := concat_ws(e'\n',
        'Referred friend: ' || (lead ->> 'referred_name'),
        'Friend’s email: ' || (lead ->> 'referred_email'),
        'Invited by: ' || (lead ->> 'referrer_email'),
        'Signed-in client: ' || signed_in) || coalesce(e'\n\n' || nullif(lead ->> 'message', ''), '');
      -- The friend is the new lead the owners will want to answer.
      answer_to := lead ->> 'referred_email';
    when 'newsletter_subscribers' then
      lead_kind := 'newsletter-signup';
      mail_subject := 'New newsletter subscriber: ' || (lead ->> 'email');
      mail_body := concat_ws(e'\n',
        'Email: ' || (lead ->> 'email'),
        'Source: ' || (lead ->> 'source'),
        'Page: ' || nullif(lead ->> 'page', ''),
        'Signed-in client: ' || signed_in);
      answer_to := lead ->> 'email';
    else
      raise exception 'enqueue_lead_notification: no notification for table %', tg_table_name;
  end case;

  insert into public.notifications (
    kind, subject, body, reply_to, payload,
    quote_request_id, contact_message_id, referral_invite_id, newsletter_subscriber_id
  )
  values (
    lead_kind,
    -- Subjects are one line of at most 200 characters.
    left(btrim(regexp_replace(mail_subject, '\s+', ' ', 'g')), 200),
    mail_body,
    left(answer_to, 255),
    lead,
    case when tg_table_name = 'quote_requests' then new.id end,
    case when tg_table_name = 'contact_messages' then new.id end,
    case when tg_table_name = 'referral_invites' then new.id end,
    case when tg_table_name = 'newsletter_subscribers' then new.id end
  );
  return null;
end
$$;

revoke all on function private.enqueue_lead_notification() from public;

create trigger quote_requests_notify_owners
  after insert on public.quote_requests
  for each row execute function private.enqueue_lead_notification();

create trigger contact_messages_notify_owners
  after insert on public.contact_messages
  for each row execute function private.enqueue_lead_notification();

create trigger referral_invites_notify_owners
  after insert on public.referral_invites
  for each row execute function private.enqueue_lead_notification();

create trigger newsletter_subscribers_notify_owners
  after insert on public.newsletter_subscribers
  for each row execute function private.enqueue_lead_notification();

-- Claims up to batch_size due notifications for one delivery attempt each, and returns what the email needs as a JSON
-- array of {id, subject, body, reply_to, attempts}. FOR UPDATE SKIP LOCKED: two deliverers running at once claim
-- different rows. The lease (next_attempt_at moved lease_seconds ahead) keeps the row from being claimed again while
-- it is being sent, and frees it if the deliverer dies before settling it.
create function public.claim_notifications(batch_size integer, lease_seconds integer)
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
    returning outbox.id, outbox.subject, outbox.body, outbox.reply_to, outbox.attempts, outbox.created_at
  )
  select coalesce(
           jsonb_agg(
             jsonb_build_object(
               'id', claimed.id,
               'subject', claimed.subject,
               'body', claimed.body,
               'reply_to', claimed.reply_to,
               'attempts', claimed.attempts
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

comment on function public.claim_notifications(integer, integer) is
  'Claims up to batch_size pending, due notifications for one delivery attempt each (attempts + 1, leased for lease_seconds); returns [{id, subject, body, reply_to, attempts}]. service_role only.';

-- Records the outcome of a claimed attempt: failure null = sent; a failure with retry_in_seconds = pending again,
-- due then; a failure without = failed for good. Returns the new status, or null when the attempt is no longer the
-- row's latest (its lease ran out and another deliverer claimed it), in which case nothing changes.
create function public.settle_notification(
  notification_id uuid,
  claimed_attempt integer,
  delivered_to text,
  failure text default null,
  retry_in_seconds integer default null
)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  new_status text;
begin
  if retry_in_seconds is not null and retry_in_seconds not between 1 and 86400 then
    raise exception 'settle_notification: retry_in_seconds must be between 1 and 86400' using errcode = '22023';
  end if;

  update public.notifications as settled
     set status = case
           when failure is null then 'sent'
           when retry_in_seconds is null then 'failed'
           else 'pending'
         end,
         sent_at = case when failure is null then now() end,
         recipient = left(delivered_to, 255),
         last_error = left(failure, 1000),
         next_attempt_at = case
           when failure is not null and retry_in_seconds is not null
             then now() + make_interval(secs => retry_in_seconds)
           else settled.next_attempt_at
         end
   where settled.id = notification_id
     and settled.attempts = claimed_attempt
     and settled.status = 'pending'
  returning settled.status into new_status;

  return new_status;
end
$$;

comment on function public.settle_notification(uuid, integer, text, text, integer) is
  'Records a claimed delivery attempt: sent, pending again after retry_in_seconds, or failed. Null when the claim was superseded. service_role only.';

revoke all on function public.claim_notifications(integer, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.claim_notifications(integer, integer) to service_role;

revoke all on function public.settle_notification(uuid, integer, text, text, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.settle_notification(uuid, integer, text, text, integer) to service_role;
