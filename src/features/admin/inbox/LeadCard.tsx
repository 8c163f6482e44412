import Gift from 'lucide-react/icons/gift';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { useId, useState, type FormEvent } from 'react';
import { EstimateSummary } from '@/components/ui/EstimateSummary';
import { formatDate, formatDateTime } from '@/lib/account-query';
import { businessMinutesBetween, formatDuration } from '@shared/reply-clock';
import { waitsForReply, type InboxRow, type LeadTable, type LeadStatus } from '../admin-api';
import { useRecordResponse, useUpdateLead } from './inbox-api';
import { mailtoHref, telHref } from './contact-links';
import { useAfterAdminAction } from '../high-activity';
import { ReplyClockBadge } from './ReplyClockBadge';
import { LabelledSelect } from './LabelledSelect';

/** Each kind's and each status's words, in the order the inbox's selects offer them. */
export const KIND_LABEL: Record<LeadTable, string> = {
  quote_requests: 'Quote',
  contact_messages: 'Message',
  referral_invites: 'Referral invite',
  newsletter_subscribers: 'Subscriber',
};

export const STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  closed: 'Closed',
  lost: 'Lost',
};

const actionClass = 'btn btn-outline min-h-11 max-w-full px-3 py-1.5 text-sm [overflow-wrap:anywhere]';

/** "Referred by ABC123 (ma•••@example.com)": the code the visitor held and whose it is. */
export function referredByText(lead: Pick<InboxRow, 'referral_code' | 'referrer'>): string | undefined {
  if (!lead.referral_code) return undefined;
  return `Referred by ${lead.referral_code} (${lead.referrer ?? 'no account has this code'})`;
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
      {lead.message && <p className="mt-2 whitespace-pre-line text-slate-800">{lead.message}</p>}
      {details.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-600">{term}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/**
 * One-tap ways to answer: the lead's phone and email, else the signed-in client's account address. On a lead that
 * waits for an answer and has none yet, the first tap is recorded as its first response.
 */
function ReplyActions({ lead, userId }: { lead: InboxRow; userId: string }) {
  const noContact = !lead.phone && !lead.email && !lead.account_email;
  const record = useRecordResponse(userId);
  const onAnswer =
    waitsForReply(lead) && !lead.first_response_at
      ? () => record.mutate({ kind: lead.kind!, id: lead.id! })
      : undefined;
  return (
    <div className="mt-1 flex flex-wrap gap-2">
      {lead.phone && (
        <a href={telHref(lead.phone)} className={actionClass} onClick={onAnswer}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          Call {lead.phone}
        </a>
      )}
      {lead.email && (
        <a href={mailtoHref(lead.email)} className={actionClass} onClick={onAnswer}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          Email {lead.email}
        </a>
      )}
      {!lead.email && lead.account_email && (
        <a href={mailtoHref(lead.account_email)} className={actionClass} onClick={onAnswer}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          Email {lead.account_email} (website account)
        </a>
      )}
      {lead.referred_email && (
        <a href={mailtoHref(lead.referred_email)} className={actionClass}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          Email the friend
        </a>
      )}
      {noContact && lead.kind === 'quote_requests' && (
        <p className="text-sm font-semibold text-slate-700">No contact given: watch for their booking.</p>
      )}
    </div>
  );
}

/** "Answered in 35 min" (business time, on the reply clock) and "Follow-up sent Nov 23, 3:00 PM", when they are. */
function AnswerLines({ lead }: { lead: InboxRow }) {
  const answered =
    lead.first_response_at && lead.created_at
      ? businessMinutesBetween(new Date(lead.created_at), new Date(lead.first_response_at))
      : null;
  if (answered === null && !lead.follow_up_sent_at) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 text-sm font-semibold text-slate-700">
      {answered !== null && <span data-testid="answered-in">Answered in {formatDuration(answered)}</span>}
      {lead.follow_up_sent_at && <span>Follow-up sent {formatDateTime(lead.follow_up_sent_at)}</span>}
    </p>
  );
}

/**
 * A lead in the inbox: who, how to answer, the reply clock while it is New, and its triage. A status is saved the
 * moment it is chosen (shown at once, put back with a message if the save fails); a note waits for its Save and
 * says when it has unsaved changes.
 */
export function LeadCard({
  lead,
  isNew,
  userId,
  now,
}: {
  lead: InboxRow;
  isNew: boolean;
  userId: string;
  now: Date;
}) {
  const id = useId();
  const statusSave = useUpdateLead(userId);
  const noteSave = useUpdateLead(userId);
  const afterAction = useAfterAdminAction(userId);
  const saved = (lead.status as LeadStatus | null) ?? 'new';
  const [status, setStatus] = useState<LeadStatus>(saved);
  const [note, setNote] = useState(lead.note ?? '');
  // The note as last stored, known from the save's own answer before the inbox is read again.
  const [savedNote, setSavedNote] = useState(lead.note ?? '');
  const [statusError, setStatusError] = useState<string>();
  const kind = lead.kind!;
  const person = lead.name ?? lead.email ?? 'Someone';
  const noteChanged = note.trim() !== savedNote;
  const referredBy = referredByText(lead);

  const onStatus = (next: LeadStatus) => {
    const before = status;
    setStatus(next);
    setStatusError(undefined);
    statusSave.mutate(
      { kind, id: lead.id!, status: next },
      {
        onSuccess: afterAction,
        onError: (error) => {
          setStatus(before);
          setStatusError(`Status not saved, still ${STATUS_LABEL[before]}: ${error.message}`);
        },
      },
    );
  };

  const onSaveNote = (event: FormEvent) => {
    event.preventDefault();
    if (!noteChanged || noteSave.isPending) return;
    noteSave.mutate(
      { kind, id: lead.id!, note },
      {
        onSuccess: (stored) => {
          setSavedNote(stored.note ?? '');
          afterAction();
        },
      },
    );
  };

  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]">
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
      <p className="mt-2 text-lg font-semibold text-slate-900">{person}</p>
      {/* Once answered (a tap on Call or Email), the card says how soon instead of counting on. */}
      {status === 'new' && waitsForReply(lead) && lead.created_at && !lead.first_response_at && (
        <ReplyClockBadge createdAt={lead.created_at} now={now} />
      )}
      <AnswerLines lead={lead} />
      <ReplyActions lead={lead} userId={userId} />
      {referredBy && (
        <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-brand-900">
          <Gift aria-hidden="true" className="size-4 shrink-0" />
          {referredBy}
        </p>
      )}
      <LeadDetails lead={lead} />
      <EstimateSummary plan={lead.plan} estimate={lead.estimate} />
      <div className="mt-3 grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start">
        <div>
          <LabelledSelect
            id={`${id}-status`}
            label="Status"
            small
            options={STATUS_LABEL}
            value={status}
            describedBy={`${id}-status-saved`}
            onChoose={onStatus}
          />
          <p id={`${id}-status-saved`} role="status" className="mt-1 text-sm">
            {statusError ? (
              <span className="text-red-800">{statusError}</span>
            ) : statusSave.isPending ? (
              <span className="text-slate-700">Saving…</span>
            ) : statusSave.isSuccess ? (
              <span className="text-slate-700">Saved.</span>
            ) : (
              ''
            )}
          </p>
        </div>
        <form
          className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
          onSubmit={onSaveNote}
          aria-label={`Note on ${person}'s ${KIND_LABEL[kind].toLowerCase()}`}
        >
          <div className="min-w-0">
            <label htmlFor={`${id}-note`} className="text-sm font-semibold text-slate-900">
              Note
            </label>
            <input
              id={`${id}-note`}
              value={note}
              maxLength={500}
              aria-describedby={`${id}-note-state`}
              onChange={(e) => setNote(e.target.value)}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
            />
            <p id={`${id}-note-state`} role="status" className="mt-1 text-sm">
              {noteSave.isError ? (
                <span className="text-red-800">Note not saved: {noteSave.error.message}</span>
              ) : noteChanged ? (
                <span className="font-semibold text-amber-900">
                  Unsaved note: press Save note to keep it.
                </span>
              ) : noteSave.isSuccess ? (
                <span className="text-slate-700">
                  Note saved{lead.status_changed_at ? ` (${formatDate(lead.status_changed_at)})` : ''}.
                </span>
              ) : (
                ''
              )}
            </p>
          </div>
          <button
            type="submit"
            className="btn btn-primary sm:mt-7"
            aria-disabled={!noteChanged || noteSave.isPending || undefined}
          >
            {noteSave.isPending ? 'Saving...' : 'Save note'}
          </button>
        </form>
      </div>
    </li>
  );
}
