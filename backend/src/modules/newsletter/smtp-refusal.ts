/**
 * What a failed hand-over to the mail server means for a newsletter send, read from nodemailer's error: its `code`
 * (EENVELOPE: MAIL FROM, RCPT TO or the DATA command refused, or every recipient refused; EMESSAGE: the message
 * refused after its data), the `command` the server answered and its reply (`responseCode`, `response`, which may
 * carry an RFC 3463 enhanced status code: 5.1.x about an address, 5.2.x a mailbox, 5.7.x security or policy).
 *
 * Each mail has one recipient, so a refusal of RCPT TO is about that recipient (the reply usually names it), unless
 * its words or its code are about the sender (5.1.7, 5.1.8, 5.7.8, "Sender address rejected", "Client host rejected",
 * a rate or a quota):
 * - recipient: this address does not take mail (the delivery fails, the subscriber is marked bounced): a permanent
 *   refusal of RCPT TO about the address or the mailbox, 5.1.x (except 5.1.7 and 5.1.8, the sender's address) and
 *   5.2.x (except 5.2.3, a message too long). A server that gives no enhanced code is taken at its word for 550, 551
 *   and 553 (mailbox unavailable, not local, name not allowed), unless its words name a server-side reason.
 * - rejected: every other permanent refusal of RCPT TO (5.7.1 "Access denied", "Relay access denied" for that
 *   address, 554 ...): this delivery fails with the server's reply; the subscriber is not changed (the address may
 *   take other mail). A server that refuses every recipient is caught by the delivery's breaker, not here.
 * - deferred: a passing refusal of RCPT TO (450 greylisting, 452 mailbox full for now): this recipient is tried again
 *   later, the others go on; unless it is about the server or the sender (421, relaying, a rate, a quota, the sender,
 *   the client host: then it is temporary).
 * - sender: the server refuses this site's mail, whoever it is for: any 5xx at MAIL FROM, at the DATA command or at
 *   login, and a permanent RCPT TO refusal about the sender. Staff must look at MAIL_FROM or SMTP_URL.
 * - message: the message itself is refused for good after its data (a spam filter's 554 5.7.1): sending it to the
 *   next subscriber would fare the same, so the send fails.
 * - temporary: any other 4xx, a lost connection, a timeout: the send waits and goes on by itself.
 */
export type RefusalKind = 'recipient' | 'rejected' | 'deferred' | 'sender' | 'message' | 'temporary';
export type Refusal = { kind: RefusalKind; reply: string; command?: string };

/** The kinds that are one recipient's: the delivery is settled for that subscriber alone and the send goes on. */
export const RECIPIENT_KINDS: readonly RefusalKind[] = ['recipient', 'rejected', 'deferred'];

const ENHANCED = /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})(?!\S)/;
const SERVER_WORDS = /relay|sender|auth|policy|spam|block|listed|reputation|rate|quota/i;
/** Words of a RCPT TO refusal that is about this site's mail rather than the recipient. */
const SENDER_WORDS = /sender|authenticat|client host|quota|rate limit|sending limit|too many/i;

interface MailError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

/** A permanent RCPT TO refusal: the address's (a bounce), the sender's, or this recipient's otherwise (policy). */
function permanentRecipient(responseCode: number, response: string): RefusalKind {
  const enhanced = ENHANCED.exec(response);
  if (enhanced) {
    const [, , subject, detail] = enhanced;
    if ((subject === '1' && (detail === '7' || detail === '8')) || (subject === '7' && detail === '8') || SENDER_WORDS.test(response)) return 'sender';
    if (subject === '1' || (subject === '2' && detail !== '3')) return 'recipient';
    return 'rejected';
  }
  if (SENDER_WORDS.test(response)) return 'sender';
  return [550, 551, 553].includes(responseCode) && !SERVER_WORDS.test(response) ? 'recipient' : 'rejected';
}

export function classifyRefusal(error: unknown): Refusal {
  const { code, command, responseCode, response } = (error ?? {}) as MailError;
  const reply = (response ?? String(error)).slice(0, 240);
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  const atRecipient = code === 'EENVELOPE' && command === 'RCPT TO';
  if (code === 'EMESSAGE' && (permanent || responseCode === undefined)) return { kind: 'message', reply, command };
  if (atRecipient && typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500) {
    const serverWide = responseCode === 421 || /relay/i.test(response ?? '') || SENDER_WORDS.test(response ?? '');
    return { kind: serverWide ? 'temporary' : 'deferred', reply, command };
  }
  if (!permanent) return { kind: 'temporary', reply, command };
  if (atRecipient) return { kind: permanentRecipient(responseCode, response ?? ''), reply, command };
  return { kind: 'sender', reply, command };
}
