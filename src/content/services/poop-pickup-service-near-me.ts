import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'poop-pickup-service-near-me',
  kind: 'residential',
  title: 'Poop Pickup Service Near Me in Central Texas',
  description: `A local poop pickup service near you in Central Texas: how it works, what it costs (weekly ${priceText.weekly}) and how to book it in 60 seconds.`,
  h1: 'Local Poop Pickup Service Near You',
  intro: [
    `Booking a poop pickup service for the first time? Here is exactly how it works with ${business.name}, from the first question to a clean yard, for homes across ${business.county}.`,
  ],
  sections: [
    {
      heading: 'What a pickup visit looks like',
      paragraphs: [
        'We arrive on your day, let ourselves into the yard, scoop every area the dogs use, bag the waste and dispose of it, deodorize on weekly visits and close the gate on the way out. You do not need to be there.',
      ],
    },
    {
      heading: 'What it costs',
      paragraphs: [
        `Weekly pickup costs ${priceText.weekly} for one dog, with deodorizing included. A One-Time Yard Reset costs ${priceText.oneTime}. More dogs or a bigger yard are quoted before the first visit, so you know the price up front.`,
      ],
    },
    {
      heading: 'Good to know before you book',
      paragraphs: ['A few details make the first visit go smoothly:'],
      bullets: [
        'How to get into the yard: gate, lock or code',
        'Whether any dogs will be outside during the visit',
        'Which parts of the yard the dogs use',
      ],
    },
  ],
  steps: [
    {
      name: 'Ask for a quote',
      text: `Fill in the quote form (your name, ZIP code and number of dogs) or call ${business.phone.display}.`,
    },
    {
      name: 'Hear back fast',
      text: `We reply ${business.quoteReply} with your price and a visit day.`,
    },
    {
      name: 'First pickup',
      text: 'We clean the whole yard, bag and dispose of the waste and deodorize on weekly service.',
    },
    {
      name: 'Every week after',
      text: 'Weekly customers keep their regular day; one-time customers book again whenever they need.',
    },
  ],
  faqs: [
    {
      question: 'How do I find a poop pickup service near me?',
      answer: `If you are in ${business.county}, put your ZIP code in our quote form or call ${business.phone.display}. Any ZIP code can ask; the owners confirm coverage.`,
    },
    {
      question: 'What information do you need to give a quote?',
      answer: 'Your name, ZIP code and number of dogs. Yard size and access details help us be exact.',
    },
    {
      question: 'How much does a poop pickup service cost?',
      answer: `With us, weekly pickup costs ${priceText.weekly} for one dog and a One-Time Yard Reset costs ${priceText.oneTime}.`,
    },
  ],
} satisfies ServicePageContent;
