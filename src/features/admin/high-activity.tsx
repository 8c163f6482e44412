import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { adminKeys, HIGH_ACTIVITY, useOwnRecentActions } from './admin-api';

/**
 * The high-activity alert (docs/product.md), saying what was counted. Routine triage (eleven notes in a morning)
 * is only counted; the advice to change the password is kept for when the count includes security events (exports,
 * data access, role changes), the actions someone who took over the account would make.
 */
export function highActivityMessage(count: { actions: number; securityEvents: number }) {
  const changes = `You made ${count.actions} changes in the last 5 minutes.`;
  if (count.securityEvents === 0) return { title: 'High activity detected', description: changes };
  const events =
    count.securityEvents === 1 ? '1 is a security event' : `${count.securityEvents} are security events`;
  return {
    title: 'High activity detected',
    description: `${changes} ${events} (exports, data access or admin role changes). If this was not you, change your password.`,
  };
}

/** After an admin action: read the admin's own last 5 minutes again (the check below then runs on the answer). */
export function useAfterAdminAction(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: adminKeys.ownActivity(userId) }),
    [queryClient, userId],
  );
}

/**
 * The alert: more than 10 actions by the signed-in admin in 5 minutes (read from audit_logs). Said once
 * when the count first crosses the line, and shown as a banner while it stays over.
 */
export function HighActivityAlert({ userId }: { userId: string }) {
  const { data: count } = useOwnRecentActions(userId);
  const over = (count?.actions ?? 0) > HIGH_ACTIVITY.actions;
  const security = over && (count?.securityEvents ?? 0) > 0;
  const said = useRef(false);
  useEffect(() => {
    if (over && !said.current && count) {
      toast({ ...highActivityMessage(count), variant: security ? 'destructive' : 'default' });
    }
    said.current = over;
  }, [over, count, security]);
  if (!over || !count) return null;
  const message = highActivityMessage(count);
  return (
    <p
      role="alert"
      className={
        security
          ? 'rounded-lg border border-red-300 bg-red-50 p-3 text-red-950'
          : 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950'
      }
    >
      <strong>{message.title}:</strong> {message.description}
    </p>
  );
}
