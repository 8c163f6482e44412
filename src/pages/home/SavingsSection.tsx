import type { ReactNode } from 'react';
import { savingsIntro } from '@/content/home';

/** The savings calculator's section (#savings-calculator); the calculator itself is passed in as children. */
export function SavingsSection({ children }: { children?: ReactNode }) {
  return (
    <section id="savings-calculator" aria-labelledby="savings-title" className="py-16">
      <div className="container-page">
        <h2 id="savings-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {savingsIntro.title}
        </h2>
        {savingsIntro.text.map((p) => (
          <p key={p} className="mt-3 max-w-3xl text-lg text-slate-700">
            {p}
          </p>
        ))}
        {children}
      </div>
    </section>
  );
}
