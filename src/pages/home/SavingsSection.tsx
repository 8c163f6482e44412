import type { ReactNode } from 'react';
import { savingsIntro } from '@/content/home';
import { HomeSection } from './HomeSection';

/** The savings calculator's section (#savings-calculator); the calculator itself is passed in as children. */
export function SavingsSection({ children }: { children?: ReactNode }) {
  return (
    <HomeSection id="savings-calculator" titleId="savings-title" title={savingsIntro.title}>
      {savingsIntro.text.map((p) => (
        <p key={p} className="mt-3 max-w-3xl text-lg text-slate-700">
          {p}
        </p>
      ))}
      {children}
    </HomeSection>
  );
}
