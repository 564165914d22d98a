import { describe, expect, it } from '@jest/globals';
import { toastSide } from './toast-side';

describe('toastSide', () => {
  it('is the bottom when nothing is focused', () => {
    expect(toastSide(null, 844)).toBe('bottom');
  });

  it('is the bottom when the control in use is in the upper half (a dialog Close button, a header search)', () => {
    expect(toastSide({ top: 40, bottom: 88 }, 844)).toBe('bottom');
    expect(toastSide({ top: 380, bottom: 420 }, 844)).toBe('bottom');
  });

  it("is the top when the control in use is in the lower half (a phone's message box, a dialog's Save button)", () => {
    expect(toastSide({ top: 650, bottom: 760 }, 844)).toBe('top');
    expect(toastSide({ top: 800, bottom: 848 }, 900)).toBe('top');
  });

  it('goes by the middle of a control taller than the screen', () => {
    expect(toastSide({ top: -400, bottom: 1000 }, 844)).toBe('bottom');
  });
});
