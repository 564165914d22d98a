import { describe, expect, it } from '@jest/globals';
import { toneChangedText } from './coach-tone-text';

describe('toneChangedText', () => {
  it('puts the right article before each tone', () => {
    expect(toneChangedText('direct')).toBe('Your coach will now reply in a direct tone.');
    expect(toneChangedText('encouraging')).toBe('Your coach will now reply in an encouraging tone.');
    expect(toneChangedText('analytical')).toBe('Your coach will now reply in an analytical tone.');
  });
});
