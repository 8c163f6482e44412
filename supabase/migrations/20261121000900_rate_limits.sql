-- Per-client request budgets of the public edge functions (newsletter-signup, quote-request, ...). The counters live
-- in the database so one budget holds across every edge instance. A client is known only by a keyed hash of its
-- address (computed by the function); no IP address is stored.
--
-- Fixed windows: a client's first request opens a window of `window_seconds`; requests in it are counted, and the
-- first request after it ends opens the next one.

create table public.rate_limits (
  bucket text not null,
  client_key text not null,
  window_start timestamptz not null default now(),
  hits integer not null default 1,
  constraint rate_limits_pkey primary key (bucket, client_key),
  constraint rate_limits_bucket_length check (char_length(bucket) between 1 and 100),
  constraint rate_limits_client_key_length check (char_length(client_key) between 1 and 128),
  constraint rate_limits_hits_positive check (hits >= 1)
);

comment on table public.rate_limits is
  'Request counters of the public edge functions, per function (bucket) and hashed client. Written only through check_rate_limit.';

-- The sweep of expired windows below.
create index rate_limits_window_start_idx on public.rate_limits (window_start);

-- No policies: nobody reads or writes the counters through the API; check_rate_limit (SECURITY DEFINER) does.
alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from public, anon, authenticated, service_role;

-- Counts one request of `client_key` against `bucket` and answers whether it is within `max_hits` per
-- `window_seconds`. Requests over the budget are counted too, so a client that keeps hammering stays limited until
-- its window ends.
create function public.check_rate_limit(
  bucket text,
  client_key text,
  max_hits integer,
  window_seconds integer
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  window_length interval;
  current_hits integer;
begin
  if check_rate_limit.max_hits is null or check_rate_limit.max_hits < 1
    or check_rate_limit.window_seconds is null or check_rate_limit.window_seconds not between 1 and 86400 then
    raise exception 'check_rate_limit: max_hits must be >= 1 and window_seconds between 1 and 86400'
      using errcode = '22023';
  end if;

  window_length := make_interval(secs => check_rate_limit.window_seconds);

  insert into public.rate_limits as counter (bucket, client_key, window_start, hits)
  values (check_rate_limit.bucket, check_rate_limit.client_key, now(), 1)
  on conflict on constraint rate_limits_pkey do update
    set window_start = case
          when counter.window_start <= now() - window_length then now()
          else counter.window_start
        end,
        hits = case
          when counter.window_start <= now() - window_length then 1
          else least(counter.hits, 2147483646) + 1
        end
  returning counter.hits into current_hits;

  -- No window is longer than a day, so older counters are dead; sweeping them here keeps the table the size of a
  -- day's clients without a scheduled job (an index range scan that usually finds nothing).
  delete from public.rate_limits as stale
  where stale.window_start < now() - interval '1 day';

  return current_hits <= check_rate_limit.max_hits;
end
$$;

comment on function public.check_rate_limit(text, text, integer, integer) is
  'Counts a request of a hashed client against a function''s budget; true while within max_hits per window_seconds. service_role only.';

revoke all on function public.check_rate_limit(text, text, integer, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.check_rate_limit(text, text, integer, integer) to service_role;
