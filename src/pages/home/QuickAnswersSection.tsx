import { Link } from 'react-router-dom';
import { quickAnswers } from '@/content/home';

/** Four short answers as cards; the page adds the FAQPage JSON-LD from the same list. */
export function QuickAnswersSection() {
  return (
    <section aria-labelledby="answers-title" className="py-16">
      <div className="container-page">
        <h2 id="answers-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Quick Answers
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">The four questions we hear most often.</p>
        <div className="mt-10 grid gap-6 md:grid-cols-2" data-testid="quick-answers">
          {quickAnswers.map((faq) => (
            <article key={faq.question} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{faq.question}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{faq.answer}</p>
            </article>
          ))}
        </div>
        <p className="mt-8">
          <Link to="/faq" className="font-semibold text-brand-800 underline underline-offset-4">
            More questions and answers
          </Link>
        </p>
      </div>
    </section>
  );
}
