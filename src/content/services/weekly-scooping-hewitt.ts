import { neighborNames } from '@/content/area-copy';
import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'weekly-scooping-hewitt',
  kind: 'weekly',
  town: 'hewitt',
  title: 'Weekly Poop Scooping in Hewitt, TX',
  description: `Weekly poop scooping in Hewitt, TX ${priceText.weekly} for one dog: the whole yard cleaned and deodorized every week. Free quote, reply ${business.quoteReply}.`,
  h1: 'Weekly Poop Scooping in Hewitt',
  intro: [
    'Weekly scooping is the set-and-forget option: we come every week, clean the yard and deodorize it, and you never think about it again.',
    `It costs ${priceText.weekly} for one dog, deodorizing included, from a ${business.ownership} team based in ${business.address.locality}.`,
  ],
  sections: [
    {
      heading: 'Set it once, forget about it',
      paragraphs: [
        'After the first quote there is nothing to remember: no calls to schedule, no reminders. Your yard is on our weekly route and we take care of it, whether you are home or not.',
      ],
    },
    {
      heading: 'Included in every weekly visit',
      paragraphs: ['Every visit is the same full service:'],
      bullets: [
        'Every part of the yard your dogs use, scooped',
        'Waste bagged and disposed of',
        'The eco-friendly OSO Fresh deodorizing spray, at no extra cost',
        'The gate closed behind us',
      ],
    },
    {
      heading: 'What weekly scooping costs in Hewitt',
      paragraphs: [
        `Weekly scooping costs ${priceText.weekly} for one dog. More dogs or a bigger yard are quoted before the first visit, so you know the weekly price before we start. Referring a friend saves you both ${priceText.referral}.`,
      ],
    },
    {
      heading: 'Moving nearby?',
      paragraphs: [
        `Weekly service is available all over our area. Next to Hewitt we also serve ${neighborNames('hewitt')}; call ${business.phone.display} and we quote the new yard.`,
      ],
    },
  ],
  faqs: [
    {
      question: 'How much is weekly poop scooping in Hewitt?',
      answer: `Weekly scooping costs ${priceText.weekly} for one dog, with deodorizing included. Homes with more dogs get a quote to match.`,
    },
    {
      question: 'Which day of the week do you come?',
      answer:
        'We agree a regular visit day with you when you start. If something changes on your side, call the owners.',
    },
    {
      question: 'Do I have to be home for weekly scooping?',
      answer: 'No. You can be at work or away; we only need access to the yard.',
    },
    {
      question: 'What if my yard needs a big cleanup first?',
      answer: `Tell us when you ask for a quote. A yard that has built up can start with a One-Time Yard Reset (${priceText.oneTime}) so the weekly visits begin from a clean slate.`,
    },
  ],
} satisfies ServicePageContent;
