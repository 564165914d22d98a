import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access, STAFF_ROLES, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { JobQueue, type QueueHealth, type WorkersHealth } from '../../infrastructure/queue/job-queue.js';
import type { EdgeNodeStatus } from '../../infrastructure/cache/edge-purge-log.js';
import { EdgePurger } from '../../infrastructure/cache/edge-purger.js';
import { DatabaseProbe, type PoolState } from '../../infrastructure/database/database-probe.js';

/** Neither check may hold the answer longer than this: a load balancer probing health must get one at once. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

class CheckHealth {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiPropertyOptional({ description: 'Why it is down (to staff only: it can name internal hosts)' }) detail?: string;
}

class PoolHealth implements PoolState {
  @ApiProperty({ description: "The pool's connections at most" }) size!: number;
  @ApiProperty({ description: 'Connections running a statement or held by a transaction' }) busy!: number;
  @ApiProperty({ description: 'Statements waiting for a connection (all busy): requests are slowed, not failing' }) waiting!: number;
}

class DatabaseHealth extends CheckHealth {
  @ApiPropertyOptional({
    type: PoolHealth,
    description: "The requests' connection pool (to staff only). The check itself asks PostgreSQL over a connection of its own, so a busy pool is not a database down",
  })
  pool?: PoolHealth;
}

class QueueHealthView extends CheckHealth {
  @ApiProperty({ enum: ['bull', 'in-process'] }) driver!: 'bull' | 'in-process';
}

class WorkersHealthView {
  @ApiProperty({
    enum: ['up', 'none', 'down', 'unknown'],
    description:
      'up: some process runs workers (with Redis: its heartbeat is under 15 s old; without, this process); none: no worker, ' +
      'and no job waits for one; down: jobs wait and no worker runs them (status degraded); unknown: the queue cannot be asked (Redis down)',
  })
  status!: 'up' | 'none' | 'down' | 'unknown';
  @ApiPropertyOptional({ description: 'Processes running workers now (to staff only)' }) count?: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Seconds the oldest job ready to run has waited; null: none waits (to staff only)' })
  oldest_waiting_seconds?: number | null;
}

class EdgeNodeHealth implements Partial<EdgeNodeStatus> {
  @ApiPropertyOptional({ description: 'The purge address (CACHE_PURGE_URLS), without credentials (to staff only)' }) url?: string;
  @ApiProperty({ enum: ['ok', 'failing'], description: 'failing: the last purge at this edge failed (it is tried again)' }) status!: 'ok' | 'failing';
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) last_success_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) last_failure_at!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why the last purge failed, until one works again (to staff only)' }) last_error?: string | null;
  @ApiProperty({ description: 'Purges given up after every try (the edge may show old answers until s-maxage runs out)' }) purges_lost!: number;
}

class EdgeHealth {
  @ApiProperty({ enum: ['ok', 'failing', 'none'], description: 'none: no CACHE_PURGE_URLS; failing: some edge did not take its last purge' })
  status!: 'ok' | 'failing' | 'none';
  @ApiProperty({ type: [EdgeNodeHealth] }) nodes!: EdgeNodeHealth[];
}

class HealthView {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ type: DatabaseHealth }) database!: DatabaseHealth;
  @ApiProperty({ type: QueueHealthView }) queue!: QueueHealthView;
  @ApiProperty({ type: WorkersHealthView }) workers!: WorkersHealthView;
  @ApiProperty({
    type: EdgeHealth,
    description: "The HTTP caches in front and their purges. Reported only: an edge's failure leaves the status code alone (the app itself is fine).",
  })
  edge!: EdgeHealth;
}

/** What anyone may see: the states, without error texts or addresses (they can name internal hosts). */
function withoutDetails({ database, queue, workers, edge, status }: HealthView): HealthView {
  const { detail: _database, pool: _pool, ...db } = database;
  const { detail: _queue, ...q } = queue;
  return {
    status,
    database: db,
    queue: q,
    workers: { status: workers.status },
    edge: { ...edge, nodes: edge.nodes.map(({ url: _url, last_error: _error, ...node }) => node) },
  };
}

function workersView(workers: WorkersHealth | undefined): WorkersHealthView {
  if (!workers) return { status: 'unknown' };
  const status = workers.count > 0 ? 'up' : workers.oldest_waiting_seconds === null ? 'none' : 'down';
  return { status, ...workers };
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly probe: DatabaseProbe, @Inject(JobQueue) private readonly queue: JobQueue, private readonly edges: EdgePurger) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary: 'Database, queue and worker state; 503 only when the database is down',
    description:
      'The database is asked over a connection of its own, not behind the requests\' pool: a process whose pool is busy is up. ' +
      'Anyone gets the states (a load balancer, a monitor); staff (a session or a staff API key) also get why and where: the error texts, ' +
      "the edges' purge addresses, which name internal hosts, the requests' pool, and the workers' count and wait. The site works while Redis is down " +
      '(reads, sign-in and journal writes), so a load balancer probing this route keeps the process: the answer is 200 with status ' +
      'degraded then, and when jobs wait with no worker to run them; monitors alert on the status.',
  })
  @ApiOkResponse({ type: HealthView, description: 'The database is up (status ok; degraded when the queue is down or jobs wait with no worker)' })
  @ApiServiceUnavailableResponse({ type: HealthView, description: 'The database is down (status degraded; to staff, detail says why)' })
  async health(@CurrentUser() user: AuthUser | undefined, @Res({ passthrough: true }) res: Response): Promise<HealthView> {
    const [database, queue, nodes] = await Promise.all([
      this.database(),
      within(this.queue.health(), CHECK_TIMEOUT_MS, 'The queue').catch((error: Error) => ({ driver: 'bull' as const, status: 'down' as const, detail: error.message })),
      within(this.edges.status(), CHECK_TIMEOUT_MS, 'The edge purge log').catch(() => []),
    ]);
    const { workers: found, ...queueState } = queue as QueueHealth;
    const workers = workersView(queueState.status === 'up' ? found : undefined);
    const ok = database.status === 'up' && queueState.status === 'up' && workers.status !== 'down';
    res.status(database.status === 'up' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    const edge: EdgeHealth = { status: !nodes.length ? 'none' : nodes.some((node) => node.status === 'failing') ? 'failing' : 'ok', nodes };
    const answer: HealthView = { status: ok ? 'ok' : 'degraded', database, queue: queueState, workers, edge };
    return user && STAFF_ROLES.includes(user.role) ? answer : withoutDetails(answer);
  }

  /** PostgreSQL over the check's own connection (not behind the requests' pool), and that pool's state. */
  private async database(): Promise<DatabaseHealth> {
    try {
      await within(this.probe.ping(CHECK_TIMEOUT_MS), CHECK_TIMEOUT_MS, 'The database');
      return { status: 'up', pool: await this.probe.poolState().catch(() => undefined) };
    } catch (error) {
      return { status: 'down', detail: (error as Error).message };
    }
  }
}
