/** /pet-perks: every discount and extra a client can use, each amount read from business.ts. */
import { business } from './business';
import { prices } from './price-text';

export type PerkTarget =
  | { kind: 'internal'; to: string; label: string }
  | { kind: 'external'; href: string; label: string }
  | { kind: 'booking'; label: string };

export interface Perk {
  id: 'welcome' | 'referral' | 'deodorizing' | 'pet-care' | 'tips';
  badge: string;
  title: string;
  text: string;
  howTo: string;
  target: PerkTarget;
}

export const petPerksPage = {
  title: 'Pet Perks: Discounts and Extras for Our Clients',
  description: `Pet perks from ${business.name}: ${prices.welcome} off your first service, ${prices.referral} for every referral, free deodorizing with weekly service and $${business.petCareDiscount} off pet sitting.`,
  h1: 'Pet Perks',
  lead: 'A few extras for the people and dogs we work for. No points to collect and no fine print to decode: here is every perk and how to use it.',
};

export const perks: readonly Perk[] = [
  {
    id: 'welcome',
    badge: `${prices.welcome} off`,
    title: 'Welcome discount for new customers',
    text: `New customers get ${prices.welcome} off their first service with the code ${business.welcomeCode.code}.`,
    howTo: `Mention ${business.welcomeCode.code} when you call, or write it in the notes of your booking request, and we apply it to your first service.`,
    target: { kind: 'booking', label: `Book with ${business.welcomeCode.code}` },
  },
  {
    id: 'referral',
    badge: `${prices.referral} each`,
    title: 'Refer and Save',
    text: `Refer a friend and you both save ${prices.referral}: ${prices.referral} off their first service and a ${prices.referral} credit for you.`,
    howTo:
      'Send an invite from the Refer and Save page, or ask your friend to mention your name when they call.',
    target: { kind: 'internal', to: '/refer-friend', label: 'Refer a friend' },
  },
  {
    id: 'deodorizing',
    badge: 'Free',
    title: 'Deodorizing included with weekly service',
    text: `Weekly clients get eco-friendly OSO Fresh deodorizing on every visit at no charge, a ${prices.deodorizing} add-on otherwise.`,
    howTo: 'Nothing to do: it is part of every weekly visit.',
    target: { kind: 'internal', to: '/services/weekly-scooping-waco', label: 'See weekly service' },
  },
  {
    id: 'pet-care',
    badge: `$${business.petCareDiscount} off`,
    title: 'Pet sitting and dog walking',
    text: `Get $${business.petCareDiscount} off your first pet sitting or dog walking booking through our pet-care marketplace partner.`,
    howTo: 'Book on the partner site; the discount applies to your first booking there.',
    target: { kind: 'external', href: business.links.petCareMarketplace, label: 'Find a sitter or walker' },
  },
  {
    id: 'tips',
    badge: 'Free',
    title: 'Seasonal yard-care tips',
    text: 'Short emails with the season’s yard and pet-care tips for Central Texas, plus any offers we run.',
    howTo: 'Sign up on the yard-care tips page; unsubscribe anytime.',
    target: { kind: 'internal', to: '/email-automation', label: 'Get the tips' },
  },
];
