import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'weekly-scooping-robinson',
  kind: 'weekly',
  town: 'robinson',
  title: 'Weekly Poop Scooping in Robinson, TX',
  description: `Weekly poop scooping in Robinson, TX ${priceText.weekly} for one dog: every visit scoops the whole yard and deodorizes it for free. Free quote today.`,
  h1: 'Weekly Poop Scooping in Robinson',
  intro: [
    `Weekly poop scooping in Robinson costs ${priceText.weekly} for one dog. Every visit covers the whole yard and ends with the eco-friendly deodorizing spray, included in the price.`,
    'It is the easiest way to keep a dog yard clean: the waste never has time to build up, and you never have to think about it.',
  ],
  sections: [
    {
      heading: 'Why weekly',
      paragraphs: [
        'A week of waste is quick to clear and never gets the chance to kill the grass, draw flies or smell up the patio. Skipping weeks turns a small job into a big one; weekly service makes sure it stays small.',
      ],
    },
    {
      heading: 'Each visit, every week',
      paragraphs: ['The same full visit, every week:'],
      bullets: [
        'The whole area your dogs use, scooped',
        'Waste bagged and disposed of',
        'Eco-friendly OSO Fresh deodorizing at no extra cost',
        'Gate closed behind us',
      ],
    },
    {
      heading: 'Weekly price and savings',
      paragraphs: [
        `The weekly starting price is ${priceText.weekly} for one dog; more dogs or a bigger yard are quoted up front. New customers can mention ${business.welcomeCode.code} for ${priceText.welcome} the first service, and referring a friend saves you both ${priceText.referral}.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'How much is weekly poop scooping in Robinson?',
      answer: `It costs ${priceText.weekly} for one dog, deodorizing included. Your free quote confirms the price for your yard.`,
    },
    {
      question: 'Is deodorizing really included?',
      answer: `Yes, on every weekly visit. It is only charged (${priceText.deodorizing}) as an add-on to one-time cleanups.`,
    },
    {
      question: 'How do I start weekly service?',
      answer: `Ask for a free quote online or call ${business.phone.display}. We reply ${business.quoteReply} and agree a start date with you.`,
    },
  ],
} satisfies ServicePageContent;
