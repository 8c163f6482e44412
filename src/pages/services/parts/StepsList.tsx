import type { HowToStep } from '@/content/types';

/** Numbered how-it-works steps; pair with howToJsonLd built from the same array. */
export function StepsList({ steps }: { steps: readonly HowToStep[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{step.name}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
