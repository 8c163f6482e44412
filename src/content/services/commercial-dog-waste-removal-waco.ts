import { business } from '@/content/business';
import { commercialSteps } from '@/content/how-it-works';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'commercial-dog-waste-removal-waco',
  kind: 'commercial',
  town: 'waco',
  title: 'Commercial Dog Waste Removal in Waco, TX',
  description:
    'Commercial dog waste removal in Waco, TX for businesses, rentals and shared lawns: scheduled visits, deodorizing and custom pricing. Licensed and insured.',
  h1: 'Commercial Dog Waste Removal in Waco',
  intro: [
    'Any patch of grass where dogs go becomes a problem for whoever owns it. Commercial dog waste removal puts that problem on our schedule instead of your staff’s.',
    `${business.name} cleans shared green spaces around Waco on a set schedule, with pricing built for each property. The quote is free and we reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'Who commercial service is for',
      paragraphs: ['If dogs use ground you are responsible for, this is for you:'],
      bullets: [
        'Businesses with a strip of lawn where customers and staff walk their dogs',
        'Pet-related businesses with outdoor areas',
        'Property managers and owners of rental homes',
        'Any shared lawn or common area that dog owners use',
      ],
    },
    {
      heading: 'What the service covers',
      paragraphs: [
        'We agree the areas and the schedule with you, then scoop those areas on those days, bag and dispose of the waste, and deodorize where it is part of the plan. If something about the property changes, you call the owners directly.',
      ],
    },
    {
      heading: 'Custom pricing, and why',
      paragraphs: [
        'A small lawn beside an office and a large shared green space are different jobs, so commercial work has custom pricing rather than a list price. The price follows three things: the size of the areas, how many dogs use them and how often you want visits.',
      ],
    },
    {
      heading: 'Licensed, insured and accountable',
      paragraphs: [
        `${promises.licensed}, with a ${promises.guarantee.toLowerCase()}. You deal with a ${business.ownership} business, not a call center.`,
      ],
    },
  ],
  steps: [...commercialSteps],
  faqs: [
    {
      question: 'How is commercial dog waste removal priced?',
      answer:
        'Every property gets a custom price based on the size of the areas, how many dogs use them and how often you want visits. The quote is free.',
    },
    {
      question: 'Can you visit more than once a week?',
      answer:
        'The visit schedule is part of the custom plan. Tell us what the property needs and we quote that schedule.',
    },
    {
      question: 'Are you insured for commercial work?',
      answer: `Yes. ${business.name} is licensed and insured in Texas.`,
    },
    {
      question: 'Do you serve businesses outside Waco?',
      answer: `Yes, across our ${business.county} service area. Ask for a quote with the property's ZIP code and the owners confirm coverage.`,
    },
  ],
} satisfies ServicePageContent;
