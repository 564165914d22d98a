import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMemberUser } from './member-context';

/**
 * A member's unsent writing (the chat's message, a new journal entry), kept in the tab's sessionStorage so that leaving
 * the page, an expired session or a failed send loses nothing. Each draft is stored under the signed-in member's id
 * and the form's name: one account never sees another's drafts on a shared browser, and signing out removes them all.
 * The store works without the page that wrote it, so a send that fails after the member left still puts the text back.
 */
const PREFIX = 'flying50:draft:';

/** The storage key of one form's draft for one member. */
export const draftKey = (userId: number, name: string): string => `${PREFIX}${userId}:${name}`;

/** The tab's sessionStorage, or none (no window, or storage refused by the browser's settings). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readRaw(key: string, store = storage()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A form's saved draft, or null when there is none. */
export function readDraft<T extends object>(userId: number, name: string, store = storage()): T | null {
  const raw = readRaw(draftKey(userId, name), store);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Saves a form's draft (null, or only empty strings, removes it). */
export function writeDraft<T extends object>(userId: number, name: string, value: T | null, store = storage()): void {
  const key = draftKey(userId, name);
  const empty = !value || Object.values(value).every((field) => field === undefined || field === '' || (Array.isArray(field) && field.length === 0));
  try {
    if (empty) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the form still works, it just cannot keep the draft.
  }
  notify();
}

/** Changes a saved draft from what it holds now (works when the form is no longer on screen). */
export function updateDraft<T extends object>(userId: number, name: string, change: (current: T | null) => T | null, store = storage()): void {
  writeDraft(userId, name, change(readDraft<T>(userId, name, store)), store);
}

/**
 * Removes every draft but those of `userId`: signing in as someone else drops the previous account's drafts, and
 * signing out (null) drops them all.
 */
export function keepOnlyDraftsOf(userId: number | null, store = storage()): void {
  if (!store) return;
  const own = userId === null ? null : `${PREFIX}${userId}:`;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX) && !(own && key.startsWith(own))) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The signed-in member's draft of the form `name` (none when `name` is null: a form that keeps no draft, such as the
 * editing of a saved entry), a setter that saves it, and the member's id.
 */
export function useDraft<T extends object>(name: string | null): [T | null, (value: T | null) => void, number] {
  const userId = useMemberUser().id;
  const key = name === null ? null : draftKey(userId, name);
  const raw = useSyncExternalStore(subscribe, () => (key === null ? null : readRaw(key)));
  const value = useMemo(() => {
    try {
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  }, [raw]);
  const save = useCallback((next: T | null) => (name === null ? undefined : writeDraft(userId, name, next)), [userId, name]);
  return [value, save, userId];
}
