import type { StickyHeaderRule } from './sticky-header';

/**
 * An on-screen keyboard is up when what is seen of the page (the visual viewport) is this much shorter than the window:
 * phones shrink only the visual viewport for it (a phone of 844 px left 508 px above the keyboard).
 */
export const KEYBOARD_MIN_PX = 150;

/** A text field has the keyboard focus (an on-screen keyboard would be up for it). */
function typingInField(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  if (active.isContentEditable || active instanceof HTMLTextAreaElement) return true;
  return active instanceof HTMLInputElement && !['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit'].includes(active.type);
}

/** Whether the member types (`typing`) with the on-screen keyboard up, given the window's and the seen height. */
export const typingWithKeyboardUp = (windowHeight: number, seenHeight: number, typing: boolean): boolean => typing && windowHeight - seenHeight >= KEYBOARD_MIN_PX;

/**
 * The members' header scrolls away while the member types with the on-screen keyboard up: the little left above the
 * keyboard belongs to the text box and its Send button (member-layout.tsx). The keyboard comes and goes with the focus,
 * and changes only the visual viewport (which useStickyHeader follows).
 */
export const WHILE_TYPING_AWAY: StickyHeaderRule = {
  away: (windowHeight, seenHeight) => typingWithKeyboardUp(windowHeight, seenHeight, typingInField()),
  watch(measure) {
    document.addEventListener('focusin', measure);
    document.addEventListener('focusout', measure);
    return () => {
      document.removeEventListener('focusin', measure);
      document.removeEventListener('focusout', measure);
    };
  },
};
