import type { AreaCopy } from '@/content/area-copy';
import { business, offerPrice } from '@/content/business';
import { residentialSteps } from '@/content/how-it-works';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { CtaBand } from '@/components/ui/CtaBand';
import { FaqList } from '@/components/ui/FaqList';
import { PageHero } from '@/components/ui/PageHero';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { PageHead } from '@/features/seo/PageHead';
import { breadcrumbJsonLd, faqJsonLd, howToJsonLd, serviceJsonLd } from '@/features/seo/jsonld';
import { LinkGrid, type PageLink } from '@/pages/services/parts/LinkGrid';
import { OfferCards } from '@/pages/services/parts/OfferCards';
import { PageSection } from '@/pages/services/parts/PageSection';
import { PromiseList } from '@/pages/services/parts/PromiseList';
import { StepsList } from '@/components/ui/StepsList';
import { ZipList } from '@/pages/services/parts/ZipList';

export interface LinkGroup {
  title: string;
  intro?: string;
  links: PageLink[];
}

interface AreaPageBodyProps {
  copy: AreaCopy;
  /** The town or neighborhood as the page names it. */
  placeName: string;
  crumbs: readonly Crumb[];
  zips: readonly string[];
  linkGroups: readonly LinkGroup[];
}

/** The body shared by town and neighborhood pages: same structure, copy from area-copy.ts. */
export function AreaPageBody({ copy, placeName, crumbs, zips, linkGroups }: AreaPageBodyProps) {
  const path = crumbs[crumbs.length - 1]?.path ?? '/';
  const howToName = `How dog poop pickup works in ${placeName}`;
  const jsonLd = [
    serviceJsonLd({
      name: copy.h1,
      description: copy.description,
      path,
      serviceType: business.serviceTypes[0],
      areaServed: [copy.areaServed],
      // The weekly price is the first price the page shows ("from ... /week").
      price: offerPrice('weekly'),
    }),
    faqJsonLd(copy.faqs),
    howToJsonLd(howToName, residentialSteps),
    breadcrumbJsonLd(crumbs),
  ];
  const groups = linkGroups.filter((g) => g.links.length > 0);

  return (
    <>
      <PageHead title={copy.title} description={copy.description} jsonLd={jsonLd} />
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={<p>{copy.lead}</p>} />

      <PageSection id="what-you-get" title={`What you get in ${placeName}`} intro={<p>{copy.offersIntro}</p>}>
        <OfferCards />
        <div className="mt-10">
          <PromiseList place={placeName} />
        </div>
      </PageSection>

      <PageSection id="about-area" title={copy.about.heading} tone="muted">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {copy.about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="how-it-works" title={howToName}>
        <StepsList steps={residentialSteps} />
      </PageSection>

      <PageSection
        id="zip-codes"
        title={`ZIP codes we serve in ${placeName}`}
        tone="muted"
        intro={<p>{copy.zipSentence}</p>}
      >
        <ZipList zips={zips} label={`ZIP codes served in ${placeName}`} />
        <p className="mt-6 max-w-3xl text-slate-700">{copy.zipNote}</p>
        <div className="mt-6">
          <PrimaryActions />
        </div>
      </PageSection>

      {groups.length > 0 && (
        <PageSection id="nearby" title={`Around ${placeName}`}>
          <div className="space-y-10">
            {groups.map((group) => (
              <div key={group.title}>
                <h3 className="text-xl font-semibold text-slate-900">{group.title}</h3>
                {group.intro && <p className="mt-2 text-slate-700">{group.intro}</p>}
                <div className="mt-4">
                  <LinkGrid links={group.links} label={group.title} />
                </div>
              </div>
            ))}
          </div>
        </PageSection>
      )}

      <PageSection id="faq" title={`${placeName} pooper scooper FAQ`} tone="muted">
        <FaqList faqs={copy.faqs} />
      </PageSection>

      <CtaBand />
    </>
  );
}
