import Gift from 'lucide-react/icons/gift';
import PawPrint from 'lucide-react/icons/paw-print';
import { Link } from 'react-router-dom';
import { business, formatHours } from '@/content/business';
import { listWords } from '@/content/words';
import { priceText } from '@/content/price-text';
import { residentialSteps } from '@/content/how-it-works';
import {
  areaWideServicePages,
  byTownThenKind,
  servicePageLinks,
  servicePagesForTown,
} from '@/content/service-directory';
import { kindLabels } from '@/content/service-kinds';
import { towns } from '@/content/towns';
import type { Faq } from '@/content/types';
import { ExternalLink } from '@/components/ui/links';
import { faqJsonLd, howToJsonLd } from '@/features/seo/jsonld';
import { LinkGrid, LinkGroups, type LinkGroup, type PageLink } from '@/components/sections/LinkGrid';
import { OfferCards } from './parts/OfferCards';
import { FaqSection, PageSection, StepsSection } from '@/components/sections/PageSection';
import { StaticPage, type PageCopy } from '../StaticPage';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
];

const faqs: Faq[] = [
  {
    question: 'What is included in weekly service?',
    answer: `A full scoop of every part of the yard your dogs use, the waste bagged and disposed of, and the eco-friendly deodorizing spray, ${priceText.weekly} for one dog.`,
  },
  {
    question: 'What is the One-Time Yard Reset?',
    answer: `A single, thorough cleanup of a yard that has built up, ${priceText.oneTime}. The price depends on the yard, the number of dogs and how long it has been; deodorizing is a ${priceText.deodorizing} add-on.`,
  },
  {
    question: 'How are HOAs, apartments and businesses priced?',
    answer:
      'With custom pricing: the areas to cover, the number of dogs and the visit schedule set the price. The quote is free.',
  },
  {
    question: 'How can I pay?',
    answer: `We accept these payment methods: ${listWords(business.paymentAccepted)}.`,
  },
  {
    question: 'When do you work?',
    answer: `Service hours are ${formatHours()}. Phone ${business.phone.display}: ${business.phoneAvailability.toLowerCase()}.`,
  },
];

const page: PageCopy = {
  title: 'Dog Poop Scooping Services and Prices',
  description: `Weekly dog poop scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}, deodorizing and commercial service across ${business.county}. See every service.`,
  h1: 'Pet Waste Removal Services and Prices',
  lead: (
    <p>
      Weekly scooping, one-time yard resets, eco-friendly deodorizing and commercial plans for{' '}
      {business.county}. Every price below comes with a free quote for your yard, and we reply{' '}
      {business.quoteReply}.
    </p>
  ),
};

const linkTo = (l: { path: string; label: string; kind: keyof typeof kindLabels }): PageLink => ({
  path: l.path,
  label: l.label,
  note: kindLabels[l.kind],
});

/** /services: every service with its price, the service pages by town, and the partner offer. */
export default function ServicesPage() {
  const serviceGroups: LinkGroup[] = [
    ...towns.map((town) => ({
      title: town.name,
      to: `/${town.slug}`,
      label: `Services in ${town.name}`,
      links: servicePagesForTown(town.slug).map(linkTo),
    })),
    {
      title: `Across ${business.county}`,
      label: `Services across ${business.county}`,
      links: areaWideServicePages().map(linkTo),
    },
  ].filter((group) => group.links.length > 0);
  const commercialPages = servicePageLinks
    .filter((l) => ['commercial', 'apartment', 'hoa'].includes(l.kind))
    .sort(byTownThenKind);

  return (
    <StaticPage
      page={page}
      eyebrow="Services and prices"
      jsonLd={[faqJsonLd(faqs), howToJsonLd('How our yard service works', residentialSteps)]}
      crumbs={crumbs}
    >
      <PageSection
        id="prices"
        title="Our services"
        intro={<p>Starting prices. More dogs or a bigger yard are quoted before the first visit.</p>}
      >
        <OfferCards withIds />
      </PageSection>

      <StepsSection steps={residentialSteps} tone="muted" />

      <PageSection
        id="service-pages"
        title="Service pages by town"
        intro={
          <p>
            Each page explains one service in one place, with its prices and answers to the usual questions.
          </p>
        }
      >
        <LinkGroups groups={serviceGroups} />
      </PageSection>

      <PageSection
        id="commercial-service"
        title="Commercial, HOA and apartment service"
        tone="muted"
        intro={
          <p>
            Common areas, shared lawns and business grounds, scooped on the schedule you choose, with custom
            pricing for each property.{' '}
            <Link
              to="/commercial-services"
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              How commercial service works
            </Link>
          </p>
        }
      >
        <LinkGrid label="Commercial service pages" links={commercialPages.map(linkTo)} />
      </PageSection>

      <PageSection id="pet-care" title="Pet sitting and dog walking">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <PawPrint aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">A partner for sitting and walking</h3>
            <p className="mt-2 text-2xl font-extrabold text-brand-800">{priceText.petCareDiscount} off</p>
            <p className="mt-2 text-slate-700">
              We scoop yards; we do not sit or walk dogs. For that we point customers to a pet-care
              marketplace partner, where your first booking is {priceText.petCareDiscount} off.
            </p>
            <ExternalLink href={business.links.petCareMarketplace} className="btn btn-outline mt-4">
              Find a sitter or walker
            </ExternalLink>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Gift aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">Savings on our own service</h3>
            <p className="mt-2 text-slate-700">
              New customers can mention <strong>{business.welcomeCode.code}</strong> on the call or in the
              booking notes for {priceText.welcome} the first service. Refer a friend and you both save{' '}
              {priceText.referral}.
            </p>
            <Link to="/refer-friend" className="btn btn-outline mt-4">
              Refer and Save {priceText.referral}
            </Link>
          </div>
        </div>
      </PageSection>

      <FaqSection title="Questions about our services" faqs={faqs} tone="muted" />
    </StaticPage>
  );
}
