// The session cookie a sign-in answer set, as `name=value` for a Cookie header: `__Host-f50_session` over https,
// `f50_session` over http (backend/src/modules/auth/cookie-names.ts). One reader for the bench scripts and the
// operations tests, so they work against either.
const SESSION = /^(__Host-)?f50_session=/;

/** The session cookie a fetch Response set, as `name=value` (empty when it signed out), or undefined when it set none. */
export function sessionCookieSet(response) {
  return response.headers.getSetCookie().find((c) => SESSION.test(c))?.split(';')[0];
}

/** The session cookie a sign-in answer set; an Error naming what it set instead when it set none. */
export function sessionCookie(response) {
  const cookie = sessionCookieSet(response);
  if (cookie && !cookie.endsWith('=')) return cookie;
  const names = response.headers.getSetCookie().map((c) => c.split('=')[0]);
  throw new Error(`no session cookie in the answer (${response.status}); it set ${names.join(', ') || 'none'}`);
}
