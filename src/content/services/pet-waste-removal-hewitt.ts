import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'pet-waste-removal-hewitt',
  kind: 'residential',
  town: 'hewitt',
  title: 'Pet Waste Removal in Hewitt, TX',
  description: `Pet waste removal for Hewitt, TX homes: a cleaner, safer yard for kids and dogs. Weekly service ${priceText.weekly}, one-time cleanups ${priceText.oneTime}. Free quote.`,
  h1: 'Pet Waste Removal for Hewitt Homes',
  intro: [
    'A yard is where the kids play, where the dogs run and where you sit out on a warm evening. Pet waste removal keeps it that way: no piles to dodge, no smell by the back door.',
    `We remove the waste on a weekly schedule or in a single cleanup, and finish with an eco-friendly deodorizer. Weekly service costs ${priceText.weekly}.`,
  ],
  sections: [
    {
      heading: 'Why regular removal matters',
      paragraphs: [
        'Dog waste can carry bacteria and parasite eggs, and children and dogs are the ones who end up closest to the ground. Left in the grass it also draws flies and leaves dead patches in the lawn.',
        'Removing it every week keeps the yard from ever getting to that point, which is why weekly service is our most popular.',
      ],
    },
    {
      heading: 'How we remove it',
      paragraphs: [
        'We walk the yard, pick up every pile, bag the waste and dispose of it, then spray the pet-safe OSO Fresh deodorizer on weekly visits. The gate is closed behind us.',
      ],
    },
    {
      heading: 'Prices for Hewitt homes',
      paragraphs: [
        'Starting prices are the same wherever we go, and your free quote confirms the exact amount for your yard:',
      ],
      bullets: [
        `Weekly removal: ${priceText.weekly} for one dog, deodorizing included`,
        `One-Time Yard Reset: ${priceText.oneTime}`,
        `Deodorizing on a one-time visit: ${priceText.deodorizing}`,
      ],
    },
    {
      heading: 'Licensed, insured and guaranteed',
      paragraphs: [
        `${promises.licensed}, with a ${promises.guarantee.toLowerCase()}. ${business.name} is ${business.ownership} and based right here in ${business.address.locality}.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'Is pet waste removal worth it with small kids?',
      answer:
        'It is one of the best reasons to book: the yard stays clean every week, so there is nothing for little hands or shoes to find.',
    },
    {
      question: 'What does pet waste removal cost in Hewitt?',
      answer: `Weekly removal costs ${priceText.weekly} for one dog with deodorizing included; one-time cleanups start ${priceText.oneTime}.`,
    },
    {
      question: 'Is the deodorizer safe for pets and the lawn?',
      answer:
        'The OSO Fresh spray we use is pet-safe and eco-friendly, and we apply it only after the yard has been scooped.',
    },
    {
      question: 'How do I get started?',
      answer: `Ask for a free quote online or call ${business.phone.display}. We reply ${business.quoteReply}.`,
    },
  ],
} satisfies ServicePageContent;
