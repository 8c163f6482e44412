import { CtaBand } from '@/components/ui/CtaBand';
import { listPrices } from '@/content/business';
import { homeMeta, howItWorks, quickAnswers, serviceCards } from '@/content/home';
import { coreTowns } from '@/content/service-area-towns';
import { AdminHomeGate } from '@/features/admin/home/AdminHomeGate';
import { MobileCta } from '@/features/engagement/MobileCta';
import { ExitIntentOffer } from '@/features/newsletter/ExitIntentOffer';
import { QuickQuoteForm } from '@/features/quote/QuickQuoteForm';
import { ReviewsWidget } from '@/features/reviews/ReviewsWidget';
import { RoiCalculator } from '@/features/roi-calculator/RoiCalculator';
import { faqJsonLd, howToJsonLd, serviceJsonLd, websiteJsonLd } from '@/features/seo/jsonld';
import { PageHead } from '@/features/seo/PageHead';
import { Island } from '@/lib/island-markup';
import { HomeHero } from './HomeHero';
import { HowItWorksSection } from './HowItWorksSection';
import { QuickAnswersSection } from './QuickAnswersSection';
import { ReviewsSection } from './ReviewsSection';
import { SavingsSection } from './SavingsSection';
import { ServicesSection } from './ServicesSection';
import { WhoWeAreSection } from './WhoWeAreSection';

const weeklyCard = serviceCards.find((card) => card.id === 'weekly')!;

/**
 * Structured data for exactly what the page shows: the quick answers, the three steps and the weekly card;
 * and, on the home page only, the site with its search (/blog?q=).
 */
const jsonLd = [
  websiteJsonLd(),
  faqJsonLd(quickAnswers),
  howToJsonLd('How our pooper scooper service works', howItWorks.steps),
  serviceJsonLd({
    name: weeklyCard.title,
    description: weeklyCard.description,
    path: weeklyCard.target.kind === 'internal' ? weeklyCard.target.to : '/',
    serviceType: 'Pet Waste Removal',
    areaServed: coreTowns.map((town) => `${town.name}, TX`),
    priceCents: listPrices.weekly,
  }),
];

export default function HomePage() {
  return (
    <>
      <PageHead title={homeMeta.title} description={homeMeta.description} jsonLd={jsonLd} />
      <HomeHero quoteForm={<Island component={QuickQuoteForm} props={{}} />} />
      <ServicesSection />
      <HowItWorksSection />
      <ReviewsSection>
        {/* The section's intro already states the rating from business.ts. */}
        <Island component={ReviewsWidget} props={{ showRating: false }} />
      </ReviewsSection>
      <QuickAnswersSection />
      <WhoWeAreSection />
      <SavingsSection>
        <Island component={RoiCalculator} props={{}} />
      </SavingsSection>
      <CtaBand />
      <MobileCta />
      <Island component={ExitIntentOffer} props={{}} />
      <Island component={AdminHomeGate} props={{}} />
    </>
  );
}
