import { describe, expect, it } from '@jest/globals';
import { stickyHeaderFits } from './sticky-header';
import { typingWithKeyboardUp } from './sticky-header-keyboard';

describe('a sticky header', () => {
  it('stays on screen while it covers at most a quarter of the window', () => {
    expect(stickyHeaderFits(105, 844)).toBe(true);
    expect(stickyHeaderFits(336, 844)).toBe(false);
  });

  it('the members\' scrolls away while the member types with the on-screen keyboard up (a phone of 844 px shows 508 px above it)', () => {
    expect(typingWithKeyboardUp(844, 508, true)).toBe(true);
    // The keyboard up but nothing typed into (a field just left), or a field focused with no keyboard (a desktop).
    expect(typingWithKeyboardUp(844, 508, false)).toBe(false);
    expect(typingWithKeyboardUp(844, 844, true)).toBe(false);
  });

  it('counts what is seen of the page when it is less than the window', () => {
    expect(stickyHeaderFits(150, 844, 560)).toBe(false);
  });
});
