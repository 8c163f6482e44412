import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'pet-waste-cleaning-waco',
  kind: 'residential',
  town: 'waco',
  title: 'Pet Waste Cleaning Service in Waco, TX',
  description: `Pet waste cleaning in Waco, TX: every pile removed and the yard deodorized. Weekly service ${priceText.weekly}, one-time resets ${priceText.oneTime}. Free quote.`,
  h1: 'Pet Waste Cleaning for Waco Yards',
  intro: [
    'A clean yard is more than a yard without visible piles. Pet waste cleaning means removing all of it, regularly, and dealing with the smell it leaves behind.',
    `${business.name} does both: we scoop the whole yard, bag and dispose of the waste, and finish with an eco-friendly deodorizing spray.`,
  ],
  sections: [
    {
      heading: 'Why pet waste needs cleaning up',
      paragraphs: [
        'Dog waste is not fertilizer. It is rich enough to burn yellow patches into the lawn, it attracts flies, and it can carry bacteria and parasite eggs that stay in the soil after the pile itself has broken down.',
        'When it rains, what is left in the yard washes toward the storm drains and the creeks they feed. Picking it up is the simplest way to keep it out of the water and off the shoes of everyone who uses the yard.',
      ],
    },
    {
      heading: 'How we clean a yard',
      paragraphs: [
        'We work through every part of the yard the pets use, pick up each pile, bag the waste and dispose of it, then deodorize the spots they use the most.',
      ],
      bullets: [
        'Front, back and side yards, wherever the dogs go',
        'Waste bagged and disposed of, never raked into the grass',
        'Eco-friendly OSO Fresh deodorizing, pet-safe',
        'Gates closed behind us',
      ],
    },
    {
      heading: 'Two ways to book',
      paragraphs: [
        `Weekly cleaning keeps the yard from building up again and costs ${priceText.weekly} for one dog, deodorizing included. A One-Time Yard Reset costs ${priceText.oneTime} and clears a yard that has fallen behind; deodorizing is a ${priceText.deodorizing} add-on there.`,
      ],
    },
    {
      heading: 'What you can count on',
      paragraphs: ['Every Waco customer gets the same promises:'],
      bullets: [
        promises.licensed,
        promises.guarantee,
        promises.sameDay,
        `Quote reply ${business.quoteReply}`,
      ],
    },
  ],
  faqs: [
    {
      question: 'Is dog poop bad for my lawn?',
      answer:
        'Yes. It is too concentrated to feed the grass and tends to leave brown or yellow patches where it sits. Removing it every week gives the lawn a chance to recover.',
    },
    {
      question: 'How much does pet waste cleaning cost in Waco?',
      answer: `Weekly cleaning costs ${priceText.weekly} for one dog with deodorizing included; a one-time cleanup costs ${priceText.oneTime}. More dogs or a bigger yard are quoted before the first visit.`,
    },
    {
      question: 'Are you licensed and insured?',
      answer: `Yes. ${business.name} is licensed and insured in Texas, and our work comes with a 100% satisfaction guarantee.`,
    },
    {
      question: 'What if I am not happy with a visit?',
      answer: `Call the owners on ${business.phone.display}. The satisfaction guarantee means we make it right.`,
    },
  ],
} satisfies ServicePageContent;
