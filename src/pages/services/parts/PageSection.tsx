import type { ReactNode } from 'react';

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
