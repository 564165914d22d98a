import { useSyncExternalStore, type ReactNode } from 'react';

/** Toast behaviour from the spec: one toast at a time, a dismissed toast is dropped after 1000000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1000000;
/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides TOAST_DURATION_MS for this toast. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast (or all when no id is given); it is removed from memory later. */
export function dismissToast(id?: string): void {
  emit(
    toasts.map((item) => {
      if (id === undefined || item.id === id) {
        scheduleRemoval(item.id);
        return { ...item, open: false };
      }
      return item;
    }),
  );
}

/** Shows a toast with a title and description. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

const AFTER_RELOAD_KEY = 'flying50.toast-after-reload';

/** A toast to show once the page has reloaded (e.g. 'Logged out' after sign-out reloads the page). */
export function toastAfterReload(input: { title: string; description?: string; variant?: ToastVariant }): void {
  try {
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify(input));
  } catch {
    // Storage may be unavailable (private mode); the toast is then skipped.
  }
}

/** Shows the toast saved by toastAfterReload, once. Called when the app starts. */
export function showToastSavedBeforeReload(): void {
  try {
    const saved = sessionStorage.getItem(AFTER_RELOAD_KEY);
    if (!saved) return;
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
    toast(JSON.parse(saved) as ToastInput);
  } catch {
    // Nothing to show.
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ToastItem[] {
  return toasts;
}

/** The current toasts plus the functions to show and dismiss them. */
export function useToast() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
