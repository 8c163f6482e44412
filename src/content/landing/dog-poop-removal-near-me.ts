import { business } from '@/content/business';
import { residentialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'dog-poop-removal-near-me',
  kind: 'residential',
  title: 'Dog Poop Removal Near Me in Waco & Hewitt, TX',
  description: `Dog poop removal near you in Waco, Hewitt and ${business.county}: weekly ${priceText.weekly}, one-time ${priceText.oneTime}. Free quote, reply ${business.quoteReply}.`,
  h1: 'Dog Poop Removal Near You in Waco, Hewitt and McLennan County',
  intro: [
    `${business.name} is the local dog poop removal service for Waco, Hewitt and ${business.reach} around them. Weekly removal costs ${priceText.weekly} for one dog, deodorizing included; a One-Time Yard Reset costs ${priceText.oneTime}.`,
    `Ask for a free quote and we reply ${business.quoteReply}, or call ${business.phone.display} and talk to the owners.`,
  ],
  sections: [
    {
      heading: 'Local, owner-run and close by',
      paragraphs: [
        `We are ${business.ownership}, based in ${business.address.locality} and scooping yards since ${business.foundedYear}. When you call, the person who answers is one of the people who runs the business.`,
      ],
    },
    {
      heading: 'Removal that fits your yard',
      paragraphs: [
        'Weekly removal keeps a yard that the dogs use every day clean all the time. A one-time cleanup clears a yard that has built up, whether before guests, after a move or before weekly service begins. Properties with shared areas get a custom plan.',
      ],
    },
    {
      heading: 'A welcome discount',
      paragraphs: [
        `New customers: mention ${business.welcomeCode.code} on the call or in the booking notes for ${priceText.welcome} your first service.`,
      ],
    },
  ],
  steps: [...residentialSteps],
  faqs: [
    {
      question: 'Is there a dog poop removal service near me?',
      answer: `If you are in ${business.county}, very likely: we cover ${business.reach}. Put your ZIP code in the quote form; if it is not on our list, the owners confirm coverage for your address.`,
    },
    {
      question: 'How much does dog poop removal cost?',
      answer: `Weekly removal costs ${priceText.weekly} for one dog with deodorizing included. A One-Time Yard Reset costs ${priceText.oneTime}. More dogs or a bigger yard are quoted up front.`,
    },
    {
      question: 'How quickly can you come?',
      answer: `Same-day service is available. We reply to quote requests ${business.quoteReply}.`,
    },
    {
      question: 'Do I have to be home?',
      answer: 'No. We only need access to the yard; tell us about gates and dogs when you book.',
    },
  ],
} satisfies ServicePageContent;
