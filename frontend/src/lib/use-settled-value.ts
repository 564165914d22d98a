import { useEffect, useState } from 'react';

/** The search is sent once typing pauses for this long. */
export const SEARCH_PAUSE_MS = 300;

/** `value`, once it has stayed the same for `ms`. */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
