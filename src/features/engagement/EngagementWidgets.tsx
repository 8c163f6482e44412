import { HelpCard } from './HelpCard';
import { ScrollMilestones } from './ScrollMilestones';
import { SocialProofTicker } from './SocialProofTicker';

/** The site-wide engagement widgets, as one lazily loaded chunk (see DeferredEngagement). */
export default function EngagementWidgets() {
  return (
    <>
      <HelpCard />
      <SocialProofTicker />
      <ScrollMilestones />
    </>
  );
}
