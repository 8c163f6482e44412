import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'hoa-pet-waste-management-waco',
  kind: 'hoa',
  town: 'waco',
  title: 'HOA Pet Waste Management in Waco, TX',
  description:
    'HOA pet waste management in Waco, TX: scheduled cleanup of common areas and shared green spaces, deodorizing, and custom pricing for your association.',
  h1: 'HOA Pet Waste Management in Waco',
  intro: [
    'Pet waste in common areas is one of the complaints every HOA board hears. Pet waste management takes it off the board’s agenda: a scheduled cleanup of the shared spaces, by people whose only job that day is to do it well.',
    `${business.name} works with associations across Waco with custom pricing for each community. The quote is free and we reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'Common areas are everyone’s problem',
      paragraphs: [
        'Entrances, greenbelts, the grass along shared sidewalks: these are the places residents walk their dogs, and the places where a missed pile is seen by everybody. Regular removal keeps them presentable and keeps the board from policing neighbors.',
      ],
    },
    {
      heading: 'A plan your board can approve',
      paragraphs: [
        'We start from what the association needs: which areas, how often and whether deodorizing is part of it. The custom quote spells that out, so the board can review it and compare it with the cost of doing nothing.',
      ],
    },
    {
      heading: 'What each visit covers',
      paragraphs: ['On each scheduled visit we:'],
      bullets: [
        'Walk the agreed common areas',
        'Pick up and bag every pile, and dispose of the waste',
        'Deodorize where the plan includes it',
        `One point of contact: the owners answer ${business.phone.display}`,
      ],
    },
    {
      heading: 'Residents can book their own yards',
      paragraphs: [
        `Homeowners in the community can add private weekly scooping (${priceText.weekly} for one dog) or a One-Time Yard Reset (${priceText.oneTime}). ${promises.licensed}.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'How is HOA pet waste management priced?',
      answer:
        'Each association gets custom pricing based on the common areas, the number of dogs in the community and the visit schedule. The quote is free.',
    },
    {
      question: 'Can the service start with a big cleanup?',
      answer:
        'Yes. If the common areas have built up, tell us when you ask for a quote and we plan a first cleanup before the regular schedule starts.',
    },
    {
      question: 'Are you licensed and insured?',
      answer: `Yes. ${business.name} is licensed and insured in Texas.`,
    },
    {
      question: 'Do you work with HOAs outside Waco?',
      answer: `Yes, anywhere in our ${business.county} service area. Woodway associations have their own page, and any community can ask for a quote.`,
    },
  ],
} satisfies ServicePageContent;
