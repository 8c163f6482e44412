/**
 * The social-proof ticker's entries. Illustrative, and labelled as examples on screen: the kinds of things
 * customers do, with a served town and no names, never presented as a live feed of real people.
 */
export const SAMPLE_ACTIVITY = [
  'A Hewitt family booked weekly service',
  'A Waco dog owner left a 5-star review',
  'A Woodway customer referred a friend',
  'A Robinson household renewed their service',
  'A Lorena family booked a one-time cleanup',
] as const;

export const TICKER_LABEL = 'Recent activity (examples)';
