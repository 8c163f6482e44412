import { Link } from 'react-router-dom';
import PawPrint from 'lucide-react/icons/paw-print';
import { CtaBand } from '@/components/ui/CtaBand';
import { ContentSections } from '@/components/ui/ContentSections';
import { PageHero } from '@/components/ui/PageHero';
import { keepWacoWaggin as page } from '@/content/guides';
import { PageHead } from '@/features/seo/PageHead';

export default function KeepWacoWagginPage() {
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <PageHero eyebrow="Community pledge" title={page.h1} lead={page.lead} />
      <div className="container-page py-12">
        <section aria-labelledby="pledge-title">
          <h2 id="pledge-title" className="text-3xl font-bold text-slate-900">
            The pledge
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">As a dog owner in Central Texas, I will:</p>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.pledge.map((item) => (
              <li key={item.title} className="rounded-2xl border border-slate-200 p-6">
                <PawPrint aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <ContentSections sections={page.why} />
        <section aria-labelledby="pledge-next-title" className="mt-12 max-w-3xl">
          <h2 id="pledge-next-title" className="text-2xl font-bold text-slate-900">
            Keep it going
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            Read our{' '}
            <Link to="/pet-care-guide" className="font-semibold text-brand-800 underline underline-offset-2">
              guide to dog waste and yard health
            </Link>{' '}
            for the why and how, and if the yard at home is the part that never gets done, we can take it off
            your list.
          </p>
        </section>
      </div>
      <CtaBand />
    </>
  );
}
