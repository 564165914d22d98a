/** What Premium membership includes (the spec's feature list and price). */
export const PREMIUM_PRICE = '£9.99';
export const PREMIUM_PERIOD = 'per month';
export const PREMIUM_GUARANTEE = '30-day satisfaction guarantee, cancel anytime';

export const PREMIUM_FEATURES: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Personalised Content Recommendations',
    text: 'Premium articles matched to what you write in your journal and to the goal you are working towards.',
  },
  {
    title: 'Advanced Instant Insights',
    text: 'Deeper replies to your journal entries, plus weekly summaries of your training patterns.',
  },
  {
    title: 'Priority Team Responses',
    text: 'Your questions move to the front of the queue for the Flying@50 team.',
  },
  {
    title: 'Exclusive Premium Articles',
    text: 'Every premium coaching article, saved to your own library to read again whenever you need it.',
  },
];

export const PREMIUM_INCLUDES: readonly string[] = [
  'Unlimited Premium journal entries',
  'All exclusive premium articles',
  'Personalised recommendations',
  'Advanced training insights',
  'Priority team responses',
  'Weekly performance summaries',
  'Goals-mapped intelligence',
];

/** Why athletes over 50 choose Premium: the page's four reasons. */
export const PREMIUM_REASONS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Written for your age, not in spite of it',
    text: 'Every article and reply assumes a body of 50 or more: longer recovery, stronger experience, different risks.',
  },
  {
    title: 'Coaching that remembers',
    text: 'Your guide reads every entry against your goal, so advice builds week on week instead of starting again.',
  },
  {
    title: 'Time well spent',
    text: 'Short, practical insights you can use in your next session, not hours of reading.',
  },
  {
    title: 'A team behind the words',
    text: 'Priority answers from the Flying@50 team when you need a human view.',
  },
];

export const PREMIUM_TESTIMONIAL = {
  quote:
    'At 61 I had stopped expecting to get faster. Three months of writing down every session and reading the weekly summaries, and I took eight minutes off my half-marathon.',
  name: 'Margaret H.',
  detail: 'Runner and triathlete, Premium member since spring',
};
