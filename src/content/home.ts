/**
 * The home page's words. Every price, amount and count is read from business.ts so the
 * cards, the quick answers and the JSON-LD can never disagree.
 */
import { business } from './business';
import { prices } from './price-text';
import { coreTowns } from './service-area-towns';
import type { Faq, HowToStep } from './types';

const { weekly, oneTime, deodorizing } = prices;

export const homeMeta = {
  title: 'Pooper Scooper & Dog Poop Removal in Waco & Hewitt, TX',
  description: `Pooper scooper service for Waco, Hewitt and ${business.county}: weekly dog poop removal from ${weekly}/week, one-time yard cleanups from ${oneTime}, deodorizing included.`,
};

export const hero = {
  eyebrow: `${business.ownership} · Serving ${business.county} since ${business.foundedYear}`,
  title: 'Pooper Scooper & Dog Poop Removal in Waco & Hewitt',
  lead: `Weekly scooping from ${weekly}/week and one-time yard resets from ${oneTime}. We clean the whole yard, deodorize the problem spots and leave the gate latched, so your dogs get their yard back and you get your weekends back.`,
  ownersIntro: `We're the co-owners of ${business.name}, neighbors here in Hewitt and dog people ourselves. Since ${business.foundedYear} we've kept yards clean across Waco and the towns around it, and when you call, you talk to one of us.`,
  trustBullets: [
    'Licensed and insured in Texas',
    'Same-day service available',
    'Eco-friendly deodorizing spray included',
    '100% satisfaction guarantee',
  ],
};

export const quoteIntro = {
  title: 'Free Quote in 60 Seconds',
  text: `Tell us your ZIP code, how many dogs you have and how often: your price shows here as you answer. Send it, and the owners confirm it ${business.quoteReply}.`,
};

export type ServiceCardTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export interface ServiceCard {
  id: 'weekly' | 'one-time' | 'commercial' | 'pet-care';
  title: string;
  price: string;
  description: string;
  features: string[];
  target: ServiceCardTarget;
  cta: string;
  badge?: string;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    id: 'weekly',
    title: 'Weekly Service',
    price: `From ${weekly}/week`,
    description: 'A clean yard all year: we come on the same day each week and scoop the whole yard.',
    features: [
      'Whole-yard cleanup every week',
      'Deodorizing spray included free',
      'Waste bagged and taken care of',
    ],
    target: { kind: 'internal', to: '/services/weekly-scooping-waco' },
    cta: 'See weekly service',
    badge: 'Most Popular',
  },
  {
    id: 'one-time',
    title: 'One-Time Yard Reset',
    price: `From ${oneTime}`,
    description:
      'A thorough one-off cleanup for spring, a move-out, a party or a yard that got away from you.',
    features: [
      'Every corner of the yard cleared',
      'Problem spots deodorized',
      'Easy to turn into weekly service',
    ],
    target: { kind: 'internal', to: '/services/one-time-cleanup-waco' },
    cta: 'See one-time cleanup',
  },
  {
    id: 'commercial',
    title: 'Commercial Solutions',
    price: 'Custom pricing',
    description:
      'Apartment communities, HOAs and businesses: common areas and dog runs kept clean on a set schedule.',
    features: [
      'Apartments, HOAs and businesses',
      'Schedule that fits the property',
      'Quote after a walk-through',
    ],
    target: { kind: 'internal', to: '/services' },
    cta: 'See all services',
  },
  {
    id: 'pet-care',
    title: 'Pet Sitting and Dog Walking',
    price: `$${business.petCareDiscount} off first booking`,
    description:
      'Need a sitter or a walker while you are away? Book through our pet-care marketplace partner.',
    features: [
      'Sitters and walkers near you',
      `$${business.petCareDiscount} off your first booking`,
      'Booked on the partner site',
    ],
    target: { kind: 'external', href: business.links.petCareMarketplace },
    cta: 'Find a sitter or walker',
  },
];

const townList = coreTowns.map((t) => t.name);

/** The four quick-answer cards; also the home page's FAQPage JSON-LD. */
export const quickAnswers: readonly Faq[] = [
  {
    question: 'How much does dog poop removal cost?',
    answer: `Weekly service starts at ${weekly} per week and a one-time yard reset starts at ${oneTime}. The exact price depends on how many dogs you have and the size of the yard, and your free quote tells you the price before any visit.`,
  },
  {
    question: 'How fast can you come out?',
    answer: `Same-day service is available: ask for it when you book or call ${business.phone.display}. Quote requests get an answer ${business.quoteReply}.`,
  },
  {
    question: 'Which areas do you serve?',
    answer: `We serve ${business.reach} across ${business.county}, including ${townList.slice(0, -1).join(', ')} and ${townList.at(-1)}. Just outside? Send us your ZIP code and we'll confirm coverage.`,
  },
  {
    question: 'What is included in a visit?',
    answer: `We walk the whole yard, pick up every pile, bag the waste and dispose of it, and spray eco-friendly deodorizer on the problem spots (included free with weekly service, ${deodorizing} as an add-on). Then we latch the gate behind us.`,
  },
];

export interface ValueCard {
  id: 'pet-parents' | 'local' | 'deodorizing' | 'pricing' | 'rating' | 'owners';
  title: string;
  text: string;
}

export const whoWeAre = {
  title: 'Who We Are',
  intro: `A small, local team that treats your yard like our own. ${business.ownership}, since ${business.foundedYear}.`,
  values: [
    {
      id: 'pet-parents',
      title: 'Pet parents ourselves',
      text: 'We have dogs too, so we treat yours the way we want ours treated: calm, careful and with the gate always latched.',
    },
    {
      id: 'local',
      title: 'Locally owned',
      text: `${business.ownership} and based in Hewitt. We live and work in the towns we serve.`,
    },
    {
      id: 'deodorizing',
      title: 'Deodorizing included free',
      text: `Eco-friendly OSO Fresh deodorizing spray comes free with every weekly visit; with a one-time cleanup it is a ${deodorizing} add-on.`,
    },
    {
      id: 'pricing',
      title: 'Honest pricing',
      text: `Clear prices from ${weekly}/week, and a free quote before any work starts, so you know the price before we arrive.`,
    },
    {
      id: 'rating',
      title: `${business.rating.value}★ customer rating`,
      text: `Rated ${business.rating.value} out of 5 from ${business.rating.count} reviews by customers across ${business.county}.`,
    },
    {
      id: 'owners',
      title: 'A direct line to the owners',
      text: `Call ${business.phone.display} and you reach an owner, not a call center. ${business.phoneAvailability}.`,
    },
  ] satisfies ValueCard[],
};

export const howItWorks: { title: string; intro: string; steps: readonly HowToStep[] } = {
  title: 'How It Works',
  intro: 'Three steps from a messy yard to one you can walk barefoot in.',
  steps: [
    {
      name: 'Get your free quote',
      text: `Tell us your ZIP code and how many dogs you have, online or by phone. The quote form shows your price as you answer, and we confirm it ${business.quoteReply}.`,
    },
    {
      name: 'We scoop the yard',
      text: 'On your service day we clean the whole yard, bag and remove the waste, and deodorize the problem spots.',
    },
    {
      name: 'Enjoy your yard',
      text: 'Weekly clients stay on a regular weekly schedule; one-time clients book again whenever the yard needs it.',
    },
  ],
};

export const reviewsIntro = {
  title: 'What Our Customers Say',
  text: `Rated ${business.rating.value}★ from ${business.rating.count} reviews. Read them where customers wrote them, and tell others about your own experience.`,
};

export const savingsIntro = {
  title: 'What Is Your Time Worth?',
  text: [
    'Scooping the yard yourself takes time every week, and more with every extra dog and every extra square foot.',
    'The savings calculator estimates the hours a year you would get back from the number of dogs and the size of your yard, puts a value on those hours at your own hourly rate, and compares it with a year of weekly service. It is an estimate of value, not a quote: your free quote gives the real price.',
  ],
};
