/**
 * A small SMTP sink for tests: a real SMTP server (smtp-server) on 127.0.0.1 that accepts every message,
 * parses it (mailparser) and keeps it, so tests read the links the product mails. Optionally it refuses
 * the next messages with a temporary error (to test retries), refuses some recipients (for good or for now,
 * with a reply of the test's choosing), or refuses
 * every sender, recipient or message with a reply of the test's choosing (a relay that rejects the sender,
 * a spam filter), and serves its inbox over HTTP as JSON (GET /messages, for the browser tests, whose app
 * runs in another process).
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header as sent, by lower-case name (the newsletter's List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Record<string, string>;
  /** The message as it arrived, byte for byte (what a receiving server checks a DKIM signature against). */
  raw: Buffer;
  receivedAt: number;
}

export interface FakeSmtpOptions {
  /** Also serve the inbox at http://127.0.0.1:<inboxPort>/messages (0 picks a free port). */
  inboxPort?: number;
  /** SMTP port (default: a free one). */
  port?: number;
}

export interface SmtpRefusals {
  mailFrom?: string;
  rcpt?: string;
  data?: string;
}

/** An error smtp-server answers as the reply line `reply` ("553 5.7.1 Sender address rejected"). */
function replyError(reply: string): Error {
  const [, code, text] = /^(\d{3}) (.*)$/.exec(reply) ?? [];
  if (!code) throw new Error(`Not an SMTP reply: ${reply}`);
  return Object.assign(new Error(text), { responseCode: Number(code) });
}

export interface FakeSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** http://127.0.0.1:<port> of the JSON inbox, when asked for. */
  inboxUrl?: string;
  messages: ReceivedMail[];
  /** Every RCPT TO address the server was offered, in order, taken or refused (which recipients were tried). */
  recipientsTried: string[];
  /**
   * Resolves with the first message (already received or still to come) that matches; by default waits 30 s, which
   * covers a send the app retries (the mail queue's backoff: 1 s, 2 s, 4 s, 8 s) on a busy machine.
   */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers the next `count` messages with "451 try again later". */
  refuseNext(count: number): void;
  /**
   * Refuses these recipients at RCPT TO, the others taken: by default for good ("550 5.1.1 <address>: ... User unknown"), as
   * a server does an address that does not exist; or with `reply` ("<address>" in it stands for the recipient), e.g.
   * '550 5.7.1 <address>: Recipient address rejected: Access denied' or '450 4.2.0 <address>: ... Greylisted'.
   */
  refuseRecipients(addresses: string[], reply?: string): void;
  /**
   * From now on answers every MAIL FROM, RCPT TO or end of DATA with this reply, e.g. { mailFrom: '553 5.7.1 Sender
   * address rejected' }, { rcpt: '554 5.7.1 Relay access denied' }, { data: '554 5.7.1 Message rejected as spam' }
   * (the message is not kept). `refuse({})` takes mail again.
   */
  refuse(replies: SmtpRefusals): void;
  clear(): void;
  close(): Promise<void>;
}

/** The token of the first link in a message whose path is `path` (links carry it as #token=...). */
export function tokenFrom(mail: ReceivedMail, path: '/accept-invitation' | '/reset-password' | '/change-email'): string {
  const match = new RegExp(`https?://[^\\s]*${path}#token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in "${mail.subject}": ${mail.text}`);
  return match[1];
}

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const recipientsTried: string[] = [];
  const waiters = new Set<() => void>();
  let refusals = 0;
  let refusedRecipients = new Set<string>();
  let recipientReply = '550 5.1.1 <address>: Recipient address rejected: User unknown';
  let refusing: SmtpRefusals = {};

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onMailFrom(_address, _session, callback) {
      callback(refusing.mailFrom ? replyError(refusing.mailFrom) : undefined);
    },
    onRcptTo(address, _session, callback) {
      recipientsTried.push(address.address.toLowerCase());
      if (refusing.rcpt) return callback(replyError(refusing.rcpt));
      if (refusedRecipients.has(address.address.toLowerCase())) return callback(replyError(recipientReply.replace('<address>', `<${address.address}>`)));
      callback();
    },
    onData(stream, _session, callback) {
      if (refusing.data) {
        const reply = replyError(refusing.data);
        stream.resume();
        stream.on('end', () => callback(reply));
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => stream.on('end', () => resolve(Buffer.concat(chunks))).on('error', reject))
        .then(async (raw) => ({ raw, parsed: await simpleParser(raw) }))
        .then(({ raw, parsed }) => {
          const to = [parsed.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address ?? '') : []));
          messages.push({
            from: parsed.from?.text ?? '',
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()])),
            raw,
            receivedAt: Date.now(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (smtp.server.address() as AddressInfo).port;

  let inbox: HttpServer | undefined;
  let inboxUrl: string | undefined;
  if (options.inboxPort !== undefined) {
    inbox = createServer((req, res) => {
      const body = JSON.stringify(req.url?.startsWith('/messages') ? messages.map(({ raw: _raw, ...mail }) => mail) : { error: 'not found' });
      res.writeHead(req.url?.startsWith('/messages') ? 200 : 404, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => inbox!.listen(options.inboxPort, '127.0.0.1', () => resolve()));
    inboxUrl = `http://127.0.0.1:${(inbox.address() as AddressInfo).port}`;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    inboxUrl,
    messages,
    recipientsTried,
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching message within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'none'})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    refuseNext(count) {
      refusals = count;
    },
    refuseRecipients(addresses, reply = '550 5.1.1 <address>: Recipient address rejected: User unknown') {
      refusedRecipients = new Set(addresses.map((a) => a.toLowerCase()));
      recipientReply = reply;
    },
    refuse(replies) {
      refusing = { ...replies };
    },
    clear() {
      messages.length = 0;
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (inbox) {
        inbox.closeAllConnections();
        await new Promise<void>((resolve) => inbox!.close(() => resolve()));
      }
    },
  };
}
