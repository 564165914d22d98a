import { describe, expect, it } from '@jest/globals';
import { isCut, paragraphsOf, previewParagraphs, previewText, tieUnits } from './text-preview';

describe('previewText', () => {
  it('keeps short text and cuts long text near the limit with an ellipsis', () => {
    expect(previewText('  A short   note ', 150)).toBe('A short note');
    const long = 'word '.repeat(60);
    const cut = previewText(long, 150);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(isCut(long, 150)).toBe(true);
    expect(isCut('short', 150)).toBe(false);
  });

  it('puts no full stop or comma before the ellipsis', () => {
    expect(previewText('Give the next day to easy movement so the benefit can land. Then build again slowly.', 60)).toBe(
      'Give the next day to easy movement so the benefit can land…',
    );
    expect(previewText('One, two, three, four, five, six, seven, eight', 30)).toBe('One, two, three, four, five…');
  });
});

describe('paragraphsOf: a plain text split where its writer left a blank line', () => {
  it('gives each paragraph once, trimmed, and keeps single line breaks inside one', () => {
    expect(paragraphsOf('Hill repeats today.\n\nLegs heavy\nbut fine.\n \n\n  Next: easy spin.  ')).toEqual(['Hill repeats today.', 'Legs heavy\nbut fine.', 'Next: easy spin.']);
  });

  it('splits Windows line ends too, and gives nothing for an empty or missing text', () => {
    expect(paragraphsOf('One.\r\n\r\nTwo.')).toEqual(['One.', 'Two.']);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
    expect(paragraphsOf(null)).toEqual([]);
  });
});

describe('previewParagraphs: a preview that keeps paragraphs', () => {
  const first = 'Hill repeats: your 6 × 400 m session is logged. You call it hard. Make the next day easy; hard work only turns into fitness once you have recovered.';
  const second = 'This links to your goal, "Run a half marathon": you mention run in most entries.';

  it('ends on the last whole paragraph when only a scrap of the next would fit', () => {
    expect(first.length).toBeGreaterThan(140);
    expect(previewParagraphs(`${first}\n\n${second}`, 200)).toEqual([first]);
  });

  it('cuts the next paragraph at a word when a good part of it fits', () => {
    expect(previewParagraphs(`Easy day.\n\n${first}`, 100)).toEqual(['Easy day.', previewText(first, 90)]);
  });

  it('cuts a first paragraph longer than the preview as previewText does, and keeps a short text whole', () => {
    expect(previewParagraphs(`${first}\n\n${second}`, 80)).toEqual([previewText(first, 80)]);
    expect(previewParagraphs('One.\n\nTwo\nthree.', 200)).toEqual(['One.', 'Two\nthree.']);
  });
});

describe('tieUnits: a number stays on the line of its unit', () => {
  it('ties a count to its unit and a × to its numbers, and leaves words that only begin like a unit', () => {
    expect(tieUnits('Did 6 × 400 m, then 10 km easy in 55 min at 140 bpm (3 x 5 mins).')).toBe(
      'Did 6\u00a0×\u00a0400\u00a0m, then 10\u00a0km easy in 55\u00a0min at 140\u00a0bpm (3\u00a0x\u00a05\u00a0mins).',
    );
    expect(tieUnits('Ran 5 miles with 2 mates; 3 steady hills, 20 % grade.')).toBe('Ran 5\u00a0miles with 2 mates; 3 steady hills, 20\u00a0% grade.');
  });
});
