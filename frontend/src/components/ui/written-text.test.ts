import { describe, expect, it } from '@jest/globals';
import { paragraphsOf } from './written-text';

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
