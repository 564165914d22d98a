import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import request from 'supertest';
import { createApp } from '../../backend/src/bootstrap.js';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { cookieFrom, PASSWORD, RESET_SUBJECT, registerMember, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';

describe('signed-in-reads', () => {
  // The signed-in reads are cheap (one prepared statement for the session and its account, the journal as JSON built
  // by the database) without any session cache: every request asks the database, so a session that sign-out, a
  // password reset or account deletion removed fails on its very next request, in every API process.

  let t: TestApp;
  /** A second API process on the same database and Redis (no queue workers), like a second machine behind a balancer. */
  let other: NestExpressApplication;

  beforeAll(async () => {
    t = await startTestApp();
    other = await createApp(t.config.with({ runWorkers: false }));
    await other.init();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const servers = () => [t.server, other.getHttpServer()];
  const me = (server: unknown, cookie: string) => request(server as never).get('/api/community/auth/me').set('Cookie', cookie);
  const journal = (server: unknown, cookie: string) => request(server as never).get('/api/community/journal').set('Cookie', cookie);

  /** Both processes answer the cookie (and so know the session) before the change under test. */
  async function warm(who: Identity): Promise<void> {
    for (const server of servers()) {
      expect((await me(server, who.cookie)).status).toBe(200);
      expect((await journal(server, who.cookie)).status).toBe(200);
    }
  }

  async function expectSignedOut(cookie: string): Promise<void> {
    for (const server of servers()) {
      const answers = [await me(server, cookie), await journal(server, cookie)];
      for (const res of answers) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, statusCode: 401, error: 'Please sign in to continue.' });
      }
    }
  }

  describe('GET /api/community/auth/me', () => {
    it('answers the account as stored, from the session lookup, and shows changes at once', async () => {
      const pat = await registerMember(t, 'pat-me@example.com', 'Pat Me');
      const first = await me(t.server, pat.cookie);
      expect(first.status).toBe(200);
      const [row] = await t.sql<{ created_at: Date }>('select created_at from users where id = $1', [pat.id]);
      expect(first.body).toEqual({
        user: {
          id: pat.id,
          email: 'pat-me@example.com',
          name: 'Pat Me',
          role: 'member',
          email_verified: false,
          is_premium: false,
          profile_image_url: null,
          created_at: row.created_at.toISOString(),
          last_login_at: expect.any(String),
          two_factor_needed: false,
        },
      });
      await request(t.server).put('/api/community/profile/upgrade').set('Cookie', pat.cookie).expect(200);
      await t.sql(`update users set name = 'Pat Renamed' where id = $1`, [pat.id]);
      for (const server of servers()) expect((await me(server, pat.cookie)).body.user).toMatchObject({ is_premium: true, name: 'Pat Renamed' });
      // The staff route answers the same view.
      expect((await request(t.server).get('/api/auth/me').set('Cookie', pat.cookie)).body).toEqual((await me(t.server, pat.cookie)).body);
    });
  });

  describe('GET /api/community/journal', () => {
    it('answers exactly the entries the write calls answered: same fields, values and types, newest first', async () => {
      const sam = await registerMember(t, 'sam-journal@example.com', 'Sam');
      const empty = await journal(t.server, sam.cookie);
      expect(empty.status).toBe(200);
      expect(empty.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(empty.body).toEqual([]);

      const tricky = [
        'Plain text.',
        'Quotes " and \\ backslashes, a tab\there and\nnew lines\r\n',
        'Unicode: café, naïve, Ærø, 日本語, emoji 🏃‍♀️🚴, and \u2028 \u2029 separators',
        '</script><script>alert(1)</script> & <b>markup</b>',
        'Control characters: \u0001 \u001f \u007f',
      ];
      const written = [];
      for (const [i, content] of tricky.entries()) {
        const res = await request(t.server)
          .post('/api/community/journal')
          .set('Cookie', sam.cookie)
          .send({ title: i === 2 ? '' : `Entry ${i}`, content, tags: i % 2 ? ['Training', 'Race Day'] : [], is_private: i === 3, entry_type: i === 4 ? 'user_entry' : 'journal' });
        expect(res.status).toBe(201);
        written.push(res.body);
      }
      const changed = await request(t.server).put(`/api/community/journal/${written[1].id}`).set('Cookie', sam.cookie).send({ tags: ['Recovery'] });
      expect(changed.status).toBe(200);
      written[1] = changed.body;

      // Coach replies are written by the insights queue a moment after each entry: compare once they are all there.
      await eventually(async () => (await journal(t.server, sam.cookie)).body.every((e: { insight_pending: boolean }) => !e.insight_pending), 15_000);
      // As written to the socket (a client that accepts gzip gets answers of 1 KB and more compressed).
      const list = await journal(t.server, sam.cookie).set('Accept-Encoding', 'identity');
      expect(list.status).toBe(200);
      expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(list.headers['content-length']).toBe(String(Buffer.byteLength(list.text)));
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(list.headers['x-content-type-options']).toBe('nosniff');
      const withoutInsights = ({ aiResponses: _a, insight_pending: _p, ...rest }: Record<string, unknown>) => rest;
      expect(list.body.map(withoutInsights)).toEqual([...written].reverse().map(withoutInsights));
      for (const entry of list.body) {
        expect(entry.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(entry.aiResponses).toHaveLength(1);
        expect(entry.insight_pending).toBe(false);
      }
      expect((await journal(other.getHttpServer(), sam.cookie)).body).toEqual(list.body);
    });

    it('orders equal times by id (newest first) and writes times as Date#toISOString does (milliseconds, UTC)', async () => {
      const kim = await registerMember(t, 'kim-journal@example.com', 'Kim');
      const ids = [];
      for (const content of ['one', 'two', 'three']) {
        ids.push((await request(t.server).post('/api/community/journal').set('Cookie', kim.cookie).send({ title: content, content })).body.id);
      }
      expect((await journal(t.server, kim.cookie)).body.map((e: { id: number }) => e.id)).toEqual([...ids].reverse()); // now cached
      await t.sql(`update journal_entries set created_at = '2026-01-02 03:04:05.678999+00', updated_at = '1999-12-31 23:59:59.9999+05' where id = any($1)`, [ids]);
      const list = (await journal(t.server, kim.cookie)).body as { id: number; created_at: string; updated_at: string }[];
      expect(list.map((e) => e.id)).toEqual([...ids].reverse());
      expect(list[0].created_at).toBe(new Date('2026-01-02T03:04:05.678999Z').toISOString());
      expect(list[0].created_at).toBe('2026-01-02T03:04:05.678Z');
      expect(list[0].updated_at).toBe('1999-12-31T18:59:59.999Z');
    });

    it("shows every change on the next read in every process, whoever made it", async () => {
      const zoe = await registerMember(t, 'zoe-cache@example.com', 'Zoe');
      const [a, b] = servers();
      const ids = async (server: unknown) => ((await journal(server, zoe.cookie)).body as { id: number; title: string }[]).map((e) => `${e.id}:${e.title}`);
      const first = (await request(a).post('/api/community/journal').set('Cookie', zoe.cookie).send({ title: 'first', content: 'one' })).body.id;
      expect(await ids(a)).toEqual([`${first}:first`]);
      expect(await ids(b)).toEqual([`${first}:first`]);
      const second = (await request(a).post('/api/community/journal').set('Cookie', zoe.cookie).send({ title: 'second', content: 'two' })).body.id;
      expect(await ids(b)).toEqual([`${second}:second`, `${first}:first`]);
      await request(b).put(`/api/community/journal/${first}`).set('Cookie', zoe.cookie).send({ title: 'first, edited' }).expect(200);
      expect(await ids(a)).toEqual([`${second}:second`, `${first}:first, edited`]);
      await request(a).delete(`/api/community/journal/${second}`).set('Cookie', zoe.cookie).expect(200);
      expect(await ids(b)).toEqual([`${first}:first, edited`]);
      await t.sql(`update journal_entries set title = 'changed by SQL' where id = $1`, [first]);
      expect(await ids(a)).toEqual([`${first}:changed by SQL`]);
      expect(await ids(b)).toEqual([`${first}:changed by SQL`]);
      await t.sql(`insert into journal_entries (user_id, title, content, entry_type) values ($1, 'weekly', 'a summary', 'weekly_summary')`, [zoe.id]);
      expect(await ids(b)).toHaveLength(2);
    });

    it("lists only the caller's entries", async () => {
      const a = await registerMember(t, 'only-a@example.com', 'A');
      const b = await registerMember(t, 'only-b@example.com', 'B');
      await request(t.server).post('/api/community/journal').set('Cookie', a.cookie).send({ title: 'mine', content: 'a private thought', is_private: true }).expect(201);
      expect((await journal(t.server, b.cookie)).body).toEqual([]);
      expect((await journal(t.server, a.cookie)).body).toHaveLength(1);
    });
  });

  describe('a revoked session fails on its very next request, in every API process', () => {
    it('after sign-out', async () => {
      const lee = await registerMember(t, 'lee-out@example.com', 'Lee');
      await warm(lee);
      await request(other.getHttpServer()).post('/api/community/auth/logout').set('Cookie', lee.cookie).expect(200);
      await expectSignedOut(lee.cookie);
    });

    it('after a password reset (every session of the account)', async () => {
      const ray = await registerMember(t, 'ray-reset@example.com', 'Ray');
      const second = cookieFrom(await request(t.server).post('/api/community/auth/login').send({ email: ray.email, password: PASSWORD }));
      const sessions = [ray.cookie, second];
      for (const cookie of sessions) await warm({ ...ray, cookie });
      t.mail.clear();
      await request(t.server).post('/api/auth/password-reset').send({ email: ray.email }).expect(200);
      const mail = await t.mail.waitFor((m) => m.to.includes(ray.email) && m.subject === RESET_SUBJECT);
      await request(t.server)
        .post('/api/auth/password-reset/confirm')
        .send({ token: tokenFrom(mail, '/reset-password'), password: 'a-new-password-1', confirmPassword: 'a-new-password-1' })
        .expect(200);
      for (const cookie of sessions) await expectSignedOut(cookie);
    });

    it('after account deletion', async () => {
      const gus = await registerMember(t, 'gus-gone@example.com', 'Gus');
      await warm(gus);
      await request(t.server).delete('/api/community/profile').set('Cookie', gus.cookie).expect(200);
      await expectSignedOut(gus.cookie);
    });

    it('when it expires', async () => {
      const ivy = await registerMember(t, 'ivy-late@example.com', 'Ivy');
      await warm(ivy);
      await t.sql(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [ivy.id]);
      await expectSignedOut(ivy.cookie);
    });
  });

  /**
   * Sends every request at once, each on its own connection opened beforehand and written in one synchronous block,
   * so the server reads them all in the same turn of its event loop (where their session lookups share one
   * statement); answers status and parsed JSON body of each, in order.
   */
  async function together(server: unknown, asks: { path: string; cookie: string }[]): Promise<{ status: number; body: any }[]> {
    const http = server as Server;
    if (!http.listening) await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    const sockets = await Promise.all(
      asks.map(() => new Promise<Socket>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => resolve(socket));
        socket.once('error', reject);
      })),
    );
    const request = (i: number, connection: string) =>
      `GET ${asks[i].path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${asks[i].cookie}\r\nConnection: ${connection}\r\n\r\n`;
    const received = sockets.map(() => '');
    const firstAnswers = sockets.map((socket, i) => new Promise<void>((resolve) => {
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received[i] += chunk;
        if (/\r\n\r\n/.test(received[i]) && received[i].length >= answerLength(received[i])) resolve();
      });
    }));
    const ends = sockets.map((socket) => new Promise<void>((resolve) => socket.on('end', resolve)));
    // Each connection is accepted and has answered once, so the second requests are all read at the same time.
    sockets.forEach((socket, i) => socket.write(request(i, 'keep-alive')));
    await Promise.all(firstAnswers);
    const firstLengths = received.map((text) => text.length);
    sockets.forEach((socket, i) => socket.write(request(i, 'close')));
    await Promise.all(ends);
    return received.map((text, i) => {
      const answer = text.slice(firstLengths[i]);
      return { status: Number(answer.split(' ')[1]), body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) };
    });
  }

  /** The length of an HTTP answer with Content-Length, from its text. */
  function answerLength(text: string): number {
    const head = text.indexOf('\r\n\r\n') + 4;
    return head + Number(/content-length: (\d+)/i.exec(text.slice(0, head))?.[1] ?? 0);
  }

  describe('requests that arrive together (their session lookups share one statement)', () => {
    it('each gets its own account, and ended, expired and unknown sessions are refused among them', async () => {
      const members = [];
      for (const name of ['Ada', 'Ben', 'Cy', 'Di', 'Ed']) {
        const m = await registerMember(t, `${name.toLowerCase()}-together@example.com`, name);
        await request(t.server).post('/api/community/journal').set('Cookie', m.cookie).send({ title: `${name}'s run`, content: 'easy miles' }).expect(201);
        members.push({ ...m, name });
      }
      const [ended, expired] = [await registerMember(t, 'ended-together@example.com', 'Ended'), await registerMember(t, 'expired-together@example.com', 'Expired')];
      await request(t.server).post('/api/community/auth/logout').set('Cookie', ended.cookie).expect(200);
      await t.sql(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [expired.id]);
      const unknown = 'f50_session=' + 'x'.repeat(43);

      const asks: { path: string; cookie: string; email: string | null; title?: string }[] = [];
      for (let round = 0; round < 6; round++) {
        for (const m of members) {
          asks.push({ path: '/api/community/auth/me', cookie: m.cookie, email: m.email });
          asks.push({ path: '/api/community/journal', cookie: m.cookie, email: m.email, title: `${m.name}'s run` });
        }
        for (const cookie of [ended.cookie, expired.cookie, unknown]) asks.push({ path: '/api/community/auth/me', cookie, email: null });
      }
      for (const server of servers()) {
        const answers = await together(server, asks);
        answers.forEach((res, i) => {
          const ask = asks[i];
          if (!ask.email) expect(res).toEqual({ status: 401, body: { success: false, statusCode: 401, error: 'Please sign in to continue.' } });
          else if (ask.title) expect({ status: res.status, titles: res.body.map((e: { title: string }) => e.title) }).toEqual({ status: 200, titles: [ask.title] });
          else expect({ status: res.status, email: res.body.user.email }).toEqual({ status: 200, email: ask.email });
        });
      }
    });
  });
});
