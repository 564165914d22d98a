import { composeMail, type MailMessage } from '../../infrastructure/mail/mail-message.js';
import { TEAM_CONTACT_EMAIL, teamMailto } from '../../infrastructure/mail/team-contact.js';
import type { StaffRole } from './roles.js';

/** The invitation to a staff role (its link works once, within `days` days). */
export function invitationMail(publicUrl: string, to: string, role: StaffRole, invitedBy: string | null, token: string, days: number): MailMessage {
  const who = invitedBy ? `${invitedBy} has invited you` : 'You have been invited';
  return composeMail(
    to,
    `You're invited to the Flying@50 editorial team`,
    [
      `Hello,`,
      `${who} to join the Flying@50 editorial dashboard as ${role === 'admin' ? 'an administrator' : 'an editor'}.`,
      `Open the link below to choose your name and password. The link works once, within ${days} days. If an account already exists for ${to}, its password is replaced and it is signed out everywhere else.`,
    ],
    { label: 'Accept the invitation', url: `${publicUrl}/accept-invitation#token=${token}` },
    'If you did not expect this invitation, ignore this message: nothing changes until the link is opened.',
  );
}

/** The password-reset message. */
export function passwordResetMail(publicUrl: string, to: string, token: string): MailMessage {
  return composeMail(
    to,
    'Reset your Flying@50 password',
    [
      `Someone, hopefully you, asked to reset the password of the Flying@50 account for ${to}.`,
      'The link below works once, within one hour. Choosing a new password signs the account out on every device.',
    ],
    { label: 'Choose a new password', url: `${publicUrl}/reset-password#token=${token}` },
    'If you did not ask for this, ignore this message: your password stays as it is.',
  );
}

/**
 * Two-step sign-in was turned on, or turned off by any path: by the owner, by an administrator, by an accepted staff
 * invitation (which replaces what the account held), or by a password reset on an address its set-up never proved, so
 * the owner learns of it at once.
 */
export function twoFactorMail(publicUrl: string, to: string, change: 'on' | 'off' | 'reset' | 'invitation' | 'password-reset'): MailMessage {
  const said = {
    on: ['Two-step sign-in is now on for your Flying@50 account. Signing in asks for the code from your authenticator app after your password.', 'Keep your recovery codes somewhere safe: each one signs you in once if your phone is lost.'],
    off: ['Two-step sign-in was turned off for your Flying@50 account. Signing in now asks for your password only.'],
    reset: ['An administrator turned off two-step sign-in for your Flying@50 account (a lost phone, for example). Signing in now asks for your password only; you can turn it on again from your profile.'],
    invitation: ['A staff invitation to your address was accepted: it set a new password for your Flying@50 account and turned off the two-step sign-in set up on it before. Signing in now asks for the new password only; you can turn two-step sign-in on again from your profile.'],
    'password-reset': [
      'The password of your Flying@50 account was reset from a link sent to this address, and that turned off its two-step sign-in: it had been set up while the account had another address (or before we asked to confirm the address), so nothing showed that whoever set it up reads this one.',
      'Signing in now asks for the new password only; you can turn two-step sign-in on again from your profile.',
    ],
  }[change];
  return composeMail(
    to,
    change === 'on' ? 'Two-step sign-in is on' : 'Two-step sign-in was turned off',
    said,
    { label: 'Open your profile', url: `${publicUrl}/profile` },
    `If this was not you, reset your password at once and tell the Flying@50 team at ${TEAM_CONTACT_EMAIL} (we reply within 24 hours).`,
  );
}

/**
 * The code that proves the address while two-step sign-in is being turned on for an account whose address was never
 * confirmed (address-code.ts). Said plainly, so that an owner whose address someone else registered does not hand it on.
 */
export function addressCodeMail(to: string, code: string): MailMessage {
  return composeMail(
    to,
    'Your Flying@50 confirmation code',
    [
      `Someone signed in to the Flying@50 account of ${to}, hopefully you, is turning on two-step sign-in, which first needs to know that this address is theirs.`,
      `Your code is ${code}. Enter it where you are turning on two-step sign-in, within one hour.`,
    ],
    undefined,
    'If this was not you, do not give this code to anyone: without it, nothing changes.',
  );
}

/** New recovery codes were made from the profile (the old ones stopped working). */
export function newRecoveryCodesMail(publicUrl: string, to: string): MailMessage {
  return composeMail(
    to,
    'New recovery codes were made for your Flying@50 account',
    [
      'Ten new recovery codes were made for your Flying@50 account from your profile, with your password and a code from your authenticator app. The codes you had before no longer work.',
    ],
    { label: 'Open your profile', url: `${publicUrl}/profile` },
    'If this was not you, reset your password at once and tell the Flying@50 team.',
  );
}

/** What a recovery code was used for: signing in, or confirming the owner before a change (SecondStep.confirmOwner). */
export type RecoveryCodeUse = 'sign-in' | 'confirm-password' | 'email-change' | 'password-change';

/** The mail's subject and first sentence for each use: it says what the code did, not always "sign in". */
const RECOVERY_CODE_USES: Record<RecoveryCodeUse, { subject: string; done: string }> = {
  'sign-in': {
    subject: 'A recovery code was used to sign in',
    done: 'Someone signed in to your Flying@50 account with your password and one of your recovery codes, instead of a code from your authenticator app.',
  },
  'confirm-password': {
    subject: 'A recovery code was used to confirm your password',
    done: 'Someone signed in to your Flying@50 account entered your password and one of your recovery codes, instead of a code from your authenticator app, to confirm it was you before an action that asks for them again (such as deleting the account or making an API key).',
  },
  'email-change': {
    subject: 'A recovery code was used to change your email address',
    done: "Someone signed in to your Flying@50 account entered your password and one of your recovery codes, instead of a code from your authenticator app, to change the account's email address.",
  },
  'password-change': {
    subject: 'A recovery code was used to change your password',
    done: 'Someone signed in to your Flying@50 account entered your current password and one of your recovery codes, instead of a code from your authenticator app, to change its password.',
  },
};

/** A recovery code was used (the phone lost, or someone else holding the codes): to sign in, or to confirm a change (`use`). */
export function recoveryCodeUsedMail(publicUrl: string, to: string, left: number, use: RecoveryCodeUse): MailMessage {
  const { subject, done } = RECOVERY_CODE_USES[use];
  return composeMail(
    to,
    subject,
    [
      done,
      left === 0
        ? 'That was your last recovery code: make new ones from your profile now.'
        : `${left} recovery ${left === 1 ? 'code is' : 'codes are'} left. If your phone is lost, make new codes from your profile and set up the app again.`,
    ],
    { label: 'Open your profile', url: `${publicUrl}/profile` },
    'If this was not you, reset your password at once, then turn two-step sign-in off and on again from your profile to change the codes and the app.',
  );
}

/** Many wrong passwords were tried for the account from many places: new browsers are paused (LOGIN_MAX_FAILURES_PER_ACCOUNT). */
export function signInsPausedMail(publicUrl: string, to: string): MailMessage {
  return composeMail(
    to,
    'Many wrong passwords were tried for your Flying@50 account',
    [
      'Someone has tried many wrong passwords for your Flying@50 account in the last few minutes, so for 15 minutes it can be signed in to only from browsers you have used before.',
      'You do not need to do anything if your password is long and used nowhere else. If it is not, or you cannot sign in, choose a new one with the link below; that also ends the pause.',
    ],
    { label: 'Choose a new password', url: `${publicUrl}/forgot-password` },
    'Two-step sign-in (from your profile) keeps the account safe even from someone who guesses the password.',
  );
}

/** The account's password was typed right, then a wrong two-step code: someone else may know the password. */
export function wrongCodeMail(publicUrl: string, to: string): MailMessage {
  return composeMail(
    to,
    'A wrong two-step code was entered for your Flying@50 account',
    [
      'Someone signed in to your Flying@50 account with the right password, then entered a wrong code from the authenticator app, so they were not let in.',
      'If this was you, mistyping the code, there is nothing to do. If it was not, someone knows your password: choose a new one now.',
    ],
    { label: 'Choose a new password', url: `${publicUrl}/forgot-password` },
    'We tell you at most once every 15 minutes.',
  );
}

/** The signed-in owner changed the password. */
export function passwordChangedMail(publicUrl: string, to: string): MailMessage {
  return composeMail(
    to,
    'Your Flying@50 password was changed',
    [
      'The password of your Flying@50 account was changed from your profile. Every other browser and device was signed out.',
    ],
    { label: 'Reset your password', url: `${publicUrl}/forgot-password` },
    'If this was not you, reset your password at once with the link above.',
  );
}

/** The link that moves an account to this address (sent to the new address). */
export function emailChangeLinkMail(publicUrl: string, to: string, from: string, token: string, newsletterMoves = false): MailMessage {
  return composeMail(
    to,
    'Confirm your new Flying@50 address',
    [
      `The Flying@50 account of ${from} asked to use this address from now on.`,
      'Open the link below to confirm it. The link works once, within one hour; until then the account keeps its present address.',
      // Opening the link subscribes this address (the sign-up follows the account): its reader is told before agreeing.
      ...(newsletterMoves
        ? [`${from} is subscribed to the Flying@50 newsletter: confirming also moves that subscription to this address, so the newsletter will come here instead. Every newsletter has a one-click unsubscribe link.`]
        : []),
    ],
    { label: 'Use this address', url: `${publicUrl}/change-email#token=${token}` },
    'If you did not ask for this, ignore this message: nothing changes.',
  );
}

/** Someone signed in to the account asked to move it to another address (sent to the present one, at once). */
export function emailChangeRequestedMail(publicUrl: string, to: string, newAddress: string): MailMessage {
  return composeMail(
    to,
    'Your Flying@50 address is about to change',
    [
      `Your Flying@50 account asked to use ${newAddress} from now on. It moves there only when the link we sent to that address is opened, within one hour.`,
    ],
    { label: 'Change your password', url: `${publicUrl}/forgot-password` },
    'If this was not you, change your password at once: that stops the change, signs out every other device and ends the link.',
  );
}

/** The account moved to a new address (sent to the old one). */
export function emailChangedMail(publicUrl: string, to: string, newAddress: string): MailMessage {
  return composeMail(
    to,
    'Your Flying@50 address was changed',
    [
      `Your Flying@50 account now uses ${newAddress}; this address no longer signs in to it.`,
      `If this was not you, tell the Flying@50 team at once at ${TEAM_CONTACT_EMAIL} (we reply within 24 hours), from this address, so that they can help you recover the account.`,
    ],
    [
      { label: 'Tell the Flying@50 team', url: teamMailto('My Flying@50 address was changed, and it was not me') },
      { label: 'Open Flying@50', url: publicUrl },
    ],
  );
}
