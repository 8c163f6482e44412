import { useId } from 'react';
import { Link } from 'react-router-dom';
import { EstimateSummary } from '@/components/ui/EstimateSummary';
import { type InboxFilters } from '../admin-api';
import { useInbox } from '../inbox/inbox-api';
import {
  responseTimes,
  useResponseRows,
  useTodaySummary,
  type ResponseTimes,
  type TodaySummary,
} from './today-api';
import { KIND_LABEL } from '../inbox/LeadCard';
import { WaitingList } from './WaitingList';
import { ReplyClockBadge } from '../inbox/ReplyClockBadge';
import {
  businessMinutesBetween,
  formatDuration,
  REPLY_WINDOW_MINUTES,
  replyClock,
} from '@shared/reply-clock';
import { QueryStatus } from '../ListStatus';
import { CountsTable } from '../CountsTable';
import { useNow } from '../use-now';

const NEEDS_REPLY: InboxFilters = { view: 'needs-reply', kind: 'all', status: 'new', search: '', page: 0 };

const cardClass = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

/** The owners' first screen of the morning: who is waiting for a reply, and how the week is going. */
export function TodayPanel({ userId }: { userId: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 [overflow-wrap:anywhere]">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Today
      </h2>
      <NeedsReply userId={userId} />
      <Summary userId={userId} />
    </section>
  );
}

function NeedsReply({ userId }: { userId: string }) {
  const id = useId();
  const inbox = useInbox(userId, NEEDS_REPLY);
  const now = useNow();
  const rows = inbox.data?.rows ?? [];
  const total = inbox.data?.total ?? 0;
  const overdue = rows.filter(
    (lead) => lead.created_at && replyClock(new Date(lead.created_at), now).overdue,
  ).length;

  return (
    <div className={cardClass}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        Needs a reply
      </h3>
      <p role="status" className="mt-1 text-slate-700">
        {inbox.isPending
          ? 'Loading…'
          : inbox.isError
            ? `The leads could not be loaded: ${inbox.error.message}`
            : total === 0
              ? 'Nobody is waiting for a reply.'
              : `${total} waiting${overdue > 0 ? `, ${overdue} of the oldest ${rows.length} overdue` : ''}. Oldest first.`}
      </p>
      {rows.length > 0 && (
        <ul aria-labelledby={`${id}-title`} className="mt-3 grid gap-2">
          {rows.slice(0, 10).map((lead) => (
            <li key={`${lead.kind}-${lead.id}`} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">
                {lead.name ?? lead.email ?? 'Someone'}{' '}
                <span className="font-normal text-slate-700">· {KIND_LABEL[lead.kind!]}</span>
              </p>
              {lead.created_at && <ReplyClockBadge createdAt={lead.created_at} now={now} />}
              <EstimateSummary plan={lead.plan} estimate={lead.estimate} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to="/admin?tab=leads" className={linkClass}>
          Answer them in the inbox
        </Link>
      </p>
    </div>
  );
}

function Summary({ userId }: { userId: string }) {
  const summary = useTodaySummary(userId);
  if (!summary.isSuccess)
    return (
      <QueryStatus query={summary} loading="Loading the week…" failed="The summary could not be loaded" />
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FailedNotifications count={summary.data.failed_notifications} />
      <FirstResponse userId={userId} weekStartsAt={summary.data.week_starts_at} />
      <Bookings summary={summary.data} />
      <WaitingList userId={userId} />
      <LeadCountsCard
        title="Leads by kind"
        rows={summary.data.by_kind.map((row) => ({ ...row, label: KIND_LABEL[row.kind] }))}
      />
      <LeadCountsCard
        title="Leads by page"
        rows={summary.data.by_page.map((row) => ({ ...row, label: row.page }))}
      />
    </div>
  );
}

/** Every message of the outbox that failed for good: the owners' emails and texts, the visitors' emails. */
function FailedNotifications({ count }: { count: number }) {
  return (
    <div className={count > 0 ? `${cardClass} border-red-300 bg-red-50` : cardClass}>
      <h3 className="text-lg font-bold text-slate-900">Emails and texts</h3>
      {count > 0 ? (
        <p className="mt-1 font-semibold text-red-800">
          {count === 1 ? '1 email or text failed to send.' : `${count} emails or texts failed to send.`}{' '}
          <Link to="/admin?tab=notifications" className="underline underline-offset-2">
            See and resend them
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">No email or text has failed.</p>
      )}
    </div>
  );
}

const minutesText = (minutes: number | null) =>
  minutes === null ? 'none answered' : formatDuration(minutes);

function ResponseCell({ minutes }: { minutes: number | null }) {
  const late = minutes !== null && minutes > REPLY_WINDOW_MINUTES;
  return (
    <td className={`py-1 text-right tabular-nums ${late ? 'font-bold text-red-800' : ''}`}>
      {minutesText(minutes)}
      {late ? ' (late)' : ''}
    </td>
  );
}

/** This week's median and slowest first response against the promise, beside last week's. */
function FirstResponse({ userId, weekStartsAt }: { userId: string; weekStartsAt: string }) {
  const id = useId();
  const rows = useResponseRows(userId, weekStartsAt);
  const times = rows.data && responseTimes(rows.data, weekStartsAt, businessMinutesBetween);
  const row = (label: string, pick: (week: ResponseTimes) => number | null) =>
    times && (
      <tr className="border-b border-slate-100">
        <th scope="row" className="py-1 pr-2 font-normal">
          {label}
        </th>
        <ResponseCell minutes={pick(times.thisWeek)} />
        <ResponseCell minutes={pick(times.lastWeek)} />
      </tr>
    );
  return (
    <div className={cardClass}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        First response
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Quotes and messages, in business time. The promise: within {formatDuration(REPLY_WINDOW_MINUTES)}.
      </p>
      {rows.isError ? (
        <p role="alert" className="mt-1 text-red-800">
          The response times could not be loaded: {rows.error.message}
        </p>
      ) : !times ? (
        <p role="status" className="mt-1">
          Loading…
        </p>
      ) : (
        <table aria-labelledby={id} className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Time
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-semibold">
                This week
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-semibold">
                Last week
              </th>
            </tr>
          </thead>
          <tbody>
            {row('Median', (week) => week.median)}
            {row('Slowest', (week) => week.slowest)}
            <tr>
              <th scope="row" className="py-1 pr-2 font-normal">
                Waiting
              </th>
              <td className="py-1 text-right tabular-nums">{times.thisWeek.waiting}</td>
              <td className="py-1 text-right tabular-nums">{times.lastWeek.waiting}</td>
            </tr>
          </tbody>
        </table>
      )}
    </div>
  );
}

function Bookings({ summary }: { summary: TodaySummary }) {
  const quotes = summary.quotes_last_30_days;
  const booked = summary.quotes_booked_last_30_days;
  return (
    <div className={cardClass}>
      <h3 className="text-lg font-bold text-slate-900">Quotes booked, last 30 days</h3>
      <p className="mt-1 text-slate-800">
        <span className="text-3xl font-bold text-slate-900">{booked}</span> of {quotes}{' '}
        {quotes === 1 ? 'quote' : 'quotes'} booked
        {quotes > 0 ? ` (${Math.round((booked / quotes) * 100)}%)` : ''}.
      </p>
    </div>
  );
}

function LeadCountsCard({
  title,
  rows,
}: {
  title: string;
  rows: { label: string; this_week: number; last_week: number }[];
}) {
  const id = useId();
  return (
    <div className={cardClass}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-slate-700">No leads this week or last.</p>
      ) : (
        <CountsTable
          labelledBy={id}
          headings={['From', 'This week', 'Last week']}
          rows={rows.map((row) => ({ label: row.label, counts: [row.this_week, row.last_week] }))}
        />
      )}
    </div>
  );
}
