import { StepsList } from '@/components/ui/StepsList';
import { howItWorks } from '@/content/home';

/** Three numbered steps; the page adds the matching HowTo JSON-LD from the same data. */
export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="py-16">
      <div className="container-page">
        <h2 id="how-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {howItWorks.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{howItWorks.intro}</p>
        <StepsList steps={howItWorks.steps} className="mt-10" />
      </div>
    </section>
  );
}
