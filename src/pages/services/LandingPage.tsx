import { Link } from 'react-router-dom';
import { business } from '@/content/business';
import { visitIncludes } from '@/content/how-it-works';
import { GEONAMES_LICENSE } from '@/content/place-centres';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { PlaceRef, ServicePageContent } from '@/content/types';
import { CheckList } from '@/components/sections/CheckList';
import { ContentSections } from '@/components/ui/ContentSections';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { ViewContent } from '@/features/analytics/use-view-content';
import { Island } from '@/lib/island-markup';
import { QuickQuoteForm } from '@/features/quote/QuickQuoteForm';
import { PageHead } from '@/features/seo/PageHead';
import { ZipCheck } from '@/features/zip-check/ZipCheck';
import { ServiceAreaMap } from '@/pages/areas/parts/ServiceAreaMap';
import { OfferCards } from './parts/OfferCards';
import { FaqSection, PageSection, StepsSection } from '@/components/sections/PageSection';
import { servicePageJsonLd } from './parts/service-schema';

const heroPromises = [promises.sameDay, promises.deodorizingIncluded, promises.licensed, promises.guarantee];

/** A landing page's data (service-page-props.ts): its content file and what the list of places adds. */
export interface LandingPageProps {
  content: ServicePageContent;
  town?: PlaceRef;
  /** Where the service is offered, for its JSON-LD. */
  areaServed: string[];
  /** How many places the business serves. */
  places: number;
  /** What the area's map shows, and its caption (which is also its accessible name). */
  map: { focus?: string; nearestOnly: boolean; caption: string };
}

/** /{slug}: search landing pages. A strong hero, the free-quote block, prices, area and answers. */
export default function LandingPage({ content, town, areaServed, places, map }: LandingPageProps) {
  const path = `/${content.slug}`;
  const [lead, ...moreIntro] = content.intro;
  const hasSteps = (content.steps?.length ?? 0) > 0;

  const jsonLd = servicePageJsonLd({ ...content, path, areaServed });

  return (
    <>
      <PageHead title={content.title} description={content.description} jsonLd={jsonLd} />
      <Island
        component={ViewContent}
        props={{ content_type: 'place', content_name: content.h1, content_category: 'landing' }}
      />
      <PageHero
        eyebrow={`${promises.quickQuote} · reply ${business.quoteReply}`}
        title={content.h1}
        lead={<p>{lead}</p>}
        actions={<PrimaryActions tone="dark" quoteLabel="Get My Free Quote" />}
      >
        <CheckList
          items={heroPromises}
          tone="dark"
          className="mt-8 grid gap-2 text-brand-50 sm:grid-cols-2"
        />
      </PageHero>

      <section
        id="free-quote"
        aria-labelledby="free-quote-title"
        className="border-b border-slate-200 bg-accent-300/20"
      >
        <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_26rem] lg:items-start">
          <div>
            <h2 id="free-quote-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Get your free quote
            </h2>
            {moreIntro.map((p) => (
              <p key={p} className="mt-3 max-w-3xl text-lg text-slate-800">
                {p}
              </p>
            ))}
            <div className="mt-6">
              <PrimaryActions quoteLabel="Get My Free Quote" />
            </div>
            <p className="mt-4 text-slate-700">
              New customer? Mention <strong>{business.welcomeCode.code}</strong> for {priceText.welcome} your
              first service.
            </p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5">
            <Island component={QuickQuoteForm} props={{}} />
          </div>
        </div>
      </section>

      <PageSection id="whats-included" title="What's included">
        <CheckList
          items={visitIncludes}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="text-slate-800"
        />
      </PageSection>

      <PageSection
        id="prices"
        title="Prices"
        tone="muted"
        intro={<p>Starting prices, the same everywhere we serve.</p>}
      >
        <OfferCards />
      </PageSection>

      <div className="container-page pb-4">
        <ContentSections sections={content.sections} />
      </div>

      {hasSteps && content.steps && <StepsSection steps={content.steps} />}

      <PageSection
        id="service-area"
        title="Where we work"
        tone="muted"
        intro={
          <p>
            {places} places across {business.county}, from our base in {business.address.locality}. Any ZIP
            code can ask for a quote; the owners confirm coverage.
          </p>
        }
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div>
            <ServiceAreaMap {...map} />
            <p className="mt-2 text-sm text-slate-700">
              <Link
                to={town ? `/${town.slug}` : '/service-areas'}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {town
                  ? `Distances from ${town.name} to the places we serve`
                  : 'Every place and ZIP code we serve'}
              </Link>
              . Map positions from{' '}
              <a
                href="https://www.geonames.org/"
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                GeoNames
              </a>{' '}
              (
              <a
                href={GEONAMES_LICENSE.url}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {GEONAMES_LICENSE.name}
              </a>
              ).
            </p>
          </div>
          <Island component={ZipCheck} props={{}} />
        </div>
      </PageSection>

      <FaqSection title="Questions and answers" faqs={content.faqs} />

      <CtaBand />
    </>
  );
}
