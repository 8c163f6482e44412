import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/ui/CtaBand';
import { ContentSections } from '@/components/ui/ContentSections';
import { FaqList } from '@/components/ui/FaqList';
import { PageHero } from '@/components/ui/PageHero';
import { keepWacoWaggin, petCareGuide as guide } from '@/content/guides';
import type { GuideOption } from '@/features/newsletter/lead-magnet-fields';
import { LeadMagnetForm } from '@/features/newsletter/LeadMagnetForm';
import { faqJsonLd } from '@/features/seo/jsonld';
import { PageHead } from '@/features/seo/PageHead';
import { Island } from '@/lib/island-markup';

const guideOptions: [GuideOption, ...GuideOption[]] = [
  { id: 'pet-care-guide', label: guide.h1 },
  { id: 'keep-waco-waggin', label: `${keepWacoWaggin.h1} pledge` },
];

export default function PetCareGuidePage() {
  return (
    <>
      <PageHead title={guide.title} description={guide.description} jsonLd={[faqJsonLd(guide.faqs)]} />
      <PageHero eyebrow="Pet care guide" title={guide.h1} lead={guide.lead} />
      <div className="container-page py-12">
        <div className="max-w-3xl rounded-2xl bg-brand-50 p-6">
          <h2 className="text-lg font-bold text-slate-900">In this guide</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {guide.sections.map((section) => (
              <li key={section.heading}>{section.heading}</li>
            ))}
          </ol>
        </div>
        <ContentSections sections={guide.sections} />
        <section aria-labelledby="guide-faq-title" className="mt-12 max-w-3xl">
          <h2 id="guide-faq-title" className="mb-6 text-2xl font-bold text-slate-900">
            Quick questions
          </h2>
          <FaqList faqs={guide.faqs} />
        </section>
        <section
          id="guide-signup"
          aria-labelledby="guide-signup-title"
          className="mt-12 max-w-3xl rounded-2xl border border-slate-200 p-6"
        >
          <h2 id="guide-signup-title" className="text-2xl font-bold text-slate-900">
            {guide.signup.title}
          </h2>
          <p className="mt-3 text-slate-700">{guide.signup.text}</p>
          <Island component={LeadMagnetForm} props={{ guides: guideOptions }} />
        </section>
        <section aria-labelledby="guide-help-title" className="mt-12 max-w-3xl">
          <h2 id="guide-help-title" className="text-2xl font-bold text-slate-900">
            Rather not scoop it yourself?
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            That is what we are for. See{' '}
            <Link
              to="/services/weekly-scooping-waco"
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              weekly scooping
            </Link>
            , a{' '}
            <Link
              to="/services/one-time-cleanup-waco"
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              one-time yard reset
            </Link>{' '}
            or{' '}
            <Link to="/services" className="font-semibold text-brand-800 underline underline-offset-2">
              all our services
            </Link>
            .
          </p>
        </section>
      </div>
      <CtaBand />
    </>
  );
}
