import { useMemo, useRef } from 'react';
import { focusNear, focusPlace, type FocusPlace } from './focus-after-change';

export interface FocusNear {
  /** Wraps what a control does as it is pressed (opening its dialog): records where focus is then (focusPlace). */
  from: <A extends unknown[]>(act: (...args: A) => void) => (...args: A) => void;
  /** Once the dialog's action is done (its onSettled) or the dialog that took its place closes: focusNear. */
  near: () => void;
}

/**
 * focusPlace and focusNear for a screen whose dialogs' actions can take away the control that opened them (Delete,
 * Revoke, Publish, Generate New handing over to the preview): docs/product.md#focus-after-a-dialog. One per kind of
 * opener (the last press is remembered).
 */
export function useFocusNear(): FocusNear {
  const place = useRef<FocusPlace | null>(null);
  return useMemo(() => {
    const from =
      <A extends unknown[]>(act: (...args: A) => void) =>
      (...args: A) => {
        place.current = focusPlace();
        act(...args);
      };
    return { from, near: () => focusNear(place.current) };
  }, []);
}

/**
 * An action that takes away the control pressed at once, without a dialog (Set Hero, Publish now, Back to Current
 * Cycle): the place is recorded as it is pressed, and `done` (the action's onSettled, or straight after the change)
 * hands focus on with focusNear.
 */
export const actingNear =
  <T>(act: (value: T, done: () => void) => void) =>
  (value: T): void => {
    const place = focusPlace();
    act(value, () => focusNear(place));
  };
