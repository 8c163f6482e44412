import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Search from 'lucide-react/icons/search';
import { useId, useState, type FormEvent } from 'react';
import { formatDate, formatDateTime } from '@/lib/account-query';
import {
  INBOX_PAGE_SIZE,
  LEAD_KINDS,
  LEAD_STATUSES,
  useInbox,
  useInboxVisit,
  useUpdateLead,
  type InboxFilters,
  type InboxRow,
  type LeadKind,
  type LeadStatus,
} from './admin-api';
import { useAfterAdminAction } from './high-activity';

export const KIND_LABEL: Record<LeadKind, string> = {
  quote_requests: 'Quote',
  contact_messages: 'Message',
  referral_invites: 'Referral invite',
  newsletter_subscribers: 'Subscriber',
};

const STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  closed: 'Closed',
  lost: 'Lost',
};

const selectClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/** The owners' inbox: every lead, newest first, filtered and searched on the server, a page at a time. */
export function LeadsInbox({ userId }: { userId: string }) {
  const id = useId();
  const [filters, setFilters] = useState<InboxFilters>({ kind: 'all', status: 'all', search: '', page: 0 });
  const [searchText, setSearchText] = useState('');
  const inbox = useInbox(userId, filters);
  const visit = useInboxVisit(userId);
  const newSince = visit.data;

  const update = (patch: Partial<InboxFilters>) => setFilters((f) => ({ ...f, page: 0, ...patch }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText });
  };

  const total = inbox.data?.total ?? 0;
  const first = filters.page * INBOX_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Leads
      </h2>
      <form
        role="search"
        aria-label="Filter leads"
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_2fr]"
        onSubmit={onSearch}
      >
        <div>
          <label htmlFor={`${id}-kind`} className="font-semibold text-slate-900">
            Kind
          </label>
          <select
            id={`${id}-kind`}
            className={selectClass}
            value={filters.kind}
            onChange={(e) => update({ kind: e.target.value as InboxFilters['kind'] })}
          >
            <option value="all">All kinds</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABEL[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="font-semibold text-slate-900">
            Status
          </label>
          <select
            id={`${id}-status`}
            className={selectClass}
            value={filters.status}
            onChange={(e) => update({ status: e.target.value as InboxFilters['status'] })}
          >
            <option value="all">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-search`} className="font-semibold text-slate-900">
            Name or email
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${id}-search`}
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
            />
            <button type="submit" className="btn btn-primary px-4">
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only sm:not-sr-only">Search</span>
            </button>
          </div>
        </div>
      </form>

      <p role="status" className="mt-4 text-slate-700">
        {inbox.isPending
          ? 'Loading leads...'
          : inbox.isError
            ? ''
            : total === 0
              ? 'No leads match.'
              : `Showing ${first + 1}–${Math.min(first + INBOX_PAGE_SIZE, total)} of ${total.toLocaleString('en-US')}`}
      </p>
      {inbox.isError && (
        <p role="alert" className="mt-2 text-red-800">
          The leads could not be loaded: {inbox.error.message}
        </p>
      )}

      <ul className="mt-3 grid gap-3" aria-label="Leads" aria-busy={inbox.isFetching || undefined}>
        {inbox.data?.rows.map((lead) => (
          <LeadCard
            key={`${lead.kind}-${lead.id}`}
            lead={lead}
            isNew={!!lead.created_at && (newSince === null || (!!newSince && lead.created_at > newSince))}
            userId={userId}
          />
        ))}
      </ul>

      {total > INBOX_PAGE_SIZE && (
        <nav aria-label="Lead pages" className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={filters.page === 0 || undefined}
            onClick={() => filters.page > 0 && setFilters((f) => ({ ...f, page: f.page - 1 }))}
          >
            Newer
          </button>
          <span className="text-slate-700">
            Page {filters.page + 1} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={filters.page + 1 >= pages || undefined}
            onClick={() => filters.page + 1 < pages && setFilters((f) => ({ ...f, page: f.page + 1 }))}
          >
            Older
          </button>
        </nav>
      )}
    </section>
  );
}

function LeadDetails({ lead }: { lead: InboxRow }) {
  const details: [string, string][] = [];
  if (lead.dog_count !== null) details.push(['Dogs', lead.dog_count >= 4 ? '4+' : String(lead.dog_count)]);
  if (lead.zip_code)
    details.push([
      'ZIP',
      `${lead.zip_code} (${lead.in_service_area ? 'in our area' : 'not a listed ZIP: confirm coverage'})`,
    ]);
  if (lead.referred_name) details.push(['Friend', `${lead.referred_name} <${lead.referred_email ?? ''}>`]);
  if (lead.source) details.push(['Source', lead.source]);
  if (lead.page) details.push(['Page', lead.page]);
  return (
    <>
      {lead.message && <p className="mt-2 whitespace-pre-line break-words text-slate-800">{lead.message}</p>}
      {details.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-600">{term}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

function LeadCard({ lead, isNew, userId }: { lead: InboxRow; isNew: boolean; userId: string }) {
  const id = useId();
  const save = useUpdateLead(userId);
  const afterAction = useAfterAdminAction(userId);
  const [status, setStatus] = useState<LeadStatus>((lead.status as LeadStatus | null) ?? 'new');
  const [note, setNote] = useState(lead.note ?? '');
  const kind = lead.kind!;
  const person = lead.name ?? lead.email ?? 'Someone';
  const changed = status !== (lead.status ?? 'new') || note.trim() !== (lead.note ?? '');

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    save.mutate({ kind, id: lead.id!, status, note }, { onSuccess: afterAction });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
          {KIND_LABEL[kind]}
        </span>
        {isNew && (
          <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-sm font-bold text-slate-950">
            New since your last visit
          </span>
        )}
        <span className="ml-auto text-sm text-slate-600">
          {lead.created_at ? formatDateTime(lead.created_at) : ''}
        </span>
      </div>
      <p className="mt-2 text-lg font-semibold text-slate-900 break-words">{person}</p>
      <div className="mt-1 flex flex-wrap gap-2">
        {lead.phone && (
          <a
            href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
            className="btn btn-outline min-h-11 px-3 py-1.5 text-sm"
          >
            <Phone aria-hidden="true" className="size-4" />
            Call {lead.phone}
          </a>
        )}
        {!lead.email && lead.account_email && (
          <a
            href={`mailto:${lead.account_email}`}
            className="btn btn-outline min-h-11 px-3 py-1.5 text-sm break-all"
          >
            <Mail aria-hidden="true" className="size-4" />
            {lead.account_email} (website account)
          </a>
        )}
        {lead.email && (
          <a href={`mailto:${lead.email}`} className="btn btn-outline min-h-11 px-3 py-1.5 text-sm break-all">
            <Mail aria-hidden="true" className="size-4" />
            {lead.email}
          </a>
        )}
        {lead.referred_email && (
          <a
            href={`mailto:${lead.referred_email}`}
            className="btn btn-outline min-h-11 px-3 py-1.5 text-sm break-all"
          >
            <Mail aria-hidden="true" className="size-4" />
            Email the friend
          </a>
        )}
      </div>
      <LeadDetails lead={lead} />
      <form
        className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        onSubmit={onSave}
        aria-label={`Status of ${person}'s ${KIND_LABEL[kind].toLowerCase()}`}
      >
        <div>
          <label htmlFor={`${id}-status`} className="text-sm font-semibold text-slate-900">
            Status
          </label>
          <select
            id={`${id}-status`}
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className="text-sm font-semibold text-slate-900">
            Note
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={!changed || save.isPending || undefined}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
      </form>
      <p role="status" className="mt-1 text-sm">
        {save.isError ? <span className="text-red-800">Not saved: {save.error.message}</span> : ''}
        {save.isSuccess && !changed ? (
          <span className="text-slate-700">
            Saved{lead.status_changed_at ? ` (${formatDate(lead.status_changed_at)})` : ''}.
          </span>
        ) : (
          ''
        )}
      </p>
    </li>
  );
}
