import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKey, readDraft, useDraft, writeDraft } from '../../drafts';

/**
 * The chat composer's saved draft: the text in the box, and the messages sent but not yet confirmed by the server.
 * A sent message leaves the box at once but stays saved until the server has it; if sending fails (even after the
 * member left the page) it goes back into the box, in front of anything typed since.
 */
export interface ChatDraft {
  text: string;
  sending?: string[];
}

const NAME = 'chat';

/** The failed message back in the box: alone when the box is empty, else before what was typed since. */
export function joinBack(sent: string, current: string): string {
  if (current.trim() === '' || current.trim() === sent) return sent;
  return `${sent}\n\n${current}`;
}

const withoutOne = (list: string[] | undefined, content: string): string[] => {
  const rest = [...(list ?? [])];
  const at = rest.indexOf(content);
  if (at >= 0) rest.splice(at, 1);
  return rest;
};

/** Sent: out of the box, kept as sending. */
export const startSending = (draft: ChatDraft | null, content: string): ChatDraft => ({
  text: draft?.text.trim() === content ? '' : (draft?.text ?? ''),
  sending: [...(draft?.sending ?? []), content],
});

/** The server has it: forgotten. */
export const confirmSent = (draft: ChatDraft | null, content: string): ChatDraft => ({
  text: draft?.text ?? '',
  sending: withoutOne(draft?.sending, content),
});

/** Not sent: back in the box. */
export const putBack = (draft: ChatDraft | null, content: string): ChatDraft => ({
  text: joinBack(content, draft?.text ?? ''),
  sending: withoutOne(draft?.sending, content),
});

/**
 * Messages left sending by a reload or a closed tab (no send under way now) go back in the box, unless the journal
 * shows the server has them (`saved`: the contents of the newest entries).
 */
export function restoreUnfinished(draft: ChatDraft | null, saved: readonly string[] = []): ChatDraft | null {
  if (!draft?.sending?.length) return draft;
  const lost = draft.sending.filter((sent) => !saved.includes(sent));
  return { text: [...lost].reverse().reduce((text, sent) => joinBack(sent, text), draft.text) };
}

/** Sends under way in this page load, by draft key (a reload ends them all). */
const underWay = new Map<string, number>();
const track = (key: string, change: 1 | -1) => underWay.set(key, Math.max(0, (underWay.get(key) ?? 0) + change));

/** Typing is saved this long after the last key (and at once when the page is hidden, left or closed). */
export const SAVE_TYPING_AFTER_MS = 300;

/**
 * The composer's draft: its text, a setter, and what to record when a message is sent, confirmed or refused. `saved`
 * is the contents of the conversation's newest entries, once loaded (null before): what a reload interrupted is put back
 * only when it is not among them.
 *
 * The text is the box's own state: a key press changes only the composer. It is written to the saved draft
 * SAVE_TYPING_AFTER_MS after the last key (writing it, and telling every reader of drafts, at each key made typing lag
 * on a slow phone), and at once when the page is hidden or left (pagehide, visibilitychange), when the composer goes
 * (another page) and before any other change of the draft (a send, a failed send put back), so nothing typed is lost.
 */
export function useChatDraft(saved: readonly string[] | null) {
  const [draft, , userId] = useDraft<ChatDraft>(NAME);
  const key = draftKey(userId, NAME);
  const stored = draft?.text ?? '';
  const [text, setLocal] = useState(stored);
  /** Typed but not written yet (null: the saved draft has it). */
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const unfinished = (draft?.sending?.length ?? 0) > 0;

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const value = pending.current;
    if (value === null) return;
    pending.current = null;
    writeDraft<ChatDraft>(userId, NAME, { ...readDraft<ChatDraft>(userId, NAME), text: value });
  }, [userId]);

  /** Changes the saved draft from what it holds, with what was typed written first; the box shows the result. */
  const change = (next: (current: ChatDraft | null) => ChatDraft | null) => {
    flush();
    const value = next(readDraft<ChatDraft>(userId, NAME) ?? { text });
    writeDraft<ChatDraft>(userId, NAME, value);
    setLocal(value?.text ?? '');
  };

  // The saved draft changed elsewhere (a send that failed after the member left, another account): the box follows,
  // unless the member has typed since (that is written first, and wins).
  useEffect(() => {
    if (pending.current === null) setLocal(stored);
  }, [stored]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  useEffect(() => {
    if (unfinished && saved && !underWay.get(key)) change((current) => restoreUnfinished(current, saved));
    // change is new at each render; what it does depends only on the saved draft and the typing, read when it runs.
  }, [unfinished, saved, key, userId]);

  return {
    text,
    /** A message of this draft is still on its way (sent from an earlier visit to the page). */
    sending: unfinished,
    setText: (value: string) => {
      setLocal(value);
      pending.current = value;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_TYPING_AFTER_MS);
    },
    sent: (content: string) => {
      track(key, 1);
      change((current) => startSending(current, content));
    },
    settled: (content: string, delivered: boolean) => {
      track(key, -1);
      change((current) => (delivered ? confirmSent(current, content) : putBack(current, content)));
    },
  };
}
