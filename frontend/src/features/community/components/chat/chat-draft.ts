import { useEffect } from 'react';
import { draftKey, updateDraft, useDraft } from '../../drafts';

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

/**
 * The composer's draft: its text, a setter, and what to record when a message is sent, confirmed or refused. `saved`
 * is the contents of the conversation's newest entries, once loaded (null before): what a reload interrupted is put back
 * only when it is not among them.
 */
export function useChatDraft(saved: readonly string[] | null) {
  const [draft, , userId] = useDraft<ChatDraft>(NAME);
  const key = draftKey(userId, NAME);
  const change = (next: (current: ChatDraft | null) => ChatDraft | null) => updateDraft<ChatDraft>(userId, NAME, next);
  const unfinished = (draft?.sending?.length ?? 0) > 0;

  useEffect(() => {
    if (unfinished && saved && !underWay.get(key)) updateDraft<ChatDraft>(userId, NAME, (current) => restoreUnfinished(current, saved));
  }, [unfinished, saved, key, userId]);

  return {
    text: draft?.text ?? '',
    /** A message of this draft is still on its way (sent from an earlier visit to the page). */
    sending: unfinished,
    setText: (text: string) => change((current) => ({ ...current, text })),
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
