import Download from 'lucide-react/icons/download';
import UploadCloud from 'lucide-react/icons/cloud-upload';
import { AccountQueryProvider } from '@/lib/account-query';
import { AdminSessionWarning, useAdminSession } from '../admin-session';
import { useSubscriberCount } from '../subscribers/subscribers-api';
import { pendingLocalLeads } from '@/lib/leads/migrate-local-leads';
import { useLocalDataMigration, useSubscriberExport } from '../subscribers/subscriber-actions';

/**
 * The home page's admin-only tools (docs/product.md): floating Export Subscribers (with the count) and Migrate Local Data
 * buttons, and the session-expiring alert above them. A floating element like the help card (enhance/floating.ts):
 * bottom right, the help card above it on wider screens and in its place on a phone. A chunk of its own, loaded
 * only for an account the server calls admin.
 */
export default function AdminHomeTools({ userId }: { userId: string }) {
  return (
    <AccountQueryProvider>
      <Tools userId={userId} />
    </AccountQueryProvider>
  );
}

function Tools({ userId }: { userId: string }) {
  const count = useSubscriberCount(userId);
  const exporter = useSubscriberExport(userId);
  const migration = useLocalDataMigration(userId);
  const session = useAdminSession();
  return (
    <aside
      aria-label="Admin tools"
      data-floating="admin-tools"
      className="fixed right-3 bottom-3 z-40 flex max-w-[calc(100vw-1.5rem)] flex-col items-end gap-2 md:right-4 md:bottom-4"
    >
      <AdminSessionWarning minutesLeft={session.minutesLeft} onStay={session.stay} className="max-w-sm" />
      <button
        type="button"
        className="btn btn-primary shadow-lg"
        aria-disabled={exporter.isPending || undefined}
        onClick={() => !exporter.isPending && exporter.mutate()}
      >
        <Download aria-hidden="true" className="size-5" />
        Export Subscribers{count.isSuccess ? ` (${count.data})` : ''}
      </button>
      <button
        type="button"
        className="btn btn-outline shadow-lg"
        aria-disabled={migration.isPending || undefined}
        onClick={() => !migration.isPending && migration.run(pendingLocalLeads())}
      >
        <UploadCloud aria-hidden="true" className="size-5" />
        Migrate Local Data
      </button>
    </aside>
  );
}
