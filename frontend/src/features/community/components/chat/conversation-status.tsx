import { useEffect, useRef, useState } from 'react';
import { arrivedReplies, firstSentence } from '../../insights';
import type { JournalEntry } from '../../member-shapes';
import type { OutgoingMessage } from './outgoing-message';

/**
 * What a screen reader hears of the conversation, in one polite status line (visually hidden): 'Message sent' once a
 * message the member sent is saved, and 'Your coach replied: <its first sentence>' when a reply arrives. The list of
 * messages is not a live region: it is virtualised (messages come and go as the page scrolls) and holds every reply in
 * full. Used by the Insights Guide's conversation and by the Insights tab of My Journey. Replies are news when they come
 * to an entry already shown, or to `awaiting` (the entry just written elsewhere, whose reply may come before the list
 * is shown).
 */
export function ConversationStatus({
  entries,
  outgoing = null,
  awaiting = null,
}: {
  entries: readonly JournalEntry[];
  outgoing?: OutgoingMessage | null;
  awaiting?: number | null;
}) {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const known = useRef(new Map<number, Set<number>>());
  // The entries shown while a message was on its way: a new one among them once it has gone is the message, saved.
  const before = useRef<Set<number> | null>(null);
  const say = (text: string) => setSaid((current) => ({ text, count: current.count + 1 }));

  useEffect(() => {
    if (outgoing) before.current ??= new Set(entries.map((entry) => entry.id));
    else if (before.current) {
      const shown = before.current;
      before.current = null;
      if (entries.some((entry) => !shown.has(entry.id) && entry.entry_type !== 'weekly_summary')) say('Message sent');
    }
  }, [outgoing, entries]);

  useEffect(() => {
    if (awaiting !== null && !known.current.has(awaiting)) known.current.set(awaiting, new Set());
    const reply = arrivedReplies(known.current, entries).at(-1);
    if (reply) say(`Your coach replied: ${firstSentence(reply.response_content)}`);
  }, [entries, awaiting]);

  // A new node for each announcement, so the same words said twice ('Message sent') are read twice.
  return (
    <div role="status" className="sr-only">
      <span key={said.count}>{said.text}</span>
    </div>
  );
}
