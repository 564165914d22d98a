import { describe, expect, it, jest } from '@jest/globals';
import type { MouseEvent } from 'react';
import { busyProps } from './busy';

/** A press as React hands it over: `detail` is the click count (0 from the keyboard, 2 for a double click's second). */
function press(detail: number) {
  const preventDefault = jest.fn();
  return { event: { detail, preventDefault } as unknown as MouseEvent<HTMLButtonElement>, preventDefault };
}

describe('busyProps', () => {
  it('leaves a control that is never busy alone', () => {
    const onClick = jest.fn();
    expect(busyProps(undefined, onClick)).toEqual({ onClick });
  });

  it('says busy, stays focusable and ignores every press while busy', () => {
    const onClick = jest.fn();
    const props = busyProps<HTMLButtonElement>(true, onClick);
    expect(props['aria-busy']).toBe(true);
    expect(props['aria-disabled']).toBe(true);
    expect(props).not.toHaveProperty('disabled');
    for (const detail of [0, 1, 2]) {
      const { event, preventDefault } = press(detail);
      props.onClick!(event);
      // Prevented: a submit button's form is not sent (a click, Enter on the button, Enter in one of the form's fields).
      expect(preventDefault).toHaveBeenCalledTimes(1);
    }
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes presses on when not busy, and says so (aria-busy false, not aria-disabled)', () => {
    const onClick = jest.fn();
    const props = busyProps<HTMLButtonElement>(false, onClick);
    expect(props['aria-busy']).toBe(false);
    expect(props).not.toHaveProperty('aria-disabled');
    for (const detail of [0, 1]) {
      const { event, preventDefault } = press(detail);
      props.onClick!(event);
      expect(preventDefault).not.toHaveBeenCalled();
    }
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("ignores a double click's second press, which can arrive before the first one's request made the control busy", () => {
    const onClick = jest.fn();
    const props = busyProps<HTMLButtonElement>(false, onClick);
    const first = press(1);
    const second = press(2);
    props.onClick!(first.event);
    props.onClick!(second.event);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(second.preventDefault).toHaveBeenCalledTimes(1);
  });

  it('keeps a submit button without a handler of its own working (the form is sent) when not busy', () => {
    const { event, preventDefault } = press(1);
    busyProps<HTMLButtonElement>(false, undefined).onClick!(event);
    expect(preventDefault).not.toHaveBeenCalled();
  });
});
