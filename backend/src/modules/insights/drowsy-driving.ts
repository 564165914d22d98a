/**
 * Sleepy at the wheel after a long day ('Fell asleep at the wheel driving home after the 100 mile sportive', 'nearly
 * nodded off on the motorway home from the marathon'): no long session to praise first, but a danger greater than the
 * day's, and how to get home safely next time. The rule-based reply (advice.ts) gives it before any session's advice. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const SLEEPY = String.raw`(?:nearly\s+|almost\s+|kept\s+)?(?:fell\s+asleep|falling\s+asleep|nodded\s+off|nodding\s+off|dozed\s+off|dozing\s+off|drifted\s+off|(?:struggled|struggling|fighting)\s+to\s+stay\s+awake|(?:could|can)\s*(?:n'?t|not|\s+barely|\s+hardly)\s+keep\s+my\s+eyes\s+open|eyes\s+(?:kept\s+)?closing)`;
const DRIVING = String.raw`at\s+the\s+wheel|behind\s+the\s+wheel|driving|(?:on\s+the\s+)?(?:drive|motorway|m\d+)\s+home|in\s+the\s+car\s+(?:on\s+the\s+way\s+)?home`;
const AT_THE_WHEEL = new RegExp(String.raw`\b${SLEEPY}\b[^.!?\n]{0,40}?\b(?:${DRIVING})\b|\b(?:${DRIVING})\b[^.!?\n]{0,40}?\b${SLEEPY}\b`, 'i');

/** True when the entry tells of sleepiness, or sleep, at the wheel. */
export const drowsyAtTheWheel = (entry: { title?: string | null; content: string }) => AT_THE_WHEEL.test(entryText(entry));

/** Glad they are home; a lift or a night away next time, a nap and caffeine before setting off, pulling over at once. */
export function drowsyDrivingSentence(tone: CoachTone): string {
  return {
    direct: 'Sleepiness at the wheel causes serious crashes, and after a long event you are more tired than you feel. Next time, arrange a lift or stay the night, or eat, have a coffee and a 20-minute nap before you set off. At the first yawn or heavy eyelid, pull over somewhere safe for a caffeine drink and a 15-minute nap; opening a window does not help. If you often feel this sleepy in the day, tell your GP: sleep apnoea is common after 50 and treatable.',
    encouraging: 'I am so glad you got home safely. After a long event you are more tired than you feel, and sleepiness at the wheel causes serious crashes, so please plan the journey home as carefully as the day: a lift or a night away, or food, a coffee and a 20-minute nap before you set off. At the first yawn or heavy eyelid, pull over somewhere safe for a caffeine drink and a 15-minute nap; an open window or loud music does not help. If you often feel this sleepy in the day, do mention it to your GP: sleep apnoea is common after 50 and treatable.',
    analytical: 'Driver fatigue is a major cause of serious road crashes, and post-event fatigue is underestimated. Plan the return: a driver who has not exercised, an overnight stay, or food, caffeine and a 20-minute nap before departure. At the first signs (yawning, heavy eyelids), stop safely for caffeine and a 15-minute nap; ventilation and music are ineffective. Frequent daytime sleepiness warrants GP review: obstructive sleep apnoea is common after 50 and treatable.',
  }[tone];
}
