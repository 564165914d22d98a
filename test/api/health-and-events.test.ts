import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, registerStaff } from '../support/auth.js';
import { EDITOR_EMAIL } from '../support/test-app.js';

describe('health-and-events', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  describe.each([['redis' as const], ['in-process' as const]])('with the %s queue driver', (queue) => {
    let t: TestApp;

    it('reports database and queue state on GET /api/health', async () => {
      t = await startTestApp({ queue });
      apps.push(t);
      // The worker is this process (in-process), or its heartbeat in Redis, written just after the start.
      const res = await eventually(async () => {
        const answer = await request(t.server).get('/api/health');
        return answer.body.workers?.status === 'up' && answer;
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        database: { status: 'up' },
        queue: { driver: queue === 'redis' ? 'bull' : 'in-process', status: 'up' },
        workers: { status: 'up' },
        // No CACHE_PURGE_URLS: no edge to report (test/api/edge-cache.test.ts covers edges).
        edge: { status: 'none', nodes: [] },
      });
      expect(res.headers['cache-control']).toBe('no-store');

      // Staff also get how many processes run workers and how long the oldest job ready to run has waited.
      const staff = await registerStaff(t, EDITOR_EMAIL);
      const detailed = (await request(t.server).get('/api/health').set('Cookie', staff.cookie)).body;
      expect(detailed.workers).toMatchObject({ status: 'up', count: 1 });
      expect(detailed.workers.oldest_waiting_seconds === null || detailed.workers.oldest_waiting_seconds >= 0).toBe(true);
    });

    it('carries UserRegistered from the outbox through the queue to its consumer', async () => {
      const member = await registerMember(t, `outbox-${queue}@example.com`);
      const [event] = await t.sql<{ id: number; type: string }>('select id, type from outbox_events where payload->>\'userId\' = $1', [String(member.id)]);
      expect(event.type).toBe('UserRegistered');
      const activity = await eventually(async () => (await t.sql('select * from activities where event_id = $1', [event.id]))[0]);
      expect(activity).toMatchObject({ kind: 'UserRegistered', user_id: member.id, details: { channel: 'community' } });
      // The relay marks the row when its transaction commits, which may be just after the consumer ran.
      const dispatched = await eventually(
        async () => (await t.sql<{ dispatched_at: Date | null }>('select dispatched_at from outbox_events where id = $1', [event.id]))[0].dispatched_at,
      );
      expect(dispatched).toBeInstanceOf(Date);
    });

    it('runs nothing twice when an outbox row is relayed again', async () => {
      const member = await registerMember(t, `replay-${queue}@example.com`);
      const [event] = await t.sql<{ id: number }>('select id from outbox_events where payload->>\'userId\' = $1', [String(member.id)]);
      await eventually(async () => (await t.sql('select 1 from activities where event_id = $1', [event.id]))[0]);
      await t.sql('update outbox_events set dispatched_at = null where id = $1', [event.id]);
      await t.flushOutbox();
      await eventually(async () => (await t.sql<{ dispatched_at: Date | null }>('select dispatched_at from outbox_events where id = $1', [event.id]))[0].dispatched_at);
      await new Promise((r) => setTimeout(r, 300));
      const rows = await t.sql('select 1 from activities where event_id = $1', [event.id]);
      expect(rows.length).toBe(1);
    });
  });
});
