-- The admin Activity log names what each action touched: the lead (a quote's name, a message's name and email, a
-- referral invite's referrer, a subscriber's email), the account whose admin role changed, the referral decided,
-- the notification sent again. audit_logs keeps only the table and the record's id, so the name is looked up when
-- the log is read, and a lead deleted since then says so.
--
-- security_invoker: the view reads audit_logs, the lead tables and profiles with the caller's rights, so their RLS
-- decides. Admins see every entry with its label; anyone else sees no entry at all.
--
-- Each label is a scalar subquery by primary key inside a CASE on table_name, so reading the newest 30 entries
-- (the Activity page) is a walk of audit_logs_created_at_idx with at most two index lookups per entry. record_id is
-- free text (log_admin_action accepts any), so it is cast to uuid only once it has the shape of one: a stray value
-- gives no label instead of failing the whole read.

create view public.admin_activity
with (security_invoker = true)
as
select
  a.id,
  a.user_id,
  (select p.email from public.profiles as p where p.id = a.user_id) as actor_email,
  a.action_type,
  a.table_name,
  a.record_id,
  a.old_values,
  a.new_values,
  a.severity,
  a.created_at,
  case
    when a.record_id is null
      or a.record_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then null
    when a.table_name = 'quote_requests' then coalesce(
      (select q.name from public.quote_requests as q where q.id = a.record_id::uuid),
      'a deleted lead'
    )
    when a.table_name = 'contact_messages' then coalesce(
      (select c.name || ' (' || c.email || ')' from public.contact_messages as c where c.id = a.record_id::uuid),
      'a deleted lead'
    )
    when a.table_name = 'referral_invites' then coalesce(
      (select r.referrer_email from public.referral_invites as r where r.id = a.record_id::uuid),
      'a deleted lead'
    )
    when a.table_name = 'newsletter_subscribers' then coalesce(
      (select s.email from public.newsletter_subscribers as s where s.id = a.record_id::uuid),
      'a deleted lead'
    )
    -- The account's address now, else the one logged with the change (the account may have been deleted since).
    when a.table_name = 'user_roles' then coalesce(
      (select p.email from public.profiles as p where p.id = a.record_id::uuid),
      a.new_values ->> 'email',
      'a deleted account'
    )
    when a.table_name = 'referrals' then coalesce(
      (
        select coalesce(referrer.email, 'an account') || ' referred ' || coalesce(friend.email, 'an account')
        from public.referrals as r
        join public.profiles as referrer on referrer.id = r.referrer_id
        join public.profiles as friend on friend.id = r.referred_id
        where r.id = a.record_id::uuid
      ),
      'a deleted referral'
    )
    when a.table_name = 'notifications' then coalesce(
      (select n.subject from public.notifications as n where n.id = a.record_id::uuid),
      'a deleted notification'
    )
  end as record_label
from public.audit_logs as a;

comment on view public.admin_activity is
  'audit_logs with the acting admin''s email and a record_label naming the record each entry touched. Admins only, through the tables'' RLS.';

revoke all on table public.admin_activity from anon, authenticated;
grant select on table public.admin_activity to authenticated;
