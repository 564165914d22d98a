import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { adminQuery, eventually, startTestApp, EDITOR_EMAIL, type TestApp } from '../support/test-app.js';
import { registerStaff } from '../support/auth.js';
import { DatabaseProbe, PROBE_APPLICATION_NAME } from '../../backend/src/infrastructure/database/database-probe.js';

/**
 * /api/health asks PostgreSQL over a connection of its own: a pool whose 10 connections are all busy (a slow spell)
 * is not a database that is down, and a load balancer must not take the process out for it.
 */
describe('health-database', () => {
  let t: TestApp;
  let staffCookie: string;
  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
    staffCookie = (await registerStaff(t, EDITOR_EMAIL)).cookie;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const databaseOf = (app: TestApp) => new URL(app.config.databaseUrl!).pathname.slice(1);
  /** The health check's own connections to an app's database (pg_stat_activity names them by application_name). */
  const probeConnections = async (app: TestApp) =>
    Number((await adminQuery<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1 and application_name = $2', [databaseOf(app), PROBE_APPLICATION_NAME]))[0].n);
  /** The advisory lock the pool test holds (any number no other test takes). */
  const POOL_LOCK = 7_313_001;
  /** The app's statements waiting for that lock now. */
  const lockWaiters = async () =>
    Number((await t.sql<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and query like 'select pg_advisory_xact_lock_shared(%' and wait_event_type = 'Lock'`))[0].n);

  describe('GET /api/health and the database', () => {
    it('answers 200 with the database up at once while every pooled connection is busy', async () => {
      // The test holds an advisory lock; 10 statements on the app's own pool (max 10) wait for it, so they hold every
      // connection until the test lets go, however slowly a loaded machine runs them (no sleep to outlast).
      const holder = new pg.Client({ connectionString: t.config.databaseUrl });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [POOL_LOCK]);
      const connection = t.app.get(EntityManager).getConnection();
      const held = Array.from({ length: 10 }, () => connection.execute(`select pg_advisory_xact_lock_shared(${POOL_LOCK})`));
      let waiting: Promise<unknown> | undefined;
      try {
        await eventually(async () => (await lockWaiters()) === 10);
        // An 11th statement waits for a connection; started only now, so its wait (the pool gives up after 5 s) is the
        // few milliseconds below, not the time a loaded machine took to open the first 10.
        waiting = connection.execute('select 1');
        const started = performance.now();
        const res = await request(t.server).get('/api/health');
        const ms = performance.now() - started;
        expect(res.status).toBe(200);
        expect(res.body.database).toEqual({ status: 'up' }); // anyone: the state, no pool figures
        expect(ms).toBeLessThan(1000);
        // What staff are told of the pool (a staff request itself would wait for a connection to find its session).
        // The 11th statement waits, and maybe the app's own background work (the outbox relay).
        const pool = await t.app.get(DatabaseProbe).poolState();
        expect(pool).toMatchObject({ size: 10, busy: 10 });
        expect(pool.waiting).toBeGreaterThanOrEqual(1);
        console.log(`/api/health with the pool full: ${Math.round(ms)} ms`);
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [POOL_LOCK]);
        await holder.end();
        await Promise.all([...held, waiting]);
      }
      const staff = await request(t.server).get('/api/health').set('Cookie', staffCookie);
      expect({ status: staff.status, body: staff.body }).toMatchObject({ status: 200, body: { database: { status: 'up' } } });
      // The pool is free again: nothing waits; the app's own background work (the outbox relay) may hold a connection
      // at that moment (busy 1 was seen at load average 7.5).
      expect(staff.body.database).toMatchObject({ status: 'up', pool: { size: 10, waiting: 0 } });
      expect(staff.body.database.pool.busy).toBeLessThanOrEqual(2);
    }, 30_000);

    it('answers 503 with the database down when PostgreSQL refuses it, within 2 s, and 200 again once it answers', async () => {
      await request(t.server).get('/api/health').expect(200);
      await adminQuery(`alter database ${databaseOf(t)} with allow_connections false`);
      try {
        // Drops the health check's connection, and it cannot open another: PostgreSQL no longer answers it.
        await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2', [databaseOf(t), PROBE_APPLICATION_NAME]);
        const asked = async () => {
          const started = performance.now();
          const res = await request(t.server).get('/api/health').set('Cookie', staffCookie);
          expect(performance.now() - started).toBeLessThan(2500);
          expect(res.status).toBe(503);
          return res.body as { status: string; database: { status: string; detail: string } };
        };
        // pg_terminate_backend only signals: the connection may still be the one asked, and answers with its own end
        // (down too); the next ask opens a new one, which PostgreSQL refuses.
        let body = await asked();
        if (body.database.detail.includes('terminating connection due to administrator command')) body = await asked();
        expect(body).toMatchObject({ status: 'degraded', database: { status: 'down', detail: expect.stringContaining('not currently accepting connections') } });
        const anonymous = await request(t.server).get('/api/health');
        expect(anonymous.status).toBe(503);
        expect(anonymous.body.database).toEqual({ status: 'down' });
      } finally {
        await adminQuery(`alter database ${databaseOf(t)} with allow_connections true`);
      }
      await eventually(async () => (await request(t.server).get('/api/health')).status === 200);
    }, 30_000);

    it('holds at most one connection of its own, closed with the app', async () => {
      const other = await startTestApp({ queue: 'in-process' });
      try {
        await Promise.all(Array.from({ length: 5 }, () => request(other.server).get('/api/health').expect(200)));
        expect(await probeConnections(other)).toBe(1);
        await other.app.close();
        expect(await eventually(async () => (await probeConnections(other)) === 0)).toBe(true);
      } finally {
        await other.close();
      }
    }, 60_000);
  });
});
