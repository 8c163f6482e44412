import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'pooper-scooper-near-me',
  kind: 'residential',
  title: 'Pooper Scooper Near Me: Waco Area Yard Service',
  description: `Need a pooper scooper near you? We scoop dog yards across ${business.county}: weekly ${priceText.weekly} with deodorizing included, one-time resets ${priceText.oneTime}.`,
  h1: 'Looking for a Pooper Scooper Near You?',
  intro: [
    `You found one. ${business.name} is a pooper scooper service for homes, HOAs and businesses across ${business.county}, with weekly visits ${priceText.weekly} for one dog and one-time cleanups ${priceText.oneTime}.`,
    `${promises.quickQuote}, and a reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'What a pooper scooper does',
      paragraphs: [
        'A pooper scooper service picks up the dog waste in your yard so you do not have to. We walk the whole yard, pick up every pile, bag the waste and dispose of it, and spray an eco-friendly deodorizer on weekly visits.',
      ],
    },
    {
      heading: 'Why hire one',
      paragraphs: ['People hire a pooper scooper for the same few reasons:'],
      bullets: [
        'No more scooping in the heat, the rain or the dark',
        'A yard the kids and guests can actually use',
        'No smell by the back door, no flies on the patio',
        'A healthier lawn without burnt patches',
      ],
    },
    {
      heading: 'Why hire us',
      paragraphs: ['What comes with every visit:'],
      bullets: [promises.licensed, promises.guarantee, promises.sameDay, business.ownership],
    },
  ],
  faqs: [
    {
      question: 'Is there a pooper scooper near me?',
      answer: `If you live in ${business.county}, we probably serve you: ${business.reach}. Enter your ZIP code in the quote form, and the owners confirm coverage for any address not on our list.`,
    },
    {
      question: 'How much does a pooper scooper cost?',
      answer: `With us, weekly scooping costs ${priceText.weekly} for one dog, deodorizing included, and a One-Time Yard Reset costs ${priceText.oneTime}.`,
    },
    {
      question: 'Do you scoop for HOAs and businesses too?',
      answer:
        'Yes. Commercial, HOA and apartment service has custom pricing based on the property and the visit schedule.',
    },
  ],
} satisfies ServicePageContent;
