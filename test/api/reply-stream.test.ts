// Issue 21: a coach reply reaches the member's screen pushed on their event stream (no polling), through Redis pub/sub
// from whichever process wrote it; real PostgreSQL, Redis and HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../backend/src/bootstrap.js';
import { STREAMS_PER_MEMBER, TOO_MANY_STREAMS } from '../../backend/src/modules/insights/reply-stream.controller.js';
import { MemberChannel } from '../../backend/src/infrastructure/realtime/member-channel.js';
import { openStream, type OpenStream } from '../support/event-stream.js';
import { cookieFrom, PASSWORD, registerMember, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';

describe('reply-stream', () => {
  const STREAM = '/api/community/insights/stream';
  let t: TestApp;
  let other: NestExpressApplication;
  let ann: Identity;
  let bob: Identity;
  const opened: OpenStream[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    // A second API process (no workers) on the same database and Redis: it holds the stream, the first writes the reply.
    other = await createApp(t.config.with({ runWorkers: false }));
    await other.init();
    ann = await registerMember(t, 'ann-stream@example.com', 'Ann');
    bob = await registerMember(t, 'bob-stream@example.com', 'Bob');
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await other?.close();
    await t?.close();
  });

  const open = async (server: TestApp | NestExpressApplication, who: Identity | null, headers: Record<string, string> = {}) => {
    const http = 'server' in server ? server.server : server.getHttpServer();
    const stream = await openStream(http, STREAM, { ...(who ? { Cookie: who.cookie } : {}), ...headers });
    opened.push(stream);
    return stream;
  };

  describe('the coach reply stream', () => {
    it('pushes the reply to the member who wrote the entry, in another process, and to nobody else', async () => {
      const anns = await open(other, ann, { 'Accept-Encoding': 'gzip, br' });
      expect(anns.status).toBe(200);
      expect(anns.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(anns.headers['content-encoding']).toBeUndefined(); // never held back by the compression middleware
      expect(anns.headers['cache-control']).toBe('private, no-cache, no-transform');
      await anns.next('ready');
      const bobs = await open(t, bob);
      await bobs.next('ready');

      const entry = await request(t.server).post('/api/community/journal').set('Cookie', ann.cookie).send({ title: 'Tempo run', content: 'Six miles at tempo, legs felt heavy on the hills.' });
      expect(entry.status).toBe(201);
      const pushed = await anns.next('reply', 20_000);
      const data = pushed.data as { entry_id: number; aiResponses: Array<{ response_content: string; journal_entry_id: number }> };
      expect(data.entry_id).toBe(entry.body.id);
      expect(data.aiResponses).toHaveLength(1);
      expect(data.aiResponses[0].response_content.length).toBeGreaterThan(20);
      // The same view the journal list shows once the reply is there.
      const listed = (await request(t.server).get('/api/community/journal').set('Cookie', ann.cookie)).body as Array<{ id: number; aiResponses: unknown[]; insight_pending: boolean }>;
      expect(listed.find((e) => e.id === entry.body.id)).toMatchObject({ aiResponses: data.aiResponses, insight_pending: false });
      await new Promise((r) => setTimeout(r, 300));
      expect(bobs.events.map((e) => e.event)).toEqual(['ready']);
    });

    it('opens many streams at once in a process that has not connected its channel yet, and each gets its messages', async () => {
      const fresh = await createApp(t.config.with({ runWorkers: false }));
      await fresh.init();
      try {
        const people = await Promise.all(Array.from({ length: 8 }, (_, i) => registerMember(t, `burst-${i}@example.com`, `Burst ${i}`)));
        // Eight members at once, and the first of them twice, before the channel's Redis connections exist.
        const streams = await Promise.all([...people, people[0]].map((who) => open(fresh, who)));
        expect(streams.map((s) => s.status)).toEqual(Array(9).fill(200));
        await Promise.all(streams.map((s) => s.next('ready')));
        const channel = t.app.get(MemberChannel);
        await Promise.all(people.map((who) => channel.send(who.id, { event: 'reply', data: { entry_id: who.id } })));
        const got = await Promise.all(streams.map((s) => s.next('reply')));
        expect(got.map((e) => (e.data as { entry_id: number }).entry_id)).toEqual([...people, people[0]].map((who) => who.id));
        for (const stream of streams) stream.close();
      } finally {
        await fresh.close();
      }
    });

    it('is for signed-in members only, a few streams each, and lets go of the channel when closed', async () => {
      expect((await open(t, null)).status).toBe(401);
      const channel = t.app.get(MemberChannel);
      const before = channel.members;
      const cara = await registerMember(t, 'cara-stream@example.com', 'Cara');
      const streams: OpenStream[] = [];
      for (let i = 0; i < STREAMS_PER_MEMBER; i += 1) {
        const stream = await open(t, cara);
        expect(stream.status).toBe(200);
        await stream.next('ready');
        streams.push(stream);
      }
      expect(channel.members).toBe(before + 1);
      const refused = await request(t.server).get(STREAM).set('Cookie', cara.cookie);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(TOO_MANY_STREAMS);
      expect(refused.headers['retry-after']).toBe('60');
      for (const stream of streams) stream.close();
      await eventually(async () => channel.members === before);
      const again = await open(t, cara);
      expect(again.status).toBe(200);
    });

    describe('ends with its session', () => {
      /** Another session of the member: a second sign-in (another device). */
      const signInAgain = async (who: Identity): Promise<Identity> => {
        const res = await request(t.server).post('/api/community/auth/login').send({ email: who.email, password: PASSWORD });
        expect(res.status).toBe(200);
        return { ...who, cookie: cookieFrom(res) };
      };
      const write = async (who: Identity) => {
        const entry = await request(t.server).post('/api/community/journal').set('Cookie', who.cookie).send({ title: 'Hills', content: 'Eight hill repeats, my knee felt fine today.' });
        expect(entry.status).toBe(201);
        return entry.body.id as number;
      };
      const replied = (entryId: number) => eventually(async () => (await t.sql('select 1 from ai_responses where journal_entry_id = $1', [entryId])).length > 0, 20_000);

      it('closes, in another process, when another session signs the others out, and gets no reply to a later entry', async () => {
        const dee = await registerMember(t, 'dee-stream@example.com', 'Dee');
        const phone = await signInAgain(dee);
        const stream = await open(other, phone);
        await stream.next('ready');
        const out = await request(t.server).post('/api/community/auth/sign-out-others').set('Cookie', dee.cookie);
        expect(out.body).toEqual({ success: true, ended: 1 });
        dee.cookie = cookieFrom(out); // this session goes on under a new token
        expect((await request(t.server).get('/api/community/auth/me').set('Cookie', phone.cookie)).status).toBe(401);
        await eventually(async () => stream.ended, 5000);
        await replied(await write(dee));
        expect(stream.events.map((e) => e.event)).toEqual(['ready']);
      });

      it("closes when its own session signs out, and another session's stream keeps its replies", async () => {
        const eve = await registerMember(t, 'eve-stream@example.com', 'Eve');
        const laptop = await signInAgain(eve);
        const leaving = await open(other, laptop);
        const staying = await open(t, eve);
        await Promise.all([leaving.next('ready'), staying.next('ready')]);
        expect((await request(t.server).post('/api/community/auth/logout').set('Cookie', laptop.cookie)).status).toBe(200);
        await eventually(async () => leaving.ended, 5000);
        const entryId = await write(eve);
        expect(((await staying.next('reply', 20_000)).data as { entry_id: number }).entry_id).toBe(entryId);
        expect(staying.ended).toBe(false);
        expect(leaving.events.map((e) => e.event)).toEqual(['ready']);
      });

      it('checks its session before each reply it pushes (a session that ended unannounced, as by expiry)', async () => {
        const fay = await registerMember(t, 'fay-stream@example.com', 'Fay');
        const tablet = await signInAgain(fay);
        const stream = await open(other, tablet);
        await stream.next('ready');
        // The tablet's session expires: no sign-out announces it.
        await t.sql(`update sessions set expires_at = now() - interval '1 second' where user_id = $1 and id <> (select id from sessions where user_id = $1 order by created_at asc limit 1)`, [fay.id]);
        expect((await request(t.server).get('/api/community/auth/me').set('Cookie', tablet.cookie)).status).toBe(401);
        expect((await request(t.server).get('/api/community/auth/me').set('Cookie', fay.cookie)).status).toBe(200);
        await replied(await write(fay));
        await eventually(async () => stream.ended, 5000);
        expect(stream.events.map((e) => e.event)).toEqual(['ready']);
      });
    });
  });
});
