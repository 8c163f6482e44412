import { Link } from 'react-router-dom';
import { FaqList } from '@/components/ui/FaqList';
import { allFaqs, faqGroups } from '@/content/faqs';
import { faqJsonLd } from '@/features/seo/jsonld';
import { StaticPage, type PageCopy } from '../StaticPage';

const page: PageCopy = {
  title: 'Pooper Scooper FAQ: Prices, Scheduling & Service Area',
  description:
    'Answers about our Waco and Hewitt pooper scooper service: what weekly and one-time cleanups cost, what a visit includes, scheduling, safety and where we serve.',
  h1: 'Dog Poop Removal Questions, Answered',
  lead: "Prices, what happens on a visit, scheduling, safety and where we work. If your question isn't here, call us: an owner answers.",
};

export default function FaqPage() {
  return (
    <StaticPage page={page} eyebrow="Frequently asked questions" jsonLd={[faqJsonLd(allFaqs)]}>
      <div className="container-page py-12">
        <nav aria-label="FAQ topics">
          <ul className="flex flex-wrap gap-2">
            {faqGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#faq-${group.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-medium text-brand-900 hover:bg-brand-50"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10 space-y-12" data-testid="faq-groups">
          {faqGroups.map((group) => (
            <section key={group.id} id={`faq-${group.id}`} aria-labelledby={`faq-${group.id}-title`}>
              <h2 id={`faq-${group.id}-title`} className="mb-4 text-2xl font-bold text-slate-900">
                {group.title}
              </h2>
              <FaqList faqs={group.faqs} />
            </section>
          ))}
        </div>
        <p className="mt-12 text-lg text-slate-700">
          Still wondering about something?{' '}
          <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-4">
            Contact us
          </Link>{' '}
          or see{' '}
          <Link to="/services" className="font-semibold text-brand-800 underline underline-offset-4">
            all our services
          </Link>
          .
        </p>
      </div>
    </StaticPage>
  );
}
