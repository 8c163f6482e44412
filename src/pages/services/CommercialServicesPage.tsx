import Building from 'lucide-react/icons/building';
import Building2 from 'lucide-react/icons/building-complex';
import Trees from 'lucide-react/icons/trees';
import type { LucideIcon } from 'lucide-react';
import { business } from '@/content/business';
import { commercialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import { areaServedFor } from '@/content/places';
import { byTownThenKind, servicePageLinks } from '@/content/service-directory';
import { kindLabels } from '@/content/service-kinds';
import type { Faq, ServiceKind } from '@/content/types';
import { CardGrid } from '@/components/sections/CardGrid';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { faqJsonLd, howToJsonLd, serviceJsonLd } from '@/features/seo/jsonld';
import { LinkGrid } from '@/components/sections/LinkGrid';
import { FaqSection, PageSection, StepsSection } from '@/components/sections/PageSection';
import { StaticPage, type PageCopy } from '../StaticPage';

const PATH = '/commercial-services';
const TITLE = 'Commercial Dog Waste Removal for HOAs, Apartments and Businesses';
const DESCRIPTION = `Commercial, HOA and apartment dog waste removal across ${business.county}: scheduled cleanup of common areas, deodorizing, custom pricing. Licensed and insured.`;

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Commercial Services', path: PATH },
];

interface Audience {
  kind: Extract<ServiceKind, 'hoa' | 'apartment' | 'commercial'>;
  icon: LucideIcon;
  title: string;
  text: string;
}

const audiences: Audience[] = [
  {
    kind: 'hoa',
    icon: Trees,
    title: 'Homeowners associations',
    text: 'Entrances, greenbelts and the grass along shared sidewalks, cleaned on a schedule the board approves.',
  },
  {
    kind: 'apartment',
    icon: Building,
    title: 'Apartment communities',
    text: 'Shared lawns and dog areas that many residents use every day, kept clean between your own team’s rounds.',
  },
  {
    kind: 'commercial',
    icon: Building2,
    title: 'Businesses and property managers',
    text: 'Lawns by the entrance, green strips and rental properties where dogs go, so customers and tenants never step in it.',
  },
];

const included = [
  'The common areas you choose, scooped on every visit',
  'Waste bagged and disposed of',
  'Eco-friendly deodorizing where your plan includes it',
  'A visit schedule set around the property',
  `A direct line to the owners: ${business.phone.display}`,
  promises.licensed,
];

const faqs: Faq[] = [
  {
    question: 'How much does commercial dog waste removal cost?',
    answer:
      'It has custom pricing. The size of the areas, the number of dogs that use them and how often you want visits set the price, and the quote is free.',
  },
  {
    question: 'How quickly do you reply to a commercial quote request?',
    answer: `We reply ${business.quoteReply}. The more you tell us about the areas and the schedule, the closer the first quote will be.`,
  },
  {
    question: 'Are you licensed and insured?',
    answer: `Yes. ${business.name} is licensed and insured in Texas, and our work comes with a ${promises.guarantee.toLowerCase()}.`,
  },
  {
    question: 'Can residents book their own yards?',
    answer: `Yes. Residents with private yards can book weekly scooping (${priceText.weekly} for one dog) or a One-Time Yard Reset (${priceText.oneTime}) directly with us.`,
  },
  {
    question: 'Which areas do you cover?',
    answer: `${business.county}, ${business.reach}. Any property can ask for a quote; the owners confirm coverage.`,
  },
];

const page: PageCopy = {
  title: 'Commercial, HOA and Apartment Dog Waste Removal',
  description: DESCRIPTION,
  h1: TITLE,
  lead: (
    <p>
      Scheduled cleanup of common areas and shared lawns across {business.county}, with custom pricing for
      each property. Tell us about yours and we reply {business.quoteReply}.
    </p>
  ),
};

/** /commercial-services: HOA, apartment and business service, all custom-priced. */
export default function CommercialServicesPage() {
  const commercialPages = servicePageLinks
    .filter((l) => audiences.some((a) => a.kind === l.kind))
    .sort(byTownThenKind)
    .map((l) => ({ path: l.path, label: l.label, note: kindLabels[l.kind] }));

  return (
    <StaticPage
      page={page}
      eyebrow="For HOAs, apartments and businesses"
      jsonLd={[
        serviceJsonLd({
          name: TITLE,
          description: DESCRIPTION,
          path: PATH,
          serviceType: 'Pet Waste Removal',
          areaServed: areaServedFor(undefined),
        }),
        faqJsonLd(faqs),
        howToJsonLd('How commercial dog waste removal works', commercialSteps),
      ]}
      crumbs={crumbs}
    >
      <PageSection id="who-we-serve" title="Who we work with">
        <CardGrid cards={audiences} className="grid gap-4 md:grid-cols-3" look="boxed" />
      </PageSection>

      <PageSection id="whats-included" title="What's included" tone="muted">
        <ul className="grid list-disc gap-2 pl-6 text-lg text-slate-800 sm:grid-cols-2">
          {included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="pricing" title="Custom pricing">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          <p>
            A small lawn beside an office and the common areas of a large community are different jobs, so
            commercial, HOA and apartment service has no list price. Three things set it:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            <li>The size and number of the areas to cover</li>
            <li>How many dogs use them</li>
            <li>How often you want visits</li>
          </ul>
          <p>The quote is free and tells you the price before anything starts.</p>
        </div>
        <div className="mt-8">
          <PrimaryActions quoteLabel="Get a Commercial Quote" />
        </div>
      </PageSection>

      <StepsSection steps={commercialSteps} tone="muted" />

      <PageSection
        id="commercial-pages"
        title="HOA, apartment and commercial pages by town"
        intro={<p>Each page covers one kind of property in one town.</p>}
      >
        <LinkGrid label="Commercial service pages" links={commercialPages} />
      </PageSection>

      <FaqSection title="Commercial service questions" faqs={faqs} tone="muted" />
    </StaticPage>
  );
}
