import Download from 'lucide-react/icons/download';
import UploadCloud from 'lucide-react/icons/cloud-upload';
import { useSyncExternalStore } from 'react';
import { useSubscriberCount } from './subscribers-api';
import { pendingLocalLeads } from '@/lib/leads/migrate-local-leads';
import { useLocalDataMigration, useSubscriberExport } from './subscriber-actions';

const noChanges = () => () => {};

/** The subscriber count, the CSV export and the move of this browser's legacy local leads into the table. */
export function SubscribersPanel({ userId }: { userId: string }) {
  const count = useSubscriberCount(userId);
  const exporter = useSubscriberExport(userId);
  const migration = useLocalDataMigration(userId);
  // Read again after each migration (it clears what it moved).
  const pending = useSyncExternalStore(noChanges, pendingLocalLeads, () => 0);

  return (
    <section aria-labelledby="subscribers-title" className="grid gap-4">
      <h2 id="subscribers-title" className="text-2xl font-bold text-slate-900">
        Newsletter subscribers
      </h2>
      <p className="text-lg text-slate-800" data-testid="subscriber-count">
        {count.isPending
          ? 'Counting...'
          : count.isError
            ? 'The count could not be loaded.'
            : `${count.data} subscribers`}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={exporter.isPending || undefined}
          onClick={() => !exporter.isPending && exporter.mutate()}
        >
          <Download aria-hidden="true" className="size-5" />
          {exporter.isPending ? 'Exporting...' : 'Export Subscribers'}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          aria-disabled={migration.isPending || undefined}
          onClick={() => !migration.isPending && migration.run(pendingLocalLeads())}
        >
          <UploadCloud aria-hidden="true" className="size-5" />
          {migration.isPending ? 'Migrating...' : 'Migrate Local Data'}
        </button>
      </div>
      <p className="text-sm text-slate-700">
        The export is a CSV file (Email, Source, Page, Subscribed At, User ID) that is safe to open in Excel,
        LibreOffice or Google Sheets; each export is recorded in the activity log. Migrate Local Data moves
        newsletter sign-ups that this browser kept from before the site stored them online ({pending} here
        now).
      </p>
    </section>
  );
}
