import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';
import { JobHandler } from '../queue/job-handler.js';
import { Job, JobQueue, JobType, type JobContext } from '../queue/job-queue.js';
import { displayUrl, EdgePurgeLog, type EdgeNodeStatus } from './edge-purge-log.js';

/**
 * Tries of one purge at one edge: 1 s, 2 s, 4 s ... apart (the queue's exponential backoff), about 68 minutes in all.
 * An edge unreachable for longer has most likely restarted (and lost its cache) by the time it answers again.
 */
export const EDGE_PURGE_ATTEMPTS = 12;
/** How long one purge request may take. */
const PURGE_TIMEOUT_MS = 3000;

export interface EdgePurgeJob {
  url: string;
  /** Keys whose copies go (xkey-purge). */
  keys: string[];
  /** Keys whose copies become stale, served while fetched again (xkey-softpurge); absent in jobs queued before. */
  soft?: string[];
  /** What asked for it (an event type and id, or 'build'). */
  reason: string;
}

/** The `cache` queue's job that purges keys at one edge. */
@JobType('cache', 'purge-edge')
export class PurgeEdge extends Job<EdgePurgeJob> {}

/**
 * Purges surrogate keys at every edge of CACHE_PURGE_URLS (Varnish nodes with the xkey vmod,
 * deploy/varnish/default.vcl): one `purge-edge` job per edge on the `cache` queue (Bull on Redis, or the in-process
 * driver), so each edge is retried on its own (EDGE_PURGE_ATTEMPTS) and a purge survives a restart of the process
 * that asked for it. The request: `PURGE <url>` with `xkey-purge: <keys>` (copies dropped) and/or `xkey-softpurge:
 * <keys>` (copies stale, served while fetched again) and, when CACHE_PURGE_TOKEN is set, `X-Purge-Token`. Every outcome is logged and kept for /api/health (EdgePurgeLog).
 */
@Injectable()
export class EdgePurger implements OnApplicationShutdown {
  private readonly logger = new Logger('EdgePurger');
  private readonly log: EdgePurgeLog;

  constructor(@Inject(AppConfig) private readonly config: AppConfig, @Inject(JobQueue) private readonly queue: JobQueue) {
    this.log = new EdgePurgeLog(config.cachePurgeUrls, config.redisUrl, config.queuePrefix);
  }

  get enabled(): boolean {
    return this.config.cachePurgeUrls.length > 0;
  }

  /**
   * Queues the purge of `tags` (dropped) and `soft` (made stale) at every edge. `id` makes the jobs idempotent (a
   * replayed event queues nothing twice); without one, every call queues new jobs.
   */
  async purge(tags: readonly string[], reason: string, id?: string, soft: readonly string[] = []): Promise<void> {
    const keys = [...new Set(tags)].sort();
    const stale = [...new Set(soft)].filter((tag) => !keys.includes(tag)).sort();
    if (!this.enabled || (!keys.length && !stale.length)) return;
    const digest = createHash('sha1').update(`${keys.join('\n')}\n~\n${stale.join('\n')}`).digest('hex').slice(0, 12);
    await Promise.all(
      this.config.cachePurgeUrls.map((url, index) =>
        this.queue.add(new PurgeEdge({ url, keys, ...(stale.length ? { soft: stale } : {}), reason }), {
          attempts: EDGE_PURGE_ATTEMPTS,
          ...(id ? { jobId: `edge-${id}-${digest}-${index}` } : {}),
        }),
      ),
    );
  }

  /** Sends one purge to one edge; throws (so the queue tries again) unless the edge answers 2xx. */
  async send(url: string, keys: readonly string[], soft: readonly string[] = []): Promise<void> {
    const response = await fetch(url, {
      method: 'PURGE',
      headers: {
        ...(keys.length ? { 'xkey-purge': keys.join(' ') } : {}),
        ...(soft.length ? { 'xkey-softpurge': soft.join(' ') } : {}),
        ...(this.config.cachePurgeToken ? { 'X-Purge-Token': this.config.cachePurgeToken } : {}),
      },
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new Error(`the edge answered ${response.status} ${response.statusText}: ${text.trim().slice(0, 200)}`);
  }

  /** What /api/health reports: each edge's last purges (empty without CACHE_PURGE_URLS). */
  status(): Promise<EdgeNodeStatus[]> {
    return this.log.status();
  }

  @JobHandler(PurgeEdge)
  async purgeEdgeJob(job: JobContext<EdgePurgeJob>): Promise<{ url: string; keys: string[]; soft: string[] }> {
    const { url, keys, soft = [], reason } = job.data;
    const all = [...keys, ...soft.map((key) => `~${key}`)];
    try {
      await this.send(url, keys, soft);
    } catch (error) {
      const last = job.attempt >= EDGE_PURGE_ATTEMPTS;
      const message = error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : String(error);
      const line = `Purge of ${all.join(' ')} (${reason}) at ${displayUrl(url)} failed, try ${job.attempt} of ${EDGE_PURGE_ATTEMPTS}: ${message}`;
      if (last) this.logger.error(`${line}; giving up: that edge may serve the old answers until s-maxage runs out`);
      else this.logger.warn(line);
      await this.log.failed(url, message, last);
      throw error;
    }
    await this.log.succeeded(url);
    return { url: displayUrl(url), keys, soft };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.log.close();
  }
}
