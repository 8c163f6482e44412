-- The email provider's rate limit (Resend: 2 requests a second by default) counts every request the project makes,
-- so the pace of the owners' notifications must hold across delivery runs, not only within one: the scheduled run,
-- a run called by hand and the local API's timer may overlap. Each send now takes a slot here first.
--
--   notification_send_slots   one row per send: when it was allowed to start, when it ended (null while in
--                             flight), and when it counts as ended if its deliverer never says (it died mid-send);
--   begin_notification_send   grants a slot, or says how long to wait for one; it also ends the caller's previous
--                             slot, if named, so a run that sends one email after another makes one call a send;
--   end_notification_send     records that the send's request has been answered (a run's last send).
--
-- The rule: with `per_second` sends allowed a second, a send may start only a second after the send `per_second`
-- slots before it has ENDED. A request reaches the provider after its slot was granted and before its end is
-- recorded, so any `per_second + 1` sends reach the provider more than a second apart from first to last, however
-- late each one arrives: a slow machine or network only makes the pace lower, never higher.

create table public.notification_send_slots (
  id bigint generated always as identity primary key,
  granted_at timestamptz not null,
  finished_at timestamptz,
  expires_at timestamptz not null,
  constraint notification_send_slots_expiry check (expires_at > granted_at),
  constraint notification_send_slots_finish check (finished_at is null or finished_at >= granted_at)
);

comment on table public.notification_send_slots is
  'One row per notification email sent (or being sent), for the provider''s rate limit across delivery runs. Written only through begin_notification_send and end_notification_send.';

-- The sweep of old slots below.
create index notification_send_slots_granted_at_idx on public.notification_send_slots (granted_at);

-- No policies: nobody reads or writes the slots through the API; the two functions (SECURITY DEFINER) do.
alter table public.notification_send_slots enable row level security;
revoke all on table public.notification_send_slots from public, anon, authenticated, service_role;

-- Grants a slot to start one send now: {"slot": id}. Or, when the send `per_second` slots back has not ended a
-- second ago, {"wait_ms": n}: ask again after n ms (1000 while that send is still in flight, since it can end no
-- sooner than now). `max_send_seconds` bounds the send: past it, a slot never ended counts as ended. `ended_slot`,
-- when given, is the caller's previous slot, whose send has been answered: it is ended first, as
-- end_notification_send would.
create function public.begin_notification_send(
  per_second integer,
  max_send_seconds integer,
  ended_slot bigint default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  started timestamptz;
  previous_finished timestamptz;
  previous_expires timestamptz;
  free_at timestamptz;
  granted bigint;
begin
  if per_second is null or per_second not between 1 and 1000
    or max_send_seconds is null or max_send_seconds not between 1 and 300 then
    raise exception 'begin_notification_send: per_second must be between 1 and 1000 and max_send_seconds between 1 and 300'
      using errcode = '22023';
  end if;

  -- One grant at a time, so two runs asking at once see each other's slots.
  lock table public.notification_send_slots in exclusive mode;
  started := clock_timestamp();

  update public.notification_send_slots as ended
     set finished_at = greatest(started, ended.granted_at)
   where ended.id = begin_notification_send.ended_slot
     and ended.finished_at is null;

  select slot.finished_at, slot.expires_at
    into previous_finished, previous_expires
    from public.notification_send_slots as slot
   order by slot.id desc
   offset per_second - 1
   limit 1;

  if found then
    if previous_finished is null and previous_expires > started then
      return jsonb_build_object('wait_ms', 1000);
    end if;
    -- Its recorded end; its expiry only when its deliverer never recorded one.
    free_at := coalesce(previous_finished, previous_expires) + interval '1 second';
    if free_at > started then
      return jsonb_build_object('wait_ms', ceil(extract(epoch from free_at - started) * 1000)::integer);
    end if;
  end if;

  insert into public.notification_send_slots (granted_at, expires_at)
  values (started, started + make_interval(secs => max_send_seconds))
  returning id into granted;

  -- Slots granted ten minutes ago ended long ago (no send lasts over 300 s), so no rule reads them again. They are
  -- the oldest rows, so the sweep never removes a slot between two that still count.
  delete from public.notification_send_slots as old
   where old.granted_at < started - interval '10 minutes';

  return jsonb_build_object('slot', granted);
end
$$;

comment on function public.begin_notification_send(integer, integer, bigint) is
  'Grants a slot for one notification email under the provider''s rate limit, shared by every delivery run: {"slot": id}, or {"wait_ms": n} to ask again later; ends ended_slot first when given. service_role only.';

-- Records that the send of a slot has been answered (or given up on): the slot `per_second` after it may start a
-- second later. False when the slot is unknown or already ended.
create function public.end_notification_send(slot bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.notification_send_slots as ended
     set finished_at = greatest(clock_timestamp(), ended.granted_at)
   where ended.id = end_notification_send.slot
     and ended.finished_at is null;
  return found;
end
$$;

comment on function public.end_notification_send(bigint) is
  'Records that a notification email''s request was answered, ending its rate-limit slot. service_role only.';

revoke all on function public.begin_notification_send(integer, integer, bigint)
  from public, anon, authenticated, service_role;
grant execute on function public.begin_notification_send(integer, integer, bigint) to service_role;

revoke all on function public.end_notification_send(bigint) from public, anon, authenticated, service_role;
grant execute on function public.end_notification_send(bigint) to service_role;
