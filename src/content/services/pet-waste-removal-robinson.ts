import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'pet-waste-removal-robinson',
  kind: 'residential',
  town: 'robinson',
  title: 'Pet Waste Removal in Robinson, TX',
  description: `Pet waste removal in Robinson, TX: weekly service ${priceText.weekly} or a one-time cleanup ${priceText.oneTime}, pet-safe deodorizing, licensed and insured.`,
  h1: 'Pet Waste Removal for Robinson Yards',
  intro: [
    'Pet waste removal is one of those chores that is easy to put off and unpleasant to catch up on. We take it off your list for good, on a weekly schedule or in a single visit.',
    `${promises.licensed}. ${business.name} is ${business.ownership} and backs every visit with a ${promises.guarantee.toLowerCase()}.`,
  ],
  sections: [
    {
      heading: 'The chore nobody misses',
      paragraphs: [
        'Scooping the yard in the heat, in the rain or in the dark after work is nobody’s favorite job. Handing it over means the yard is clean when you want to use it, not after you have found time to clean it.',
      ],
    },
    {
      heading: 'Healthier for pets and people',
      paragraphs: [
        'Dog waste can carry bacteria and parasite eggs, and dogs that sniff and walk through an uncleaned yard bring it back inside on their paws. Weekly removal keeps that exposure low and the yard fresh.',
      ],
    },
    {
      heading: 'Prices in Robinson',
      paragraphs: ['Your free quote confirms the exact price for your yard; these are the starting prices:'],
      bullets: [
        `Weekly removal ${priceText.weekly} for one dog, OSO Fresh deodorizing included`,
        `One-Time Yard Reset ${priceText.oneTime}`,
        `Deodorizing as a one-time add-on ${priceText.deodorizing}`,
      ],
    },
  ],
  faqs: [
    {
      question: 'What does pet waste removal cost in Robinson?',
      answer: `Weekly removal costs ${priceText.weekly} for one dog with deodorizing included. One-time cleanups start ${priceText.oneTime}.`,
    },
    {
      question: 'Is the deodorizer safe for my pets?',
      answer:
        'Yes. We use OSO Fresh, a pet-safe and eco-friendly deodorizing spray, after the yard has been scooped.',
    },
    {
      question: 'What if a visit is not up to standard?',
      answer: `Every visit comes with a ${promises.guarantee.toLowerCase()}. Call the owners on ${business.phone.display} and we make it right.`,
    },
  ],
} satisfies ServicePageContent;
