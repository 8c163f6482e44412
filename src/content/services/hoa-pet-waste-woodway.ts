import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'hoa-pet-waste-woodway',
  kind: 'hoa',
  town: 'woodway',
  title: 'HOA Pet Waste Service in Woodway, TX',
  description:
    'Pet waste service for Woodway, TX homeowners associations: scheduled cleanup of common areas, deodorizing and custom pricing your board can review.',
  h1: 'Pet Waste Service for Woodway HOAs',
  intro: [
    'Homeowners associations in Woodway can hand the common areas to us: a scheduled pet waste cleanup of the shared spaces residents walk their dogs through.',
    `Each association gets custom pricing. Ask for a quote and we reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'Fewer complaints, cleaner common areas',
      paragraphs: [
        'Reminders in the newsletter only go so far. A regular cleanup of the entrances, greenbelts and walkways fixes what residents actually see, and it stops the board from having to chase individual dog owners.',
      ],
    },
    {
      heading: 'How the service is set up',
      paragraphs: [
        'We agree with the board which common areas to cover, how often to visit and whether deodorizing is part of it. That scope is what the custom quote prices, so the board knows exactly what it is approving.',
      ],
      bullets: ['Areas covered', 'Visit schedule', 'Deodorizing where wanted'],
    },
    {
      heading: 'One contact for the board',
      paragraphs: [
        `Changes, questions and feedback go to the owners of ${business.name} on ${business.phone.display}, not to a call center.`,
      ],
    },
    {
      heading: 'Private yards, too',
      paragraphs: [
        `Residents can book their own yard as well: weekly scooping ${priceText.weekly} for one dog, deodorizing included, or a One-Time Yard Reset ${priceText.oneTime}.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'How is HOA pet waste service priced in Woodway?',
      answer:
        'Each association gets a custom price based on the common areas, the number of dogs in the community and how often you want visits.',
    },
    {
      question: 'Can residents book their own yards?',
      answer: `Yes. Residential weekly scooping costs ${priceText.weekly} for one dog, and residents book it directly with us.`,
    },
    {
      question: 'Are you licensed and insured?',
      answer: `Yes. ${business.name} is licensed and insured in Texas.`,
    },
  ],
} satisfies ServicePageContent;
