import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'one-time-cleanup-waco',
  kind: 'one-time',
  town: 'waco',
  title: 'One-Time Dog Poop Yard Cleanup in Waco, TX',
  description: `One-time dog poop cleanup in Waco, TX: the One-Time Yard Reset clears the whole yard in one visit, ${priceText.oneTime}. Same-day service available. Free quote.`,
  h1: 'One-Time Dog Poop Cleanup in Waco: the Yard Reset',
  intro: [
    `Sometimes the yard just gets away from you: a busy month, a new puppy, a long stretch of bad weather or a house you have just moved into. The One-Time Yard Reset clears all of it in one visit, ${priceText.oneTime}.`,
    'There is no plan to sign up for. You ask for a quote, we agree a price and a day, and you get your yard back.',
  ],
  sections: [
    {
      heading: 'When a one-time cleanup makes sense',
      paragraphs: ['Customers in Waco usually book a Yard Reset for one of these reasons:'],
      bullets: [
        'Moving into a home where the last owners had dogs',
        'Getting a house ready to sell, or ready to hand back to a landlord',
        'A party, a cookout or family coming to stay',
        'Catching up after weeks when nobody had time to scoop',
        'Starting weekly service from a clean yard',
      ],
    },
    {
      heading: 'What the Yard Reset includes',
      paragraphs: [
        'We walk every part of the yard the dogs use, pick up everything, old and new, then bag the waste and dispose of it. Nothing is raked into the grass or left in a corner.',
        `Eco-friendly deodorizing can be added for ${priceText.deodorizing}; it helps most where the dogs have been going in the same spots for a long time.`,
      ],
    },
    {
      heading: 'How the price is set',
      paragraphs: [
        `A Yard Reset costs ${priceText.oneTime}. Three things move the price: the size of the yard, the number of dogs and how long the waste has been building up. The free quote gives you the number before we come, and we reply ${business.quoteReply}.`,
      ],
    },
    {
      heading: 'After the reset',
      paragraphs: [
        `To keep the yard the way we leave it, weekly scooping costs ${priceText.weekly} for one dog, with deodorizing included. It is entirely your choice; a one-time cleanup never commits you to anything. ${promises.sameDay} if the reset cannot wait.`,
      ],
    },
  ],
  steps: [
    {
      name: 'Tell us about the yard',
      text: 'Your ZIP code, the number of dogs and how long it has been since the last cleanup. A rough idea is enough.',
    },
    {
      name: 'Get your price',
      text: `We reply ${business.quoteReply} with the price for your Yard Reset, starting ${priceText.oneTime}.`,
    },
    {
      name: 'We reset the yard',
      text: 'On the agreed day we clear every part of the yard the dogs use, bag the waste and take care of disposal. Same-day service is available.',
    },
    {
      name: 'Decide what comes next',
      text: 'Book another reset whenever you need one, or move to weekly scooping so the yard stays clean.',
    },
  ],
  faqs: [
    {
      question: 'How much is a one-time dog poop cleanup in Waco?',
      answer: `The One-Time Yard Reset costs ${priceText.oneTime}. The final price depends on the size of the yard, the number of dogs and how much has built up; you get it with your free quote before we come.`,
    },
    {
      question: 'How long does a one-time cleanup take?',
      answer:
        'It depends on the yard and on how much has built up. A yard that has gone months without a cleanup takes longer than one that is a few weeks behind; we give you an idea when we quote.',
    },
    {
      question: 'Can you do the cleanup today?',
      answer: `Same-day service is available. Call ${business.phone.display} and we will tell you what today's schedule allows.`,
    },
    {
      question: 'Is deodorizing part of the one-time cleanup?',
      answer: `It is an add-on for ${priceText.deodorizing}. On weekly service the same eco-friendly spray is included at no extra cost.`,
    },
  ],
} satisfies ServicePageContent;
