import { StepsList } from '@/components/ui/StepsList';
import { howItWorks } from '@/content/home';
import { HomeSection } from './HomeSection';

/** Three numbered steps; the page adds the matching HowTo JSON-LD from the same data. */
export function HowItWorksSection() {
  return (
    <HomeSection titleId="how-title" title={howItWorks.title} intro={howItWorks.intro}>
      <StepsList steps={howItWorks.steps} className="mt-10" />
    </HomeSection>
  );
}
