import { business } from './business';
import { priceText } from './price-text';
import { promises } from './promises';
import type { HowToStep } from './types';

/** The visit as it happens, for homes: shown as numbered steps and as HowTo JSON-LD. */
export const residentialSteps: readonly HowToStep[] = [
  {
    name: 'Ask for your free quote',
    text: `Use the quote form or call ${business.phone.display}. Tell us your ZIP code, how many dogs you have and whether you want weekly visits or a one-time cleanup. We reply ${business.quoteReply}.`,
  },
  {
    name: 'Pick weekly or one-time',
    text: `Choose weekly scooping (${priceText.weekly}) or a One-Time Yard Reset (${priceText.oneTime}). Same-day service is available when the yard can't wait.`,
  },
  {
    name: 'We clean the whole yard',
    text: 'We walk the yard, pick up every pile we find, bag the waste and dispose of it. Weekly visits include the eco-friendly deodorizing spray.',
  },
  {
    name: 'Enjoy the yard again',
    text: 'Weekly customers stay on their schedule without lifting a finger; one-time customers can book another reset or switch to weekly whenever they like.',
  },
];

/** The same for HOAs, apartment communities and businesses, which are quoted per property. */
export const commercialSteps: readonly HowToStep[] = [
  {
    name: 'Tell us about the property',
    text: `Call ${business.phone.display} or use the quote form: the kind of property, the common areas dogs use and how often you want visits.`,
  },
  {
    name: 'Get a custom quote',
    text: `Commercial, HOA and apartment service has custom pricing, because no two properties are alike. We reply ${business.quoteReply}.`,
  },
  {
    name: 'Scheduled visits',
    text: 'We scoop the agreed areas on the agreed days, bag and dispose of the waste, and deodorize where it is part of your plan.',
  },
  {
    name: 'A direct line to the owners',
    text: `Questions or changes go straight to the owners of ${business.name}, not to a call center.`,
  },
];

/** What a residential visit includes, as a checklist. */
export const visitIncludes: readonly string[] = [
  'Every part of the yard your dogs use, scooped',
  'Waste bagged and disposed of, never raked into the grass',
  'Eco-friendly deodorizing spray, free with weekly service',
  'The gate closed behind us',
  promises.sameDay,
  `A quote reply ${business.quoteReply}`,
];
