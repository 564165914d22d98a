import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { BULK_CONNECTIONS, MailSender } from '../../infrastructure/mail/mail-sender.js';
import { JobHandler } from '../../infrastructure/queue/job-handler.js';
import { Job, JobQueue, JobType, type JobContext } from '../../infrastructure/queue/job-queue.js';
import { personalise } from './newsletter-mail.js';
import { classifyRefusal, type Refusal } from './smtp-refusal.js';
import { oneClickUrl, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-token.js';

/** Delivery rows read at a time. */
const BATCH = 200;
/** The advisory-lock class of a send being delivered (the second key is the send id). */
export const DELIVERY_LOCK_CLASS = 0x6e6c; // 'nl'
export const INTERRUPTED =
  'Interrupted while the mail was handed to the mail server (the worker stopped): it may have been delivered, so it is not sent again.';

interface PgClient {
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  release(): void;
}
interface PgPool {
  connect(): Promise<PgClient>;
}

export interface DeliveryResult {
  /**
   * 'paused': the mail server could not take mail, or refuses this site's; the pending rows wait for the next minute's
   * tick. 'failed': the server refused the message itself for good; the send is over.
   */
  outcome: 'finished' | 'busy' | 'stopped' | 'paused' | 'failed' | 'not sending';
  sent: number;
  failed: number;
  skipped: number;
}

/** Delivers one send (the `newsletter` queue). */
@JobType('newsletter', 'newsletter-deliver')
export class DeliverNewsletter extends Job<{ sendId: number }> {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Permanent recipient refusals in a row (no mail taken between them) that pause the send instead of marking bounces. */
export const BOUNCE_BREAKER = 5;

/** The delivery stops for the send: it waits (paused: the minute's tick tries again) or it has failed for good. */
class DeliveryStop extends Error {
  constructor(readonly outcome: 'paused' | 'failed', readonly reason: string) {
    super(reason);
  }
}

/** Staff's words for a refusal that stops the send (newsletter_sends.paused_reason or failure). */
function stopReason(refusal: Refusal): DeliveryStop {
  const reply = `"${refusal.reply}"${refusal.command ? ` (at ${refusal.command})` : ''}`;
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

/** BOUNCE_BREAKER recipient refusals in a row: more likely the server refusing this site than that many addresses gone. */
function breakerStop(last: Refusal): DeliveryStop {
  return new DeliveryStop(
    'paused',
    `${BOUNCE_BREAKER} addresses in a row were refused for good, the last with "${last.reply}". That is more likely the mail server refusing this site's mail than ` +
      `${BOUNCE_BREAKER} addresses gone at once: check SMTP_URL and MAIL_FROM. No subscriber was marked bounced; these addresses are tried again after the others. ` +
      'The send tries again every minute; or stop it.',
  );
}

/** A refused recipient not yet counted a bounce: its row stays claimed ('sending') until the streak is settled. */
interface Refused {
  id: string;
  subscriberId: number;
  error: string;
}

/**
 * The refusals of the current run of recipient refusals (BOUNCE_BREAKER of them in a row, with no mail taken between,
 * pause the send and mark nobody) and whether the server has taken any mail of this send.
 */
interface RunState {
  streak: Refused[];
  accepted: boolean;
  stop?: DeliveryStop;
}

/**
 * Delivers a send: one delivery row per (send, subscriber), each claimed (pending → sending) before its mail is handed
 * to SMTP and marked sent or failed after. One worker at a time delivers a send: it holds a session advisory lock on a
 * connection of its own, which PostgreSQL releases the moment that worker's process dies. The next worker to take the
 * lock marks rows left 'sending' as failed (their mail may have left: never twice) and continues with the pending ones.
 * Pace: NEWSLETTER_RATE_PER_MINUTE, over BULK_CONNECTIONS kept-open SMTP connections. An unsubscribed or removed
 * subscriber's pending row is skipped, so an unsubscribe holds even in the middle of a send; so is every pending row
 * of a send that staff cancelled.
 *
 * What a refusal means is classifyRefusal's (smtp-refusal.ts). A recipient refused for good (RCPT TO, 5.1.x/5.2.x) is
 * failed and its subscriber marked `bounced` (later sends skip it), once the server has taken a mail since (or the send
 * ends): BOUNCE_BREAKER such refusals in a row pause the send instead and mark nobody, since a server that refuses
 * everyone is more likely refusing this site than that many addresses gone at once; those rows wait with their refusal
 * and are tried after the others. A refusal of this site's mail (the sender, relaying, policy, login) pauses the send
 * with staff's words naming MAIL_FROM and SMTP_URL, and changes no subscriber; a passing one (4xx, a lost connection)
 * pauses it too: the minute's tick (WeeklyDigestJob) resumes either. A message refused for good after its data (a
 * spam filter) fails the send: its pending rows are skipped and `failure` says why.
 */
@Injectable()
export class NewsletterDelivery {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly em: EntityManager,
    private readonly sender: MailSender,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @JobHandler(DeliverNewsletter)
  deliverJob(job: JobContext<{ sendId: number }>): Promise<DeliveryResult> {
    return this.deliver(job.data.sendId, job.signal);
  }

  /** Queues the delivery of a send (a second request for the same send while one waits is the same job). */
  async start(sendId: number, again = ''): Promise<void> {
    await this.queue.add(new DeliverNewsletter({ sendId }), { jobId: `deliver-${sendId}${again}`, attempts: 3 });
  }

  async deliver(sendId: number, signal?: AbortSignal): Promise<DeliveryResult> {
    const result: DeliveryResult = { outcome: 'finished', sent: 0, failed: 0, skipped: 0 };
    const pool = (await this.em.getConnection().getNativeClient()) as PgPool;
    const lock = await pool.connect();
    try {
      const [{ locked }] = (await lock.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [DELIVERY_LOCK_CLASS, sendId])).rows;
      if (!locked) return { ...result, outcome: 'busy' };
      try {
        await this.run(sendId, result, signal);
      } finally {
        await lock.query('select pg_advisory_unlock($1, $2)', [DELIVERY_LOCK_CLASS, sendId]);
      }
    } finally {
      lock.release();
    }
    if (result.sent || result.failed) this.logger.log(`send ${sendId}: ${result.sent} sent, ${result.failed} failed, ${result.skipped} skipped (${result.outcome})`);
    return result;
  }

  private async run(sendId: number, result: DeliveryResult, signal?: AbortSignal): Promise<void> {
    const em = this.em.fork();
    const [send] = await em.execute<Array<{ subject: string; html: string; text: string; status: string }>>(
      'select subject, html, text, status from newsletter_sends where id = ?',
      [sendId],
    );
    if (send?.status !== 'sending') {
      result.outcome = 'not sending';
      return;
    }
    const interrupted = await em.execute(`update newsletter_deliveries set status = 'failed', error = ? where send_id = ? and status = 'sending' returning id`, [INTERRUPTED, sendId]);
    if (interrupted.length) this.logger.warn(`send ${sendId}: ${interrupted.length} deliveries were interrupted by a stopped worker and are not sent again`);
    const [{ accepted }] = await em.execute<Array<{ accepted: boolean }>>(
      `select exists (select 1 from newsletter_deliveries where send_id = ? and status = 'sent') as accepted`,
      [sendId],
    );
    const state: RunState = { streak: [], accepted };

    const interval = 60_000 / this.config.newsletterRatePerMinute;
    let slot = Date.now();
    for (;;) {
      // Rows held back by the breaker (pending with their refusal) come after the others.
      const rows = await em.execute<Array<{ id: string }>>(
        `select id from newsletter_deliveries where send_id = ? and status = 'pending' order by error is not null, id limit ?`,
        [sendId, BATCH],
      );
      if (!rows.length) break;
      let next = 0;
      const lane = async () => {
        while (next < rows.length && !signal?.aborted && !state.stop) {
          const row = rows[next++];
          const at = slot;
          slot = Math.max(slot, Date.now()) + interval;
          const wait = at - Date.now();
          if (wait > 0) await sleep(wait);
          if (state.stop) break; // this row was not claimed: it stays pending
          try {
            await this.deliverOne(em, row.id, send, result, state);
            if (result.sent === 1) await this.flowing(em, sendId); // mail flows again: the staff's note goes
          } catch (error) {
            if (!(error instanceof DeliveryStop)) throw error;
            state.stop ??= error;
          }
        }
      };
      await Promise.all(Array.from({ length: BULK_CONNECTIONS }, lane));
      if (state.stop?.outcome === 'failed') {
        await this.release(em, state.streak, 'failed', result);
        // One statement: the send fails and its rows still pending are skipped together.
        await em.execute(
          `with failed as (update newsletter_sends set status = 'failed', finished_at = now(), failure = ?, paused_at = null, paused_reason = null
                             where id = ? and status = 'sending' returning id)
           update newsletter_deliveries set status = 'skipped' where send_id in (select id from failed) and status = 'pending'`,
          [state.stop.reason, sendId],
        );
        result.outcome = 'failed';
        this.logger.warn(`send ${sendId} failed: ${state.stop.reason}`);
        return;
      }
      if (signal?.aborted || state.stop) {
        await this.release(em, state.streak, 'pending', result);
        result.outcome = state.stop ? 'paused' : 'stopped';
        if (!state.stop) return;
        this.logger.warn(`send ${sendId} waits for the next minute's tick: ${state.stop.reason}`);
        // Staff see it in the sends list until the delivery flows again.
        await em.execute('update newsletter_sends set paused_at = coalesce(paused_at, now()), paused_reason = ? where id = ?', [state.stop.reason, sendId]);
        return;
      }
      await this.flowing(em, sendId);
    }
    // Refusals at the end, fewer than the breaker's: the addresses' (a short list, or the last few).
    await this.settle(em, state.streak.splice(0), result);
    await em.execute(
      `update newsletter_sends set status = 'sent', finished_at = now()
        where id = ? and status = 'sending' and not exists (select 1 from newsletter_deliveries where send_id = ? and status in ('pending', 'sending'))`,
      [sendId, sendId],
    );
  }

  private async flowing(em: EntityManager, sendId: number): Promise<void> {
    await em.execute('update newsletter_sends set paused_at = null, paused_reason = null where id = ? and paused_at is not null', [sendId]);
  }

  /** Recipient refusals taken at their word: each row failed, its subscriber bounced (later sends skip the address). */
  private async settle(em: EntityManager, refused: Refused[], result: DeliveryResult): Promise<void> {
    for (const row of refused) {
      await em.execute(`update newsletter_deliveries set status = 'failed', error = ? where id = ?`, [row.error, row.id]);
      await em.execute(`update newsletter_subscribers set status = 'bounced' where id = ? and status = 'confirmed'`, [row.subscriberId]);
      result.failed += 1;
    }
  }

  /** Recipient refusals not taken at their word: held back (pending, with the refusal: tried after the others) or failed; no subscriber changes. */
  private async release(em: EntityManager, refused: Refused[], status: 'pending' | 'failed', result: DeliveryResult): Promise<void> {
    for (const row of refused.splice(0)) {
      await em.execute(`update newsletter_deliveries set status = ?, error = ? where id = ? and status = 'sending'`, [status, row.error, row.id]);
      if (status === 'failed') result.failed += 1;
    }
  }

  private async deliverOne(em: EntityManager, id: string, send: { subject: string; html: string; text: string }, result: DeliveryResult, state: RunState): Promise<void> {
    const [claimed] = await em.execute<Array<{ email: string; subscriber_id: number; held: boolean }>>(
      `update newsletter_deliveries d set status = 'sending'
         from newsletter_subscribers s
        where d.id = ? and d.status = 'pending' and s.id = d.subscriber_id and s.status = 'confirmed'
        returning s.email, s.id as subscriber_id, d.error is not null as held`,
      [id],
    );
    if (!claimed) {
      await em.execute(`update newsletter_deliveries set status = 'skipped' where id = ? and status = 'pending'`, [id]);
      result.skipped += 1;
      return;
    }
    const token = unsubscribeToken(this.config.sessionSecret, claimed.subscriber_id);
    const page = unsubscribePageUrl(this.config.publicUrl, token);
    try {
      await this.sender.sendBulk({
        to: claimed.email,
        subject: send.subject,
        html: personalise(send.html, page),
        text: personalise(send.text, page),
        headers: {
          'List-Unsubscribe': `<${oneClickUrl(this.config.publicUrl, token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      const refusal = classifyRefusal(error);
      const refused: Refused = { id, subscriberId: claimed.subscriber_id, error: String(error).slice(0, 500) };
      if (refusal.kind === 'message') await this.release(em, [refused], 'failed', result);
      if (refusal.kind !== 'recipient') {
        await em.execute(`update newsletter_deliveries set status = 'pending' where id = ? and status = 'sending'`, [id]);
        throw stopReason(refusal);
      }
      // Refused again after the breaker held it back, while the server takes this send's other mail: the address's.
      if (claimed.held && state.accepted && !state.stop) return this.settle(em, [refused], result);
      state.streak.push(refused);
      if (state.streak.length >= BOUNCE_BREAKER) throw breakerStop(refusal);
      return;
    }
    await em.execute(`update newsletter_deliveries set status = 'sent', sent_at = now(), error = null where id = ?`, [id]);
    result.sent += 1;
    state.accepted = true;
    // The server takes mail: the refusals just before were the addresses'.
    if (!state.stop) await this.settle(em, state.streak.splice(0), result);
  }
}
