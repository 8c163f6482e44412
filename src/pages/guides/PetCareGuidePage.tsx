import { Link } from 'react-router-dom';
import { FormPanel, Panel } from '@/components/sections/Panel';
import { ContentSections } from '@/components/ui/ContentSections';
import { FaqList } from '@/components/ui/FaqList';
import { StaticPage } from '../StaticPage';
import { keepWacoWaggin, petCareGuide as guide } from '@/content/guides';
import type { GuideOption } from '@/features/newsletter/lead-magnet-fields';
import { LeadMagnetForm } from '@/features/newsletter/LeadMagnetForm';
import { faqJsonLd } from '@/features/seo/jsonld';
import { Island } from '@/lib/island-markup';

const guideOptions: [GuideOption, ...GuideOption[]] = [
  { id: 'pet-care-guide', label: guide.h1 },
  { id: 'keep-waco-waggin', label: `${keepWacoWaggin.h1} pledge` },
];

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

export default function PetCareGuidePage() {
  return (
    <StaticPage page={guide} eyebrow="Pet care guide" jsonLd={[faqJsonLd(guide.faqs)]}>
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
        <Panel titleId="guide-faq-title" title="Quick questions" spaced className="mt-12 max-w-3xl">
          <FaqList faqs={guide.faqs} />
        </Panel>
        <FormPanel id="guide-signup" intro={guide.signup} className="mt-12 max-w-3xl">
          <Island component={LeadMagnetForm} props={{ guides: guideOptions }} />
        </FormPanel>
        <Panel titleId="guide-help-title" title="Rather not scoop it yourself?" className="mt-12 max-w-3xl">
          <p className="mt-3 leading-relaxed text-slate-700">
            That is what we are for. See{' '}
            <Link to="/services/weekly-scooping-waco" className={linkClass}>
              weekly scooping
            </Link>
            , a{' '}
            <Link to="/services/one-time-cleanup-waco" className={linkClass}>
              one-time yard reset
            </Link>{' '}
            or{' '}
            <Link to="/services" className={linkClass}>
              all our services
            </Link>
            .
          </p>
        </Panel>
      </div>
    </StaticPage>
  );
}
