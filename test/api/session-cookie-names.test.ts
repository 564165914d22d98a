// docs/operations.md "Cookies": over https the session and known-browser cookies carry the __Host- prefix
// (__Host-f50_session, __Host-f50_known: Secure, Path=/, no Domain); over plain http they keep their bare names. Cookies
// set under the bare names before the prefix came in still count, and the next signed-in answer moves them, so the
// change signs no one out; a bare session cookie of a session begun since (one another host tossed onto the reader)
// signs no one in. Sign-out clears both names.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Request } from 'express';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PASSWORD } from '../support/auth.js';

describe('session-cookie-names', () => {
  // One app per file: passport's strategies are process-wide, so a second app here would answer for the first. Over
  // plain http the names stay bare: test/api/auth.test.ts (its app's PUBLIC_URL is http).
  let https: TestApp;
  beforeAll(async () => {
    https = await startTestApp({ env: { PUBLIC_URL: 'https://flying50.example' } });
  });
  afterAll(async () => {
    await https?.close();
  });

  /** The Set-Cookie headers of an answer, by cookie name (the last one set under a name counts, as in a browser). */
  function setCookies(res: request.Response): Map<string, string> {
    const header = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    return new Map(header.map((c) => [c.slice(0, c.indexOf('=')), c]));
  }
  const valueOf = (setCookie: string | undefined) => setCookie?.split(';')[0].split('=').slice(1).join('=');
  const attributes = (setCookie: string | undefined) => (setCookie ?? '').split(';').slice(1).map((a) => a.trim().split('=')[0].toLowerCase());
  const isCleared = (setCookie: string | undefined) => Boolean(setCookie && /; Expires=Thu, 01 Jan 1970/.test(setCookie) && /; Path=\//.test(setCookie) && valueOf(setCookie) === '');

  async function register(t: TestApp, email: string) {
    const res = await request(t.server).post('/api/community/auth/register').send({ email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat Runner' });
    expect(res.status).toBe(200);
    return res;
  }

  /** Marks the account's sessions as begun before the prefix came in (their cookies were set under the bare name). */
  const beganBefore = (email: string) => https.sql('update sessions set bare_cookie = true where user_id = (select id from users where email = $1)', [email]);
  const bareCookieOf = async (email: string) =>
    (await https.sql<{ bare_cookie: boolean }>('select s.bare_cookie from sessions s join users u on u.id = s.user_id where u.email = $1', [email])).map((r) => r.bare_cookie);

  describe('over https (PUBLIC_URL https)', () => {
    it('signs in with __Host-f50_session and __Host-f50_known: Secure, Path=/, HttpOnly, SameSite=Lax, no Domain; the hint keeps its name', async () => {
      await register(https, 'prefix@example.com');
      const res = await request(https.server).post('/api/community/auth/login').send({ email: 'prefix@example.com', password: PASSWORD });
      expect(res.status).toBe(200);
      const set = setCookies(res);
      for (const name of ['__Host-f50_session', '__Host-f50_known']) {
        expect({ name, attributes: attributes(set.get(name)).sort() }).toEqual({ name, attributes: ['expires', 'httponly', 'max-age', 'path', 'samesite', 'secure'] });
        expect(set.get(name)).toMatch(/; Path=\/;/);
        expect(set.get(name)).toMatch(/; SameSite=Lax/);
      }
      const hint = set.get('f50_signed_in');
      expect(valueOf(hint)).toBe('1');
      expect(attributes(hint)).toEqual(expect.arrayContaining(['secure', 'path']));
      expect(attributes(hint)).not.toContain('httponly');
      // Nothing is set under the bare names: they are only cleared (a browser that had them keeps nothing stale).
      expect([isCleared(set.get('f50_session')), isCleared(set.get('f50_known'))]).toEqual([true, true]);
      const me = await request(https.server).get('/api/auth/me').set('Cookie', `__Host-f50_session=${valueOf(set.get('__Host-f50_session'))}`);
      expect([me.status, me.body.user?.email]).toEqual([200, 'prefix@example.com']);
      expect(me.headers['set-cookie']).toBeUndefined();
    });

    it('keeps a browser with the bare f50_session signed in and moves it (and f50_known) to the prefixed names', async () => {
      const registered = setCookies(await register(https, 'before@example.com'));
      const token = valueOf(registered.get('__Host-f50_session'))!;
      const known = valueOf(registered.get('__Host-f50_known'))!;
      // The cookies as a browser signed in before the prefix came in holds them (and its session, marked by the migration).
      expect(await bareCookieOf('before@example.com')).toEqual([false]);
      await beganBefore('before@example.com');
      const me = await request(https.server).get('/api/auth/me').set('Cookie', `f50_session=${token}; f50_signed_in=1; f50_known=${known}`);
      expect([me.status, me.body.user?.email]).toEqual([200, 'before@example.com']);
      const set = setCookies(me);
      expect(valueOf(set.get('__Host-f50_session'))).toBe(token);
      expect(attributes(set.get('__Host-f50_session')).sort()).toEqual(['expires', 'httponly', 'path', 'samesite', 'secure']);
      // It expires with the session, not 30 days after this request.
      const [{ expires_at }] = await https.sql<{ expires_at: Date }>("select s.expires_at from sessions s join users u on u.id = s.user_id where u.email = 'before@example.com'");
      const expires = new Date(/; Expires=([^;]+)/.exec(set.get('__Host-f50_session')!)![1]).getTime();
      expect(Math.abs(expires - expires_at.getTime())).toBeLessThan(1000);
      expect(valueOf(set.get('__Host-f50_known'))).toBe(known);
      expect(attributes(set.get('__Host-f50_known'))).toEqual(expect.arrayContaining(['secure', 'httponly', 'max-age']));
      expect([isCleared(set.get('f50_session')), isCleared(set.get('f50_known'))]).toEqual([true, true]);
      expect(set.has('f50_signed_in')).toBe(false);
      // The moved cookie alone is the same session.
      const again = await request(https.server).get('/api/auth/me').set('Cookie', `__Host-f50_session=${token}`);
      expect([again.status, again.body.user?.email]).toEqual([200, 'before@example.com']);
    });

    it('signs no one in with a bare f50_session of a session begun since the prefix (a cookie tossed by another host): anonymous, and the bare cookie cleared', async () => {
      // Another host under the domain (a sibling subdomain, a page over plain http) can set a bare f50_session: here the
      // cookie of the tosser's own account, signed in now, on a reader who is signed out.
      const token = valueOf(setCookies(await register(https, 'tosser@example.com')).get('__Host-f50_session'))!;
      for (const path of ['/api/auth/me', '/api/community/profile']) {
        const tossed = await request(https.server).get(path).set('Cookie', `f50_session=${token}; f50_signed_in=1`);
        expect({ path, status: tossed.status }).toEqual({ path, status: 401 });
        const set = setCookies(tossed);
        expect(isCleared(set.get('f50_session'))).toBe(true);
        expect(set.has('__Host-f50_session')).toBe(false);
      }
      expect(await bareCookieOf('tosser@example.com')).toEqual([false]);
      // The private photos read it the same way (test/api/uploads-hardening.test.ts), and so does the check choosing a
      // staff page's loading shell (bootstrap.ts: the staff sign-in's for a reader who is not signed in).
      const { SessionService } = await import('../../backend/src/modules/auth/session.service.js');
      const sessions = https.app.get(SessionService);
      const maySignIn = (cookies: Record<string, string>) => sessions.maySignIn({ cookies } as unknown as Request);
      expect(await maySignIn({ f50_session: token })).toBe(false);
      expect(await maySignIn({ '__Host-f50_session': token })).toBe(true);
      expect(await maySignIn({})).toBe(false);
      await beganBefore('tosser@example.com');
      expect(await maySignIn({ f50_session: token })).toBe(true);
      // The session itself is sound under its own name.
      expect((await request(https.server).get('/api/auth/me').set('Cookie', `__Host-f50_session=${token}`)).status).toBe(200);
    });

    it('counts a session begun before the prefix no longer under the bare name once it is renewed (sign out other devices): its new cookie has the prefixed name only', async () => {
      const token = valueOf(setCookies(await register(https, 'renewed@example.com')).get('__Host-f50_session'))!;
      await beganBefore('renewed@example.com');
      const renewed = await request(https.server).post('/api/community/auth/sign-out-others').set('Cookie', `f50_session=${token}`);
      expect(renewed.status).toBe(200);
      const fresh = valueOf(setCookies(renewed).get('__Host-f50_session'))!;
      expect(fresh).not.toBe(token);
      expect(await bareCookieOf('renewed@example.com')).toEqual([false]);
      expect((await request(https.server).get('/api/auth/me').set('Cookie', `f50_session=${fresh}`)).status).toBe(401);
      expect((await request(https.server).get('/api/auth/me').set('Cookie', `__Host-f50_session=${fresh}`)).status).toBe(200);
    });

    it('prefers the prefixed cookie when both come, clears the bare one, and moves nothing for an ended session', async () => {
      const token = valueOf(setCookies(await register(https, 'both@example.com')).get('__Host-f50_session'))!;
      const both = await request(https.server).get('/api/auth/me').set('Cookie', `f50_session=not-a-session; __Host-f50_session=${token}`);
      expect([both.status, both.body.user?.email]).toEqual([200, 'both@example.com']);
      expect(isCleared(setCookies(both).get('f50_session'))).toBe(true);
      expect(setCookies(both).has('__Host-f50_session')).toBe(false);
      const unknown = await request(https.server).get('/api/auth/me').set('Cookie', 'f50_session=not-a-session');
      expect(unknown.status).toBe(401);
      expect(unknown.headers['set-cookie']).toBeUndefined();
    });

    it('signs out under either name: the session ends and both names and the hint are cleared', async () => {
      for (const [email, name] of [['out-new@example.com', '__Host-f50_session'], ['out-old@example.com', 'f50_session']]) {
        const token = valueOf(setCookies(await register(https, email)).get('__Host-f50_session'))!;
        const out = await request(https.server).post('/api/community/auth/logout').set('Cookie', `${name}=${token}`);
        expect(out.status).toBe(200);
        const set = setCookies(out);
        expect({ name, cleared: ['__Host-f50_session', 'f50_session', 'f50_signed_in'].map((n) => isCleared(set.get(n))) }).toEqual({ name, cleared: [true, true, true] });
        expect(attributes(set.get('__Host-f50_session'))).toContain('secure');
        expect((await request(https.server).get('/api/auth/me').set('Cookie', `__Host-f50_session=${token}`)).status).toBe(401);
      }
    });

    it('clears both names of every cookie when the account is deleted', async () => {
      const token = valueOf(setCookies(await register(https, 'gone@example.com')).get('__Host-f50_session'))!;
      const deleted = await request(https.server).delete('/api/community/profile').set('Cookie', `__Host-f50_session=${token}`);
      expect(deleted.status).toBe(200);
      const set = setCookies(deleted);
      const names = ['__Host-f50_session', 'f50_session', 'f50_signed_in', '__Host-f50_known', 'f50_known'];
      expect(names.filter((n) => !isCleared(set.get(n)))).toEqual([]);
    });
  });
});
