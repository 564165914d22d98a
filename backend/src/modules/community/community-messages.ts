/** Readable answers of the members' area. */
export const MESSAGES = {
  entryNotFound: 'Journal entry not found',
  goalNotFound: 'Goal not found',
  savedNotFound: 'Saved report not found',
  premiumNotFound: 'Premium content not found',
  accountNotFound: 'Account not found',
  paidMode: 'Premium is paid through Stripe on this site, so the demo upgrade is off: choose a plan at /premium (POST /api/billing/checkout).',
  idMismatch: 'The id in the body does not match the entry in the address.',
  imageTwice: 'Send the photo either as the image file or as image_url, not both.',
  notYourImage: 'That image address is not one of your uploads. Send the photo as a data URL or upload it first.',
  entryChangedMeanwhile:
    'This journal entry was changed in another window or tab after you opened it. Reload to see the latest version, then make your changes again.',
  tooManyGoals: (perHour: number) => `You have set ${perHour} new goals in the last hour, the most we take. Please try again later; nothing was saved.`,
  tooManyEntries: (perHour: number) =>
    `You have written ${perHour} journal entries in the last hour, the most we take. Please try again later; nothing was saved.`,
};
