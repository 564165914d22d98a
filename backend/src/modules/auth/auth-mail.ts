import { composeMail, type MailMessage } from '../../infrastructure/mail/mail-message.js';
import type { StaffRole } from './roles.js';

const ROLE_NAMES: Record<StaffRole, string> = { editor: 'editor', admin: 'administrator' };

/** The verification message sent to an allow-listed address. */
export function verificationMail(publicUrl: string, to: string, name: string | null, role: StaffRole, token: string): MailMessage {
  return composeMail(
    to,
    'Confirm your Flying@50 staff address',
    [
      `Hello ${name || 'there'},`,
      `${to} is on the Flying@50 ${ROLE_NAMES[role]} list. Open the link below to confirm the address is yours and switch on your ${ROLE_NAMES[role]} access. The link works once, within 24 hours.`,
    ],
    { label: 'Confirm my address', url: `${publicUrl}/verify-email#token=${token}` },
    'If you did not create a Flying@50 account, ignore this message: nothing changes until the link is opened.',
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
