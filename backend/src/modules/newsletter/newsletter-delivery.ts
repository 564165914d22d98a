import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { BULK_CONNECTIONS, MailSender } from '../../infrastructure/mail/mail-sender.js';
import { JobHandler } from '../../infrastructure/queue/job-handler.js';
import { Job, JobQueue, JobType, type JobContext } from '../../infrastructure/queue/job-queue.js';
import { personalise } from './newsletter-mail.js';
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
  /** 'paused': the mail server could not take mail for now; the pending rows wait for the next minute's tick. */
  outcome: 'finished' | 'busy' | 'stopped' | 'paused' | 'not sending';
  sent: number;
  failed: number;
  skipped: number;
}

/** Delivers one send (the `newsletter` queue). */
@JobType('newsletter', 'newsletter-deliver')
export class DeliverNewsletter extends Job<{ sendId: number }> {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A permanent refusal of the recipient (5xx: no such mailbox, address refused): that address will not take this mail. */
export function refusesRecipient(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** The mail server could not take a message for a reason not the recipient's (4xx, lost connection, refused login). */
class MailServerUnavailable extends Error {}

/**
 * Delivers a send: one delivery row per (send, subscriber), each claimed (pending → sending) before its mail is handed
 * to SMTP and marked sent or failed after. One worker at a time delivers a send: it holds a session advisory lock on a
 * connection of its own, which PostgreSQL releases the moment that worker's process dies. The next worker to take the
 * lock marks rows left 'sending' as failed (their mail may have left: never twice) and continues with the pending ones.
 * Pace: NEWSLETTER_RATE_PER_MINUTE, over BULK_CONNECTIONS kept-open SMTP connections. An unsubscribed or removed
 * subscriber's pending row is skipped, so an unsubscribe holds even in the middle of a send. A recipient the server
 * refuses for good (5xx) is failed and its subscriber marked `bounced` (later sends skip it); any other refusal (4xx "try again later", a lost connection, a refused login)
 * puts the row back and pauses the whole delivery: the minute's tick (WeeklyDigestJob) resumes it, so an SMTP outage
 * in the middle of a send delays the rest of it instead of failing it.
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

    const interval = 60_000 / this.config.newsletterRatePerMinute;
    let slot = Date.now();
    for (;;) {
      const rows = await em.execute<Array<{ id: string }>>(
        `select id from newsletter_deliveries where send_id = ? and status = 'pending' order by id limit ?`,
        [sendId, BATCH],
      );
      if (!rows.length) break;
      let next = 0;
      let paused: unknown;
      const lane = async () => {
        while (next < rows.length && !signal?.aborted && !paused) {
          const row = rows[next++];
          const at = slot;
          slot = Math.max(slot, Date.now()) + interval;
          const wait = at - Date.now();
          if (wait > 0) await sleep(wait);
          if (paused) break; // this row was not claimed: it stays pending
          try {
            await this.deliverOne(em, row.id, send, result);
            if (result.sent === 1) await this.flowing(em, sendId); // mail flows again: the staff's note goes
          } catch (error) {
            if (!(error instanceof MailServerUnavailable)) throw error;
            paused = error.cause;
          }
        }
      };
      await Promise.all(Array.from({ length: BULK_CONNECTIONS }, lane));
      if (signal?.aborted) {
        result.outcome = 'stopped';
        return;
      }
      if (paused) {
        result.outcome = 'paused';
        this.logger.warn(`send ${sendId}: the mail server takes no mail for now (${String(paused)}); the rest waits for the next minute's tick`);
        // Staff see it in the sends list until the delivery flows again.
        await em.execute('update newsletter_sends set paused_at = coalesce(paused_at, now()), paused_reason = ? where id = ?', [String(paused).slice(0, 300), sendId]);
        return;
      }
      await this.flowing(em, sendId);
    }
    await em.execute(
      `update newsletter_sends set status = 'sent', finished_at = now()
        where id = ? and status = 'sending' and not exists (select 1 from newsletter_deliveries where send_id = ? and status in ('pending', 'sending'))`,
      [sendId, sendId],
    );
  }

  private async flowing(em: EntityManager, sendId: number): Promise<void> {
    await em.execute('update newsletter_sends set paused_at = null, paused_reason = null where id = ? and paused_at is not null', [sendId]);
  }

  private async deliverOne(em: EntityManager, id: string, send: { subject: string; html: string; text: string }, result: DeliveryResult): Promise<void> {
    const [claimed] = await em.execute<Array<{ email: string; subscriber_id: number }>>(
      `update newsletter_deliveries d set status = 'sending'
         from newsletter_subscribers s
        where d.id = ? and d.status = 'pending' and s.id = d.subscriber_id and s.status = 'confirmed'
        returning s.email, s.id as subscriber_id`,
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
      await em.execute(`update newsletter_deliveries set status = 'sent', sent_at = now() where id = ?`, [id]);
      result.sent += 1;
    } catch (error) {
      if (!refusesRecipient(error)) {
        await em.execute(`update newsletter_deliveries set status = 'pending' where id = ?`, [id]);
        throw new MailServerUnavailable('paused', { cause: error });
      }
      await em.execute(`update newsletter_deliveries set status = 'failed', error = ? where id = ?`, [String(error).slice(0, 500), id]);
      // The address does not take mail: later sends skip it (mailing it again harms the sender's standing with mail hosts).
      await em.execute(`update newsletter_subscribers set status = 'bounced' where id = ? and status = 'confirmed'`, [claimed.subscriber_id]);
      result.failed += 1;
    }
  }
}
