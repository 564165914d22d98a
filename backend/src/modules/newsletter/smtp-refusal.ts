/**
 * What a failed hand-over to the mail server means for a newsletter send, read from nodemailer's error: its `code`
 * (EENVELOPE: MAIL FROM, RCPT TO or the DATA command refused, or every recipient refused; EMESSAGE: the message
 * refused after its data), the `command` the server answered and its reply (`responseCode`, `response`, which may
 * carry an RFC 3463 enhanced status code such as 5.1.1).
 *
 * - recipient: this address does not take mail (the subscriber is marked bounced). Only a permanent refusal of RCPT
 *   TO whose enhanced code is about the address or the mailbox: 5.1.x (except 5.1.7 and 5.1.8, which are about the
 *   sender's address) and 5.2.x (except 5.2.3, a message too long). A server that gives no enhanced code is taken at
 *   its word for 550, 551 and 553 (mailbox unavailable, not local, name not allowed), unless its words name a
 *   server-side reason (relay, sender, authentication, policy, spam, a block or list, a rate or quota).
 * - sender: the server refuses this site's mail, whoever it is for: any 5xx at MAIL FROM, at the DATA command or
 *   at login, any 5.7.x (security or policy: relay denied, sender rejected), and every other permanent refusal of
 *   RCPT TO. Staff must look at MAIL_FROM or SMTP_URL; no subscriber is changed.
 * - message: the message itself is refused for good after its data (a spam filter's 554 5.7.1): sending it to the
 *   next subscriber would fare the same, so the send fails.
 * - temporary: a 4xx, a lost connection, a timeout: the send waits and goes on by itself.
 */
export type Refusal = { kind: 'recipient' | 'sender' | 'message' | 'temporary'; reply: string; command?: string };

const ENHANCED = /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})(?!\S)/;
const SERVER_WORDS = /relay|sender|auth|policy|spam|block|listed|reputation|rate|quota/i;

interface MailError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

function recipientStatus(responseCode: number, response: string): boolean {
  const enhanced = ENHANCED.exec(response);
  if (enhanced) {
    const [, kind, subject, detail] = enhanced;
    if (kind !== '5') return false;
    if (subject === '1') return detail !== '7' && detail !== '8';
    return subject === '2' && detail !== '3';
  }
  return [550, 551, 553].includes(responseCode) && !SERVER_WORDS.test(response);
}

export function classifyRefusal(error: unknown): Refusal {
  const { code, command, responseCode, response } = (error ?? {}) as MailError;
  const reply = (response ?? String(error)).slice(0, 240);
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  if (code === 'EMESSAGE' && (permanent || responseCode === undefined)) return { kind: 'message', reply, command };
  if (!permanent) return { kind: 'temporary', reply, command };
  if (code === 'EENVELOPE' && command === 'RCPT TO' && recipientStatus(responseCode, response ?? '')) return { kind: 'recipient', reply, command };
  return { kind: 'sender', reply, command };
}
