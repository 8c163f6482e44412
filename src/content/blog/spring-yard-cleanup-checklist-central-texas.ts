import { prices } from '../price-text';
import type { BlogPost } from '../types';

export default {
  slug: 'spring-yard-cleanup-checklist-central-texas',
  title: 'Spring Yard Cleanup Checklist for Central Texas Dog Owners',
  description:
    'A spring checklist for dog owners in Waco and Central Texas: clear the winter’s waste, check fences and gates, deal with standing water and plan for summer.',
  published: '2026-03-02',
  tags: ['seasonal', 'yard care', 'checklist'],
  intro:
    'Spring is when a dog yard shows what the winter left behind. Work through this list once, early in the season, and the rest of the year is a lot easier.',
  sections: [
    {
      heading: '1. Clear the winter’s waste first',
      paragraphs: [
        'Before you mow, rake or let children loose on the lawn, pick up everything the cooler months left behind. Start along the fence line and under shrubs: that is where it hides. If the backlog is big, a one-time cleanup is the fastest way to a fresh start.',
      ],
    },
    {
      heading: '2. Check fences and gates',
      paragraphs: [
        'Walk the fence line looking for gaps, loose boards and holes your dog has started digging. Check that every gate closes and latches on its own.',
      ],
    },
    {
      heading: '3. Rake out leaves and debris',
      paragraphs: [
        'Old leaves and branches hide waste and give fleas and ticks a place to live. Clearing them makes the yard easier to keep clean all season.',
      ],
    },
    {
      heading: '4. Get rid of standing water',
      paragraphs: [
        'Empty and turn over anything that collects rain: buckets, toys, plant saucers. Mosquitoes breed in standing water, and mosquitoes spread heartworm to dogs.',
      ],
    },
    {
      heading: '5. Talk to your vet about parasite prevention',
      paragraphs: [
        'Warmer weather brings out fleas, ticks and mosquitoes. Spring is a good time to check that your dog’s flea, tick and heartworm prevention is up to date.',
      ],
    },
    {
      heading: '6. Store lawn products safely',
      paragraphs: [
        'Fertilizers, weed killers and pest products come out in spring. Store them where dogs cannot reach them, and follow each label on how long to keep pets off treated areas.',
      ],
    },
    {
      heading: '7. Plan for the summer',
      paragraphs: [
        'Central Texas summers are hot. Make sure your dog has shade and fresh water outside, and set up a weekly pickup routine now, before the heat and the flies arrive.',
      ],
      bullets: [
        `One-time yard reset from ${prices.oneTime} to clear the backlog`,
        `Weekly service from ${prices.weekly}/week to keep it that way, deodorizing included`,
      ],
    },
  ],
  faqs: [
    {
      question: 'When should I do a spring yard cleanup in Central Texas?',
      answer:
        'As soon as the yard dries out after winter and before the first mowing, so waste is picked up rather than spread around by the mower.',
    },
  ],
} satisfies BlogPost;
