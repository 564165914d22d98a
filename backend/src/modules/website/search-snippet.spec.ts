import { describe, expect, it } from '@jest/globals';
import { MATCH_START as S, MATCH_STOP as E, searchSnippet } from './search-snippet.js';

describe('search snippets', () => {
  it('start at the sentence holding the match and keep headings apart', () => {
    const text = `Why hills matter.\n\n## Training on hills\n\nMost runners avoid hills. Steep ${S}training${E} builds strength & power. It pays off.`;
    expect(searchSnippet(text)).toBe('Steep <mark>training</mark> builds strength &amp; power. It pays off.');
  });

  it('open with the first paragraph when no word matched there, and stop at whole sentences', () => {
    const long = 'One two three four five six seven eight nine ten. '.repeat(5).trim();
    const snippet = searchSnippet(`## Heading only\n\n${long}`);
    expect(snippet).toBe('One two three four five six seven eight nine ten. '.repeat(4).trim());
  });

  it('cut a very long first sentence with an ellipsis, closing an open mark, and escape the text', () => {
    const words = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ');
    const snippet = searchSnippet(`<b>${S}Match${E}</b> & ${words} ${S}w60${E}.`);
    expect(snippet.startsWith('<mark>Match</mark> &amp; w0')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.split(' ').length).toBe(41);
    expect(snippet).not.toContain('&lt;b');
  });
});
