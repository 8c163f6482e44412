import { Link } from 'react-router-dom';
import CircleCheck from 'lucide-react/icons/circle-check';
import Mail from 'lucide-react/icons/mail';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { emailTips as page } from '@/content/guides';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { Island } from '@/lib/island-markup';
import { PageHead } from '@/features/seo/PageHead';

export default function EmailAutomationPage() {
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <PageHero eyebrow="Newsletter" title={page.h1} lead={page.lead} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_24rem]">
        <div>
          <section aria-labelledby="tips-what-title">
            <h2 id="tips-what-title" className="text-3xl font-bold text-slate-900">
              What you get
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {page.topics.map((topic) => (
                <li key={topic.season} className="rounded-2xl bg-brand-50 p-6">
                  <h3 className="text-lg font-semibold text-slate-900">{topic.season}</h3>
                  <p className="mt-2 text-slate-700">{topic.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="tips-promise-title" className="mt-12">
            <h2 id="tips-promise-title" className="text-2xl font-bold text-slate-900">
              How often, and our promise
            </h2>
            <ul className="mt-5 space-y-3">
              {page.promises.map((promise) => (
                <li key={promise} className="flex items-start gap-2 text-slate-800">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {promise}
                </li>
              ))}
            </ul>
            <p className="mt-5 text-slate-700">
              Details are in our{' '}
              <Link to="/privacy" className="font-semibold text-brand-800 underline underline-offset-2">
                privacy notice
              </Link>
              .
            </p>
          </section>
        </div>
        <section
          id="newsletter-signup"
          aria-labelledby="newsletter-signup-title"
          className="self-start rounded-2xl border border-slate-200 p-6"
        >
          <Mail aria-hidden="true" className="size-8 text-brand-700" />
          <h2 id="newsletter-signup-title" className="mt-3 text-2xl font-bold text-slate-900">
            {page.signup.title}
          </h2>
          <p className="mt-3 text-slate-700">{page.signup.text}</p>
          <div className="mt-5">
            <Island component={NewsletterForm} props={{ source: 'email-automation' }} />
          </div>
        </section>
      </div>
      <CtaBand />
    </>
  );
}
