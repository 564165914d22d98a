/**
 * The IAB viewable-impression rule for display ads: at least half of the ad's pixels in view for one continuous
 * second. Fed with the ad's visible share (an IntersectionObserver's intersectionRatio) and whether the page itself is
 * shown (a hidden tab shows nothing), it calls `onViewable` once, after the second, and never again: one impression per
 * ad per page view. Kept apart from the DOM so the rule is tested on its own (viewability.test.ts).
 */
export const VIEWABLE_SHARE = 0.5;
export const VIEWABLE_MS = 1000;

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Viewability {
  /** The share of the ad in view now (0 to 1). */
  inView(share: number): void;
  /** Whether the page is shown (document.visibilityState === 'visible'). */
  pageShown(shown: boolean): void;
  /** The ad leaves the page: nothing more is counted. */
  stop(): void;
}

export function watchViewability(onViewable: () => void, timers: Timers = globalThis as unknown as Timers): Viewability {
  let share = 0;
  let shown = true;
  let done = false;
  let timer: unknown;
  const settle = () => {
    const viewing = !done && shown && share >= VIEWABLE_SHARE;
    if (viewing && timer === undefined) {
      timer = timers.setTimeout(() => {
        timer = undefined;
        done = true;
        onViewable();
      }, VIEWABLE_MS);
    } else if (!viewing && timer !== undefined) {
      // Not continuous: the second starts again the next time half of the ad is in view.
      timers.clearTimeout(timer);
      timer = undefined;
    }
  };
  return {
    inView(next) {
      share = next;
      settle();
    },
    pageShown(next) {
      shown = next;
      settle();
    },
    stop() {
      done = true;
      settle();
    },
  };
}
