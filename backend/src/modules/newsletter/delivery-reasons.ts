import type { Refusal } from './smtp-refusal.js';

/** Permanent recipient refusals in a row (no mail taken between them) that pause the send instead of failing those rows. */
export const BOUNCE_BREAKER = 5;

/**
 * The waits (minutes) before a recipient refused for now (greylisting, a full mailbox: a 4xx at RCPT TO) is tried
 * again; refused once more after the last, its delivery fails with the server's reply. About 8 hours in all.
 */
export const DEFER_MINUTES = [5, 15, 30, 60, 120, 240] as const;

export const INTERRUPTED =
  'Interrupted while the mail was handed to the mail server (the worker stopped): it may have been delivered, so it is not sent again.';

export const NO_MAIL_SERVER =
  'No mail server is set up (SMTP_URL is empty), so nothing can be sent: the send waits, and no subscriber was changed. Set SMTP_URL (and MAIL_FROM) and restart; the send then goes on by itself, or stop it.';

/** The delivery stops for the send: it waits (paused: the minute's tick tries again) or it has failed for good. */
export class DeliveryStop extends Error {
  constructor(readonly outcome: 'paused' | 'failed', readonly reason: string) {
    super(reason);
  }
}

/** A server's reply as staff read it: an address in it is left out (editors see the sends, not the subscribers' addresses). */
export const staffReply = (reply: string): string => reply.replace(/<?[^\s<>"]+@[^\s<>"]+>?/g, '<address>');

/** Staff's words for a refusal that stops the send (newsletter_sends.paused_reason or failure). */
export function stopReason(refusal: Refusal): DeliveryStop {
  const reply = `"${staffReply(refusal.reply)}"${refusal.command ? ` (at ${refusal.command})` : ''}`;
  switch (refusal.kind) {
    case 'sender':
      return new DeliveryStop(
        'paused',
        `The mail server refuses this site's mail, whoever it is for: ${reply}. Check MAIL_FROM (the sender address: the server must accept it) and SMTP_URL (the server, its port and login). ` +
          'No subscriber was changed. The send tries again every minute and goes on once the server takes the mail; or stop it.',
      );
    case 'message':
      return new DeliveryStop(
        'failed',
        `The mail server refused the newsletter itself for good: ${reply}. Nothing more was sent and no subscriber was changed; ask the mail provider why before sending again.`,
      );
    default:
      return new DeliveryStop('paused', `The mail server takes no mail for now: ${reply}. The send goes on by itself once it does.`);
  }
}

/** BOUNCE_BREAKER recipient refusals in a row: more likely the server refusing this site than that many addresses refusing at once. */
export function breakerStop(last: Refusal): DeliveryStop {
  return new DeliveryStop(
    'paused',
    `${BOUNCE_BREAKER} addresses in a row were refused for good, the last with "${staffReply(last.reply)}". That is more likely the mail server refusing this site's mail than ` +
      `${BOUNCE_BREAKER} addresses gone at once: check SMTP_URL and MAIL_FROM. No subscriber was marked bounced; these addresses are tried again after the others. ` +
      'The send tries again every minute; or stop it.',
  );
}

/** Why a send whose other mail is all handed over still waits: some recipients' servers refused for now. */
export function deferredNote(waiting: number): string {
  const some = waiting === 1 ? '1 address was' : `${waiting} addresses were`;
  return (
    `${some} refused for now by the recipient's mail server (greylisting or a full mailbox, for example); everyone else has been sent to. ` +
    `Each is tried again later, for about 8 hours, and then counted as failed; or stop the send.`
  );
}
