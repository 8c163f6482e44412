import type { HowToStep } from '@/content/types';

/** Three steps sit in one row; four wrap to two rows on tablets so the cards keep readable widths. */
function gridColumns(count: number): string {
  return count === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4';
}

interface StepsListProps {
  steps: readonly HowToStep[];
  /** Spacing from the element above, set by the caller's layout. */
  className?: string;
}

/** Numbered how-it-works steps; pair with howToJsonLd built from the same array. */
export function StepsList({ steps, className }: StepsListProps) {
  return (
    <ol className={['grid gap-6', gridColumns(steps.length), className].filter(Boolean).join(' ')}>
      {steps.map((step, i) => (
        <li key={step.name} className="rounded-2xl border border-slate-200 bg-white p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl font-semibold text-slate-900">
            <span className="sr-only">Step {i + 1}: </span>
            {step.name}
          </h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
