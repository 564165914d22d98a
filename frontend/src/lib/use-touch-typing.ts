import { useMediaQuery } from './use-media-query';

/**
 * A phone or tablet typed on with its on-screen keyboard: the main pointer is a finger (coarse, no hover). Such a
 * keyboard has no Shift+Enter, so there Enter must start a new line and the Send button sends.
 */
const TOUCH = '(hover: none) and (pointer: coarse)';

/** True on a touch screen without a mouse (kept up to date: a tablet given a mouse or keyboard changes it). */
export function useTouchTyping(): boolean {
  return useMediaQuery(TOUCH);
}
