import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { DomainEvent } from '../queue/domain-event.js';
import { EdgePurger } from './edge-purger.js';
import { PublicCache } from './public-cache.js';

export interface PurgeJob {
  event: string;
  eventId: number;
  tags: string[];
  /** Tags whose answers readers may still get, marked stale, while they are made again (see PublicCache.purge). */
  soft?: string[];
}

interface Warmer {
  tag: RegExp;
  warm: (match: RegExpExecArray) => Promise<unknown>;
}

/**
 * How events reach the public cache, without infrastructure knowing any module (issue 21). A module:
 * 1. says which tags each of its events touches, from an @OnEvent method of its own:
 *    `@OnEvent(AdChanged) purge(event) { return this.cacheEvents.purgeFor(event, ['ads']); }`
 * 2. registers, in onModuleInit, the hot reads to render again once a tag was purged, so no reader pays a cold read:
 *    `this.cacheEvents.warmAfter(/^theme:([a-z-]+)$/, ([, theme]) => this.pages.warm(`/publisher/${theme}`));`
 * The purge runs inside the relayed event's own job (its failure fails the job, and the queue retries it), and the
 * warming right after it in the same process; both are idempotent: purging twice drops nothing more, warming twice
 * renders the same answer.
 */
@Injectable()
export class CacheEvents implements BeforeApplicationShutdown {
  private readonly logger = new Logger('CacheEvents');
  private readonly warmers: Warmer[] = [];
  /** Hot reads waiting to be rendered again, by warmer and tag (so a burst of events renders each once). */
  private readonly toWarm = new Map<string, () => Promise<unknown>>();
  private warming?: Promise<void>;

  constructor(private readonly cache: PublicCache, private readonly edges: EdgePurger) {}

  /**
   * Purges `tags` for `event` (nothing when it touches no tag), in the relayed event's job.
   * `soft`: tags of lists and pages that readers may still get from before the event for a few seconds while they are
   * made again (a publish or an edit: a home page a second old is right; a deleted article's own page never is).
   */
  async purgeFor(event: DomainEvent, tags: readonly string[], soft: readonly string[] = []): Promise<void> {
    const unique = [...new Set(tags)].sort();
    const softOnly = [...new Set(soft)].filter((tag) => !unique.includes(tag)).sort();
    if (!unique.length && !softOnly.length) return;
    await this.run(unique, { event: event.type, eventId: event.eventId, tags: unique, ...(softOnly.length ? { soft: softOnly } : {}) });
  }

  /** After a purge of a tag matching `tag` (a whole tag, or a pattern whose groups `warm` receives), runs `warm`. */
  warmAfter(tag: string | RegExp, warm: (match: RegExpExecArray) => Promise<unknown>): void {
    this.warmers.push({ tag: typeof tag === 'string' ? new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : tag, warm });
  }

  /**
   * Purges, then schedules the hot reads of the purged tags to be rendered again. The warming runs in the background,
   * so the next purge never waits behind page renders; a burst of events renders
   * each hot read once per round, not once per event. A read that cannot be warmed is left to its next reader.
   * Then the same tags are purged at every edge (CACHE_PURGE_URLS): after this process's purge, so an edge that asks
   * again gets the new answer; one job per edge, retried on its own (EdgePurger).
   */
  async run(tags: readonly string[], job?: PurgeJob): Promise<{ dropped: number; warming: number }> {
    const soft = job?.soft ?? [];
    const dropped = await this.cache.purge(tags, soft);
    const all = [...tags, ...soft];
    await this.edges.purge(tags, job ? `${job.event} ${job.eventId}` : 'purge', job?.eventId ? `${job.eventId}` : undefined, soft);
    return { dropped, warming: this.warm(all) };
  }

  /**
   * Renders the hot reads of `tags` in the background (as after a purge of them, without purging): what a process
   * warms at start, so the first reader after a deploy pays no cold read either. Answers how many were scheduled.
   */
  warm(tags: readonly string[]): number {
    let warming = 0;
    for (const tag of tags) {
      this.warmers.forEach(({ tag: pattern, warm }, index) => {
        const match = pattern.exec(tag);
        if (!match) return;
        this.toWarm.set(`${index}:${tag}`, () => warm(match));
        warming += 1;
      });
    }
    if (warming) this.warming ??= this.warmAll();
    return warming;
  }

  /** Resolves once the hot reads scheduled so far are warm (tests; shutdown). */
  async warmed(): Promise<void> {
    while (this.warming) await this.warming;
  }

  private async warmAll(): Promise<void> {
    try {
      while (this.toWarm.size) {
        const round = [...this.toWarm.values()];
        this.toWarm.clear();
        for (const result of await Promise.allSettled(round.map((warm) => warm()))) {
          if (result.status === 'rejected') this.logger.warn(`A hot read was not warmed again: ${String(result.reason)}`);
        }
      }
    } finally {
      this.warming = undefined;
    }
  }

  /** Before any connection closes (those close in onApplicationShutdown): a warm-up still running finishes first. */
  async beforeApplicationShutdown(): Promise<void> {
    this.toWarm.clear();
    await this.warmed();
  }
}
