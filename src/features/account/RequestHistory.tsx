import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import UserPlus from 'lucide-react/icons/user-plus';
import { formatDate } from '@/lib/account-query';

/** Something this client asked of the business through the site while signed in. */
export type RequestRow =
  | {
      kind: 'quote';
      id: string;
      created_at: string;
      dog_count: number;
      zip_code: string;
      in_service_area: boolean;
    }
  | { kind: 'message'; id: string; created_at: string; message: string }
  | { kind: 'invite'; id: string; created_at: string; referred_name: string; referred_email: string };

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
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {title} <span className="font-normal text-slate-600">· {formatDate(row.created_at)}</span>
                  </p>
                  <p className="text-slate-700 break-words">{detail}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
