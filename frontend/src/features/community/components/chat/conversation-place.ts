/**
 * Where the member was reading the conversation, per history entry (lib/history-entry.ts): Back (or Forward) to
 * /journal returns to that message, not to the newest. The page's scroll position alone cannot say it: the conversation
 * is virtualised, its messages' heights are guesses until drawn, so the same pixel offset lands on another message after
 * the page is built again. Kept in the tab's sessionStorage, so a reload returns there too when the message is loaded.
 */
const STORAGE_KEY = 'flying50.conversation-places';
const KEPT = 30;

export interface ConversationPlace {
  /** The message at the window's top edge (its entry id). */
  id: number;
  /** How far the window's top was below that message's top, in pixels. */
  delta: number;
  /** The member was at the end (the newest message): the page opens there again, however the conversation grew. */
  atEnd: boolean;
}

function readAll(): [string, ConversationPlace][] {
  try {
    const list = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as [string, ConversationPlace][]) : [];
  } catch {
    return [];
  }
}

export function readPlace(entryKey: string): ConversationPlace | null {
  return readAll().find(([key]) => key === entryKey)?.[1] ?? null;
}

export function savePlace(entryKey: string, place: ConversationPlace): void {
  const list = readAll().filter(([key]) => key !== entryKey);
  list.push([entryKey, place]);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list.slice(-KEPT)));
  } catch {
    /* storage full or blocked: Back opens the conversation at its end, as a new visit does */
  }
}
