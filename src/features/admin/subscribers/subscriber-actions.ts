import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { adminKeys, logAdminAction } from '../admin-api';
import { readSubscribersForExport, useMigrateLocalLeads } from './subscribers-api';
import { subscribersCsv, subscribersCsvName } from './subscriber-csv';
import { useAfterAdminAction } from '../high-activity';

/** The texts of docs/product.md ("Admin"). */
export const subscriberToasts = {
  empty: { title: 'No subscribers to export', description: 'The subscriber list is empty.' },
  exported: (count: number) => ({
    title: 'Export completed',
    description: `${count} subscriber${count === 1 ? '' : 's'} exported.`,
  }),
  exportFailed: { title: 'Export failed', description: 'Please try again.', variant: 'destructive' as const },
  migrated: (moved: number, duplicates: number, kept: number) => ({
    title: 'Data migrated successfully',
    description: [
      `${moved} moved`,
      duplicates ? `${duplicates} already in the list` : '',
      kept ? `${kept} kept in this browser (refused or not reached)` : '',
    ]
      .filter(Boolean)
      .join(', ')
      .concat('.'),
  }),
  nothingToMigrate: { title: 'Nothing to migrate', description: 'This browser keeps no local leads.' },
  migrationFailed: {
    title: 'Migration failed',
    description: 'Please try again.',
    variant: 'destructive' as const,
  },
};

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export Subscribers: every subscriber as a CSV file, built in this browser, logged as a security event. */
export function useSubscriberExport(userId: string) {
  const queryClient = useQueryClient();
  const afterAction = useAfterAdminAction(userId);
  return useMutation({
    mutationFn: async () => {
      const rows = await readSubscribersForExport();
      if (rows.length === 0) return 0;
      download(subscribersCsv(rows), subscribersCsvName());
      await logAdminAction('subscriber_export', 'newsletter_subscribers', { count: rows.length });
      return rows.length;
    },
    onSuccess: (count) => {
      toast(count === 0 ? subscriberToasts.empty : subscriberToasts.exported(count));
      afterAction();
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit(userId) });
    },
    onError: () => toast(subscriberToasts.exportFailed),
  });
}

/** Migrate Local Data, with its answer (docs/product.md). */
export function useLocalDataMigration(userId: string) {
  const migrate = useMigrateLocalLeads(userId);
  const afterAction = useAfterAdminAction(userId);
  return {
    ...migrate,
    run: (pending: number) => {
      if (pending === 0) {
        toast(subscriberToasts.nothingToMigrate);
        return;
      }
      migrate.mutate(undefined, {
        onSuccess: ({ moved, duplicates, kept }) => {
          toast(subscriberToasts.migrated(moved, duplicates, kept));
          afterAction();
        },
        onError: () => toast(subscriberToasts.migrationFailed),
      });
    },
  };
}
