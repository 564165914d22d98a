import { describe, expect, it } from '@jest/globals';
import { decodeEntities, snippetParts } from './snippet';

describe('search snippets', () => {
  it('highlights the <mark> parts and decodes the escaped text', () => {
    expect(snippetParts('Build &amp; keep <mark>strength</mark> after 50 &#39;safely&#x27;')).toEqual([
      { text: 'Build & keep ', marked: false },
      { text: 'strength', marked: true },
      { text: " after 50 'safely'", marked: false },
    ]);
  });

  it('never turns other tags into markup: they stay text', () => {
    const parts = snippetParts('&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)> <mark>run</mark>');
    expect(parts[0]).toEqual({ text: '<script>alert(1)</script> <img src=x onerror=alert(1)> ', marked: false });
    expect(parts[1]).toEqual({ text: 'run', marked: true });
  });

  it('leaves unknown references alone', () => {
    expect(decodeEntities('&bogus; &#0; &lt;')).toBe('&bogus; &#0; <');
  });
});
