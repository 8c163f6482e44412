import { business } from '../business';
import { prices } from '../price-text';
import { endSentence } from '../words';
import type { BlogPost } from '../types';

export default {
  slug: 'what-to-expect-from-a-pooper-scooper-service',
  title: 'What to Expect From a Pooper Scooper Service',
  description:
    'Hiring a pooper scooper? How the quote works, what happens on the first visit and every week after, what you need to do, and what it costs in Waco.',
  published: '2026-05-11',
  tags: ['weekly service', 'pricing', 'getting started'],
  intro: `Hiring someone to pick up after your dog is simple, but it helps to know what happens before the first visit. Here is how it works with ${endSentence(business.name)}`,
  sections: [
    {
      heading: 'The quote',
      paragraphs: [
        `It starts with a free quote: your name, ZIP code and how many dogs you have, online or by phone at ${business.phone.display}. We reply ${business.quoteReply}. The price depends on the number of dogs and the size of the yard, and you know it before any visit.`,
      ],
    },
    {
      heading: 'The first visit',
      paragraphs: [
        'If the yard has not been picked up for a while, the first visit is a bigger job: we clear the backlog, every corner of the yard. After that, weekly visits keep it that way.',
      ],
    },
    {
      heading: 'Every visit after that',
      paragraphs: ['On a weekly plan we come on a regular day each week. On every visit we:'],
      bullets: [
        'let ourselves in through the gate you told us about and close it behind us;',
        'walk the whole yard in lanes, including along the fence and under shrubs;',
        'bag all the waste and dispose of it;',
        'deodorize the problem spots with eco-friendly OSO Fresh spray, included with weekly service;',
        'check that the gate is latched before we leave.',
      ],
    },
    {
      heading: 'What you need to do',
      paragraphs: ['Very little. Before the first visit, let us know:'],
      bullets: [
        'how we get into the yard: which gate, and a code or lock if there is one;',
        'whether your dogs will be outside, and anything we should know about them;',
        'any spots to watch out for, like a garden bed or a sprinkler head.',
      ],
    },
    {
      heading: 'What it costs',
      paragraphs: [
        `Weekly service starts at ${prices.weekly}/week and a one-time yard reset at ${prices.oneTime}. Deodorizing is included with weekly service and a ${prices.deodorizing} add-on otherwise. New customers can mention ${business.welcomeCode.code} for ${prices.welcome} off their first service.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I need to be home for a pooper scooper visit?',
      answer: 'No. As long as we can get into the yard, you do not need to be there.',
    },
    {
      question: 'What if I am not happy with a visit?',
      answer: `Tell us. Our 100% satisfaction guarantee means we come back and make it right; call ${business.phone.display}.`,
    },
  ],
} satisfies BlogPost;
