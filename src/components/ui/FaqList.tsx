import type { Faq } from '@/content/types';

/** Questions as native disclosures: keyboard and screen-reader friendly with no script. */
export function FaqList({ faqs, headingLevel = 3 }: { faqs: readonly Faq[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4">
            <Heading className="text-lg font-semibold text-slate-900">{faq.question}</Heading>
            <span
              aria-hidden="true"
              className="text-2xl text-brand-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 leading-relaxed text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
