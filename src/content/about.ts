/** Words for /about, /gallery and /testimonials. Facts come from business.ts. */
import { business } from './business';
import { prices } from './price-text';
import type { Section } from './types';

export const aboutPage = {
  title: `About Us: Locally Owned Pooper Scooper in Waco & Hewitt`,
  description: `Meet ${business.name}: a ${business.ownership} dog waste removal service based in Hewitt, TX, cleaning yards across ${business.county} since ${business.foundedYear}.`,
  h1: 'Locally Owned Pet Waste Removal, Right Here in Waco',
  lead: `${business.name} is run by its co-owners, neighbors in Hewitt and dog people ourselves. Since ${business.foundedYear} we have been keeping yards across ${business.county} clean, one weekly visit at a time.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `We are a small business in the truest sense: we own it, we run it and we answer the phone. ${business.name} is ${business.ownership}, based in Hewitt, and every dollar you spend with us stays in ${business.county}.`,
        'We do this work because a clean yard makes a real difference: children and dogs can play outside again, and weekends belong to the family instead of a shovel and a bag.',
      ],
    },
    {
      heading: 'What we do',
      paragraphs: [
        `Our most popular service is weekly scooping, from ${prices.weekly}/week with deodorizing included. For a yard that needs catching up we do a One-Time Yard Reset from ${prices.oneTime}, and for apartment communities, HOAs and businesses we clean common areas on a set schedule with custom pricing.`,
      ],
      bullets: [
        'Weekly and one-time dog poop removal for homes',
        'Eco-friendly OSO Fresh deodorizing, free with weekly service',
        'Common areas and dog runs for apartments, HOAs and businesses',
      ],
    },
    {
      heading: 'How we work',
      paragraphs: ['A few things we do on every visit, for every customer:'],
      bullets: [
        'We clean the whole yard, not just the obvious spots.',
        'We latch the gate behind us and check it before we leave.',
        'We tell you the price before the first visit: your free quote is your price.',
        'We answer our own phone, 7 days a week.',
        `If a visit isn't right, we come back and fix it: that is our 100% satisfaction guarantee.`,
      ],
    },
  ] satisfies Section[],
};

export interface GalleryStep {
  id: 'arrive' | 'sweep' | 'bag' | 'freshen';
  title: string;
  text: string;
}

export const galleryPage = {
  title: 'Gallery: What a Visit Looks Like',
  description: `Illustrated, step by step: what happens when ${business.name} scoops a yard in Waco, Hewitt or ${business.county}, from the gate to the deodorizing spray.`,
  h1: 'What a Visit Looks Like',
  lead: 'We would rather show you honest illustrations than stock photos dressed up as our work. Here is what happens, step by step, when we come to your yard.',
  steps: [
    {
      id: 'arrive',
      title: 'We arrive and let ourselves in',
      text: 'On your service day we come through the gate you told us about and close it behind us, so no dog can slip out.',
    },
    {
      id: 'sweep',
      title: 'We walk the whole yard in lanes',
      text: 'We cover the yard in overlapping lanes, along the fence line and under the shrubs, so nothing is missed.',
    },
    {
      id: 'bag',
      title: 'We bag the waste and take care of it',
      text: 'Every pile is picked up and bagged, and the bags are disposed of, not left by your back door.',
    },
    {
      id: 'freshen',
      title: 'We deodorize and latch the gate',
      text: 'Eco-friendly deodorizer goes on the problem spots, and we check the gate is latched before we leave.',
    },
  ] satisfies GalleryStep[],
};

export const testimonialsPage = {
  title: 'Customer Reviews & Testimonials',
  description: `${business.name} is rated ${business.rating.value} out of 5 from ${business.rating.count} reviews. Read what Waco and Hewitt customers say, and leave a review of your own.`,
  h1: 'Customer Reviews',
  lead: `Rated ${business.rating.value} out of 5 from ${business.rating.count} reviews by customers across ${business.county}.`,
  whyLinks:
    'We do not copy reviews onto our own website, where nobody can check them. Read them where our customers wrote them, with their names and dates, and judge for yourself.',
};
