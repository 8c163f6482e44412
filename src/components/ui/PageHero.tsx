import type { ReactNode } from 'react';
import { PrimaryActions } from './PrimaryActions';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Replaces the default free-quote and call buttons. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The top of every content page: its one <h1>, a lead paragraph and the primary actions. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="container-page py-12 sm:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-extrabold text-balance sm:text-5xl">
          {title}
        </h1>
        <div className="mt-4 max-w-2xl text-lg text-brand-50">{lead}</div>
        <div className="mt-8">{actions ?? <PrimaryActions tone="dark" />}</div>
        {children}
      </div>
    </section>
  );
}
