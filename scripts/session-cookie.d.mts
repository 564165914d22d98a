/** The session cookie a fetch Response set, as `name=value` (empty when it signed out), or undefined: session-cookie.mjs. */
export function sessionCookieSet(response: Response): string | undefined;
/** The session cookie a sign-in answer set (either name); throws when it set none: session-cookie.mjs. */
export function sessionCookie(response: Response): string;
