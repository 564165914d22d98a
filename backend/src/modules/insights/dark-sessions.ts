/**
 * A session in the dark ('Dark evenings, ran with a headtorch, 6 km', 'ride before dawn, unlit lanes'): answered with
 * how to be seen and see (the question topic 'dark' in questions.ts gives the words). Pure.
 */
import { entryText } from './entry-facts.js';

const IN_THE_DARK =
  /\b(?:head\s*torch|in\s+the\s+dark|after\s+dark|(?:dark|black)\s+(?:evenings?|mornings?|nights?|lanes?|roads?|paths?)|before\s+(?:sunrise|dawn|first\s+light|it\s+got\s+light)|pitch[- ]black|unlit)\b/i;

/** True when the entry tells of a session in the dark. */
export const inTheDark = (entry: { title?: string | null; content: string }) => IN_THE_DARK.test(entryText(entry));
