import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { Access } from '../../infrastructure/http/access.js';
import { JobQueue } from '../../infrastructure/queue/job-queue.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly em: EntityManager, @Inject(JobQueue) private readonly queue: JobQueue) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Database and queue state; 503 when either is down' })
  async health(@Res({ passthrough: true }) res: Response) {
    const [database, queue] = await Promise.all([this.database(), this.queue.health()]);
    const ok = database.status === 'up' && queue.status === 'up';
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', database, queue };
  }

  private async database(): Promise<{ status: 'up' | 'down'; detail?: string }> {
    try {
      await this.em.getConnection().execute('select 1');
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', detail: (error as Error).message };
    }
  }
}
