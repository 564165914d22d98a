/**
 * A place of this site that a request asks to come back to (e.g. checkout's `next`): the server's copy of the rules in
 * frontend/src/lib/return-path.ts. The path travels in addresses anyone can write, so anything that could leave the
 * site is refused: no leading '/' or a second one ('//host'), a backslash (browsers read it as a slash), a control
 * character, an absolute URL, or a path that only normalises to '//host' ('/..//host').
 */
export const RETURN_PATH_MAX = 2000;
const ORIGIN = 'https://return-path.invalid';

/** The same-site relative path `value` names (path, query and fragment), normalised, or null when it is not one. */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave an empty first segment: '/..//evil' is '//evil', another host to a browser.
  return path.startsWith('//') || path.length > RETURN_PATH_MAX ? null : path;
}
