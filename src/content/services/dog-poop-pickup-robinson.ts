import { neighborNames, zipsOf } from '@/content/area-copy';
import { business } from '@/content/business';
import { residentialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'dog-poop-pickup-robinson',
  kind: 'residential',
  town: 'robinson',
  title: 'Dog Poop Pickup in Robinson, TX',
  description: `Dog poop pickup in Robinson, TX (${zipsOf('robinson')}): weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}, deodorizing included weekly.`,
  h1: 'Dog Poop Pickup Service in Robinson, TX',
  intro: [
    `Robinson is one of our core towns, and dog owners here get the same service as the rest of our ${business.county} area: weekly pickup ${priceText.weekly} for one dog or a One-Time Yard Reset ${priceText.oneTime}.`,
    `We pick up, bag and dispose of the waste and deodorize the yard on weekly visits. Ask for a free quote and we reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'What a Robinson customer gets',
      paragraphs: ['Every Robinson customer can count on:'],
      bullets: [
        `Weekly pickup ${priceText.weekly} for one dog, deodorizing included`,
        `A One-Time Yard Reset ${priceText.oneTime} for a full catch-up`,
        'Same-day service when the yard cannot wait',
        `A quote reply ${business.quoteReply}`,
      ],
    },
    {
      heading: 'Pickup that fits your week',
      paragraphs: [
        'Weekly customers get a regular visit day agreed at the start, and you do not need to be home: we only need access to the yard. One-time customers pick the day that suits them.',
      ],
    },
    {
      heading: 'Robinson ZIP code and neighbors',
      paragraphs: [
        `Robinson's ZIP code, ${zipsOf('robinson')}, is also one of the Waco ZIP codes, and we serve all of it. Next to Robinson on our list: ${neighborNames('robinson')}.`,
      ],
    },
  ],
  steps: [...residentialSteps],
  faqs: [
    {
      question: `Do you serve ZIP code ${zipsOf('robinson')} in Robinson?`,
      answer: 'Yes. Robinson is one of our core towns, with weekly and one-time dog poop pickup.',
    },
    {
      question: 'How much does dog poop pickup cost in Robinson?',
      answer: `Weekly pickup costs ${priceText.weekly} for one dog with deodorizing included; a One-Time Yard Reset costs ${priceText.oneTime}.`,
    },
    {
      question: 'Do I need to be home?',
      answer: 'No. Tell us about gates and dogs when you book, and we take care of the rest.',
    },
  ],
} satisfies ServicePageContent;
