import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { outboxOfRequests, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';

describe('members-goals', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: Identity, method: 'get' | 'post' | 'put', path: string) => request(t.server)[method](path).set('Cookie', who.cookie);
  const goals = async () => t.sql<Record<string, unknown>>('select * from goals order by id');
  const goalShape = (goal: string, is_active: boolean) => ({
    id: expect.any(Number),
    goal,
    is_active,
    created_at: expect.stringMatching(/Z$/),
    archived_at: is_active ? null : expect.stringMatching(/Z$/),
    reached_at: null,
  });

  describe('goals', () => {
    it('starts with no goal', async () => {
      const res = await call(pat, 'get', '/api/community/goals');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ goal: null, goals: [] });
    });

    it('sets a goal (201, trimmed) and publishes GoalSet', async () => {
      const res = await call(pat, 'post', '/api/community/goals').send({ goal: '  Run a sub-50 10K by June  ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ goal: goalShape('Run a sub-50 10K by June', true) });
      const current = await call(pat, 'get', '/api/community/goals');
      expect(current.body).toEqual({ goal: 'Run a sub-50 10K by June', goals: [goalShape('Run a sub-50 10K by June', true)] });
      const [event] = await t.sql<{ payload: object }>(`select payload from outbox_events where type = 'GoalSet'`);
      expect(event.payload).toEqual({ userId: pat.id, goalId: res.body.goal.id, archivedGoalId: null });
    });

    it('setting another goal archives the active one first', async () => {
      const first = (await call(pat, 'get', '/api/community/goals')).body.goals[0];
      const res = await call(pat, 'post', '/api/community/goals').send({ goal: 'Swim 1500 m without stopping' });
      expect(res.status).toBe(201);
      const current = await call(pat, 'get', '/api/community/goals');
      expect(current.body.goal).toBe('Swim 1500 m without stopping');
      expect(current.body.goals).toHaveLength(1);
      const history = await call(pat, 'get', '/api/community/goals/history');
      expect(history.body.goals.map((g: { goal: string; is_active: boolean }) => [g.goal, g.is_active])).toEqual([
        ['Swim 1500 m without stopping', true],
        ['Run a sub-50 10K by June', false],
      ]);
      expect(history.body.goals[1]).toEqual({ ...goalShape('Run a sub-50 10K by June', false), id: first.id });
    });

    it('archives the active goal and sets a new one (POST /goals/archive)', async () => {
      const res = await call(pat, 'post', '/api/community/goals/archive').send({ newGoal: 'Finish a sprint triathlon' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ goal: goalShape('Finish a sprint triathlon', true) });
      const active = await t.sql('select goal from goals where user_id = $1 and is_active', [pat.id]);
      expect(active).toEqual([{ goal: 'Finish a sprint triathlon' }]);
      const events = await t.sql<{ payload: { archivedGoalId: number | null } }>(`select payload from outbox_events where type = 'GoalSet' order by id`);
      expect(events).toHaveLength(3);
      expect(events[2].payload.archivedGoalId).toEqual(expect.any(Number));
    });

    it('archives one goal by id, then none is active', async () => {
      const active = (await call(pat, 'get', '/api/community/goals')).body.goals[0];
      const res = await call(pat, 'post', `/api/community/goals/${active.id}/archive`).send();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ goal: { ...goalShape('Finish a sprint triathlon', false), id: active.id } });
      expect((await call(pat, 'get', '/api/community/goals')).body).toEqual({ goal: null, goals: [] });
      const again = await call(pat, 'post', `/api/community/goals/${active.id}/archive`).send();
      expect(again.status).toBe(200);
      expect(again.body.goal.archived_at).toBe(res.body.goal.archived_at);
    });

    it('edits the text of a goal, archived ones included', async () => {
      const history = (await call(pat, 'get', '/api/community/goals/history')).body.goals;
      const archived = history[history.length - 1];
      const res = await call(pat, 'put', `/api/community/goals/${archived.id}`).send({ goal: 'Run a sub-55 10K by June' });
      expect(res.status).toBe(200);
      expect(res.body.goal).toMatchObject({ id: archived.id, goal: 'Run a sub-55 10K by June', is_active: false, archived_at: archived.archived_at });
    });

    it('keeps exactly one active goal when several are set at once', async () => {
      const results = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((g) => call(sam, 'post', '/api/community/goals').send({ goal: `Goal ${g}` })));
      // Each waits for the one before (a row lock on the account). On a machine loaded far beyond a real one (CI with
      // other jobs) a waiting request may find the database too slow to give it a connection: that is the documented 503,
      // which changes nothing, so what is checked is that every goal set is kept and exactly one is active.
      const statuses = results.map((r) => r.status);
      expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
      const active = await t.sql('select id from goals where user_id = $1 and is_active', [sam.id]);
      expect(active).toHaveLength(1);
      expect((await call(sam, 'get', '/api/community/goals/history')).body.goals).toHaveLength(statuses.filter((status) => status === 201).length);
    });

    it('the database itself refuses a second active goal', async () => {
      await expect(t.sql(`insert into goals (user_id, goal) values ($1, 'Sneaky')`, [sam.id])).rejects.toThrow(/goals_one_active_per_user/);
    });
  });

  describe('bad goal bodies get 400 and change nothing', () => {
    const cases: [string, 'post' | 'put', string, object, RegExp][] = [
      ['a blank goal', 'post', '/api/community/goals', { goal: '   ' }, /Please enter a goal/],
      ['no goal', 'post', '/api/community/goals', {}, /Please enter a goal/],
      ['a goal as a number', 'post', '/api/community/goals', { goal: 7 }, /Goal must be text/],
      ['a goal over 500 characters', 'post', '/api/community/goals', { goal: 'g'.repeat(501) }, /at most 500 characters/],
      ['an unknown field', 'post', '/api/community/goals', { goal: 'x', is_active: false }, /Unknown field "is_active"/],
      ['a blank new goal', 'post', '/api/community/goals/archive', { newGoal: '' }, /Please enter your new goal/],
      ['the wrong field name', 'post', '/api/community/goals/archive', { goal: 'x' }, /Please enter your new goal|Unknown field/],
      ['a blank edit', 'put', '/api/community/goals/ID', { goal: ' ' }, /Please enter a goal/],
    ];

    it.each(cases)('%s', async (_name, method, path, body, message) => {
      const [own] = await t.sql<{ id: number }>('select id from goals where user_id = $1 order by id limit 1', [pat.id]);
      const before = { goals: await goals(), events: await outboxOfRequests(t) };
      const res = await call(pat, method, path.replace('ID', String(own.id))).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400 });
      expect(res.body.error).toMatch(message);
      expect(await goals()).toEqual(before.goals);
      expect(await outboxOfRequests(t)).toEqual(before.events);
    });
  });

  describe("another member's goals", () => {
    it("answer 404 'Goal not found' and stay unchanged", async () => {
      const [own] = await t.sql<{ id: number }>('select id from goals where user_id = $1 and is_active', [sam.id]);
      const before = await goals();
      for (const res of [
        await call(pat, 'post', `/api/community/goals/${own.id}/archive`).send(),
        await call(pat, 'put', `/api/community/goals/${own.id}`).send({ goal: 'Hijacked' }),
        await call(pat, 'put', '/api/community/goals/0').send({ goal: 'x' }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('Goal not found');
      }
      expect((await call(pat, 'post', '/api/community/goals/nope/archive').send()).body.error).toBe('id must be a whole number (e.g. 42)');
      expect(await goals()).toEqual(before);
      const patsHistory = (await call(pat, 'get', '/api/community/goals/history')).body.goals;
      expect(patsHistory.some((g: { id: number }) => g.id === own.id)).toBe(false);
    });
  });
});
