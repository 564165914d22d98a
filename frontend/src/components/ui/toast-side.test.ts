import { describe, expect, it } from '@jest/globals';
import { toastOffset, toastSide } from './toast-side';

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

describe('toastOffset', () => {
  const close = { top: 24, bottom: 68, left: 980, right: 1024 }; // a tall dialog's Close button, top right
  const desktop = { width: 1280, height: 720 };

  it("puts a toast at the top below a dialog's Close button in its column, and leaves it at the edge otherwise", () => {
    expect(toastOffset('top', [close], desktop)).toBe(68);
    expect(toastOffset('top', [], desktop)).toBe(0);
    // A box left of the toasts' column (the right 420 px) is not covered.
    expect(toastOffset('top', [{ top: 24, bottom: 68, left: 300, right: 344 }], desktop)).toBe(0);
    // On a phone the column is the whole width.
    expect(toastOffset('top', [{ top: 10, bottom: 54, left: 20, right: 64 }], { width: 390, height: 844 })).toBe(54);
  });

  it('keeps a toast at the bottom above what is kept clear there, and ignores the other half and what is off screen', () => {
    expect(toastOffset('bottom', [{ top: 650, bottom: 694, left: 1100, right: 1144 }], desktop)).toBe(70);
    expect(toastOffset('bottom', [close], desktop)).toBe(0);
    expect(toastOffset('top', [{ top: -80, bottom: -36, left: 980, right: 1024 }], desktop)).toBe(0);
  });

  it('never moves a toast more than a third of the screen from its edge', () => {
    expect(toastOffset('top', [{ top: 300, bottom: 350, left: 980, right: 1024 }], desktop)).toBe(240);
  });
});
