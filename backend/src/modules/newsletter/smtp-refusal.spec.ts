import { describe, expect, it } from '@jest/globals';
import { classifyRefusal } from './smtp-refusal.js';

/** nodemailer's error for a reply (its fields as SMTPConnection._formatError sets them). */
const refused = (code: string, command: string, response: string) => Object.assign(new Error(`x: ${response}`), { code, command, response, responseCode: Number(response.slice(0, 3)) });
const kind = (error: unknown) => classifyRefusal(error).kind;

describe('what a refusal of the mail server means', () => {
  it('counts a bounce only for RCPT TO refused for the address or the mailbox', () => {
    expect(kind(refused('EENVELOPE', 'RCPT TO', '550 5.1.1 <a@b.c>: Recipient address rejected: User unknown'))).toBe('recipient');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '550-5.1.1 The email account that you tried to reach does not exist.'))).toBe('recipient');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '552 5.2.2 Mailbox full'))).toBe('recipient');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '550 5.2.1 Mailbox disabled'))).toBe('recipient');
    // Without an enhanced code: 550, 551 and 553 are the address's, unless the words say otherwise.
    expect(kind(refused('EENVELOPE', 'RCPT TO', '550 No such mailbox'))).toBe('recipient');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '553 Mailbox name not allowed'))).toBe('recipient');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '550 Relaying denied'))).toBe('rejected');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '554 Transaction failed'))).toBe('rejected');
  });

  it("fails one recipient's delivery, without a bounce, for any other permanent RCPT TO refusal (a policy of that address)", () => {
    expect(classifyRefusal(refused('EENVELOPE', 'RCPT TO', '550 5.7.1 <reader8002@example.com>: Recipient address rejected: Access denied'))).toEqual({
      kind: 'rejected',
      reply: '550 5.7.1 <reader8002@example.com>: Recipient address rejected: Access denied',
      command: 'RCPT TO',
    });
    expect(kind(refused('EENVELOPE', 'RCPT TO', '554 5.7.1 <a@b.c>: Relay access denied'))).toBe('rejected');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '550 5.7.606 Access denied, banned recipient'))).toBe('rejected');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '552 5.2.3 Message exceeds the size limit of this mailbox'))).toBe('rejected');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '553 5.3.0 <a@b.c>... Not allowed'))).toBe('rejected');
  });

  it('tries one recipient again later for a passing RCPT TO refusal, unless it is about the server or the sender', () => {
    expect(kind(refused('EENVELOPE', 'RCPT TO', '450 4.2.0 <a@b.c>: Recipient address rejected: Greylisted, see https://postgrey.example/help'))).toBe('deferred');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '452 4.2.2 Mailbox full'))).toBe('deferred');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '451 4.3.0 <a@b.c>: Temporary lookup failure'))).toBe('deferred');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '421 4.7.0 Too many connections'))).toBe('temporary');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '450 4.7.1 Client host rejected: cannot find your hostname'))).toBe('temporary');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '451 4.7.1 Sending rate limit exceeded'))).toBe('temporary');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '454 4.7.1 <a@b.c>: Relay access denied'))).toBe('temporary');
  });

  it("takes a refusal of the sender, the login or the sending quota as the server's, never a subscriber's", () => {
    expect(kind(refused('EENVELOPE', 'MAIL FROM', '553 5.7.1 Sender address rejected'))).toBe('sender');
    expect(kind(refused('EENVELOPE', 'MAIL FROM', '550 No such user'))).toBe('sender');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '553 5.7.1 <x@y>: Sender address rejected: not owned by user'))).toBe('sender');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '554 5.7.1 <unknown[203.0.113.9]>: Client host rejected: Access denied'))).toBe('sender');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '530 5.7.8 Authentication required'))).toBe('sender');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '450 5.1.8 <x@y>: Sender address rejected: Domain not found'))).toBe('temporary');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '550 5.1.8 <x@y>: Sender address rejected: Domain not found'))).toBe('sender');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '550 5.4.5 Daily sending quota exceeded'))).toBe('sender');
    expect(kind(refused('EENVELOPE', 'DATA', '554 5.5.1 No valid recipients'))).toBe('sender');
    expect(kind(refused('EAUTH', 'AUTH PLAIN', '535 5.7.8 Authentication credentials invalid'))).toBe('sender');
  });

  it('fails the message refused for good after its data, and waits on anything passing', () => {
    expect(kind(refused('EMESSAGE', 'DATA', '554 5.7.1 Message rejected as spam'))).toBe('message');
    expect(kind(refused('EMESSAGE', 'DATA', '451 4.3.0 Try again later'))).toBe('temporary');
    expect(kind(refused('EENVELOPE', 'RCPT TO', '421 4.7.0 Too many connections'))).toBe('temporary');
    expect(kind(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }))).toBe('temporary');
    expect(classifyRefusal(refused('EENVELOPE', 'MAIL FROM', '553 5.7.1 Sender address rejected'))).toEqual({
      kind: 'sender',
      reply: '553 5.7.1 Sender address rejected',
      command: 'MAIL FROM',
    });
  });
});
