/**
 * Where a sign-in sends the member back to: a path of this site only. The path travels in the sign-in page's address
 * (?next=...), which anyone can write, so anything that could leave the site (an absolute URL, '//host', a backslash
 * that browsers read as a slash, a control character, dot segments that normalise to '//host') is refused and the
 * caller's default is used instead. The server checks the same rules (backend/src/infrastructure/http/return-path.ts).
 */
const SIGN_IN_PAGE = '/community/auth';
const ORIGIN = 'https://return-path.invalid';

/** The same-origin relative path `value` names (path, query and fragment), or null when it is not one. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // The parser resolves dot segments: '/..//evil.example' passes the checks above and comes back as '//evil.example'.
  if (url.pathname.startsWith('//')) return null;
  // Back to the sign-in page itself would be a loop.
  if (url.pathname.replace(/\/+$/, '') === SIGN_IN_PAGE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where signing in goes when no page asked (the spec's 'Success navigates to /journal'). */
export const AFTER_SIGN_IN = '/journal';

/** The member sign-in page, asked to come back to `returnTo` once signed in (/journal needs no asking). */
export function signInPath(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== AFTER_SIGN_IN ? `${SIGN_IN_PAGE}?next=${encodeURIComponent(path)}` : SIGN_IN_PAGE;
}
