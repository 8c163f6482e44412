import Archive from 'lucide-react/icons/archive';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Inbox from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import PhoneCall from 'lucide-react/icons/phone-call';
import UserPlus from 'lucide-react/icons/user-plus';
import { EstimateSummary } from '@/components/ui/EstimateSummary';
import { formatDate } from '@/lib/account-query';
import { requestStatusText, type ClientRequestStatus, type RequestKind } from './request-status';

interface RequestBase {
  kind: RequestKind;
  id: string;
  created_at: string;
  /** Null when the server says a status this screen has no words for. */
  status: ClientRequestStatus | null;
}

/** Something this client asked of the business through the site while signed in. */
export type RequestRow =
  | (RequestBase & {
      kind: 'quote';
      dog_count: number;
      zip_code: string;
      in_service_area: boolean;
      /** The plan asked for and the estimate the server stored (null on older quotes, and outside the area). */
      plan: string | null;
      estimate: unknown;
    })
  | (RequestBase & { kind: 'message'; message: string })
  | (RequestBase & { kind: 'invite'; referred_name: string; referred_email: string });

/** Each status has its own icon and color, on top of its words, which alone carry the meaning. */
const STATUS_LOOK: Record<ClientRequestStatus, { Icon: typeof Mail; className: string }> = {
  received: { Icon: Inbox, className: 'bg-accent-300/50 text-slate-900' },
  contacted: { Icon: PhoneCall, className: 'bg-sky-100 text-sky-950' },
  booked: { Icon: CalendarCheck, className: 'bg-brand-100 text-brand-950' },
  closed: { Icon: Archive, className: 'bg-slate-200 text-slate-800' },
};

function RequestStatus({ kind, status }: { kind: RequestKind; status: ClientRequestStatus }) {
  const { label, explanation } = requestStatusText(kind, status);
  const { Icon, className } = STATUS_LOOK[status];
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="request-status">
      <span className="sr-only">Status: </span>
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold ${className}`}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </span>
      {explanation && <> {explanation}</>}
    </p>
  );
}

const EXCERPT_LENGTH = 140;
const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;

function describe(row: RequestRow): { title: string; detail: string; Icon: typeof Mail } {
  switch (row.kind) {
    case 'quote': {
      const dogs = row.dog_count >= 4 ? '4+ dogs' : `${row.dog_count} dog${row.dog_count === 1 ? '' : 's'}`;
      return {
        title: 'Quote request',
        detail: `${dogs}, ZIP ${row.zip_code}${row.in_service_area ? '' : ' (outside the listed towns: the owners confirm coverage)'}`,
        Icon: Mail,
      };
    }
    case 'message':
      return { title: 'Message', detail: excerpt(row.message), Icon: MessageSquare };
    case 'invite':
      return {
        title: 'Referral invitation',
        detail: `For ${row.referred_name} (${row.referred_email})`,
        Icon: UserPlus,
      };
  }
}

/** Quotes, messages and invitations sent through the site while signed in, newest first. */
export function RequestHistory({ requests }: { requests: readonly RequestRow[] }) {
  return (
    <section
      aria-labelledby="requests-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="requests-title" className="text-xl font-bold text-slate-900">
        What you have asked us
      </h2>
      {requests.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          Nothing yet. Quotes, messages and invitations you send through this site while signed in appear
          here, so you can see what we received.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Your requests">
          {requests.map((row) => {
            const { title, detail, Icon } = describe(row);
            return (
              <li key={`${row.kind}-${row.id}`} className="flex gap-3 py-3">
                <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-800" />
                {/* Visitors' words (a pasted link, a long address) wrap anywhere rather than widen the page. */}
                <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  <p className="font-semibold text-slate-900">
                    {title} <span className="font-normal text-slate-600">· {formatDate(row.created_at)}</span>
                  </p>
                  <p className="text-slate-700">{detail}</p>
                  {row.kind === 'quote' && <EstimateSummary plan={row.plan} estimate={row.estimate} />}
                  {row.status && <RequestStatus kind={row.kind} status={row.status} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
