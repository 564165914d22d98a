import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { BULK_CONNECTIONS, MailSender } from '../../infrastructure/mail/mail-sender.js';
import { JobHandler } from '../../infrastructure/queue/job-handler.js';
import { Job, JobQueue, JobType, type JobContext } from '../../infrastructure/queue/job-queue.js';
import { Outbox } from '../../infrastructure/queue/outbox.js';
import { NewsletterSendChanged } from './events/newsletter-send-changed.event.js';
import { personalise } from './newsletter-mail.js';
import { BOUNCE_BREAKER, DEFER_MINUTES, DeliveryStop, INTERRUPTED, NO_MAIL_SERVER, breakerStop, deferredNote, stopReason } from './delivery-reasons.js';
import { classifyRefusal, RECIPIENT_KINDS, type RefusalKind } from './smtp-refusal.js';
import { oneClickUrl, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-token.js';

/** Delivery rows read at a time. */
const BATCH = 200;
/** The advisory-lock class of a send being delivered (the second key is the send id). */
export const DELIVERY_LOCK_CLASS = 0x6e6c; // 'nl'

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

export { BOUNCE_BREAKER, DEFER_MINUTES, INTERRUPTED };

/** A refused recipient not yet settled: its row stays claimed ('sending') until the streak is settled. */
interface Refused {
  id: string;
  subscriberId: number;
  error: string;
  kind: RefusalKind;
  /** Its passing refusals before this one (DEFER_MINUTES). */
  tries: number;
}

/**
 * The refusals of the current run of recipient refusals (BOUNCE_BREAKER of them in a row, with no mail taken between,
 * pause the send and settle nobody) and whether the server has taken any mail of this send.
 */
interface RunState {
  streak: Refused[];
  accepted: boolean;
  stop?: DeliveryStop;
}

/** The next rows to deliver: untried ones first, then those put back after a refusal, longest waiting first. */
const NEXT_ROWS = `select id from newsletter_deliveries
  where send_id = ? and status = 'pending' and (retry_at is null or retry_at <= now())
  order by held_at nulls first, id limit ?`;

/**
 * Delivers a send: one delivery row per (send, subscriber), each claimed (pending → sending) before its mail is handed
 * to SMTP and marked sent or failed after. One worker at a time delivers a send: it holds a session advisory lock on a
 * connection of its own, which PostgreSQL releases the moment that worker's process dies. The next worker to take the
 * lock marks rows left 'sending' as failed (their mail may have left: never twice) and continues with the pending ones.
 * Pace: NEWSLETTER_RATE_PER_MINUTE, over BULK_CONNECTIONS kept-open SMTP connections. An unsubscribed or removed
 * subscriber's pending row is skipped, so an unsubscribe holds even in the middle of a send; so is every pending row
 * of a send that staff cancelled. Without SMTP_URL nothing is handed over: the send waits, saying so.
 *
 * What a refusal means is classifyRefusal's (smtp-refusal.ts). A refusal of one recipient at RCPT TO is settled for
 * that row alone, once the server has taken a mail since (or the send ends): the address's for good (5.1.x, 5.2.x)
 * fails the row and marks the subscriber `bounced` (later sends skip it); any other permanent one (5.7.1 "Access
 * denied") fails the row with the server's reply and changes no subscriber; a passing one (450 greylisting) puts the
 * row back, tried again after DEFER_MINUTES, and fails it after the last. BOUNCE_BREAKER such refusals in a row pause
 * the send instead and settle nobody, since a server that refuses everyone is more likely refusing this site than that
 * many addresses at once; those rows wait with their refusal and are tried after the others. A refusal of this site's
 * mail (the sender, login) pauses the send with staff's words naming MAIL_FROM and SMTP_URL, and changes no subscriber;
 * a passing one (a lost connection) pauses it too: the minute's tick (WeeklyDigestJob) resumes either. A message
 * refused for good after its data (a spam filter) fails the send: its pending rows are skipped and `failure` says why;
 * the recipient refusals before it are settled as above (the server took that message's recipient).
 * A row put back after any refusal goes behind the rows not tried yet, so no row is tried first again and again.
 */
@Injectable()
export class NewsletterDelivery {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly em: EntityManager,
    private readonly sender: MailSender,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly outbox: Outbox,
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
    const [send] = await em.execute<Array<{ id: number; subject: string; html: string; text: string; status: string; started: Date }>>(
      'select id, subject, html, text, status, now() as started from newsletter_sends where id = ?',
      [sendId],
    );
    if (send?.status !== 'sending') {
      result.outcome = 'not sending';
      return;
    }
    if (!this.config.smtpUrl) return this.pause(em, sendId, result, new DeliveryStop('paused', NO_MAIL_SERVER));
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
      const rows = await em.execute<Array<{ id: string }>>(NEXT_ROWS, [sendId, BATCH]);
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
            // Mail flows again: this send's note goes, and so do the notes of sends paused before this run (they only wait their turn).
            if (result.sent === 1) await this.flowing(em, sendId, send.started);
          } catch (error) {
            if (!(error instanceof DeliveryStop)) throw error;
            state.stop ??= error;
          }
        }
      };
      await Promise.all(Array.from({ length: BULK_CONNECTIONS }, lane));
      if (state.stop?.outcome === 'failed') {
        // The message was refused after its data, so the server took its recipient: the recipient refusals before it
        // were the addresses', taken at their word (a dead address is bounced, not tried again in every later send).
        await this.settle(em, state.streak.splice(0), result);
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
        if (state.stop) return this.pause(em, sendId, result, state.stop);
        result.outcome = 'stopped';
        return;
      }
      await this.flowing(em, sendId);
    }
    // Refusals at the end, fewer than the breaker's: the addresses' (a short list, or the last few).
    await this.settle(em, state.streak.splice(0), result);
    // Over: the archive lists it (a send to nobody too), in the same transaction as the event that purges the archive.
    const done = await this.outbox.transactional(async (tx, publish) => {
      const [row] = await tx.execute<Array<{ id: number }>>(
        `update newsletter_sends set status = 'sent', finished_at = now(), paused_at = null, paused_reason = null
          where id = ? and status = 'sending' and not exists (select 1 from newsletter_deliveries where send_id = ? and status in ('pending', 'sending')) returning id`,
        [sendId, sendId],
      );
      if (row) publish(new NewsletterSendChanged({ sendId, change: 'sent' }));
      return row;
    });
    if (done) return;
    // Only recipients refused for now are left: staff are told why the send is not over yet.
    const [{ waiting }] = await em.execute<Array<{ waiting: number }>>(`select count(*)::int as waiting from newsletter_deliveries where send_id = ? and status = 'pending'`, [sendId]);
    if (waiting) await em.execute(`update newsletter_sends set paused_at = coalesce(paused_at, now()), paused_reason = ? where id = ? and status = 'sending'`, [deferredNote(waiting), sendId]);
  }

  /** The send waits for the next minute's tick; staff see why in the sends list until the delivery flows again. */
  private async pause(em: EntityManager, sendId: number, result: DeliveryResult, stop: DeliveryStop): Promise<void> {
    result.outcome = 'paused';
    this.logger.warn(`send ${sendId} waits for the next minute's tick: ${stop.reason}`);
    await em.execute('update newsletter_sends set paused_at = coalesce(paused_at, now()), paused_reason = ? where id = ? and status = ?', [stop.reason, sendId, 'sending']);
  }

  /** Mail flows: the send's note goes; with `since`, also the notes of the other sends paused before it (stale now). */
  private async flowing(em: EntityManager, sendId: number, since?: Date): Promise<void> {
    if (!since) return void (await em.execute('update newsletter_sends set paused_at = null, paused_reason = null where id = ? and paused_at is not null', [sendId]));
    await em.execute(`update newsletter_sends set paused_at = null, paused_reason = null where status = 'sending' and paused_at is not null and (id = ? or paused_at < ?)`, [sendId, since]);
  }

  /**
   * Recipient refusals taken at their word: the address's for good fails the row and bounces its subscriber (later sends
   * skip it); another permanent one fails the row only; a passing one puts the row back until its next try
   * (DEFER_MINUTES), or fails it after the last.
   */
  private async settle(em: EntityManager, refused: Refused[], result: DeliveryResult): Promise<void> {
    for (const row of refused) {
      const tries = row.tries + 1;
      if (row.kind === 'deferred' && tries <= DEFER_MINUTES.length) {
        await em.execute(
          `update newsletter_deliveries set status = 'pending', error = ?, held_at = now(), tries = ?, retry_at = now() + make_interval(mins => ?) where id = ?`,
          [row.error, tries, DEFER_MINUTES[tries - 1], row.id],
        );
        continue;
      }
      await em.execute(`update newsletter_deliveries set status = 'failed', error = ?, tries = ? where id = ?`, [row.error, row.kind === 'deferred' ? tries : row.tries, row.id]);
      if (row.kind === 'recipient') await em.execute(`update newsletter_subscribers set status = 'bounced', bounced_at = now() where id = ? and status = 'confirmed'`, [row.subscriberId]);
      result.failed += 1;
    }
  }

  /** Recipient refusals not taken at their word: held back (pending, with the refusal: tried after the others) or failed; no subscriber changes. */
  private async release(em: EntityManager, refused: Refused[], status: 'pending' | 'failed', result: DeliveryResult): Promise<void> {
    for (const row of refused.splice(0)) {
      await em.execute(`update newsletter_deliveries set status = ?, error = ?, held_at = now() where id = ? and status = 'sending'`, [status, row.error, row.id]);
      if (status === 'failed') result.failed += 1;
    }
  }

  private async deliverOne(em: EntityManager, id: string, send: { id: number; subject: string; html: string; text: string }, result: DeliveryResult, state: RunState): Promise<void> {
    const [claimed] = await em.execute<Array<{ email: string; subscriber_id: number; held: boolean; tries: number }>>(
      `update newsletter_deliveries d set status = 'sending'
         from newsletter_subscribers s
        where d.id = ? and d.status = 'pending' and s.id = d.subscriber_id and s.status = 'confirmed'
        returning s.email, s.id as subscriber_id, d.error is not null as held, d.tries`,
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
      const refused: Refused = { id, subscriberId: claimed.subscriber_id, error: String(error).slice(0, 500), kind: refusal.kind, tries: Number(claimed.tries) };
      if (refusal.kind === 'message') await this.release(em, [refused], 'failed', result);
      if (!RECIPIENT_KINDS.includes(refusal.kind)) {
        // Back to pending, behind the rows not tried yet: whatever went wrong, this row is not the next one tried.
        await em.execute(`update newsletter_deliveries set status = 'pending', held_at = now() where id = ? and status = 'sending'`, [id]);
        throw stopReason(refusal);
      }
      // Refused again after the breaker held it back, while the server takes this send's other mail: the address's.
      if (claimed.held && state.accepted && !state.stop) return this.settle(em, [refused], result);
      state.streak.push(refused);
      if (state.streak.length >= BOUNCE_BREAKER) throw breakerStop(refusal);
      return;
    }
    const markSent = (tx: EntityManager) => tx.execute(`update newsletter_deliveries set status = 'sent', sent_at = now(), error = null where id = ?`, [id]);
    if (state.accepted) await markSent(em);
    else {
      // The send's first mail accepted: its web copy is public and the archive lists it from now on.
      state.accepted = true;
      await this.outbox.transactional(async (tx, publish) => {
        await markSent(tx);
        publish(new NewsletterSendChanged({ sendId: send.id, change: 'reached' }));
      });
    }
    result.sent += 1;
    // The server takes mail: the refusals just before were the recipients'.
    if (!state.stop) await this.settle(em, state.streak.splice(0), result);
  }
}
