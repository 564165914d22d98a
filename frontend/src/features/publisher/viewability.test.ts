import { describe, expect, it } from '@jest/globals';
import { VIEWABLE_MS, watchViewability, type Timers } from './viewability';

/** A clock the test moves by hand. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      due.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        due.delete(handle);
        timer.run();
      }
    }
  };
  return { timers, advance };
}

describe('watchViewability (IAB: half of the ad in view for one continuous second)', () => {
  it('counts once, one second after half of the ad came into view', () => {
    const { timers, advance } = manualTimers();
    let counted = 0;
    const ad = watchViewability(() => counted++, timers);
    ad.inView(0.3);
    advance(5_000);
    expect(counted).toBe(0);
    ad.inView(0.5);
    advance(VIEWABLE_MS - 1);
    expect(counted).toBe(0);
    advance(1);
    expect(counted).toBe(1);
    // Once per page view, however often it comes back into view.
    ad.inView(0);
    ad.inView(1);
    advance(10_000);
    expect(counted).toBe(1);
  });

  it('needs the second to be continuous: scrolling past or hiding the tab starts it again', () => {
    const { timers, advance } = manualTimers();
    let counted = 0;
    const ad = watchViewability(() => counted++, timers);
    ad.inView(0.8);
    advance(900);
    ad.inView(0.49); // scrolled on before the second was up
    advance(200);
    ad.inView(0.9);
    advance(900);
    ad.pageShown(false); // another tab
    advance(5_000);
    expect(counted).toBe(0);
    ad.pageShown(true);
    advance(999);
    expect(counted).toBe(0);
    advance(1);
    expect(counted).toBe(1);
  });

  it('counts nothing once the ad has left the page', () => {
    const { timers, advance } = manualTimers();
    let counted = 0;
    const ad = watchViewability(() => counted++, timers);
    ad.inView(1);
    advance(500);
    ad.stop();
    advance(5_000);
    ad.inView(1);
    advance(5_000);
    expect(counted).toBe(0);
  });
});
