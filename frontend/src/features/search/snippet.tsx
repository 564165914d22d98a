import type { ReactNode } from 'react';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Turns HTML character references (&amp; &#39; &#x27; ...) back into text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1].toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * The parts of a search snippet. The server escapes everything except <mark>…</mark>; this reads only
 * those marks and treats the rest as text (any other tag stays visible text), so nothing is ever
 * injected as HTML.
 */
export function snippetParts(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: decodeEntities(html.slice(last, index)), marked: false });
    parts.push({ text: decodeEntities(match[1]), marked: true });
    last = index + match[0].length;
  }
  if (last < html.length) parts.push({ text: decodeEntities(html.slice(last)), marked: false });
  return parts.filter((part) => part.text !== '');
}

/** A snippet with its matched words highlighted, rendered as React text. */
export function Snippet({ html }: { html: string }): ReactNode {
  return snippetParts(html).map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-premium-soft px-0.5 font-semibold text-ink">
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
