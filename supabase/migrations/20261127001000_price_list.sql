-- The owners' price list, which the instant estimate prices from (docs/product.md, "The owners' price list").
--
-- A list is a version: one price per cell, in whole cents, or null where the owners quote on site. Saving makes a
-- new version and never changes an old one, so a lead keeps the version it was priced with. The newest version is
-- the active one; anyone may read it (the quote form prices from it), admins read every version.

create table public.price_cells (
  cell text primary key,
  label text not null,
  position integer not null,
  -- Whether the owners may leave this cell as "we quote on site" (null).
  quote_on_site_allowed boolean not null,
  constraint price_cells_position_unique unique (position),
  constraint price_cells_cell_format check (cell ~ '^[a-z0-9_.]{1,60}$'),
  constraint price_cells_label_length check (char_length(label) between 1 and 100)
);

comment on table public.price_cells is
  'The cells of every price list: what each price is for, in the owners'' words. Changed only by migrations.';

insert into public.price_cells (cell, label, position, quote_on_site_allowed) values
  ('plan.weekly.first_dog', 'weekly, 1 dog', 1, false),
  ('plan.weekly.extra_dog', 'weekly, each extra dog', 2, false),
  ('plan.weekly.deodorizing', 'weekly, deodorizing a visit', 3, false),
  ('plan.every_other_week.first_dog', 'every other week, 1 dog', 4, false),
  ('plan.every_other_week.extra_dog', 'every other week, each extra dog', 5, false),
  ('plan.every_other_week.deodorizing', 'every other week, deodorizing a visit', 6, false),
  ('plan.twice_weekly.first_dog', 'twice a week, 1 dog', 7, false),
  ('plan.twice_weekly.extra_dog', 'twice a week, each extra dog', 8, false),
  ('plan.twice_weekly.deodorizing', 'twice a week, deodorizing a visit', 9, false),
  ('plan.one_time.first_dog', 'one-time cleanup, 1 dog', 10, false),
  ('plan.one_time.extra_dog', 'one-time cleanup, each extra dog', 11, false),
  ('plan.one_time.deodorizing', 'one-time cleanup, deodorizing', 12, false),
  ('first_visit.recurring.within_1_week', 'first visit, yard cleaned within 1 week', 13, true),
  ('first_visit.recurring.1_4_weeks', 'first visit, yard cleaned 1-4 weeks ago', 14, true),
  ('first_visit.recurring.1_3_months', 'first visit, yard cleaned 1-3 months ago', 15, true),
  ('first_visit.recurring.longer', 'first visit, yard cleaned longer ago or never', 16, true),
  ('first_visit.one_time.within_1_week', 'one-time cleanup, yard cleaned within 1 week', 17, true),
  ('first_visit.one_time.1_4_weeks', 'one-time cleanup, yard cleaned 1-4 weeks ago', 18, true),
  ('first_visit.one_time.1_3_months', 'one-time cleanup, yard cleaned 1-3 months ago', 19, true),
  ('first_visit.one_time.longer', 'one-time cleanup, yard cleaned longer ago or never', 20, true),
  ('yard.recurring.standard', 'standard yard (up to 1/4 acre), a visit', 21, true),
  ('yard.recurring.large', 'large yard (1/4 to 1/2 acre), a visit', 22, true),
  ('yard.recurring.over_half_acre', 'yard over 1/2 acre, a visit', 23, true),
  ('yard.one_time.standard', 'one-time cleanup, standard yard', 24, true),
  ('yard.one_time.large', 'one-time cleanup, large yard', 25, true),
  ('yard.one_time.over_half_acre', 'one-time cleanup, yard over 1/2 acre', 26, true),
  ('credit.welcome', 'welcome code WELCOME10, off the first visit', 27, false),
  ('credit.referral', 'referral credit', 28, false);

create table public.price_list_versions (
  version integer generated always as identity primary key,
  saved_at timestamptz not null default now(),
  saved_by uuid references auth.users (id) on delete set null
);

comment on table public.price_list_versions is
  'Every saved price list; the newest is the active one. Written only through save_price_list.';

create table public.price_list_prices (
  version integer not null references public.price_list_versions (version) on delete restrict,
  cell text not null references public.price_cells (cell) on delete restrict,
  -- Whole cents; null: we quote on site.
  cents integer,
  constraint price_list_prices_pkey primary key (version, cell),
  constraint price_list_prices_cents_range check (cents between 0 and 100000)
);

comment on table public.price_list_prices is
  'The prices of each price list version, one row per cell. Written only through save_price_list.';

-- The version the site prices from. SECURITY DEFINER so that the read policies below can ask it without
-- recursing through price_list_versions' own policy; anyone may call it, as anyone may read that version.
create function public.active_price_list_version()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select max(version) from public.price_list_versions
$$;

revoke all on function public.active_price_list_version() from public, anon, authenticated, service_role;
grant execute on function public.active_price_list_version() to anon, authenticated, service_role;

alter table public.price_cells enable row level security;
alter table public.price_list_versions enable row level security;
alter table public.price_list_prices enable row level security;

revoke all on table public.price_cells, public.price_list_versions, public.price_list_prices
  from public, anon, authenticated;
grant select on table public.price_cells, public.price_list_versions, public.price_list_prices
  to anon, authenticated;

create policy "Anyone reads the cells"
  on public.price_cells
  for select
  to anon, authenticated
  using (true);

create policy "Anyone reads the active version"
  on public.price_list_versions
  for select
  to anon, authenticated
  using (version = (select public.active_price_list_version()));

create policy "Admins read every version"
  on public.price_list_versions
  for select
  to authenticated
  using ((select public.is_admin()));

create policy "Anyone reads the active prices"
  on public.price_list_prices
  for select
  to anon, authenticated
  using (version = (select public.active_price_list_version()));

create policy "Admins read every version's prices"
  on public.price_list_prices
  for select
  to authenticated
  using ((select public.is_admin()));

-- The seeded defaults (docs/product.md): the prices the site showed before the list (weekly from $25, one-time
-- from $75, deodorizing $15) and placeholders for the owners to replace.
insert into public.price_list_versions (saved_by) values (null);

insert into public.price_list_prices (version, cell, cents) values
  (1, 'plan.weekly.first_dog', 2500),
  (1, 'plan.weekly.extra_dog', 500),
  (1, 'plan.weekly.deodorizing', 0),
  (1, 'plan.every_other_week.first_dog', 3500),
  (1, 'plan.every_other_week.extra_dog', 500),
  (1, 'plan.every_other_week.deodorizing', 1500),
  (1, 'plan.twice_weekly.first_dog', 2000),
  (1, 'plan.twice_weekly.extra_dog', 400),
  (1, 'plan.twice_weekly.deodorizing', 0),
  (1, 'plan.one_time.first_dog', 7500),
  (1, 'plan.one_time.extra_dog', 1000),
  (1, 'plan.one_time.deodorizing', 1500),
  (1, 'first_visit.recurring.within_1_week', 0),
  (1, 'first_visit.recurring.1_4_weeks', 2500),
  (1, 'first_visit.recurring.1_3_months', 5000),
  (1, 'first_visit.recurring.longer', null),
  (1, 'first_visit.one_time.within_1_week', 0),
  (1, 'first_visit.one_time.1_4_weeks', 0),
  (1, 'first_visit.one_time.1_3_months', 2500),
  (1, 'first_visit.one_time.longer', null),
  (1, 'yard.recurring.standard', 0),
  (1, 'yard.recurring.large', 500),
  (1, 'yard.recurring.over_half_acre', null),
  (1, 'yard.one_time.standard', 0),
  (1, 'yard.one_time.large', 2500),
  (1, 'yard.one_time.over_half_acre', null),
  (1, 'credit.welcome', 1000),
  (1, 'credit.referral', 2500);

-- "$25", "$27.50", or "we quote on site": a cell's price in the owners' words, for the Activity log.
create function private.price_text(cents integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when cents is null then 'we quote on site'
    when cents % 100 = 0 then '$' || (cents / 100)::text
    else '$' || to_char(cents / 100.0, 'FM999990.00')
  end
$$;

revoke all on function private.price_text(integer) from public, anon, authenticated, service_role;

-- Saves a new version of the list from `prices`, an object of every cell's price in cents (a number) or null (we
-- quote on site, where the cell allows it). Every cell is checked; a list with any error is refused whole (22023)
-- with an object of cell -> message in the error's detail. Admins only (42501). A list equal to the active one
-- saves nothing. Returns the active version and the changes, which the Activity log keeps in words
-- ("weekly, 1 dog: $25 → $28").
create function public.save_price_list(prices jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  errors jsonb := '{}'::jsonb;
  valid jsonb := '{}'::jsonb;
  changes jsonb := '[]'::jsonb;
  active integer := public.active_price_list_version();
  saved integer;
  cell_row record;
  entry jsonb;
  amount numeric;
  unknown text;
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can change the price list' using errcode = '42501';
  end if;
  if jsonb_typeof(save_price_list.prices) is distinct from 'object' then
    raise exception 'The price list must be an object of cell prices' using errcode = '22023';
  end if;

  for unknown in
    select key from jsonb_object_keys(save_price_list.prices) as key
    where key not in (select cell from public.price_cells)
  loop
    errors := errors || jsonb_build_object(unknown, 'Not a cell of the price list.');
  end loop;

  for cell_row in select cell, quote_on_site_allowed from public.price_cells order by position loop
    entry := save_price_list.prices -> cell_row.cell;
    if entry is null then
      errors := errors || jsonb_build_object(cell_row.cell, 'Enter a price.');
    elsif jsonb_typeof(entry) = 'null' then
      if cell_row.quote_on_site_allowed then
        valid := valid || jsonb_build_object(cell_row.cell, null);
      else
        errors := errors || jsonb_build_object(cell_row.cell, 'Enter a price: this one can''t be quoted on site.');
      end if;
    elsif jsonb_typeof(entry) <> 'number' then
      errors := errors || jsonb_build_object(cell_row.cell, 'Enter a price in dollars and cents.');
    else
      amount := entry::numeric;
      if amount <> trunc(amount) then
        errors := errors || jsonb_build_object(cell_row.cell, 'Use whole cents.');
      elsif amount < 0 or amount > 100000 then
        errors := errors || jsonb_build_object(cell_row.cell, 'Enter a price from $0 to $1,000.');
      else
        valid := valid || jsonb_build_object(cell_row.cell, amount::integer);
      end if;
    end if;
  end loop;

  if errors <> '{}'::jsonb then
    raise exception 'The price list was not saved: check the marked prices'
      using errcode = '22023', detail = errors::text;
  end if;

  with proposed as (
    select key as cell, (value #>> '{}')::integer as cents from jsonb_each(valid)
  )
  select coalesce(jsonb_agg(
           c.label || ': ' || private.price_text(p.cents) || ' → ' || private.price_text(n.cents)
           order by c.position
         ), '[]'::jsonb)
  into changes
  from public.price_cells as c
  join proposed as n on n.cell = c.cell
  left join public.price_list_prices as p on p.version = active and p.cell = c.cell
  where n.cents is distinct from p.cents;

  if changes = '[]'::jsonb then
    return jsonb_build_object('version', active, 'changes', changes);
  end if;

  insert into public.price_list_versions (saved_by) values ((select auth.uid())) returning version into saved;
  insert into public.price_list_prices (version, cell, cents)
  select saved, key, (value #>> '{}')::integer from jsonb_each(valid);

  insert into public.audit_logs (user_id, action_type, table_name, record_id, old_values, new_values)
  values (
    (select auth.uid()),
    'price_list_change',
    'price_list_versions',
    saved::text,
    jsonb_build_object('version', active),
    jsonb_build_object('version', saved, 'changes', changes)
  );

  return jsonb_build_object('version', saved, 'changes', changes);
end
$$;

comment on function public.save_price_list(jsonb) is
  'Saves a new price list version from an object of cell -> cents (or null: we quote on site); admins only.';

revoke all on function public.save_price_list(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.save_price_list(jsonb) to authenticated;
