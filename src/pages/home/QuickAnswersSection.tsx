import { Link } from 'react-router-dom';
import { quickAnswers } from '@/content/home';
import { HomeSection } from './HomeSection';

/** Four short answers as cards; the page adds the FAQPage JSON-LD from the same list. */
export function QuickAnswersSection() {
  return (
    <HomeSection titleId="answers-title" title="Quick Answers" intro="The four questions we hear most often.">
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
    </HomeSection>
  );
}
