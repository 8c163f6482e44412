import { zipsOf } from '@/content/area-copy';
import { business } from '@/content/business';
import { residentialSteps } from '@/content/how-it-works';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';

export default {
  slug: 'pet-poop-removal-waco',
  kind: 'residential',
  town: 'waco',
  featured: true,
  title: 'Pet Poop Removal in Waco, TX',
  description: `Pet poop removal in Waco, TX for homes with one dog or several: weekly scooping ${priceText.weekly}, one-time yard resets ${priceText.oneTime}, same-day service.`,
  h1: 'Pet Poop Removal in Waco, TX',
  intro: [
    'One dog keeps a yard busy. Two or three, and the yard can turn into a minefield within days. Our pet poop removal service keeps it clean, whatever the size of your pack.',
    `Weekly removal costs ${priceText.weekly} for one dog, a One-Time Yard Reset costs ${priceText.oneTime}, and we reply to every quote ${business.quoteReply}.`,
  ],
  sections: [
    {
      heading: 'One dog or a whole pack',
      paragraphs: [
        'The quote form asks how many dogs you have (1, 2, 3 or 4 and more), because that tells us the most about how much there will be to pick up. Multi-dog homes are exactly who weekly service is for: the waste never gets the chance to pile up.',
      ],
    },
    {
      heading: 'What changes the price',
      paragraphs: [
        `The weekly starting price of ${priceText.weekly} covers one dog. The number of dogs, the size of the yard and, for one-time cleanups, how long the waste has built up are what move it from there. You get the exact number with your free quote, before any visit.`,
      ],
      bullets: ['Number of dogs', 'Size of the yard', 'How long since the last cleanup (one-time service)'],
    },
    {
      heading: 'Same-day removal when it cannot wait',
      paragraphs: [
        `Guests arriving tonight, a showing tomorrow morning, a yard the kids need for a birthday: same-day service is available. Call ${business.phone.display} for the quickest answer.`,
      ],
    },
    {
      heading: 'Pet poop removal in every Waco ZIP code',
      paragraphs: [
        `We serve ${zipsOf('waco')}. Outside those? Ask for a quote anyway: the owners look at the address and confirm coverage.`,
      ],
    },
  ],
  steps: [...residentialSteps],
  faqs: [
    {
      question: 'I have four dogs. Can you still help?',
      answer:
        'Yes. Choose 4+ in the quote form or tell us on the phone, and we quote a weekly or one-time price for your yard and your pack.',
    },
    {
      question: 'How soon can you remove the poop from my yard?',
      answer: `Same-day service is available. Otherwise we reply to quote requests ${business.quoteReply} and agree a day that suits you.`,
    },
    {
      question: 'What do you do with the waste?',
      answer: 'We bag it and dispose of it, so nothing is left lying in the yard or raked into the grass.',
    },
    {
      question: 'Do you pick up in the front yard too?',
      answer:
        'Wherever the dogs go: front, back and side yards. Tell us which parts of the yard they use and we include them all.',
    },
  ],
} satisfies ServicePageContent;
