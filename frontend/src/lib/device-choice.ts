import { useSyncExternalStore } from 'react';

/**
 * A reader's choice about how pages look on this device (light or dark, text size): kept in localStorage under `key`
 * (no account needed, and the cached public pages stay the same for everyone), shown through `show` (an attribute on
 * <html> that index.css styles), and followed when another tab changes it. index.html's head applies each one before
 * the first paint, reading the same key: keep the two in step. The first of `values` is the standard one, which is
 * kept as no entry at all.
 */
export interface DeviceChoice<T extends string> {
  /** The choice kept on this device (the standard one when none, or when storage is refused). */
  read(): T;
  /** Keeps the choice on this device and shows it at once. */
  choose(choice: T): void;
  /** Shows the kept choice again (something it depends on changed, such as the device's own dark setting). */
  show(): void;
  /** Follows a choice made in another tab. Called once at start. */
  follow(): void;
  /** The kept choice, for React (the standard one on the server and while the page the server drew is taken over). */
  useChoice(): T;
}

export function deviceChoice<T extends string>(key: string, values: readonly [T, ...T[]], apply: (choice: T) => void): DeviceChoice<T> {
  const standard = values[0];
  const listeners = new Set<() => void>();
  const read = (): T => {
    try {
      const stored = localStorage.getItem(key);
      return values.find((value) => value === stored) ?? standard;
    } catch {
      return standard; // storage refused (a private window of an older browser)
    }
  };
  const show = (choice: T = read()) => {
    apply(choice);
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    read,
    show: () => show(),
    choose(choice) {
      try {
        if (choice === standard) localStorage.removeItem(key);
        else localStorage.setItem(key, choice);
      } catch {
        // Not kept (storage refused): this page shows it all the same.
      }
      show(choice);
    },
    follow() {
      addEventListener('storage', (event) => {
        if (event.key === key || event.key === null) show();
      });
      show();
    },
    useChoice: () => useSyncExternalStore(subscribe, read, () => standard),
  };
}
