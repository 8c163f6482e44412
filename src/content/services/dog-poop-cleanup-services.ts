import { coreTownNames, otherPlaceNames } from '@/content/area-copy';
import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'dog-poop-cleanup-services',
  kind: 'residential',
  title: 'Dog Poop Cleanup Services in McLennan County',
  description: `Dog poop cleanup services across ${business.county}, TX: weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}, deodorizing and commercial plans.`,
  h1: `Dog Poop Cleanup Services Across ${business.county}`,
  intro: [
    `${business.name} offers every kind of dog poop cleanup a home or property needs, across ${business.county}: ${business.reach}, from our base in ${business.address.locality}.`,
    `Here is the full list, with starting prices. Every quote is free and we reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'Cleanup services for homes',
      paragraphs: ['For private yards, three services cover everything:'],
      bullets: [
        `Weekly scooping: ${priceText.weekly} for one dog, deodorizing included`,
        `One-Time Yard Reset: ${priceText.oneTime}, for a yard that has built up`,
        `Eco-friendly deodorizing: free with weekly service, ${priceText.deodorizing} as an add-on`,
      ],
    },
    {
      heading: 'Cleanup services for properties',
      paragraphs: [
        'HOAs, apartment communities and businesses get scheduled cleanup of their common areas and lawns, with custom pricing for each property.',
      ],
    },
    {
      heading: 'Where we clean up',
      paragraphs: [
        `Our core towns are ${coreTownNames()}. We also serve ${otherPlaceNames()}. Any ZIP code can ask for a quote; the owners confirm coverage.`,
      ],
    },
    {
      heading: 'Promises that come with every service',
      paragraphs: ['Whatever you book, you get:'],
      bullets: [
        promises.sameDay,
        promises.licensed,
        promises.guarantee,
        `${business.ownership}, since ${business.foundedYear}`,
      ],
    },
  ],
  faqs: [
    {
      question: 'What dog poop cleanup services do you offer?',
      answer:
        'Weekly scooping, one-time yard resets and eco-friendly deodorizing for homes, plus scheduled cleanup for HOAs, apartment communities and businesses.',
    },
    {
      question: 'Which towns do you cover?',
      answer: `${business.reach} across ${business.county}, including ${coreTownNames()}.`,
    },
    {
      question: 'How much do your cleanup services cost?',
      answer: `Weekly scooping costs ${priceText.weekly} for one dog, a One-Time Yard Reset costs ${priceText.oneTime}, and deodorizing is ${priceText.deodorizing} as an add-on (free with weekly). Commercial work has custom pricing.`,
    },
  ],
} satisfies ServicePageContent;
