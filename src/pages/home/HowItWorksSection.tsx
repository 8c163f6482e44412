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
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {howItWorks.steps.map((step, i) => (
            <li key={step.name} className="rounded-2xl border border-slate-200 p-6">
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
      </div>
    </section>
  );
}
