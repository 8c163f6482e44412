import type { FunctionDeps } from '../../supabase/functions/_shared/handlers.ts';
import { deliverDueNotifications } from '../../supabase/functions/_shared/notification-delivery.ts';

export interface NotificationDeliverer {
  /** Stops a run under way (what it claimed and did not send goes back to the outbox), waits for it, runs no more. */
  stop(): Promise<void>;
}

/**
 * The local API's stand-in for the scheduled deliver-notifications function: the same delivery, once at start and
 * then every `intervalMs` (0: at start only). Runs never overlap. Without RESEND_API_KEY and LEAD_NOTIFICATION_TO a
 * run does nothing, and the notifications stay pending, as they would on a project without a provider.
 */
export function startNotificationDeliverer(
  deps: FunctionDeps,
  options: { intervalMs: number; log: (line: string) => void; logError: (line: string) => void },
): NotificationDeliverer {
  let running: Promise<void> | null = null;
  const stopping = new AbortController();

  const run = () => {
    if (running || stopping.signal.aborted) return;
    running = deliverDueNotifications(deps, { signal: stopping.signal })
      .then((report) => {
        if (report.claimed > 0) {
          options.log(
            `owner notifications: ${report.sent} sent, ${report.retrying} to retry, ${report.failed} failed` +
              (report.stopped ? `; stopped (${report.stopped}), the rest are due on the next run` : ''),
          );
        }
      })
      .catch((error: unknown) => options.logError(`owner notification delivery failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
  };

  run();
  const timer = options.intervalMs > 0 ? setInterval(run, options.intervalMs) : undefined;
  timer?.unref();

  return {
    async stop() {
      stopping.abort();
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
