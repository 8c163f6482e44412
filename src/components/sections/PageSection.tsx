import type { ReactNode } from 'react';
import type { Faq, HowToStep } from '@/content/types';
import { FaqList } from '@/components/ui/FaqList';
import { StepsList } from '@/components/ui/StepsList';

interface PageSectionProps {
  /** Anchor id; the heading gets `${id}-title` and labels the section. */
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** A full-width band of a content page with its <h2>. */
export function PageSection({ id, title, intro, tone = 'plain', children }: PageSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tone === 'muted' ? 'bg-slate-50' : undefined}>
      <div className="container-page py-12 sm:py-16">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** The "How it works" band; the page adds the matching HowTo JSON-LD from the same steps. */
export function StepsSection({
  steps,
  tone,
}: {
  steps: readonly HowToStep[];
  tone?: PageSectionProps['tone'];
}) {
  return (
    <PageSection id="how-it-works" title="How it works" tone={tone}>
      <StepsList steps={steps} />
    </PageSection>
  );
}

/** The questions band (#faq); the page adds the matching FAQPage JSON-LD from the same list. */
export function FaqSection({
  title,
  faqs,
  tone,
}: {
  title: string;
  faqs: readonly Faq[];
  tone?: PageSectionProps['tone'];
}) {
  return (
    <PageSection id="faq" title={title} tone={tone}>
      <FaqList faqs={faqs} />
    </PageSection>
  );
}
