import { afterEach, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { InProcessJobQueue } from './in-process-queue.js';

Logger.overrideLogger(false);

let queue: InProcessJobQueue;
afterEach(async () => {
  await queue?.close();
});

describe('InProcessJobQueue delayed jobs', () => {
  it('runs a delayed job no earlier than its delay, and once for the same job id', async () => {
    queue = new InProcessJobQueue(true);
    const ranAt: number[] = [];
    queue.handleNamed('maintenance', 'later', async () => ranAt.push(Date.now()));
    const added = Date.now();
    const job = await queue.addNamed('maintenance', 'later', {}, { jobId: 'later-1', delay: 300 });
    await queue.addNamed('maintenance', 'later', {}, { jobId: 'later-1', delay: 300 });
    await job.finished();
    await new Promise((r) => setTimeout(r, 100));
    expect(ranAt).toHaveLength(1);
    expect(ranAt[0] - added).toBeGreaterThanOrEqual(290);
  });

  it('drops delayed jobs that have not started when the queue closes', async () => {
    queue = new InProcessJobQueue(true);
    let runs = 0;
    queue.handleNamed('maintenance', 'later', async () => (runs += 1));
    await queue.addNamed('maintenance', 'later', {}, { delay: 200 });
    await queue.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toBe(0);
  });

  it('waits out delays longer than setTimeout allows (about 24.8 days) instead of running at once', async () => {
    queue = new InProcessJobQueue(true);
    let runs = 0;
    queue.handleNamed('maintenance', 'much-later', async () => (runs += 1));
    await queue.addNamed('maintenance', 'much-later', {}, { delay: 30 * 24 * 3600 * 1000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBe(0);
  });
});
