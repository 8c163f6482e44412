import { coreTownNames, otherPlaceNames, servedZips } from '@/content/area-copy';
import { business } from '@/content/business';
import { milesText } from '@/content/geo';
import { residentialSteps } from '@/content/how-it-works';
import { neighborhoods } from '@/content/neighborhoods';
import { areaEdges, BASE, mappedPlaces, placeOffset } from '@/content/places';
import { priceText } from '@/content/price-text';
import { coreTowns, towns } from '@/content/towns';
import type { ServicePageContent } from '@/content/types';
import { listWords } from '@/content/words';

/**
 * "Near me" is a question about the whole area, so this page answers it with the area's data: every place and
 * ZIP code we serve, how to check one, and how far the area reaches from the base (computed from the sourced
 * centres, places.ts). No claim about any town beyond that data.
 */
const zipCount = servedZips().length;
const districts = towns.filter((t) => t.group === 'district').map((t) => t.name);
const edges = areaEdges();
const reach = (['north', 'south', 'west', 'east'] as const).map((side) => {
  const place = edges[side];
  return `${milesText(placeOffset(BASE, place.centre))} ${side} to ${place.name}`;
});

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
      heading: 'Are we near you? Three ways to find out',
      paragraphs: ['From the quickest to the most thorough:'],
      bullets: [
        `Enter your 5-digit ZIP code in "Do you serve my ZIP?" below. It checks the ${zipCount} ZIP codes on our list and answers as soon as the fifth digit is in.`,
        'Look for your town in the next section, or follow "Every place and ZIP code we serve" under the map for the full table.',
        'Not on the list? Ask for a free quote anyway. The form takes any 5-digit ZIP code, and the owners confirm coverage for your address.',
      ],
    },
    {
      heading: 'Every place on our list',
      paragraphs: [
        `The ${coreTowns.length} core towns: ${coreTownNames()}.`,
        `Beyond them: ${otherPlaceNames()}.`,
        `Waco's districts, ${listWords(districts)}, and ${neighborhoods.length} of its neighborhoods have pages of their own: ${listWords(neighborhoods.map((n) => n.name))}.`,
      ],
    },
    {
      heading: 'How far the area reaches',
      paragraphs: [
        `Our base is in ${business.address.locality}. From there, in a straight line, the ${mappedPlaces.length} places we serve reach ${listWords(reach)}. Roads add some miles to each of those.`,
      ],
    },
    {
      heading: 'Removal that fits your yard',
      paragraphs: [
        'Weekly removal keeps a yard that the dogs use every day clean all the time. A one-time cleanup clears a yard that has built up, whether before guests, after a move or before weekly service begins. Properties with shared areas get a custom plan.',
      ],
    },
    {
      heading: 'Local and owner-run',
      paragraphs: [
        `We are ${business.ownership} and have been scooping yards since ${business.foundedYear}. When you call, the person who answers is one of the people who runs the business.`,
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
      question: 'My ZIP code is not on your list. Can I still ask?',
      answer: `Yes. Any ZIP code can ask for a free quote, and the owners reply ${business.quoteReply} to say whether they can come to your address.`,
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
