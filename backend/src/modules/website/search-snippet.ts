import { escapeHtml } from '../../infrastructure/web/page-template.js';
import { inlineText, markdown } from '../../infrastructure/web/markdown-text.js';

/** Marks ts_headline puts around matches: control characters no article contains, replaced after escaping. */
export const MATCH_START = '\u0001';
export const MATCH_STOP = '\u0002';
/** Words a snippet holds at most. */
export const SNIPPET_WORDS = 40;

/** A sentence ends at . ! ? (or …) followed by a space and what starts a sentence. */
const SENTENCE_END = /(?<=[.!?…]["”’)]?)\s+(?=["“‘(\u0001]?[A-Z0-9\u0001])/;

/** The paragraphs of the highlighted markdown, as plain text: headings, lists' markers, code and images left out. */
function paragraphs(highlighted: string): string[] {
  // Raw HTML tags in an article are left out of a snippet (as ts_headline's fragments leave them out).
  const text = highlighted.replace(/[\u0003-\u0008]/g, '').replace(/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>/gi, '');
  const tokens = markdown.parse(text, {});
  return tokens.flatMap((token, i) =>
    token.type === 'inline' && tokens[i - 1]?.type === 'paragraph_open' ? [inlineText(token).replace(/\s+/g, ' ').trim()].filter(Boolean) : [],
  );
}

/**
 * A search result's snippet as safe HTML, from the article's text with every match marked (ts_headline with
 * HighlightAll): it starts at the first sentence holding a match (else at the opening), never inside a heading (headings
 * are left out, so one never runs into the next sentence), and holds whole sentences up to SNIPPET_WORDS words (cut
 * with '…' only inside a long sentence). The text is escaped; the matched words are in <mark>.
 */
export function searchSnippet(highlighted: string): string {
  const sentences = paragraphs(highlighted).flatMap((paragraph) => paragraph.split(SENTENCE_END));
  const first = Math.max(0, sentences.findIndex((sentence) => sentence.includes(MATCH_START)));
  const words: string[] = [];
  for (let i = first; i < sentences.length && words.length < SNIPPET_WORDS; i += 1) {
    const next = sentences[i].split(' ');
    // Whole sentences only, unless the first one alone is longer than a snippet.
    if (words.length && words.length + next.length > SNIPPET_WORDS) break;
    words.push(...next);
  }
  let text = words.slice(0, SNIPPET_WORDS).join(' ');
  if (words.length > SNIPPET_WORDS) text += ' …';
  // A cut inside a mark closes it.
  if (text.split(MATCH_START).length > text.split(MATCH_STOP).length) text += MATCH_STOP;
  return escapeHtml(text).replaceAll(MATCH_START, '<mark>').replaceAll(MATCH_STOP, '</mark>').replace(/<mark><\/mark>/g, '');
}
