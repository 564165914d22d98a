/** The ids of the profile page's card headings, the targets of its "On this page" links (pages/profile-page.tsx). */
export const PROFILE_HEADINGS = {
  account: 'account-heading',
  coachTone: 'coach-tone-heading',
  device: 'this-device-heading',
  password: 'password-heading',
  twoStep: 'two-step-heading',
  otherDevices: 'other-devices-heading',
  yourData: 'your-data-heading',
  deleteAccount: 'delete-account-heading',
} as const;
