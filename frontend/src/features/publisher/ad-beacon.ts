import { sendBeacon } from '../../lib/beacon';

/** Impressions wait this long for others (the ads further down a page) and go in one beacon. */
const BATCH_MS = 2000;
/** The most ids one beacon takes (the server's limit). */
const BATCH_MAX = 20;

const waiting = new Set<number>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Sends the impressions waiting, with a click when there is one (the reader is leaving with it: one beacon for both). */
function flush(click?: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const impressions = [...waiting].slice(0, BATCH_MAX);
  waiting.clear();
  if (!impressions.length && click === undefined) return;
  sendBeacon('/api/ads/beacon', click === undefined ? { impressions } : { impressions, clicks: [click] });
}

/** A page being left (or a tab put away) sends what is waiting: sendBeacon still arrives then. */
function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('pagehide', () => flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Counts a viewable impression of an ad (viewability.ts decides when), batched with the page's others. */
export function countAdImpression(adId: number): void {
  listen();
  waiting.add(adId);
  if (waiting.size >= BATCH_MAX) flush();
  else timer ??= setTimeout(() => flush(), BATCH_MS);
}

/** Counts a click on an ad's link now (the link itself goes straight to the advertiser). */
export function countAdClick(adId: number): void {
  flush(adId);
}
