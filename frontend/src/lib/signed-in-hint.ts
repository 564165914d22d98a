import { useEffect, useState } from 'react';

/** The cookie the server sets beside the session at sign-in and clears at sign-out (auth's SIGNED_IN_COOKIE). */
export const SIGNED_IN_COOKIE = 'f50_signed_in';

/** True when the cookie string holds the signed-in hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/**
 * Whether someone may be signed in on this browser, so a public page asks who only then (asking for every visitor
 * answers each a 401, which browsers log as an error). False on the server and in the first render, so the page the
 * server drew and the one the browser takes over agree.
 */
export function useSignedInHint(): boolean {
  const [hinted, setHinted] = useState(false);
  useEffect(() => setHinted(hasSignedInHint(document.cookie)), []);
  return hinted;
}
