/** What Premium membership includes (the spec's feature list and price). */
export const PREMIUM_PRICE = '£9.99 per month';
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
