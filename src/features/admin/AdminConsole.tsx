import { Link, useSearchParams } from 'react-router-dom';
import { AccountQueryProvider } from '@/lib/account-query';
import { ActivityPanel } from './activity/ActivityPanel';
import { AdminSessionWarning, useAdminSession } from './admin-session';
import { AdminsPanel } from './admins/AdminsPanel';
import { HighActivityAlert } from './high-activity';
import { LeadsInbox } from './inbox/LeadsInbox';
import { NotificationsPanel } from './activity/NotificationsPanel';
import { PricesPanel } from './prices/PricesPanel';
import { ReferralsPanel } from './referrals/ReferralsPanel';
import { SubscribersPanel } from './subscribers/SubscribersPanel';
import { TodayPanel } from './today/TodayPanel';

const TABS = {
  today: { label: 'Today', Panel: TodayPanel },
  leads: { label: 'Leads', Panel: LeadsInbox },
  subscribers: { label: 'Subscribers', Panel: SubscribersPanel },
  referrals: { label: 'Referrals', Panel: ReferralsPanel },
  prices: { label: 'Prices', Panel: PricesPanel },
  notifications: { label: 'Emails and texts', Panel: NotificationsPanel },
  activity: { label: 'Activity', Panel: ActivityPanel },
  admins: { label: 'Admins', Panel: AdminsPanel },
} as const;

type Tab = keyof typeof TABS;
const tabOf = (value: string | null): Tab => (value && value in TABS ? (value as Tab) : 'today');

/**
 * The owners' console (a chunk loaded only once the server said this account is an admin): "Today" first, then the
 * leads inbox and the subscriber, referral, price list, notification, activity and admin screens, one at a time
 * under `?tab=`.
 */
export default function AdminConsole({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const { Panel } = TABS[tab];
  const session = useAdminSession();

  return (
    <AccountQueryProvider>
      {/* Visitors' text (a pasted link, a long word) wraps rather than widening the screen. */}
      <div className="grid min-w-0 gap-6 [overflow-wrap:anywhere]">
        <HighActivityAlert userId={userId} />
        <nav aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4">
          <ul className="flex min-w-max gap-1 rounded-lg bg-slate-200 p-1">
            {(Object.keys(TABS) as Tab[]).map((key) => (
              <li key={key}>
                <Link
                  to={key === 'today' ? '/admin' : `/admin?tab=${key}`}
                  aria-current={tab === key ? 'page' : undefined}
                  className="flex min-h-11 items-center rounded-md px-3 font-semibold text-slate-800 hover:text-brand-900 aria-[current=page]:bg-white aria-[current=page]:text-brand-900 aria-[current=page]:shadow"
                >
                  {TABS[key].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Panel userId={userId} />
      </div>
      <AdminSessionWarning
        minutesLeft={session.minutesLeft}
        onStay={session.stay}
        data-floating="session"
        className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl"
      />
    </AccountQueryProvider>
  );
}
