import { ApiProperty } from '@nestjs/swagger';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { GENERATION_STAGES, type GenerationStage } from '../ai/content-package.generator.js';

/** What the generator UI polls while POST /api/content/generate is waiting. */
export class GenerationProgress {
  @ApiProperty({ format: 'uuid' }) requestId!: string;
  @ApiProperty({ enum: GENERATION_STAGES, description: 'The current stage' }) stage!: GenerationStage;
  @ApiProperty({ enum: GENERATION_STAGES, isArray: true, description: 'Every stage, in order' }) stages!: readonly GenerationStage[];
  @ApiProperty({ enum: ['running', 'done', 'failed'] }) status!: 'running' | 'done' | 'failed';
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'More about the stage, e.g. the rules a correction is asked for' }) detail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed (status failed)' }) error!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The stored generation (status done)' }) generationId!: number | null;
}

/** Finished entries are kept this long so a late poll still sees the outcome. */
const KEEP_FINISHED_MS = 15 * 60_000;
const MAX_ENTRIES = 1000;

/**
 * Progress of the generations this API process is waiting for, keyed by the client's requestId. It
 * lives in the memory of the process that took the POST (both queue drivers deliver the job's progress
 * reports to it), so the UI must poll the same process; behind a load balancer use sticky sessions.
 */
@Injectable()
export class GenerationProgressTracker implements OnApplicationShutdown {
  private readonly entries = new Map<string, GenerationProgress>();
  private readonly timers = new Set<NodeJS.Timeout>();

  /** Registers a new generation; false when one with this requestId is still running. */
  start(requestId: string): boolean {
    if (this.entries.get(requestId)?.status === 'running') return false;
    const now = new Date().toISOString();
    this.entries.delete(requestId);
    this.entries.set(requestId, {
      requestId,
      stage: 'queued',
      stages: GENERATION_STAGES,
      status: 'running',
      startedAt: now,
      updatedAt: now,
      detail: null,
      error: null,
      generationId: null,
    });
    this.trim();
    return true;
  }

  /** Moves a running generation forward (reports never move it back). */
  update(requestId: string, stage: unknown, detail?: unknown): void {
    const entry = this.entries.get(requestId);
    const index = GENERATION_STAGES.indexOf(stage as GenerationStage);
    if (!entry || entry.status !== 'running' || index < GENERATION_STAGES.indexOf(entry.stage)) return;
    entry.stage = stage as GenerationStage;
    entry.detail = typeof detail === 'string' ? detail : null;
    entry.updatedAt = new Date().toISOString();
  }

  finish(requestId: string, generationId: number): void {
    const entry = this.entries.get(requestId);
    if (!entry) return;
    Object.assign(entry, { stage: 'done', status: 'done', generationId, detail: null, updatedAt: new Date().toISOString() });
    this.forgetLater(requestId);
  }

  fail(requestId: string, message: string): void {
    const entry = this.entries.get(requestId);
    if (!entry || entry.status !== 'running') return;
    Object.assign(entry, { status: 'failed', error: message, updatedAt: new Date().toISOString() });
    this.forgetLater(requestId);
  }

  get(requestId: string): GenerationProgress | undefined {
    const entry = this.entries.get(requestId);
    return entry && { ...entry };
  }

  onApplicationShutdown(): void {
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
