import { zipsOf } from '@/content/area-copy';
import { business } from '@/content/business';
import { residentialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import { promises } from '@/content/promises';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'poop-scoop-service-waco',
  kind: 'residential',
  town: 'waco',
  featured: true,
  title: 'Poop Scoop Service in Waco, TX: Free Quote',
  description: `Waco's poop scoop service: weekly scooping ${priceText.weekly} with deodorizing included, one-time yard resets ${priceText.oneTime}, same-day service. Free quote in 60 seconds.`,
  h1: "Waco's Poop Scoop Service, With a Free Quote in 60 Seconds",
  intro: [
    `${business.name} is a ${business.ownership} poop scoop service. We clean dog yards all over Waco every week, ${priceText.weekly} for one dog with the eco-friendly deodorizer included, and reset neglected yards in one visit ${priceText.oneTime}.`,
    `The quote takes a minute to ask for and we reply ${business.quoteReply}. Rather talk? Call ${business.phone.display}.`,
  ],
  sections: [
    {
      heading: 'Why Waco dog owners book a poop scoop service',
      paragraphs: [
        'Scooping is the one dog chore that never ends and never gets more pleasant. Handing it over gives you back the yard and the time, and the weekly deodorizing takes care of the smell as well.',
      ],
    },
    {
      heading: 'Our promises',
      paragraphs: ['What every Waco customer gets:'],
      bullets: [promises.sameDay, promises.deodorizingIncluded, promises.licensed, promises.guarantee],
    },
    {
      heading: 'Every Waco ZIP code',
      paragraphs: [
        `We scoop in ${zipsOf('waco')}, including Downtown, North and South Waco and the neighborhoods around them. Any other ZIP code can ask for a quote; the owners confirm coverage.`,
      ],
    },
    {
      heading: 'Savings for new customers and referrals',
      paragraphs: [
        `Mention ${business.welcomeCode.code} for ${priceText.welcome} your first service. Refer a friend and you both save ${priceText.referral}.`,
      ],
    },
  ],
  steps: [...residentialSteps],
  faqs: [
    {
      question: 'How much is a poop scoop service in Waco?',
      answer: `Weekly scooping costs ${priceText.weekly} for one dog, deodorizing included. A One-Time Yard Reset costs ${priceText.oneTime}; commercial properties get custom pricing.`,
    },
    {
      question: 'How fast will I get my quote?',
      answer: `Asking takes about a minute, and we reply ${business.quoteReply}. For the fastest answer, call ${business.phone.display}.`,
    },
    {
      question: 'Do you serve all of Waco?',
      answer: 'Yes. Every Waco ZIP code is in our service area, and so are the towns around the city.',
    },
    {
      question: 'Do I need to be home when you scoop?',
      answer: 'No. We only need access to the yard. Let us know about gates and dogs when you book.',
    },
  ],
} satisfies ServicePageContent;
