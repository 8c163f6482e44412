import { coreTownNames } from '@/content/area-copy';
import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'poop-removal-service-near-me',
  kind: 'residential',
  title: 'Poop Removal Service Near Me in the Waco Area',
  description: `Looking for a poop removal service near you? We cover ${business.county}: weekly dog poop removal ${priceText.weekly}, one-time cleanups ${priceText.oneTime}.`,
  h1: 'A Poop Removal Service Near You in the Waco Area',
  intro: [
    `If you live in or around Waco, there is a good chance we already serve your street. ${business.name} removes dog poop from yards across ${business.county}, ${business.reach} in all.`,
    'The quickest way to know for sure is your ZIP code: put it in the quote form, or call us and say it out loud.',
  ],
  sections: [
    {
      heading: 'Is your home in our area?',
      paragraphs: [
        `Our core towns are ${coreTownNames()}, and we serve several places beyond them. Each has its own page with its ZIP codes. If your ZIP code is not listed, ask anyway: any ZIP code can request a quote and the owners confirm coverage.`,
      ],
    },
    {
      heading: 'What "near me" gets you',
      paragraphs: [
        'A local service means a local phone number that the owners answer, visits on a regular day, and same-day service when the yard cannot wait.',
      ],
      bullets: [
        `Call ${business.phone.display}: ${business.phoneAvailability.toLowerCase()}`,
        `Quote reply ${business.quoteReply}`,
        'Same-day service available',
      ],
    },
    {
      heading: 'Services and starting prices',
      paragraphs: ['Wherever you are in our area, the starting prices are the same:'],
      bullets: [
        `Weekly poop removal: ${priceText.weekly} for one dog, deodorizing included`,
        `One-Time Yard Reset: ${priceText.oneTime}`,
        'HOA, apartment and commercial: custom pricing',
      ],
    },
  ],
  faqs: [
    {
      question: 'How do I know if you serve my address?',
      answer:
        'Check your ZIP code on our service area page, or put it in the quote form. If it is not on the list, ask anyway; the owners confirm coverage for any address.',
    },
    {
      question: 'Is the price different depending on where I live?',
      answer: `Starting prices are the same across our service area: weekly ${priceText.weekly} for one dog and one-time cleanups ${priceText.oneTime}. Your yard size and number of dogs set the final quote.`,
    },
    {
      question: 'How fast can a local poop removal service get to me?',
      answer: `Same-day service is available; call ${business.phone.display} to ask about today. Quote requests get a reply ${business.quoteReply}.`,
    },
  ],
} satisfies ServicePageContent;
