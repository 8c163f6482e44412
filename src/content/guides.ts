/**
 * Words for the guide pages (/pet-care-guide, /keep-waco-waggin, /email-automation). General, widely
 * documented facts about dog waste only: no statistics, no claims about a particular town.
 */
import { business } from './business';
import type { Faq, Section } from './types';

export const petCareGuide = {
  title: 'Dog Waste & Yard Health: A Practical Guide for Pet Owners',
  description:
    'Why dog poop should not stay in the yard, why it is not fertilizer, and how often and how safely to pick it up: a yard guide for Central Texas pet owners.',
  h1: 'The Pet Owner’s Guide to Dog Waste and Yard Health',
  lead: 'What dog waste does to a yard, to your pets and to the water, and the simple habits that keep a yard safe to play in. Whether you scoop it yourself or have us do it.',
  sections: [
    {
      heading: 'Why dog waste should not stay in the yard',
      paragraphs: [
        'Dog waste is more than a smell. It can carry intestinal parasites such as roundworms, hookworms, whipworms and Giardia, and bacteria such as E. coli, Salmonella and Campylobacter. Some of these can pass to other dogs, and some to people, most often to children who play on the ground and put their hands in their mouths.',
        'Some parasite eggs, roundworm eggs among them, stay in the soil long after the waste itself has broken down. That is why picking up promptly matters more than waiting for the rain to “take care of it”.',
      ],
      bullets: [
        'Parvovirus, a serious illness for puppies and unvaccinated dogs, spreads through the waste of infected dogs.',
        'Flies lay their eggs in fresh waste, so a yard that is picked up regularly has fewer of them.',
        'Piles hidden in long grass end up on shoes, paws and the lawn mower.',
      ],
    },
    {
      heading: 'Dog poop is not fertilizer',
      paragraphs: [
        'Unlike composted farm manure, dog waste does not feed a lawn. Left where it lands, it tends to leave dead or discolored patches in the grass, and it takes weeks to break down, all the while carrying whatever germs and parasites were in it.',
        'Do not add dog waste to a compost pile that feeds a vegetable garden: a backyard compost pile rarely stays hot enough for long enough to reliably kill the parasites and bacteria it can contain.',
      ],
    },
    {
      heading: 'What rain does with it',
      paragraphs: [
        'Rain washes waste left on lawns, sidewalks and curbs into storm drains. In most places storm drains carry water to creeks, rivers and lakes without treatment, along with the bacteria and nutrients from the waste. The U.S. Environmental Protection Agency lists pet waste among the sources of this kind of water pollution.',
        'Picking up before a rain, and never hosing waste toward the street or a drain, keeps it out of the water.',
      ],
    },
    {
      heading: 'How often to pick up',
      paragraphs: [
        'At least once a week for most yards; more often with more dogs, a small yard, or children who play outside. In hot weather waste draws flies quickly, and before a rain is always a good time to clear the yard.',
      ],
    },
    {
      heading: 'How to scoop safely yourself',
      paragraphs: ['If you do it yourself, a few habits make it cleaner and safer:'],
      bullets: [
        'Use a scooper or wear disposable gloves, and wash your hands afterwards even if you did.',
        'Bag the waste, tie the bag closed and put it in the trash, unless your city gives other instructions.',
        'Do not bury it in garden beds, hose it away or leave it for the mower.',
        'Walk the yard in lanes, along the fence line and under shrubs: that is where piles hide.',
        'Clean the scooper now and then, and store it away from where children play.',
      ],
    },
    {
      heading: 'A healthier yard for your dog',
      paragraphs: ['A clean yard works best alongside good habits for your dog:'],
      bullets: [
        'Ask your veterinarian how often your dog should be checked and treated for intestinal parasites.',
        'Keep your dog’s vaccinations up to date.',
        'Give your dog fresh water and shade outside, especially in a Central Texas summer.',
        'If you notice changes in your dog’s stool, tell your veterinarian: it is one of the earliest signs that something is wrong.',
      ],
    },
  ] satisfies Section[],
  faqs: [
    {
      question: 'Is dog poop good for the grass?',
      answer:
        'No. Unlike composted manure, dog waste does not fertilize a lawn: it tends to leave dead or discolored patches and can carry parasites and bacteria while it breaks down.',
    },
    {
      question: 'How often should I pick up dog poop in my yard?',
      answer:
        'At least once a week, and more often with several dogs, a small yard or children who play outside. Before a rain is a good time to clear it.',
    },
    {
      question: 'Can I compost dog waste?',
      answer:
        'Not in a compost pile used for food gardens: a backyard pile rarely stays hot enough to reliably kill the parasites and bacteria dog waste can carry.',
    },
  ] satisfies Faq[],
  signup: {
    title: 'Get this guide by email',
    text: 'Leave your email and we send you this guide to keep, along with our seasonal yard-care tips. Unsubscribe anytime.',
  },
};

export const keepWacoWaggin = {
  title: 'Keep Waco Waggin’: The Pick-Up-After-Your-Dog Pledge',
  description: `Keep Waco Waggin' is ${business.name}'s pledge for dog owners in Waco and ${business.county}: bag it, bin it, and keep yards, sidewalks and creeks clean.`,
  h1: 'Keep Waco Waggin’',
  lead: 'A simple pledge for dog owners in Waco and the towns around it: we pick up after our dogs, every time, everywhere. Clean sidewalks, clean yards and clean water are something every neighborhood can share.',
  pledge: [
    {
      title: 'Bag it every time',
      text: 'On every walk, in every neighborhood, whether or not anyone is watching.',
    },
    { title: 'Carry a spare bag', text: 'One for your dog, one for the neighbor who ran out.' },
    {
      title: 'Bin it properly',
      text: 'Tied bags go in a trash can, never in a storm drain or left by the path.',
    },
    {
      title: 'Keep your own yard clean',
      text: 'At least once a week, so nothing washes into the street when it rains.',
    },
    {
      title: 'Follow local rules',
      text: 'Leash and pick-up rules differ from city to city and park to park; know the ones where you walk.',
    },
    {
      title: 'Pass it on',
      text: 'Share the pledge with a neighbor, kindly. Most people just need a reminder and a bag.',
    },
  ],
  why: [
    {
      heading: 'Why it matters',
      paragraphs: [
        'Dog waste left on sidewalks, in parks and along trails can carry parasites and bacteria that spread to other dogs and to people. Rain carries it into storm drains and on to creeks and rivers, usually without any treatment along the way.',
        'Picking up takes a few seconds. It keeps shared places pleasant, keeps dogs welcome in them, and keeps the water cleaner downstream.',
      ],
    },
  ] satisfies Section[],
};

export const emailTips = {
  title: 'Seasonal Yard-Care Tips by Email',
  description: `Sign up for ${business.name}'s seasonal emails: yard-care and pet-care tips for Central Texas dog owners, a few times a year. No spam; unsubscribe anytime.`,
  h1: 'Seasonal Yard-Care Tips, in Your Inbox',
  lead: 'Short, practical emails for dog owners in Waco and Central Texas, timed to the seasons. Free, and easy to leave.',
  topics: [
    {
      title: 'Spring',
      text: 'Catching up on the winter’s waste, getting the lawn ready to grow and keeping up as dogs spend more time outside.',
    },
    {
      title: 'Summer',
      text: 'Heat, flies and hard ground: keeping dogs cool and yards clean in the hottest months.',
    },
    {
      title: 'Fall',
      text: 'Leaves hide piles: how to keep on top of the yard as it changes, and planning for the holidays.',
    },
    {
      title: 'Winter',
      text: 'Wet, muddy yards and short days: keeping paws and floors clean until spring.',
    },
  ],
  promises: [
    'A few emails a year, around the change of each season, and never more than one a month.',
    'Tips first; service news and offers only when we have them.',
    'Your email is used only for these emails, never sold or shared.',
    'Unsubscribe anytime: reply to any email and we take you off the list.',
  ],
  signup: {
    title: 'Sign up for seasonal tips',
    text: 'Enter your email address to get the next seasonal email. One address is all we need.',
  },
};
