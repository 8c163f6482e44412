import { Toaster } from '@/components/ui/toast';
import { ReferralCapture } from '@/features/referral/ReferralCapture';
import { OutboxFlusher } from '@/lib/leads/outbox-flusher';

/**
 * What every page runs beside its content, rendering nothing until needed: toasts, resending kept leads, the
 * /ref/{code} and ?ref= capture. On a public page, an island that loads with the first island the visitor uses, or
 * at once when there is a kept lead, a toast left by the previous page or a referral code (enhance/island-moments.ts).
 */
export function SiteServices() {
  return (
    <>
      <Toaster />
      <OutboxFlusher />
      <ReferralCapture />
    </>
  );
}
