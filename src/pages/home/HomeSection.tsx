import type { ReactNode } from 'react';

const tones = { plain: 'py-16', muted: 'bg-slate-50 py-16', brand: 'bg-brand-50 py-16' };

interface HomeSectionProps {
  /** The heading's id, which labels the section. */
  titleId: string;
  title: string;
  /** An anchor the page links to (the hero's arrow, the header's links). */
  id?: string;
  intro?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** A full-width band of the home page: its large <h2>, an intro line and the section's content. */
export function HomeSection({ titleId, title, id, intro, tone = 'plain', children }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={titleId} className={tones[tone]}>
      <div className="container-page">
        <h2 id={titleId} className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
