import { neighborNames, zipsOf } from '@/content/area-copy';
import { business } from '@/content/business';
import { residentialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'hewitt-pooper-scooper-service',
  kind: 'residential',
  town: 'hewitt',
  title: 'Hewitt Pooper Scooper Service: Free Quote',
  description: `Hewitt's local pooper scooper service, based in ${business.address.locality}: weekly dog poop scooping ${priceText.weekly}, one-time cleanups ${priceText.oneTime}. Free quote.`,
  h1: "Hewitt's Local Pooper Scooper Service",
  intro: [
    `${business.name} is based in ${business.address.locality}, and Hewitt yards are home turf for us. Weekly scooping costs ${priceText.weekly} for one dog with deodorizing included; a One-Time Yard Reset costs ${priceText.oneTime}.`,
    `Get a free quote and we reply ${business.quoteReply}, or call ${business.phone.display} to talk to the owners.`,
  ],
  sections: [
    {
      heading: 'Your neighbours in Hewitt',
      paragraphs: [
        `Our base is in ${business.address.locality} (${business.address.postalCode}), and we are ${business.ownership}. There is no call centre: the people who answer the phone are the people who run the business.`,
      ],
    },
    {
      heading: 'Hewitt ZIP code and nearby towns',
      paragraphs: [
        `We serve ZIP code ${zipsOf('hewitt')}, and next door ${neighborNames('hewitt')}. Beyond that, our area covers ${business.reach} in ${business.county}.`,
      ],
    },
    {
      heading: 'First-time customer?',
      paragraphs: [
        `Mention ${business.welcomeCode.code} on the call or in the booking notes for ${priceText.welcome} your first service. Once you are a customer, referring a friend saves you both ${priceText.referral}.`,
      ],
    },
  ],
  steps: [...residentialSteps],
  faqs: [
    {
      question: 'Are you really based in Hewitt?',
      answer: `Yes: ${business.address.locality}, ${business.address.region} ${business.address.postalCode}. We are a service-area business, so we come to you.`,
    },
    {
      question: 'How much is a pooper scooper in Hewitt?',
      answer: `Weekly scooping costs ${priceText.weekly} for one dog, with deodorizing included. A One-Time Yard Reset costs ${priceText.oneTime}.`,
    },
    {
      question: 'Can you come the same day?',
      answer: `Same-day service is available. Call ${business.phone.display} and we will tell you what today allows.`,
    },
  ],
} satisfies ServicePageContent;
