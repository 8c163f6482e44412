import Search from 'lucide-react/icons/search';
import { useId, useState, type FormEvent } from 'react';
import type { InboxFilters } from '../admin-api';
import { INBOX_PAGE_SIZE, useInbox, useInboxVisit } from './inbox-api';
import { KIND_LABEL, LeadCard, STATUS_LABEL } from './LeadCard';
import { LabelledSelect } from './LabelledSelect';
import { useNow } from '../use-now';

const VIEWS: { value: InboxFilters['view']; label: string }[] = [
  { value: 'needs-reply', label: 'Needs a reply' },
  { value: 'all', label: 'All leads' },
];

const KIND_OPTIONS: Record<InboxFilters['kind'], string> = { all: 'All kinds', ...KIND_LABEL };
const STATUS_OPTIONS: Record<InboxFilters['status'], string> = { all: 'Any status', ...STATUS_LABEL };

/**
 * The owners' inbox, filtered and searched on the server, a page at a time: first the leads that need a reply (New,
 * oldest first, each with its reply clock), or every lead, newest first.
 */
export function LeadsInbox({ userId }: { userId: string }) {
  const id = useId();
  const [filters, setFilters] = useState<InboxFilters>({
    view: 'needs-reply',
    kind: 'all',
    status: 'all',
    search: '',
    page: 0,
  });
  const [searchText, setSearchText] = useState('');
  const inbox = useInbox(userId, filters);
  const visit = useInboxVisit(userId);
  const newSince = visit.data;
  const now = useNow();

  const update = (patch: Partial<InboxFilters>) => setFilters((f) => ({ ...f, page: 0, ...patch }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText });
  };

  const total = inbox.data?.total ?? 0;
  const first = filters.page * INBOX_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  // The pages run oldest first in "Needs a reply", newest first otherwise.
  const [earlier, later] = filters.view === 'needs-reply' ? ['Older', 'Newer'] : ['Newer', 'Older'];

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Leads
      </h2>
      <div
        role="group"
        aria-label="Which leads"
        className="mt-4 flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1"
      >
        {VIEWS.map((view) => (
          <button
            key={view.value}
            type="button"
            aria-pressed={filters.view === view.value}
            onClick={() => update({ view: view.value })}
            className="min-h-11 flex-1 rounded-md px-3 font-semibold text-slate-800 aria-pressed:bg-white aria-pressed:text-brand-900 aria-pressed:shadow"
          >
            {view.label}
          </button>
        ))}
      </div>
      <form
        role="search"
        aria-label="Filter leads"
        className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]"
        onSubmit={onSearch}
      >
        <div>
          <LabelledSelect
            id={`${id}-kind`}
            label="Kind"
            options={KIND_OPTIONS}
            value={filters.kind}
            onChoose={(kind) => update({ kind })}
          />
        </div>
        <div>
          <LabelledSelect
            id={`${id}-status`}
            label="Status"
            options={STATUS_OPTIONS}
            value={filters.view === 'needs-reply' ? 'new' : filters.status}
            disabled={filters.view === 'needs-reply'}
            describedBy={filters.view === 'needs-reply' ? `${id}-status-hint` : undefined}
            onChoose={(status) => update({ status })}
          />
          {filters.view === 'needs-reply' && (
            <p id={`${id}-status-hint`} className="mt-1 text-sm text-slate-700">
              New leads only, oldest first. Choose All leads for the rest.
            </p>
          )}
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
              className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
            />
            <button type="submit" className="btn btn-primary shrink-0 px-4">
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
            now={now}
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
            {earlier}
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
            {later}
          </button>
        </nav>
      )}
    </section>
  );
}
