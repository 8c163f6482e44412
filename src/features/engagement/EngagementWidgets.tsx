import { usePathname } from '@/lib/navigation';
import { isWorkScreen } from '@/lib/work-screens';
import { HelpCard } from './HelpCard';
import { ScrollMilestones } from './ScrollMilestones';
import { SocialProofTicker } from './SocialProofTicker';

/**
 * The site-wide engagement widgets, as one lazily loaded chunk (see DeferredEngagement). The help card and the
 * ticker sell; on the work screens (sign-in, dashboard, admin) they would only cover the forms.
 */
export default function EngagementWidgets() {
  const onWorkScreen = isWorkScreen(usePathname());
  return (
    <>
      {!onWorkScreen && (
        <>
          <HelpCard />
          <SocialProofTicker />
        </>
      )}
      <ScrollMilestones />
    </>
  );
}
