import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { neighborTowns, townGroups } from '@/content/area-copy';
import { business } from '@/content/business';
import { visitIncludes } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import { townBySlug } from '@/content/towns';
import type { ServicePageContent } from '@/content/types';
import { ContentSections } from '@/components/ui/ContentSections';
import { CtaBand } from '@/components/ui/CtaBand';
import { FaqList } from '@/components/ui/FaqList';
import { PageHero } from '@/components/ui/PageHero';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { QuickQuoteFormIsland } from '@/features/quote/QuickQuoteFormIsland';
import { PageHead } from '@/features/seo/PageHead';
import { faqJsonLd, howToJsonLd, serviceJsonLd } from '@/features/seo/jsonld';
import { LinkGrid } from './parts/LinkGrid';
import { OfferCards } from './parts/OfferCards';
import { PageSection } from './parts/PageSection';
import { areaServedFor, jsonLdPriceForKind, serviceTypeForKind } from './parts/service-schema';
import { StepsList } from '@/components/ui/StepsList';

const heroPromises = [promises.sameDay, promises.deodorizingIncluded, promises.licensed, promises.guarantee];

/** /{slug}: search landing pages. A strong hero, the free-quote block, prices, area and answers. */
export default function LandingPage({ content }: { content: ServicePageContent }) {
  const town = content.town ? townBySlug(content.town) : undefined;
  const path = `/${content.slug}`;
  const howToName = `How it works: ${content.h1}`;
  const [lead, ...moreIntro] = content.intro;
  const hasSteps = (content.steps?.length ?? 0) > 0;

  const jsonLd = [
    serviceJsonLd({
      name: content.h1,
      description: content.description,
      path,
      serviceType: serviceTypeForKind(content.kind),
      areaServed: areaServedFor(content.town),
      price: jsonLdPriceForKind(content.kind),
    }),
    faqJsonLd(content.faqs),
    ...(content.steps?.length ? [howToJsonLd(howToName, content.steps)] : []),
  ];

  return (
    <>
      <PageHead title={content.title} description={content.description} jsonLd={jsonLd} />
      <PageHero
        eyebrow={`${promises.quickQuote} · reply ${business.quoteReply}`}
        title={content.h1}
        lead={<p>{lead}</p>}
        actions={<PrimaryActions tone="dark" quoteLabel="Get My Free Quote" />}
      >
        <ul className="mt-8 grid gap-2 text-brand-50 sm:grid-cols-2">
          {heroPromises.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
              {item}
            </li>
          ))}
        </ul>
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
            <QuickQuoteFormIsland />
          </div>
        </div>
      </section>

      <PageSection id="whats-included" title="What's included">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {visitIncludes.map((item) => (
            <li key={item} className="flex items-start gap-2 text-slate-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
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

      {hasSteps && content.steps && (
        <PageSection id="how-it-works" title="How it works">
          <StepsList steps={content.steps} />
        </PageSection>
      )}

      <PageSection
        id="service-area"
        title="Where we work"
        tone="muted"
        intro={
          <p>
            {business.county}, {business.reach}. Any ZIP code can ask for a quote; the owners confirm
            coverage.{' '}
            <Link to="/service-areas" className="font-semibold text-brand-800 underline underline-offset-2">
              See every ZIP code we serve
            </Link>
            .
          </p>
        }
      >
        <div className="space-y-8">
          {town && (
            <div>
              <h3 className="text-xl font-semibold text-slate-900">{town.name} and next door</h3>
              <div className="mt-3">
                <LinkGrid
                  label={`${town.name} and next door`}
                  links={[town, ...neighborTowns(town)].map((t) => ({ path: `/${t.slug}`, label: t.name }))}
                />
              </div>
            </div>
          )}
          {townGroups().map((group) => (
            <div key={group.group}>
              <h3 className="text-xl font-semibold text-slate-900">{group.title}</h3>
              <div className="mt-3">
                <LinkGrid
                  label={group.title}
                  links={group.towns.map((t) => ({ path: `/${t.slug}`, label: t.name }))}
                />
              </div>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="faq" title="Questions and answers">
        <FaqList faqs={content.faqs} />
      </PageSection>

      <CtaBand />
    </>
  );
}
