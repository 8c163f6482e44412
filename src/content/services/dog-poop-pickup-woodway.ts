import { neighborNames, zipsOf } from '@/content/area-copy';
import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'dog-poop-pickup-woodway',
  kind: 'residential',
  town: 'woodway',
  title: 'Dog Poop Pickup in Woodway, TX',
  description: `Dog poop pickup in Woodway, TX (${zipsOf('woodway')}): weekly scooping ${priceText.weekly} with deodorizing included, or a One-Time Yard Reset ${priceText.oneTime}.`,
  h1: 'Dog Poop Pickup Service in Woodway, TX',
  intro: [
    `Woodway is one of the core towns we serve, and Woodway homes get our full dog poop pickup service: weekly visits ${priceText.weekly} for one dog or a One-Time Yard Reset ${priceText.oneTime}.`,
    `Every weekly visit ends with the eco-friendly deodorizing spray, and every quote gets a reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'Weekly pickup for Woodway yards',
      paragraphs: [
        'Weekly pickup keeps the yard clean all the time. We come on your regular day, scoop every part of the yard the dogs use, bag and dispose of the waste and spray the deodorizer, with no need for you to be home.',
      ],
    },
    {
      heading: 'A one-time reset when the yard has built up',
      paragraphs: [
        `If the yard needs a single thorough cleanup, the One-Time Yard Reset costs ${priceText.oneTime}; deodorizing is a ${priceText.deodorizing} add-on. It is also a good way to start weekly service from a clean yard.`,
      ],
    },
    {
      heading: 'Same day, when it matters',
      paragraphs: [
        `Company coming, a listing photo shoot, a garden party: ${promises.sameDay.toLowerCase()}. Call ${business.phone.display} for today's schedule.`,
      ],
    },
    {
      heading: 'Woodway and next door',
      paragraphs: [
        `We serve ZIP code ${zipsOf('woodway')} and the towns next to Woodway on our list: ${neighborNames('woodway')}. Woodway HOAs and businesses have their own pages for commercial service.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'Do you pick up dog poop in Woodway?',
      answer: `Yes. Woodway (ZIP code ${zipsOf('woodway')}) is one of our core towns, with weekly and one-time service.`,
    },
    {
      question: 'How much is dog poop pickup in Woodway?',
      answer: `Weekly pickup costs ${priceText.weekly} for one dog, deodorizing included; a One-Time Yard Reset costs ${priceText.oneTime}. The free quote gives the exact price for your yard.`,
    },
    {
      question: 'Is there same-day service in Woodway?',
      answer: `Same-day service is available. Call ${business.phone.display} and we will tell you what today allows.`,
    },
  ],
} satisfies ServicePageContent;
