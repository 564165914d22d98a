import { afterEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '../../config/app-config.js';
import { GenerationProgressTracker } from './generation-progress.js';

const trackers: GenerationProgressTracker[] = [];
afterEach(async () => {
  await Promise.all(trackers.splice(0).map((t) => t.onApplicationShutdown()));
});

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `f50unit:${randomBytes(4).toString('hex')}`;
const inMemory = () => {
  const tracker = new GenerationProgressTracker();
  trackers.push(tracker);
  return tracker;
};
const inRedis = () => {
  const tracker = new GenerationProgressTracker(loadConfig({ NODE_ENV: 'test', REDIS_URL: redisUrl, QUEUE_PREFIX: prefix }));
  trackers.push(tracker);
  return tracker;
};

describe.each([
  ['in memory', inMemory],
  ['in Redis', inRedis],
])('GenerationProgressTracker %s', (_name, make) => {
  it('follows a generation through its stages and never moves back', async () => {
    const tracker = make();
    const id = `r1-${randomBytes(4).toString('hex')}`;
    expect(await tracker.start(id)).toBe('started');
    expect(await tracker.get(id)).toMatchObject({ requestId: id, stage: 'queued', status: 'running', detail: null, error: null, generationId: null, batch: null, stages: ['queued', 'writing', 'images', 'checking', 'saving', 'done'] });
    await tracker.update(id, 'checking', 'Asking the model to correct: too short.');
    await tracker.update(id, 'writing');
    await tracker.update(id, 'nonsense');
    expect(await tracker.get(id)).toMatchObject({ stage: 'checking', detail: 'Asking the model to correct: too short.' });
    await tracker.finish(id, 7);
    expect(await tracker.get(id)).toMatchObject({ stage: 'done', status: 'done', generationId: 7, detail: null });
  });

  it('refuses a requestId that is still running, and records failures', async () => {
    const tracker = make();
    const id = `r2-${randomBytes(4).toString('hex')}`;
    await tracker.start(id);
    expect(await tracker.start(id)).toBe('running');
    await tracker.fail(id, 'The AI model service failed (500)', 502);
    expect(await tracker.get(id)).toMatchObject({ status: 'failed', error: 'The AI model service failed (500)', errorStatus: 502 });
    expect(await tracker.get('unknown')).toBeUndefined();
  });

  it('never starts a requestId again while its finished entry is kept: a retry finds the first run', async () => {
    const tracker = make();
    const done = `r4-${randomBytes(4).toString('hex')}`;
    expect(await tracker.start(done)).toBe('started');
    await tracker.finish(done, 7);
    expect(await tracker.start(done)).toBe('done');
    expect(await tracker.get(done)).toMatchObject({ status: 'done', generationId: 7 });
    const failed = `r5-${randomBytes(4).toString('hex')}`;
    await tracker.start(failed);
    await tracker.fail(failed, 'The AI model service failed (500)', 502);
    expect(await tracker.start(failed)).toBe('failed');
    expect(await tracker.get(failed)).toMatchObject({ status: 'failed', error: 'The AI model service failed (500)' });
  });

  it('ends a run of several generations (Regenerate All) with what it stored and what failed, for an answer that was lost', async () => {
    const tracker = make();
    const id = `r7-${randomBytes(4).toString('hex')}`;
    await tracker.start(id);
    await tracker.update(id, 'writing', 'Rewriting 2 of 2: Gear & Tech');
    expect(await tracker.get(id)).toMatchObject({ stage: 'writing', detail: 'Rewriting 2 of 2: Gear & Tech', batch: null });
    const batch = { content: [31], failed: [{ theme: 'Gear & Tech', id: 4, error: 'The AI model service failed (500)' }] };
    await tracker.finishBatch(id, batch);
    expect(await tracker.get(id)).toMatchObject({ stage: 'done', status: 'done', generationId: null, detail: null, batch });
    expect(await tracker.start(id)).toBe('done');
  });

  it('forgets a generation that never started, so its requestId may be sent again', async () => {
    const tracker = make();
    const id = `r6-${randomBytes(4).toString('hex')}`;
    await tracker.start(id);
    await tracker.forget(id);
    expect(await tracker.get(id)).toBeUndefined();
    expect(await tracker.start(id)).toBe('started');
  });
});

describe('GenerationProgressTracker in Redis', () => {
  it('is one view for every process: what one writes, another reads; a running id is refused by all', async () => {
    const a = inRedis();
    const b = inRedis();
    const id = `r3-${randomBytes(4).toString('hex')}`;
    expect(await a.start(id)).toBe('started');
    expect(await b.start(id)).toBe('running');
    await a.update(id, 'images');
    expect(await b.get(id)).toMatchObject({ stage: 'images', status: 'running' });
    await a.finish(id, 12);
    expect(await b.get(id)).toMatchObject({ stage: 'done', status: 'done', generationId: 12 });
    const redis = new Redis(redisUrl);
    const ttl = await redis.pttl(`${prefix}:generation-progress:${id}`);
    await redis.del(`${prefix}:generation-progress:${id}`);
    await redis.quit();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });
});
