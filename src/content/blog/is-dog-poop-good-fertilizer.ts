import type { BlogPost } from '../types';

export default {
  slug: 'is-dog-poop-good-fertilizer',
  title: 'Is Dog Poop Good Fertilizer? No, and Here Is Why',
  description:
    'Dog poop does not feed your lawn the way composted manure does: what it does to grass, why it does not belong in garden compost, and what to do with it instead.',
  published: '2026-04-06',
  tags: ['yard care', 'lawn', 'environment'],
  intro:
    'It seems logical: manure feeds gardens, so dog poop should feed the lawn. It does not. Here is the difference, and what to do with dog waste instead.',
  sections: [
    {
      heading: 'Why it is not like farm manure',
      paragraphs: [
        'The manure gardeners use comes from plant-eating animals and is usually composted or aged before it goes on a garden. Dog waste comes from a meat-rich diet, goes on the lawn fresh, and can carry parasites and bacteria, such as roundworms, hookworms, Giardia, E. coli and Salmonella, that can infect other dogs and people.',
      ],
    },
    {
      heading: 'What it does to your lawn',
      paragraphs: [
        'Left where it lands, dog waste tends to smother and discolor the grass underneath it, and it takes weeks to break down. Meanwhile it is stepped in, carried inside on paws and shoes, and spread by the mower.',
        'The yellow spots many dog owners notice are often from urine rather than poop: concentrated urine is rich in nitrogen and can burn grass. Watering the spot soon afterwards dilutes it.',
      ],
    },
    {
      heading: 'Can you compost it?',
      paragraphs: [
        'Not in the compost pile that feeds your vegetables. A backyard pile rarely gets hot enough for long enough to reliably kill the parasites and bacteria dog waste can contain, so compost made with it should never go on food crops.',
      ],
    },
    {
      heading: 'What rain does with it',
      paragraphs: [
        'Rain washes waste from lawns, sidewalks and curbs into storm drains, which in most places flow to creeks and rivers without treatment. The U.S. Environmental Protection Agency lists pet waste as one of the sources of this kind of water pollution.',
      ],
    },
    {
      heading: 'What to do instead',
      paragraphs: ['The simple answer is the right one:'],
      bullets: [
        'Pick it up at least once a week, and before a rain when you can.',
        'Bag it, tie the bag and put it in the trash, unless your city asks otherwise.',
        'Feed the lawn with a fertilizer made for it, following the label, and keep dogs off treated grass as the label says.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Does dog poop help grass grow?',
      answer:
        'No. It tends to leave dead or discolored patches, breaks down slowly and can carry parasites and bacteria while it does.',
    },
    {
      question: 'Can I bury dog poop in the yard?',
      answer:
        'It is better not to, especially near vegetable beds or where children play: parasites and bacteria can stay in the soil. Bag it and put it in the trash.',
    },
  ],
} satisfies BlogPost;
