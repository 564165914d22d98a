import { describe, expect, it } from '@jest/globals';
import { articleBlocks } from './markdown';
import { readAloudParts, readingVoice } from './read-aloud';

describe('readAloudParts', () => {
  it('reads the title, the lead, then each heading, paragraph, list item and quoted paragraph on its own, as plain words', () => {
    const blocks = articleBlocks(
      'Hills are **strength work** in disguise.\n\n## Six repeats are enough\n\n- Walk down\n- [Rest](https://example.com) at the bottom\n\n> Steady beats fast.\n>\n> Every time.',
    );
    expect(readAloudParts(['Hill repeats', 'Short hills for runners over 50.'], blocks)).toEqual([
      'Hill repeats',
      'Short hills for runners over 50.',
      'Hills are strength work in disguise.',
      'Six repeats are enough',
      'Walk down',
      'Rest at the bottom',
      'Steady beats fast.',
      'Every time.',
    ]);
  });

  it('leaves out an empty lead or subtitle and empty parts', () => {
    expect(readAloudParts(['Title', null, ' '], articleBlocks('One.\n\n   \n\nTwo.'))).toEqual(['Title', 'One.', 'Two.']);
  });
});

describe('readingVoice', () => {
  const voice = (lang: string, localService = true) => ({ lang, localService });

  it("prefers an English voice on the device, British first, to any online one", () => {
    expect(readingVoice([voice('fr-FR'), voice('en-US'), voice('en-GB', false), voice('en-GB')])).toBe(3);
    expect(readingVoice([voice('de-DE'), voice('en-US', false), voice('en_AU')])).toBe(2);
    expect(readingVoice([voice('en-GB', false), voice('en-US')])).toBe(1);
    expect(readingVoice([voice('fr-FR'), voice('en-GB', false)])).toBe(1);
  });

  it("gives -1 (the device's default voice) when it has no English one, or none at all", () => {
    expect(readingVoice([voice('fr-FR'), voice('de-DE')])).toBe(-1);
    expect(readingVoice([])).toBe(-1);
  });
});
