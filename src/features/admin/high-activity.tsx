import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { adminKeys, HIGH_ACTIVITY, useOwnRecentActions } from './admin-api';

export const highActivityToast = {
  title: 'High activity detected',
  description: `More than ${HIGH_ACTIVITY.actions} admin actions in the last 5 minutes. If this was not you, change your password.`,
  variant: 'destructive' as const,
};

/** After an admin action: read the admin's own last 5 minutes again (the check below then runs on the answer). */
export function useAfterAdminAction(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: adminKeys.ownActivity(userId) }),
    [queryClient, userId],
  );
}

/**
 * The spec's alert: more than 10 actions by the signed-in admin in 5 minutes (read from audit_logs). Said once
 * when the count first crosses the line, and shown as a banner while it stays over.
 */
export function HighActivityAlert({ userId }: { userId: string }) {
  const { data: count } = useOwnRecentActions(userId);
  const over = (count ?? 0) > HIGH_ACTIVITY.actions;
  const said = useRef(false);
  useEffect(() => {
    if (over && !said.current) toast(highActivityToast);
    said.current = over;
  }, [over]);
  if (!over) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
      <strong>{highActivityToast.title}:</strong> {count} admin actions in the last 5 minutes.
    </p>
  );
}
