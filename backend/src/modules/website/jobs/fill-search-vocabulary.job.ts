import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';

export const FILL_VOCABULARY_EVERY_MS = 60_000;
/** When in the interval it runs: 35 s past each minute, UTC, so the repeated jobs do not all start together (docs/architecture.md, Queues). */
export const FILL_VOCABULARY_OFFSET_MS = 35_000;
/** Articles read per statement: about 2 MB of text at 8 KB a body, a fifth of a second. */
export const FILL_VOCABULARY_BATCH = 250;
/** A run stops after this long and the next run goes on from there, so the maintenance queue is never held for long. */
export const FILL_VOCABULARY_RUN_MS = 10_000;

/** The fill's job (the `maintenance` queue), each minute while there is something to read. */
@JobType('maintenance', 'fill-search-vocabulary')
export class FillSearchVocabulary extends Job {}

export interface FillOptions {
  batch?: number;
  /** Stop after this long (ms); the next run goes on. */
  runMs?: number;
  signal?: AbortSignal;
}

/**
 * Teaches the search's vocabulary (the words 'Did you mean ...?' offers, docs/product.md#search) the words of articles
 * published before it read bodies: from the place kept in `website_search_vocabulary_fill` (the last article id read),
 * in batches by id, each one statement that adds the batch's words and moves the place on; when a batch comes back
 * short the fill is done and its row goes, after which a run is one read of an empty table. Articles published or
 * edited meanwhile are learnt by the row trigger; reading one twice adds nothing (`on conflict do nothing`).
 */
@Injectable()
export class FillSearchVocabularyJob {
  private readonly logger = new Logger('SearchVocabulary');

  constructor(private readonly orm: MikroORM) {}

  @JobHandler(FillSearchVocabulary, { every: FILL_VOCABULARY_EVERY_MS, offset: FILL_VOCABULARY_OFFSET_MS })
  async runJob(job: JobContext): Promise<{ read: number; done: boolean }> {
    return this.fill({ signal: job.signal });
  }

  /** Reads on from the kept place until done, `runMs` has passed or the process is stopping; answers the articles read. */
  async fill({ batch = FILL_VOCABULARY_BATCH, runMs = FILL_VOCABULARY_RUN_MS, signal }: FillOptions = {}): Promise<{ read: number; done: boolean }> {
    const em = this.orm.em.fork();
    const deadline = Date.now() + runMs;
    let read = 0;
    while (!signal?.aborted && Date.now() < deadline) {
      const [step] = await em.execute<Array<{ place: number | null; read: number }>>(
        `with place as (select after_id from website_search_vocabulary_fill for update),
              batch as (select c.id, c.status from website_content c, place where c.id > place.after_id order by c.id limit ?),
              added as (insert into website_search_vocabulary (word)
                          select distinct w from website_content c cross join lateral website_search_vocabulary_words(c) w
                          where c.id in (select id from batch where status = 'published')
                        on conflict do nothing),
              moved as (update website_search_vocabulary_fill set after_id = (select max(id) from batch) where exists (select 1 from batch))
         select (select after_id from place) as place, (select count(*) from batch)::int as read`,
        [batch],
      );
      if (step.place === null) return { read, done: true }; // nothing (left) to fill
      read += step.read;
      if (step.read < batch) {
        await em.execute('delete from website_search_vocabulary_fill');
        this.logger.log(`the search vocabulary holds the words of every article's body (${read} read in this run)`);
        return { read, done: true };
      }
    }
    return { read, done: false };
  }
}
