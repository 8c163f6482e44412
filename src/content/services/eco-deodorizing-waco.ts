import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'eco-deodorizing-waco',
  kind: 'deodorizing',
  town: 'waco',
  title: 'Eco-Friendly Yard Deodorizing in Waco, TX',
  description: `Pet-safe OSO Fresh yard deodorizing in Waco, TX: included free with weekly scooping, or a ${priceText.deodorizing} add-on to a one-time cleanup. Free quote.`,
  h1: 'Eco-Friendly Yard Deodorizing in Waco',
  intro: [
    'Picking up the waste removes the source, but the smell can hang on in the spots the dogs use day after day. Our eco-friendly deodorizing spray, OSO Fresh, treats those spots after we scoop.',
    `It is included free with every weekly visit, and it can be added to a One-Time Yard Reset for ${priceText.deodorizing}.`,
  ],
  sections: [
    {
      heading: 'Free with weekly service',
      paragraphs: [
        `Every weekly visit ends with the deodorizing spray at no extra cost. Weekly scooping costs ${priceText.weekly} for one dog, and that price already includes it.`,
      ],
    },
    {
      heading: 'An add-on for one-time cleanups',
      paragraphs: [
        `A One-Time Yard Reset costs ${priceText.oneTime}; deodorizing adds ${priceText.deodorizing}. It is worth it when the dogs have been using the same corners for a long time, or when you are getting the yard ready for guests.`,
      ],
    },
    {
      heading: 'Where deodorizing helps most',
      paragraphs: ['Smell collects where the dogs go most often. After the scoop we treat:'],
      bullets: [
        'The favorite spots the dogs return to every day',
        'Fence lines and the paths along them',
        'Dog runs and narrow side yards',
        'The ground near the back door, where smells drift into the house',
      ],
    },
    {
      heading: 'Pet-safe, and never a cover-up',
      paragraphs: [
        'The spray is pet-safe and eco-friendly, so the dogs can go back out into the yard. It is also never a substitute for removal: we always scoop first, because spraying over waste does not make a yard clean.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Is the deodorizer safe for dogs?',
      answer:
        'Yes. OSO Fresh is a pet-safe, eco-friendly deodorizing spray, applied after the yard has been scooped.',
    },
    {
      question: 'Does deodorizing cost extra?',
      answer: `Not with weekly service: it is included. With a One-Time Yard Reset it is a ${priceText.deodorizing} add-on.`,
    },
    {
      question: 'Can I book deodorizing on its own?',
      answer:
        'Deodorizing goes with a scoop, because it only works on a yard that has been cleaned. Book weekly service to get it every visit, or add it to a one-time cleanup.',
    },
    {
      question: 'How do I add deodorizing to my cleanup?',
      answer: `Mention it when you ask for your quote, call ${business.phone.display}, or add it in the booking notes.`,
    },
  ],
} satisfies ServicePageContent;
