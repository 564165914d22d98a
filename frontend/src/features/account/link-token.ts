import { useEffect, useState } from 'react';

function takeToken(): string {
  const value = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (value) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return value;
}

/**
 * The token of an e-mailed link (`/reset-password#token=...`). Links carry it after the #, so it never
 * reaches a server log; the page takes it and removes it from the address bar and history. Opening
 * another link while the page is shown (only the # changes) gives the new token.
 */
export function useLinkToken(): string {
  const [token, setToken] = useState(takeToken);
  useEffect(() => {
    const onHashChange = () => {
      const next = takeToken();
      if (next) setToken(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return token;
}
