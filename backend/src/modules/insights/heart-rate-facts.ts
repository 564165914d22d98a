/**
 * The heart rate an entry gives for its session ('heart rate 142', '138 bpm'), told from a ceiling to keep under
 * ('HR cap 125') and a resting heart rate ('RHR 52'), which are no session's. Pure.
 */

import { without } from './sports.js';

// 'hr' after a number is hours ('1 hr 58' is a time, not a heart rate of 58).
const HEART_RATE = [/\b(\d{2,3})\s*bpm\b/i, /\b(?:heart rate|(?<!\d\s*)hr)\s*(?:of|was|at|averaged|average|avg|hit|reached|peaked(?:\s+at)?|said|says|showed|shows|read|reads|reading|recorded|:)?\s*(?:of|was|at|:)?\s*(\d{2,3})\b/i];

/**
 * A heart-rate ceiling ('keep my heart rate under 130', 'HR cap 125', 'not above 120 bpm', 'a 130 bpm limit'): a limit to
 * keep to, not the session's heart rate. The first group is the limit.
 */
const BELOW = String.raw`(?:under|below|beneath|less\s+than|no\s+(?:more|higher)\s+than|not\s+(?:to\s+)?(?:go\s+)?(?:above|over)|(?:capped|limited)\s+(?:at|to)|cap(?:ped)?\s+(?:of|at)?|limit(?:\s+of|\s+is)?|max(?:imum)?(?:\s+of|\s+is)?|ceiling(?:\s+of)?)`;
const HEART_RATE_LIMIT = [
  new RegExp(String.raw`\b(?:heart\s+rate|hr|pulse)\s+(?:(?:to\s+)?(?:stay|staying|stays|kept|keep|keeping)\s+)?${BELOW}\s*(\d{2,3})(?:\s*bpm)?\b`, 'gi'),
  new RegExp(String.raw`\b(?:under|below|beneath|no\s+more\s+than|not\s+(?:to\s+)?(?:go\s+)?(?:above|over))\s+(\d{2,3})\s*bpm\b`, 'gi'),
  new RegExp(String.raw`\b(\d{2,3})\s*(?:bpm\s+)?(?:heart[- ]rate\s+|hr\s+)?(?:cap|limit|ceiling)\b`, 'gi'),
];

/** The heart-rate ceiling the text names (HEART_RATE_LIMIT), in bpm, or null. */
export function heartRateLimitOf(text: string): number | null {
  for (const pattern of HEART_RATE_LIMIT) {
    const bpm = Number(text.match(new RegExp(pattern.source, 'i'))?.[1]);
    if (bpm >= 80 && bpm <= 200) return bpm;
  }
  return null;
}

/** A resting heart rate ('resting HR 48', 'RHR of 52') is no session's. */
const RESTING_VALUE = /\b(?:resting\s+(?:hr|heart\s*rate|pulse)|rhr)\s*(?:of|is|was|:|at|down\s+to|up\s+to)?\s*\d{2,3}(?:\s*bpm)?/gi;

/** The session's heart rate in bpm, not a ceiling nor a resting value; null when the text gives none. */
export function heartRateOf(text: string): number | null {
  text = without([...HEART_RATE_LIMIT, RESTING_VALUE], text);
  for (const pattern of HEART_RATE) {
    const bpm = Number(text.match(pattern)?.[1]);
    if (bpm >= 30 && bpm <= 230) return bpm;
  }
  return null;
}
