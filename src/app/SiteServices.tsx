import { Toaster } from '@/components/ui/toast';
import { AnalyticsLoader } from '@/features/analytics/AnalyticsLoader';
import { DeferredEngagement } from '@/features/engagement/DeferredEngagement';
import { ReferralCapture } from '@/features/referral/ReferralCapture';
import { OutboxFlusher } from '@/lib/leads/outbox-flusher';

/**
 * What every page runs beside its content, rendering nothing until needed: toasts, analytics, resending kept
 * leads, the /ref/{code} and ?ref= capture, and (once the page is idle) the help card, activity ticker and scroll
 * milestones. One island on a public page.
 */
export function SiteServices() {
  return (
    <>
      <DeferredEngagement />
      <AnalyticsLoader />
      <Toaster />
      <OutboxFlusher />
      <ReferralCapture />
    </>
  );
}
