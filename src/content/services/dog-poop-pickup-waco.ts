import { neighborNames } from '@/content/area-copy';
import { business } from '@/content/business';
import { residentialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'dog-poop-pickup-waco',
  kind: 'residential',
  town: 'waco',
  title: 'Dog Poop Pickup in Waco, TX',
  description: `Dog poop pickup in Waco, TX from a ${business.ownership} team: weekly ${priceText.weekly}, one-time ${priceText.oneTime}, deodorizing included weekly. Free quote.`,
  h1: 'Dog Poop Pickup Service in Waco, TX',
  intro: [
    `${business.name} is a dog poop pickup service for Waco homes, ${business.ownership} and scooping yards since ${business.foundedYear}. We pick up, bag and dispose of the waste, deodorize the yard, and close the gate behind us.`,
    `Choose weekly pickup (${priceText.weekly} for one dog) or a One-Time Yard Reset (${priceText.oneTime}). The quote is free and we reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'Dog poop pickup, start to finish',
      paragraphs: [
        'You tell us about the yard and the dogs, we send a price, and on the agreed day we clean up every part of the yard the dogs use. You do not need to be home, and you never have to look at the bags again.',
      ],
    },
    {
      heading: 'Weekly or one-time: how to choose',
      paragraphs: [
        'Weekly pickup suits anyone whose dogs use the yard every day: it keeps the yard clean all the time, and the deodorizing spray comes with it. A one-time cleanup suits a yard that needs a single catch-up, such as before a party, a move or the start of weekly service.',
      ],
      bullets: [
        `Weekly: ${priceText.weekly} for one dog, deodorizing included`,
        `One-Time Yard Reset: ${priceText.oneTime}, deodorizing ${priceText.deodorizing} extra`,
        'HOAs, apartments and businesses: custom pricing',
      ],
    },
    {
      heading: 'What you can count on',
      paragraphs: ['These promises hold for every Waco customer:'],
      bullets: [promises.sameDay, promises.deodorizingIncluded, promises.licensed, promises.guarantee],
    },
    {
      heading: 'Waco and the towns around it',
      paragraphs: [
        `Besides every Waco ZIP code, we pick up in ${neighborNames('waco')}, along with the rest of our ${business.county} service area: ${business.reach} in all.`,
      ],
    },
  ],
  steps: [...residentialSteps],
  faqs: [
    {
      question: 'How much does dog poop pickup cost in Waco?',
      answer: `Weekly pickup costs ${priceText.weekly} for one dog with deodorizing included. A One-Time Yard Reset costs ${priceText.oneTime}. More dogs or a larger yard are quoted before the first visit, free.`,
    },
    {
      question: 'Do I need to be home when you pick up?',
      answer:
        'No. We need access to the yard; tell us about gates, codes and dogs that stay outside when you book.',
    },
    {
      question: 'How fast can you start?',
      answer: `We reply to quote requests ${business.quoteReply}, and same-day service is available when the yard cannot wait. Call ${business.phone.display} for the quickest answer.`,
    },
    {
      question: 'What do you do with the dog poop?',
      answer: 'We bag it and dispose of it. Nothing is left in the yard or raked into the grass.',
    },
    {
      question: 'Which parts of Waco do you serve?',
      answer:
        'All of it: every Waco ZIP code is in our service area, including Downtown, North and South Waco and the neighborhoods around them.',
    },
  ],
} satisfies ServicePageContent;
