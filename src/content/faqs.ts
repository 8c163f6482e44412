/** The /faq page's questions, grouped. Facts (prices, hours, towns, codes) are read from business.ts and towns.ts. */
import { business, formatHours } from './business';
import { prices } from './price-text';
import { neighborhoods } from './neighborhoods';
import { coreTowns } from './service-area-towns';
import type { Faq } from './types';

export interface FaqGroup {
  id: 'pricing' | 'service' | 'scheduling' | 'safety' | 'area';
  title: string;
  faqs: Faq[];
}

const { weekly, oneTime, deodorizing } = prices;
const listOf = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'pricing',
    title: 'Pricing',
    faqs: [
      {
        question: 'How much does weekly poop scooping cost?',
        answer: `Weekly service starts at ${weekly} per week. The exact price depends on how many dogs you have and the size of your yard. Your free quote tells you the price before the first visit, and deodorizing is included.`,
      },
      {
        question: 'How much is a one-time yard cleanup?',
        answer: `A One-Time Yard Reset starts at ${oneTime}. A yard that has not been cleaned for a while, a larger yard or more dogs take longer, so the quote is based on your yard.`,
      },
      {
        question: 'Is the deodorizing spray extra?',
        answer: `Not with weekly service: the eco-friendly OSO Fresh deodorizing spray is included free. With a one-time cleanup it is a ${deodorizing} add-on.`,
      },
      {
        question: 'Do you offer any discounts?',
        answer: `Yes. Refer a friend and you both save ${prices.referral}. New customers get ${prices.welcome} off their first service with the code ${business.welcomeCode.code}: mention it on the phone or write it in the booking notes and we apply it.`,
      },
      {
        question: 'How can I pay?',
        answer: `We accept ${listOf(business.paymentAccepted.map((p) => p.toLowerCase()))}.`,
      },
    ],
  },
  {
    id: 'service',
    title: 'The Service',
    faqs: [
      {
        question: 'What do you do on each visit?',
        answer:
          'We walk the whole yard, pick up every pile, bag the waste and dispose of it, and deodorize the problem spots. Then we latch the gate behind us.',
      },
      {
        question: 'Do I need to be home when you come?',
        answer:
          'No. We only need access to the yard: an unlocked gate or a gate code you give us. We let ourselves in and latch the gate when we leave.',
      },
      {
        question: 'Do you work for apartments, HOAs and businesses?',
        answer:
          'Yes. We clean common areas, dog runs and walking paths for apartment communities, HOAs and businesses on a schedule that fits the property. Commercial work is priced per property after a walk-through.',
      },
      {
        question: 'What does the 100% satisfaction guarantee mean?',
        answer: `If you are not happy with a visit, call us at ${business.phone.display} and we will come back and make it right.`,
      },
    ],
  },
  {
    id: 'scheduling',
    title: 'Scheduling',
    faqs: [
      {
        question: 'How quickly can you start?',
        answer: `Same-day service is available; ask for it when you book or call. Quote requests get an answer ${business.quoteReply}.`,
      },
      {
        question: 'What are your hours?',
        answer: `Service hours are ${formatHours()}. Our phone is answered 7 days a week.`,
      },
      {
        question: 'How do I book?',
        answer: `Request your free quote online through our booking form or call ${business.phone.display}. Existing clients sign in to the client hub from the Client Login link.`,
      },
      {
        question: 'Can I switch from a one-time cleanup to weekly service?',
        answer:
          'Yes. Tell us after your One-Time Yard Reset and we will put you on a weekly schedule, so the yard stays the way we left it.',
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety',
    faqs: [
      {
        question: 'Are you licensed and insured?',
        answer: 'Yes, we are licensed and insured in Texas.',
      },
      {
        question: 'Can my dogs stay in the yard while you work?',
        answer:
          'Friendly dogs are welcome to keep us company. If your dog is nervous with visitors, bring them inside for the few minutes we are there. Either way, we latch the gate when we leave.',
      },
      {
        question: 'Why does regular pickup matter?',
        answer:
          'Dog waste can carry parasites such as roundworms and hookworms and bacteria such as E. coli and Salmonella, and rain washes what is left on the ground toward storm drains and creeks. Picking it up every week keeps the yard safer for pets, children and the water.',
      },
    ],
  },
  {
    id: 'area',
    title: 'Service Area',
    faqs: [
      {
        question: 'Which towns do you serve?',
        answer: `We serve ${business.reach} across ${business.county}, including ${listOf(coreTowns.map((t) => t.name))}.`,
      },
      {
        question: 'I live just outside those towns. Can you still come?',
        answer:
          'Often, yes. Send us your ZIP code with your quote request or call us, and we will confirm coverage before anything is booked.',
      },
      {
        question: 'Do you serve my Waco neighborhood?',
        answer: `Yes, all of Waco, including ${listOf(neighborhoods.map((n) => n.name))}.`,
      },
    ],
  },
];

export const allFaqs: readonly Faq[] = faqGroups.flatMap((group) => group.faqs);
