import { useCallback, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/AuthProvider';

/** The admin session's timings (docs/product.md). */
export const ADMIN_SESSION = {
  /** Signed out after this long without a click, key press or scroll. */
  idleLimitMs: 30 * 60_000,
  /** 'Session expiring soon' from here (5 minutes left). */
  warnAfterMs: 25 * 60_000,
  checkEveryMs: 60_000,
  /** While the warning stands, it is said again this often. */
  alertEveryMs: 30_000,
} as const;

export const sessionToasts = {
  expiring: (minutesLeft: number) => ({
    title: 'Session expiring soon',
    description: `You will be signed out in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'} without activity.`,
    variant: 'destructive' as const,
  }),
  expired: {
    title: 'Signed out',
    description: 'You were signed out after 30 minutes without activity.',
  },
};

const ACTIVITY_EVENTS = ['click', 'keydown', 'scroll'] as const;

/**
 * Signs an idle admin out: activity is clicks, key presses and scrolls; after 25 minutes idle the admin is warned
 * (checked every 60 s, said again every 30 s) and can stay; at 30 minutes the session ends.
 */
export function useAdminSession() {
  const { signOut } = useAuth();
  // Set when the page mounts: opening the admin counts as activity.
  const lastActivity = useRef(0);
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null);

  const stay = useCallback(() => {
    lastActivity.current = Date.now();
    setMinutesLeft(null);
  }, []);

  useEffect(() => {
    lastActivity.current = Date.now();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, stay, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, stay, { capture: true });
    };
  }, [stay]);

  useEffect(() => {
    const check = setInterval(() => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= ADMIN_SESSION.idleLimitMs) {
        clearInterval(check);
        void signOut().then(() => toast(sessionToasts.expired));
      } else if (idle >= ADMIN_SESSION.warnAfterMs) {
        setMinutesLeft(Math.max(1, Math.ceil((ADMIN_SESSION.idleLimitMs - idle) / 60_000)));
      }
    }, ADMIN_SESSION.checkEveryMs);
    return () => clearInterval(check);
  }, [signOut]);

  const warning = minutesLeft !== null;
  useEffect(() => {
    if (!warning) return;
    const say = () =>
      toast(
        sessionToasts.expiring(
          Math.max(1, Math.ceil((ADMIN_SESSION.idleLimitMs - (Date.now() - lastActivity.current)) / 60_000)),
        ),
      );
    say();
    const again = setInterval(say, ADMIN_SESSION.alertEveryMs);
    return () => clearInterval(again);
  }, [warning]);

  return { minutesLeft, stay };
}

/**
 * The standing warning with the way to stay signed in; nothing while the session is not about to end. Where it sits
 * is the caller's (`className` and the other attributes go on it).
 */
export function AdminSessionWarning({
  minutesLeft,
  onStay,
  className,
  ...attributes
}: {
  minutesLeft: number | null;
  onStay: () => void;
} & HTMLAttributes<HTMLDivElement>) {
  if (minutesLeft === null) return null;
  return (
    <div
      role="alert"
      data-session-warning
      {...attributes}
      className={`flex flex-wrap items-center gap-3 rounded-xl border border-red-300 bg-white p-4 shadow-xl ${className ?? ''}`}
    >
      <p className="min-w-0 flex-1 text-slate-900">
        <strong>Session expiring soon.</strong> Without activity you will be signed out in {minutesLeft}{' '}
        minute
        {minutesLeft === 1 ? '' : 's'}.
      </p>
      <button type="button" className="btn btn-primary" onClick={onStay}>
        Stay signed in
      </button>
    </div>
  );
}
