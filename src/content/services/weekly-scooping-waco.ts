import { zipsOf } from '@/content/area-copy';
import { business } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'weekly-scooping-waco',
  kind: 'weekly',
  town: 'waco',
  title: 'Weekly Dog Poop Scooping in Waco, TX',
  description: `Weekly dog poop scooping in Waco, TX ${priceText.weekly} for one dog, eco-friendly deodorizing included on every visit. Free quote, reply ${business.quoteReply}.`,
  h1: 'Weekly Poop Scooping Service in Waco',
  intro: [
    `Weekly scooping is our most popular service in Waco. Once a week we clean up every pile in the yard and spray the eco-friendly deodorizer before we leave, ${priceText.weekly} for one dog.`,
    'Because the yard never falls more than a week behind, it stays usable for the kids, for guests and for the dogs themselves, and nobody in the house has to spend a Saturday with a shovel.',
  ],
  sections: [
    {
      heading: 'What every weekly visit includes',
      paragraphs: [
        'A weekly visit is a full cleanup of the areas your dogs use, not a quick look around the patio.',
      ],
      bullets: [
        'A walk of every part of the yard your dogs use',
        'Every pile picked up, bagged and disposed of',
        'The eco-friendly deodorizing spray, at no extra cost',
        'The gate closed behind us, so the dogs stay where they belong',
      ],
    },
    {
      heading: 'Why weekly beats the occasional big cleanup',
      paragraphs: [
        'One week of waste from one dog is a quick job. Six weeks of it is a smelly one: in the Texas heat it draws flies, it burns yellow patches into the grass, and rain washes it into the soil and the storm drains.',
        'Dog waste can also carry bacteria and parasite eggs that linger in the yard long after the pile is gone. Picking it up every week keeps that cycle short.',
      ],
    },
    {
      heading: 'Weekly pricing for Waco homes',
      paragraphs: [
        `Weekly scooping costs ${priceText.weekly} for one dog, with deodorizing included in that price. More dogs or a bigger yard change the number, so we quote your yard before the first visit. The quote is free and we reply ${business.quoteReply}.`,
        `New customers can mention ${business.welcomeCode.code} on the call or in the booking notes for ${priceText.welcome} the first service, and every customer who refers a friend saves ${priceText.referral}.`,
      ],
    },
    {
      heading: 'Weekly service in every Waco ZIP code',
      paragraphs: [
        `We scoop yards in every Waco ZIP code: ${zipsOf('waco')}. If your ZIP code is not on that list, ask anyway; the owners look at the address and confirm coverage.`,
      ],
    },
  ],
  steps: [
    {
      name: 'Get your weekly price',
      text: `Tell us your ZIP code, how many dogs you have and roughly how big the yard is. We reply ${business.quoteReply} with your weekly price.`,
    },
    {
      name: 'Start from a clean yard',
      text: 'If the yard has built up for a while, say so: the quote covers getting it back to clean before the weekly visits begin.',
    },
    {
      name: 'We visit every week',
      text: 'Once a week we scoop the yard, bag and dispose of the waste and spray the deodorizer. You do not need to be home.',
    },
    {
      name: 'Change the plan when life changes',
      text: `A new dog, a trip out of town or a move within our area: call ${business.phone.display} and we adjust the plan.`,
    },
  ],
  faqs: [
    {
      question: 'How much does weekly poop scooping cost in Waco?',
      answer: `Weekly scooping costs ${priceText.weekly} for one dog, and the eco-friendly deodorizing spray is included. Homes with more dogs or a larger yard get a quote to match before the first visit.`,
    },
    {
      question: 'Do I need to be home for the weekly visit?',
      answer:
        'No. We only need access to the yard. Tell us about gates, locks and any dogs that will be outside when you book, and we take it from there.',
    },
    {
      question: 'Is the deodorizer safe for my dogs?',
      answer:
        'Yes. The OSO Fresh deodorizing spray we use is pet-safe and eco-friendly, and on weekly service it comes at no extra cost.',
    },
    {
      question: 'Can I start with a one-time cleanup and switch to weekly later?',
      answer: `Yes. A common way to begin is a One-Time Yard Reset (${priceText.oneTime}) to catch up, then move to weekly visits to keep the yard that way.`,
    },
  ],
} satisfies ServicePageContent;
