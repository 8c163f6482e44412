import { business } from '@/content/business';
import { endSentence } from '@/content/words';
import { commercialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'apartment-dog-waste-service-waco',
  kind: 'apartment',
  town: 'waco',
  title: 'Apartment Dog Waste Service in Waco, TX',
  description:
    'Dog waste service for Waco apartment communities: scheduled scooping of shared lawns and dog areas, deodorizing, and custom pricing per property. Free quote.',
  h1: 'Dog Waste Service for Waco Apartment Communities',
  intro: [
    'Shared lawns at an apartment community see more dogs than any private yard, and it only takes a few residents who skip the bag for the whole property to notice.',
    'Our apartment service scoops the shared lawns and dog areas on a set schedule, so the grounds stay clean between your own team’s rounds and residents stop filing complaints about it.',
  ],
  sections: [
    {
      heading: 'Shared lawns take the most wear',
      paragraphs: [
        'Waste left in a common area affects everyone who walks past it: residents, visitors, prospective tenants and the maintenance team that has to mow around it. Regular removal keeps it from becoming part of the property’s reputation.',
      ],
    },
    {
      heading: 'What we do on each visit',
      paragraphs: ['On each scheduled visit we:'],
      bullets: [
        'Walk the lawns, dog areas and paths agreed in your plan',
        'Pick up and bag every pile, and dispose of the waste',
        'Deodorize the heavily used spots where the plan includes it',
      ],
    },
    {
      heading: 'Custom pricing for your property',
      paragraphs: [
        'Apartment service is priced per property: the number and size of the areas, how many dogs live on site and how often you want visits. Tell us about the property and we quote it, free.',
      ],
    },
    {
      heading: 'Residents with private yards',
      paragraphs: [
        `Residents of townhomes or units with their own yard can book our residential service for themselves: weekly scooping costs ${priceText.weekly} for one dog.`,
      ],
    },
  ],
  steps: [...commercialSteps],
  faqs: [
    {
      question: 'How much does apartment dog waste service cost?',
      answer:
        'It has custom pricing, set by the size of the shared areas, the number of dogs on site and the visit schedule. The quote is free.',
    },
    {
      question: 'Who do we deal with day to day?',
      answer: `The owners of ${endSentence(business.name)} Call ${business.phone.display} with questions or changes.`,
    },
    {
      question: 'How quickly can you send a quote?',
      answer: `We reply to quote requests ${business.quoteReply}. For a property, the more you tell us about the areas and the schedule you want, the closer the first quote will be.`,
    },
  ],
} satisfies ServicePageContent;
