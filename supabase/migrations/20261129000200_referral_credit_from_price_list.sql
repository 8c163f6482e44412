-- A referral is worth the referral credit of the price list active when the friend signed up, which is what the site
-- promised them both then; it was a fixed $25 (the column's default) whatever the owners set in /admin -> Prices.
-- A referral keeps its value when the list changes later, as a quote keeps its estimate.

create function private.referral_credit_from_price_list()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.credit_cents := coalesce(
    (select p.cents
       from public.price_list_prices as p
      where p.version = (select public.active_price_list_version())
        and p.cell = 'credit.referral'),
    new.credit_cents);
  return new;
end
$$;

revoke all on function private.referral_credit_from_price_list() from public;

create trigger referrals_credit_from_price_list
  before insert on public.referrals
  for each row execute function private.referral_credit_from_price_list();

comment on column public.referrals.credit_cents is
  'What the credit is worth: the price list''s referral credit when the friend signed up (the default only when the list has none).';
