import { ApiProperty } from '@nestjs/swagger';
import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { connectionName } from '../../infrastructure/queue/redis-options.js';
import { GENERATION_STAGES, type GenerationStage } from '../ai/index.js';

/** One item a run of several generations could not rewrite (it is kept). */
export class GenerationBatchFailure {
  @ApiProperty({ description: 'The editorial theme of the item' }) theme!: string;
  @ApiProperty({ description: 'The item that was to be replaced (kept)' }) id!: number;
  @ApiProperty() error!: string;
}

/** What a run of several generations (Regenerate All) stored, once it has ended. */
export class GenerationBatchOutcome {
  @ApiProperty({ type: [Number], description: 'The new items, in order' }) content!: number[];
  @ApiProperty({ type: [GenerationBatchFailure] }) failed!: GenerationBatchFailure[];
}

/** The status of a registered generation. */
type ProgressStatus = 'running' | 'done' | 'failed';

/** What the generator UI polls while POST /api/content/generate is waiting. */
export class GenerationProgress {
  @ApiProperty({ format: 'uuid' }) requestId!: string;
  @ApiProperty({ enum: GENERATION_STAGES, description: 'The current stage' }) stage!: GenerationStage;
  @ApiProperty({ enum: GENERATION_STAGES, isArray: true, description: 'Every stage, in order' }) stages!: readonly GenerationStage[];
  @ApiProperty({
    enum: ['starting', 'running', 'done', 'failed'],
    description: "starting: asked with starting=true before the server has taken the POST that sends this requestId (stage queued; startedAt and updatedAt are the time of the answer)",
  })
  status!: ProgressStatus | 'starting';
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'More about the stage, e.g. the rules a correction is asked for' }) detail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed (status failed)' }) error!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The HTTP status the waiting request answered (or would have) with that reason, e.g. 409 for an item deleted while it was rewritten, 502 for the AI service (status failed)',
  })
  errorStatus!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The stored generation (status done)' }) generationId!: number | null;
  @ApiProperty({
    type: GenerationBatchOutcome,
    nullable: true,
    description: 'A run of several generations (POST /api/premium-content/regenerate-all), status done: the new items and the ones that failed, as its answer had them',
  })
  batch!: GenerationBatchOutcome | null;
}

/** Finished entries are kept this long so a late poll still sees the outcome. */
export const KEEP_FINISHED_MS = 15 * 60_000;
/** A running entry nobody finishes (its job and the API process waiting for it both died) disappears after this long (Redis store). */
export const KEEP_RUNNING_MS = 2 * 60 * 60_000;
const MAX_ENTRIES = 1000;

/**
 * What registering a requestId found: 'started' (a new generation), or the status of the generation the requestId
 * already names, kept while it runs and KEEP_FINISHED_MS after it ends (a requestId names one generation: reusing it
 * starts none).
 */
export type StartOutcome = 'started' | GenerationProgress['status'];

/** Where the progress entries live: this process's memory (in-process queues) or Redis (shared by every API process). */
interface ProgressStore {
  /** Registers a new generation, unless an entry with this requestId is kept (its status is answered then). */
  start(requestId: string, now: string): Promise<StartOutcome>;
  /** Drops the entry of a generation that never started (its requestId may be sent again). */
  forget(requestId: string): Promise<void>;
  update(requestId: string, stage: GenerationStage, detail: string | null, now: string): Promise<void>;
  /** Done: with the stored item (`generationId`), or with what a run of several generations stored (`batch`). */
  finish(requestId: string, outcome: Pick<GenerationProgress, 'generationId' | 'batch'>, now: string): Promise<void>;
  fail(requestId: string, message: string, status: number, now: string): Promise<void>;
  get(requestId: string): Promise<GenerationProgress | undefined>;
  close(): Promise<void>;
}

/**
 * Progress of running and recently finished generations, keyed by the client's requestId. The API process
 * that took the POST registers it; the generation's job (in whichever process runs it) writes its stages and its
 * outcome (PackageJobRunner), so it ends without that API process; any API process answers the polls. With
 * REDIS_URL the entries live in Redis, so API processes behind a plain round-robin balancer share them (and the
 * "already running" check); without it (in-process queues, one process) in memory.
 */
@Injectable()
export class GenerationProgressTracker implements OnApplicationShutdown {
  private readonly store: ProgressStore;

  constructor(@Optional() @Inject(AppConfig) config?: AppConfig) {
    this.store = config?.redisUrl ? new RedisProgressStore(config.redisUrl, `${config.queuePrefix}:generation-progress`, connectionName(config.queuePrefix, 'generation-progress')) : new MemoryProgressStore();
  }

  /** Registers a new generation, atomically in every process; else the status of the one this requestId names. */
  start(requestId: string): Promise<StartOutcome> {
    return this.store.start(requestId, new Date().toISOString());
  }

  /** Forgets a registered generation that was never started (refused before its job was queued). */
  forget(requestId: string): Promise<void> {
    return this.store.forget(requestId);
  }

  /** Moves a running generation forward (reports never move it back; unknown stages are ignored). */
  async update(requestId: string, stage: unknown, detail?: unknown): Promise<void> {
    if (!GENERATION_STAGES.includes(stage as GenerationStage)) return;
    await this.store.update(requestId, stage as GenerationStage, typeof detail === 'string' ? detail : null, new Date().toISOString());
  }

  finish(requestId: string, generationId: number): Promise<void> {
    return this.store.finish(requestId, { generationId, batch: null }, new Date().toISOString());
  }

  /** A run of several generations (Regenerate All) has ended: its new items and its failures, for a client that lost the answer. */
  finishBatch(requestId: string, batch: GenerationBatchOutcome): Promise<void> {
    return this.store.finish(requestId, { generationId: null, batch }, new Date().toISOString());
  }

  /** Failed: why, and the HTTP status the request waiting for it answers with (a client that lost that answer reads both). */
  fail(requestId: string, message: string, status: number): Promise<void> {
    return this.store.fail(requestId, message, status, new Date().toISOString());
  }

  get(requestId: string): Promise<GenerationProgress | undefined> {
    return this.store.get(requestId);
  }

  /**
   * What a poll for a requestId not registered yet answers when its caller says it has just sent the POST (the
   * generator polls from the moment it sends it, and its first poll can reach the server first).
   */
  starting(requestId: string): GenerationProgress {
    return queued(requestId, 'starting', new Date().toISOString());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/** A generation at its first stage, before anything is known of it but its id. */
const queued = (requestId: string, status: GenerationProgress['status'], now: string): GenerationProgress => ({
  requestId,
  stage: 'queued',
  stages: GENERATION_STAGES,
  status,
  startedAt: now,
  updatedAt: now,
  detail: null,
  error: null,
  errorStatus: null,
  generationId: null,
  batch: null,
});

const stageIndex = (stage: string | null | undefined) => GENERATION_STAGES.indexOf(stage as GenerationStage);

class MemoryProgressStore implements ProgressStore {
  private readonly entries = new Map<string, GenerationProgress>();
  private readonly timers = new Set<NodeJS.Timeout>();

  async start(requestId: string, now: string): Promise<StartOutcome> {
    const kept = this.entries.get(requestId);
    if (kept) return kept.status;
    this.entries.set(requestId, queued(requestId, 'running', now));
    this.trim();
    return 'started';
  }

  async forget(requestId: string): Promise<void> {
    this.entries.delete(requestId);
  }

  async update(requestId: string, stage: GenerationStage, detail: string | null, now: string): Promise<void> {
    const entry = this.entries.get(requestId);
    if (!entry || entry.status !== 'running' || stageIndex(stage) < stageIndex(entry.stage)) return;
    Object.assign(entry, { stage, detail, updatedAt: now });
  }

  async finish(requestId: string, outcome: Pick<GenerationProgress, 'generationId' | 'batch'>, now: string): Promise<void> {
    const entry = this.entries.get(requestId);
    if (!entry) return;
    Object.assign(entry, { stage: 'done', status: 'done', ...outcome, detail: null, updatedAt: now });
    this.forgetLater(requestId);
  }

  async fail(requestId: string, message: string, status: number, now: string): Promise<void> {
    const entry = this.entries.get(requestId);
    if (!entry || entry.status !== 'running') return;
    Object.assign(entry, { status: 'failed', error: message, errorStatus: status, updatedAt: now });
    this.forgetLater(requestId);
  }

  async get(requestId: string): Promise<GenerationProgress | undefined> {
    const entry = this.entries.get(requestId);
    return entry && { ...entry };
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private forgetLater(requestId: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.entries.get(requestId)?.status !== 'running') this.entries.delete(requestId);
    }, KEEP_FINISHED_MS);
    timer.unref();
    this.timers.add(timer);
  }

  private trim(): void {
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES) return;
      if (entry.status !== 'running') this.entries.delete(id);
    }
  }
}

// Each script changes one hash atomically, so API processes never overwrite each other's view.
// KEYS[1] the entry; ARGV[1] requestId, ARGV[2] now, ARGV[3] expiry in ms.
const START = `
local kept = redis.call('HGET', KEYS[1], 'status')
if kept then return kept end
redis.call('HSET', KEYS[1], 'requestId', ARGV[1], 'stage', 'queued', 'status', 'running', 'startedAt', ARGV[2], 'updatedAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 'started'`;
// ARGV[1] stage, ARGV[2] detail ('' for none), ARGV[3] now, ARGV[4..] every stage in order.
const UPDATE = `
if redis.call('HGET', KEYS[1], 'status') ~= 'running' then return 0 end
local current = redis.call('HGET', KEYS[1], 'stage')
local from, to = 0, 0
for i = 4, #ARGV do
  if ARGV[i] == current then from = i end
  if ARGV[i] == ARGV[1] then to = i end
end
if to == 0 or to < from then return 0 end
redis.call('HSET', KEYS[1], 'stage', ARGV[1], 'updatedAt', ARGV[3])
if ARGV[2] == '' then redis.call('HDEL', KEYS[1], 'detail') else redis.call('HSET', KEYS[1], 'detail', ARGV[2]) end
return 1`;
// ARGV[1] generationId ('' for none), ARGV[2] now, ARGV[3] expiry in ms, ARGV[4] the batch outcome as JSON ('' for none).
const FINISH = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'stage', 'done', 'status', 'done', 'updatedAt', ARGV[2])
if ARGV[1] ~= '' then redis.call('HSET', KEYS[1], 'generationId', ARGV[1]) end
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'batch', ARGV[4]) end
redis.call('HDEL', KEYS[1], 'detail')
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;
// ARGV[1] message, ARGV[2] now, ARGV[3] expiry in ms, ARGV[4] the HTTP status.
const FAIL = `
if redis.call('HGET', KEYS[1], 'status') ~= 'running' then return 0 end
redis.call('HSET', KEYS[1], 'status', 'failed', 'error', ARGV[1], 'errorStatus', ARGV[4], 'updatedAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/** One hash per requestId under `<QUEUE_PREFIX>:generation-progress:`, expiring by itself. */
class RedisProgressStore implements ProgressStore {
  private readonly logger = new Logger('GenerationProgress');
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix: string, name: string) {
    // Fails fast while Redis is away (the poll answers 503) instead of queueing commands for minutes.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      commandTimeout: 2000,
      connectionName: name,
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    this.redis.on('error', (error: Error) => this.logger.debug(`Redis: ${error.message}`));
  }

  private key(requestId: string): string {
    return `${this.prefix}:${requestId}`;
  }

  async start(requestId: string, now: string): Promise<StartOutcome> {
    return (await this.redis.eval(START, 1, this.key(requestId), requestId, now, KEEP_RUNNING_MS)) as StartOutcome;
  }

  async forget(requestId: string): Promise<void> {
    await this.redis.del(this.key(requestId));
  }

  async update(requestId: string, stage: GenerationStage, detail: string | null, now: string): Promise<void> {
    await this.redis.eval(UPDATE, 1, this.key(requestId), stage, detail ?? '', now, ...GENERATION_STAGES);
  }

  async finish(requestId: string, { generationId, batch }: Pick<GenerationProgress, 'generationId' | 'batch'>, now: string): Promise<void> {
    await this.redis.eval(FINISH, 1, this.key(requestId), generationId ?? '', now, KEEP_FINISHED_MS, batch ? JSON.stringify(batch) : '');
  }

  async fail(requestId: string, message: string, status: number, now: string): Promise<void> {
    await this.redis.eval(FAIL, 1, this.key(requestId), message, now, KEEP_FINISHED_MS, status);
  }

  async get(requestId: string): Promise<GenerationProgress | undefined> {
    const h = await this.redis.hgetall(this.key(requestId));
    if (!h.status) return undefined;
    return {
      requestId: h.requestId,
      stage: h.stage as GenerationStage,
      stages: GENERATION_STAGES,
      status: h.status as ProgressStatus,
      startedAt: h.startedAt,
      updatedAt: h.updatedAt,
      detail: h.detail ?? null,
      error: h.error ?? null,
      errorStatus: h.errorStatus ? Number(h.errorStatus) : null,
      generationId: h.generationId ? Number(h.generationId) : null,
      batch: h.batch ? (JSON.parse(h.batch) as GenerationBatchOutcome) : null,
    };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
