import { describe, expect, it } from '@jest/globals';
import { sessionCookie, sessionCookieSet } from '../../scripts/session-cookie.mjs';

/** The one reader of the session cookie for the bench scripts and the operations tests: either name, http or https. */
const answer = (cookies: string[], status = 200) => new Response('', { status, headers: cookies.map((c): [string, string] => ['set-cookie', c]) });

describe('sessionCookie', () => {
  it('reads the bare name (http) and the __Host- name (https), whatever else the answer set', () => {
    expect(sessionCookie(answer(['f50_known=1.x; Path=/', 'f50_session=abc; HttpOnly; SameSite=Lax']))).toBe('f50_session=abc');
    expect(sessionCookie(answer(['__Host-f50_known=1.x; Secure; Path=/', '__Host-f50_session=xyz; Secure; HttpOnly; Path=/']))).toBe('__Host-f50_session=xyz');
  });

  it('names what the answer set when it set no session (a refused sign-in)', () => {
    expect(() => sessionCookie(answer(['f50_known=1.x'], 401))).toThrow('no session cookie in the answer (401); it set f50_known');
    expect(() => sessionCookie(answer([], 429))).toThrow('no session cookie in the answer (429); it set none');
    expect(() => sessionCookie(answer(['f50_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT']))).toThrow(/it set f50_session$/);
  });

  it('sessionCookieSet follows a jar: a sign-out empties it, an answer without the cookie leaves it', () => {
    expect(sessionCookieSet(answer(['__Host-f50_session=; Secure; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']))).toBe('__Host-f50_session=');
    expect(sessionCookieSet(answer(['x__Host-f50_session=1', 'theme=dark']))).toBeUndefined();
  });
});
