-- The outbox carries more than the owners' emails: an acknowledgement to the visitor who left an email address with
-- a quote or a message, written in the lead's own transaction like the owners' email, and (below, in later
-- migrations) the owners' text message and the quote's one follow-up. Every row goes through the same claim, send
-- and settle, so each is delivered once however runs overlap.
--
--   audience   'owners' (to LEAD_NOTIFICATION_TO, or the owners' phone for a text) or 'visitor' (to `recipient`,
--              set when the row is written);
--   channel    'email' (Resend) or 'sms' (Twilio);
--   kind       what the message is: the lead's table for the owners' email as before, 'acknowledgement',
--              'owner-text', 'follow-up'. At most one of each kind per lead.
--
-- A visitor's email is written by the deliverer when it is sent (supabase/functions/_shared/visitor-messages.ts): its
-- reply-by time comes from the reply clock, which the browser shares, so the row keeps the lead (payload) and a
-- subject, and its body says so.

alter table public.notifications
  add column audience text not null default 'owners',
  add column channel text not null default 'email',
  add constraint notifications_audience_known check (audience in ('owners', 'visitor')),
  add constraint notifications_channel_known check (channel in ('email', 'sms')),
  add constraint notifications_visitor_recipient check (audience = 'owners' or recipient is not null);

comment on column public.notifications.audience is
  'Who the message is for: the owners, or the visitor at recipient.';
comment on column public.notifications.channel is 'How it is sent: email (Resend) or sms (Twilio).';
comment on table public.notifications is
  'The outbox: the owners'' email about each stored lead, the visitor''s acknowledgement, the owners'' text and a quote''s follow-up, each written once; pending until delivered, sent, or failed after the last attempt.';

-- One row of each kind per lead (was: one row per lead).
drop index public.notifications_quote_request_id_key;
drop index public.notifications_contact_message_id_key;
drop index public.notifications_referral_invite_id_key;
drop index public.notifications_newsletter_subscriber_id_key;
create unique index notifications_quote_request_id_key
  on public.notifications (quote_request_id, kind) where quote_request_id is not null;
create unique index notifications_contact_message_id_key
  on public.notifications (contact_message_id, kind) where contact_message_id is not null;
create unique index notifications_referral_invite_id_key
  on public.notifications (referral_invite_id, kind) where referral_invite_id is not null;
create unique index notifications_newsletter_subscriber_id_key
  on public.notifications (newsletter_subscriber_id, kind) where newsletter_subscriber_id is not null;

-- The visitor's acknowledgement of a quote or a message that left an email address (a quote's contact is a phone or
-- an email: a phone gets nothing, as nobody agreed to a text). SECURITY DEFINER for the same reason as
-- enqueue_lead_notification.
create function private.enqueue_lead_acknowledgement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead constant jsonb := to_jsonb(new);
  address text;
begin
  address := btrim(case tg_table_name
    when 'quote_requests' then lead ->> 'contact'
    when 'contact_messages' then lead ->> 'email'
  end);
  -- A lead stored long after it was sent (an admin's "Migrate Local Data" of what a browser kept) is past answering
  -- at once: its reply-by time is gone.
  if address is null or address not like '%@%' or new.created_at < now() - interval '1 hour' then
    return null;
  end if;

  insert into public.notifications (
    kind, audience, channel, recipient, subject, body, payload, quote_request_id, contact_message_id
  )
  values (
    'acknowledgement',
    'visitor',
    'email',
    left(address, 255),
    case tg_table_name when 'quote_requests' then 'We got your quote request' else 'We got your message' end,
    'Acknowledgement to the visitor, written when sent: what they asked for, the reply-by time, the booking link and the phone.',
    lead,
    case when tg_table_name = 'quote_requests' then new.id end,
    case when tg_table_name = 'contact_messages' then new.id end
  );
  return null;
end
$$;

revoke all on function private.enqueue_lead_acknowledgement() from public;

create trigger quote_requests_acknowledge
  after insert on public.quote_requests
  for each row execute function private.enqueue_lead_acknowledgement();

create trigger contact_messages_acknowledge
  after insert on public.contact_messages
  for each row execute function private.enqueue_lead_acknowledgement();

-- claim_notifications now takes the channels the deliverer can send (a JSON array: "email", "sms", each with a provider
-- configured) and returns
-- what a visitor's message needs too. The new parameter changes the signature, so the function is dropped and made
-- again with the same grants.
drop function public.claim_notifications(integer, integer);

create function public.claim_notifications(
  batch_size integer,
  lease_seconds integer,
  channels jsonb default '["email"]'::jsonb
)
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
       and due.channel in (
             select jsonb_array_elements_text(coalesce(claim_notifications.channels, '["email"]'::jsonb)))
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
    returning outbox.id, outbox.kind, outbox.audience, outbox.channel, outbox.recipient, outbox.subject,
              outbox.body, outbox.reply_to, outbox.payload, outbox.attempts, outbox.resends, outbox.created_at,
              picked.due_at
  )
  select coalesce(
           jsonb_agg(
             jsonb_build_object(
               'id', claimed.id,
               'kind', claimed.kind,
               'audience', claimed.audience,
               'channel', claimed.channel,
               'recipient', case when claimed.audience = 'visitor' then claimed.recipient end,
               'subject', claimed.subject,
               'body', claimed.body,
               'reply_to', claimed.reply_to,
               'payload', claimed.payload,
               'attempts', claimed.attempts,
               'resends', claimed.resends,
               'created_at', claimed.created_at,
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

comment on function public.claim_notifications(integer, integer, jsonb) is
  'Claims up to batch_size pending, due notifications on the given channels, oldest due first, for one delivery attempt each (attempts + 1, leased for lease_seconds); returns [{id, kind, audience, channel, recipient, subject, body, reply_to, payload, attempts, resends, created_at, due_at}] in that order. service_role only.';

revoke all on function public.claim_notifications(integer, integer, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.claim_notifications(integer, integer, jsonb) to service_role;
