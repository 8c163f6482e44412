import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'dog-poop-cleanup-service-waco',
  kind: 'residential',
  town: 'waco',
  title: 'Dog Poop Cleanup Service in Waco: Plans & Prices',
  description: `Compare dog poop cleanup plans in Waco, TX: weekly ${priceText.weekly}, a one-time reset ${priceText.oneTime}, or custom pricing for HOAs and businesses.`,
  h1: 'Dog Poop Cleanup Service in Waco: Pick Your Plan',
  intro: [
    'Every yard needs a different kind of cleanup. This page lays out the plans side by side, with their starting prices, so you can pick the one that fits before you ask for a quote.',
    `Not sure? Ask for a free quote anyway and tell us about the yard; we reply ${business.quoteReply} with a recommendation and a price.`,
  ],
  sections: [
    {
      heading: 'Weekly cleanup',
      paragraphs: [
        `For dogs that use the yard every day. We come once a week, scoop the whole yard and deodorize it. Costs ${priceText.weekly} for one dog, deodorizing included.`,
      ],
      bullets: ['Best for: everyday dog yards', 'Deodorizing: included', 'You need to be home: no'],
    },
    {
      heading: 'One-Time Yard Reset',
      paragraphs: [
        `For a yard that needs one thorough catch-up: after a busy stretch, before a party, a move or a sale. Costs ${priceText.oneTime}; deodorizing is a ${priceText.deodorizing} add-on.`,
      ],
      bullets: ['Best for: yards that have built up', 'Same-day service: available', 'Commitment: none'],
    },
    {
      heading: 'Commercial, HOA and apartment cleanup',
      paragraphs: [
        'For common areas, shared lawns and business grounds. Visits on the schedule you choose, with custom pricing for each property.',
      ],
      bullets: [
        'Best for: properties with shared green space',
        'Pricing: custom quote',
        'Contact: the owners directly',
      ],
    },
    {
      heading: 'Switching between plans',
      paragraphs: [
        'Plans are not a trap. You can start with a one-time reset and move to weekly, or add a reset before a special occasion. Call the owners and we adjust.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Which dog poop cleanup plan is right for me?',
      answer:
        'If your dogs use the yard every day, weekly keeps it clean all the time. If the yard needs one big catch-up, book a One-Time Yard Reset. Properties with shared areas need a commercial plan.',
    },
    {
      question: 'What is the cheapest way to keep my yard clean?',
      answer: `For a dog yard used every day, weekly service (${priceText.weekly} for one dog) usually works out better than repeated big cleanups, because the yard never builds up and deodorizing is included.`,
    },
    {
      question: 'Can I book a one-time cleanup without a plan?',
      answer: `Yes. The One-Time Yard Reset (${priceText.oneTime}) stands on its own; there is nothing else to sign up for.`,
    },
  ],
} satisfies ServicePageContent;
