/** What can be ordered online on /store: the priced offers from business.ts, with what each includes. */
import { business, type Offer } from './business';

export const storePage = {
  title: 'Order Online: Weekly Scooping, Yard Cleanups & Deodorizing',
  description: `Order pet waste removal online from ${business.name}: weekly scooping, a One-Time Yard Reset or eco-friendly deodorizing, booked on our secure booking form.`,
  h1: 'Order Online',
  lead: `Everything we offer, with prices. Pick a service and book it on our secure booking form in a new tab; we confirm the details with you ${business.quoteReply}.`,
};

export const storeDetails: Record<Offer['id'], { label: string; includes: string[]; bookLabel: string }> = {
  weekly: {
    label: 'Weekly plan',
    includes: [
      'Whole-yard scooping once a week',
      'Eco-friendly deodorizing included',
      'Price for one dog; more dogs or a larger yard are quoted',
    ],
    bookLabel: 'Book the weekly plan',
  },
  'one-time': {
    label: 'One-time cleanup',
    includes: [
      'A complete cleanup of the whole yard',
      'Ideal before a party, after a move or to start weekly service',
      'Price depends on the yard and how long since its last cleanup',
    ],
    bookLabel: 'Book a yard reset',
  },
  deodorizing: {
    label: 'Add-on',
    includes: [
      'Pet-safe OSO Fresh spray on the problem spots',
      'Add it to a one-time cleanup',
      'Always included free with weekly service',
    ],
    bookLabel: 'Add deodorizing',
  },
};
