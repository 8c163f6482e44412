import { business } from '@/content/business';
import { commercialSteps } from '@/content/how-it-works';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'commercial-dog-waste-woodway',
  kind: 'commercial',
  town: 'woodway',
  title: 'Commercial Dog Waste Removal in Woodway, TX',
  description:
    'Commercial dog waste removal in Woodway, TX: scheduled cleanup of lawns and shared areas for businesses and property managers, with custom pricing.',
  h1: 'Commercial Dog Waste Cleanup in Woodway',
  intro: [
    'Customers notice the lawn by the front door before they notice anything else. Commercial dog waste cleanup keeps the grass around your Woodway business or property clean on a schedule you set.',
    `Work for businesses and property managers has custom pricing. Tell us about the property and we reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'First impressions start outside',
      paragraphs: [
        'A clean entrance and lawn say the property is looked after. Dog waste along the walkway says the opposite, and it is the kind of thing people mention in reviews. Scheduled removal takes it off your list of worries.',
      ],
    },
    {
      heading: 'What we take care of',
      paragraphs: ['We agree the areas and the schedule with you, then on every visit:'],
      bullets: [
        'Scoop the agreed lawns, strips and shared areas',
        'Bag and dispose of the waste',
        'Deodorize where the plan includes it',
      ],
    },
    {
      heading: 'Priced for your property',
      paragraphs: [
        'Commercial work is quoted per property, because the size of the areas, how many dogs use them and how often you want visits all differ. The quote is free and tells you the price before anything starts.',
      ],
    },
    {
      heading: 'Licensed and insured in Texas',
      paragraphs: [
        `${promises.licensed}, with a ${promises.guarantee.toLowerCase()}. Questions go straight to the owners of ${business.name} on ${business.phone.display}.`,
      ],
    },
  ],
  steps: [...commercialSteps],
  faqs: [
    {
      question: 'What kinds of Woodway properties do you serve?',
      answer:
        'Businesses with lawns or green strips where dogs go, rental properties, and any shared outdoor area that dog owners use. HOAs have their own service page.',
    },
    {
      question: 'How much does commercial dog waste removal cost?',
      answer:
        'It has custom pricing, based on the size of the areas, the number of dogs that use them and the visit schedule. The quote is free.',
    },
    {
      question: 'Are you insured?',
      answer: `Yes. ${business.name} is licensed and insured in Texas.`,
    },
  ],
} satisfies ServicePageContent;
