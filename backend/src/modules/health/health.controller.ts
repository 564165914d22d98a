import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { Access } from '../../infrastructure/http/access.js';
import { JobQueue } from '../../infrastructure/queue/job-queue.js';

/** Neither check may hold the answer longer than this: a load balancer probing health must get one at once. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

class DatabaseHealth {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiPropertyOptional({ description: 'Why it is down' }) detail?: string;
}

class QueueHealthView extends DatabaseHealth {
  @ApiProperty({ enum: ['bull', 'in-process'] }) driver!: 'bull' | 'in-process';
}

class HealthView {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ type: DatabaseHealth }) database!: DatabaseHealth;
  @ApiProperty({ type: QueueHealthView }) queue!: QueueHealthView;
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly em: EntityManager, @Inject(JobQueue) private readonly queue: JobQueue) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Database and queue state; 503 when either is down' })
  @ApiOkResponse({ type: HealthView, description: 'Both are up (status ok)' })
  @ApiServiceUnavailableResponse({ type: HealthView, description: 'The database or the queue is down (status degraded; detail says why)' })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthView> {
    const [database, queue] = await Promise.all([
      this.database(),
      within(this.queue.health(), CHECK_TIMEOUT_MS, 'The queue').catch((error: Error) => ({ driver: 'bull' as const, status: 'down' as const, detail: error.message })),
    ]);
    const ok = database.status === 'up' && queue.status === 'up';
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', database, queue };
  }

  private async database(): Promise<{ status: 'up' | 'down'; detail?: string }> {
    try {
      await within(this.em.getConnection().execute('select 1'), CHECK_TIMEOUT_MS, 'The database');
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', detail: (error as Error).message };
    }
  }
}
