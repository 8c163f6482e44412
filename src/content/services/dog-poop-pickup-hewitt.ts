import { neighborNames, zipsOf } from '@/content/area-copy';
import { business } from '@/content/business';
import { residentialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'dog-poop-pickup-hewitt',
  kind: 'residential',
  town: 'hewitt',
  title: 'Dog Poop Pickup in Hewitt, TX',
  description: `Dog poop pickup in Hewitt, TX (${zipsOf('hewitt')}) from a team based in ${business.address.locality}: weekly ${priceText.weekly}, one-time ${priceText.oneTime}, same-day service.`,
  h1: 'Dog Poop Pickup Service in Hewitt, TX',
  intro: [
    `${business.name} is based in ${business.address.locality}, so Hewitt yards are the ones closest to home for us. We pick up the dog poop, bag it, dispose of it and leave the yard deodorized.`,
    `Weekly pickup costs ${priceText.weekly} for one dog and a One-Time Yard Reset costs ${priceText.oneTime}. Ask for a free quote and we reply ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'Local to Hewitt',
      paragraphs: [
        `Our base is in ${business.address.locality}, ${business.address.region} ${business.address.postalCode}. We are a service-area business, so there is no shop to visit: we come to your yard, and when you call ${business.phone.display} you reach the owners.`,
      ],
    },
    {
      heading: 'Weekly pickup or a one-time cleanup',
      paragraphs: [
        'If your dogs use the yard every day, weekly pickup is the natural fit, and it includes the eco-friendly deodorizing spray. A one-time cleanup is for catching up: after a busy month, before guests, or before weekly service starts.',
      ],
      bullets: [
        `Weekly pickup: ${priceText.weekly} for one dog, deodorizing included`,
        `One-Time Yard Reset: ${priceText.oneTime}`,
        `Deodorizing on a one-time cleanup: ${priceText.deodorizing} add-on`,
      ],
    },
    {
      heading: 'What every pickup includes',
      paragraphs: [
        'We walk every part of the yard the dogs use, pick up every pile, bag the waste and dispose of it, and close the gate behind us. Same-day service is available when you need the yard clean today.',
      ],
    },
    {
      heading: 'Hewitt and next door',
      paragraphs: [
        `We serve ${zipsOf('hewitt')} and the towns next to Hewitt on our list: ${neighborNames('hewitt')}.`,
      ],
    },
  ],
  steps: [...residentialSteps],
  faqs: [
    {
      question: 'Do you pick up dog poop in Hewitt?',
      answer: `Yes. We are based in ${business.address.locality} and serve ZIP code ${zipsOf('hewitt')} along with the towns around it.`,
    },
    {
      question: 'How much is dog poop pickup in Hewitt?',
      answer: `Weekly pickup costs ${priceText.weekly} for one dog, deodorizing included. A One-Time Yard Reset costs ${priceText.oneTime}. Your free quote gives the exact price for your yard.`,
    },
    {
      question: 'Can you come today?',
      answer: `Same-day service is available. Call ${business.phone.display} and we will tell you what today's schedule allows.`,
    },
    {
      question: 'Do I need to be home?',
      answer: 'No. We just need access to the yard; tell us about gates and dogs when you book.',
    },
  ],
} satisfies ServicePageContent;
