import { business } from '../business';
import { prices } from '../price-text';
import type { BlogPost } from '../types';

export default {
  slug: 'how-often-should-you-scoop-dog-poop',
  title: 'How Often Should You Scoop Dog Poop in Your Yard?',
  description:
    'At least once a week, and more often with several dogs, a small yard or kids who play outside. Here is why, and how to turn it into a routine that sticks.',
  published: '2026-02-16',
  tags: ['yard care', 'dog health', 'weekly service'],
  intro:
    'The short answer: at least once a week. With more than one dog, a small yard, or children who play outside, twice a week or more is better. Here is what changes the answer and why a week is the most you should let it go.',
  sections: [
    {
      heading: 'Once a week is the minimum',
      paragraphs: [
        'Dog waste can carry parasites such as roundworms, hookworms and whipworms, and bacteria such as E. coli and Salmonella. Many parasite eggs need some time in the soil before they can infect another animal, so clearing the yard regularly removes much of the risk before it builds up.',
        'A weekly pickup also keeps flies down, keeps the smell out of the patio and keeps piles from turning into dead patches in the lawn.',
      ],
    },
    {
      heading: 'What changes the answer',
      paragraphs: ['Scoop more often than once a week if any of these apply:'],
      bullets: [
        'More than one dog: waste adds up faster than you think.',
        'A small yard: the same amount of waste in less space means more of it underfoot.',
        'Children who play in the yard, or dogs that eat what they find.',
        'Hot weather: flies find fresh waste quickly.',
        'Rain on the way: rain washes waste toward storm drains and creeks.',
      ],
    },
    {
      heading: 'Make it a routine',
      paragraphs: [
        'The yards that stay clean are the ones with a fixed day. Pick one, put it in your calendar, and scoop before you mow so the mower does not spread anything around.',
      ],
      bullets: [
        'Walk the yard in lanes and check the fence line and under shrubs.',
        'Use a scooper or gloves, bag the waste, tie it and put it in the trash.',
        'Wash your hands afterwards, every time.',
      ],
    },
    {
      heading: 'Or hand it off',
      paragraphs: [
        `If a weekly routine keeps slipping, that is exactly what weekly service is for. ${business.name} scoops yards in Waco, Hewitt and ${business.county} every week from ${prices.weekly}/week, with deodorizing included.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'Is it okay to scoop dog poop once a week?',
      answer:
        'For one dog in an average yard, yes: once a week is the minimum that keeps the yard usable. With more dogs, a small yard or children playing outside, scoop more often.',
    },
    {
      question: 'Should I scoop before or after it rains?',
      answer:
        'Before, when you can. Rain washes waste toward storm drains and creeks, and wet waste is harder to pick up.',
    },
  ],
} satisfies BlogPost;
