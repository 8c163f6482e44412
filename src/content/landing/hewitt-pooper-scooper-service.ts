import { townNamed, townsSharingZips } from '@/content/area-copy';
import { business } from '@/content/business';
import { milesText, offsetText } from '@/content/geo';
import { residentialSteps } from '@/content/how-it-works';
import { placeFacts } from '@/content/places';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';
import { listWords } from '@/content/words';

/**
 * What sets this page apart is Hewitt's own data: the business's base, its ZIP code and where the other places we
 * serve lie from it (computed from the sourced centres, places.ts), never a claim about the town nobody can check.
 */
const hewitt = townNamed('hewitt');
const facts = placeFacts(hewitt);
if (!facts) throw new Error('Hewitt has no sourced centre');

/** The radius of "close by", as on the town pages' "Places we serve within 10 miles". */
const NEARBY_MILES = 10;
const nextDoor = facts.others.slice(0, 5);
const closeBy = facts.others.filter((o) => o.offset.exactMiles <= NEARBY_MILES);
const farthest = facts.others[facts.others.length - 1]!;
const sharing = townsSharingZips(hewitt).map((t) => t.name);
const zipWords = `${hewitt.zips.length === 1 ? 'one ZIP code' : `${hewitt.zips.length} ZIP codes`}, ${listWords(hewitt.zips)}`;
/** The nearest four, each within this many miles. */
const nearestFour = facts.others.slice(0, 4);
const nearestFourMiles = Math.max(...nearestFour.map((o) => o.offset.miles));

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
      heading: 'Based in Hewitt, run by its owners',
      paragraphs: [
        `Our base is in ${business.address.locality}, ${business.address.region} ${business.address.postalCode}, and we are ${business.ownership}. There is no call center: the people who answer the phone are the people who run the business.`,
      ],
    },
    {
      heading: "Hewitt's ZIP code",
      paragraphs: [
        `Hewitt has ${zipWords}${sharing.length ? `, shared with ${listWords(sharing)}` : ', and no other place we serve shares it'}. Type it into "Do you serve my ZIP?" further down and the answer comes back at once: yes, we serve it.`,
      ],
    },
    {
      heading: 'The places around Hewitt',
      paragraphs: [
        `Measured in a straight line from Hewitt: ${listWords(nextDoor.map((o) => `${o.town.name} (${offsetText(o.offset)})`))}.`,
        `Within ${NEARBY_MILES} miles of Hewitt lie ${closeBy.length} of the other ${facts.others.length} places we serve. The farthest, ${farthest.town.name}, is ${milesText(farthest.offset)} ${farthest.offset.direction}.`,
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
    {
      question: `Do you serve ${listWords(nearestFour.map((o) => o.town.name))} too?`,
      answer: `Yes. They are the places we serve nearest to Hewitt, each within about ${nearestFourMiles} miles, and the starting prices there are the same as in Hewitt.`,
    },
  ],
} satisfies ServicePageContent;
