import { Link } from 'react-router-dom';
import { business } from '@/content/business';
import type { LocalPageLink } from '@/content/service-directory';
import { kindLabels } from '@/content/service-kinds';
import type { PlaceRef, ServicePageContent } from '@/content/types';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ContentSections } from '@/components/ui/ContentSections';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { ViewContent } from '@/features/analytics/use-view-content';
import { Island } from '@/lib/island-markup';
import { PageHead } from '@/features/seo/PageHead';
import { breadcrumbJsonLd } from '@/features/seo/jsonld';
import { LinkGrid } from '@/components/sections/LinkGrid';
import { FaqSection, PageSection, StepsSection } from '@/components/sections/PageSection';
import { PriceCallout } from './parts/PriceCallout';
import { servicePageJsonLd } from './parts/service-schema';

/** A service page's data (service-page-props.ts): its content file and what the lists of places and pages add. */
export interface ServicePageProps {
  content: ServicePageContent;
  town?: PlaceRef;
  /** Where the service is offered, for its JSON-LD. */
  areaServed: string[];
  related: LocalPageLink[];
}

/** /services/{slug}: one template for every service content file. */
export default function ServicePage({ content, town, areaServed, related }: ServicePageProps) {
  const path = `/services/${content.slug}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: content.h1, path },
  ];

  const jsonLd = [...servicePageJsonLd({ ...content, path, areaServed }), breadcrumbJsonLd(crumbs)];

  const [lead, ...moreIntro] = content.intro;
  const hasSteps = (content.steps?.length ?? 0) > 0;

  return (
    <>
      <PageHead title={content.title} description={content.description} jsonLd={jsonLd} />
      <Island
        component={ViewContent}
        props={{ content_type: 'service', content_name: content.h1, content_category: content.kind }}
      />
      <Breadcrumbs items={crumbs} />
      <PageHero
        eyebrow={`${kindLabels[content.kind]} · ${town ? `${town.name}, TX` : business.county}`}
        title={content.h1}
        lead={<p>{lead}</p>}
      />

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="space-y-6 lg:order-2 lg:sticky lg:top-24 lg:self-start">
          <PriceCallout kind={content.kind} />
          <PrimaryActions />
          {town && (
            <p className="text-slate-700">
              Serving {town.name}:{' '}
              <Link
                to={`/${town.slug}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                our {town.name} page
              </Link>{' '}
              lists its ZIP codes and neighboring towns.
            </p>
          )}
        </aside>
        <div className="lg:order-1">
          {moreIntro.length > 0 && (
            <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
              {moreIntro.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          )}
          <ContentSections sections={content.sections} />
        </div>
      </div>

      {hasSteps && content.steps && <StepsSection steps={content.steps} tone="muted" />}

      {/* Bands alternate plain and muted whether or not the page has steps. */}
      <FaqSection title="Questions and answers" faqs={content.faqs} tone={hasSteps ? 'plain' : 'muted'} />

      {related.length > 0 && (
        <PageSection id="related-services" title="Related services" tone={hasSteps ? 'muted' : 'plain'}>
          <LinkGrid
            label="Related services"
            links={related.map((l) => ({ path: l.path, label: l.label, note: kindLabels[l.kind] }))}
          />
        </PageSection>
      )}

      <CtaBand />
    </>
  );
}
