import type { MouseEvent, MouseEventHandler } from 'react';

/** What a control that can be busy adds to its element: the ARIA state and the press handler to use. */
export interface BusyProps<E extends Element> {
  'aria-busy'?: boolean;
  'aria-disabled'?: boolean;
  onClick?: MouseEventHandler<E>;
}

/**
 * The props of a control that can be busy with a request it started (components/ui/button.tsx, switch.tsx, and the few
 * plain <button>s styled their own way). `busy` undefined: the control never is, and its press handler is kept as it is.
 * Busy: aria-busy and aria-disabled, and every press is ignored (its default prevented, so a submit button's form is not
 * sent again, Enter in one of its fields included); the control stays focusable, where `disabled` would drop the
 * keyboard focus it holds to the page's body. Not busy: aria-busy="false" (so a screen reader hears the change back), and
 * the second press of a double click (event.detail 2 or more) is ignored too: the first one's request makes the control
 * busy a moment later (react-query tells React in a timer), and a slow phone can deliver the second click before that.
 */
export function busyProps<E extends Element>(busy: boolean | undefined, onClick: MouseEventHandler<E> | undefined): BusyProps<E> {
  if (busy === undefined) return { onClick };
  if (busy) return { 'aria-busy': true, 'aria-disabled': true, onClick: ignore };
  return {
    'aria-busy': false,
    onClick: (event: MouseEvent<E>) => {
      if (event.detail > 1) return ignore(event);
      onClick?.(event);
    },
  };
}

function ignore(event: MouseEvent<Element>): void {
  event.preventDefault();
}
