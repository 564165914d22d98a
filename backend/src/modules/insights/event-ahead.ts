/**
 * An event weeks or months ahead, and the nerves about it ('Marathon in 6 weeks, nervous', 'First half marathon next
 * month, worried I will not finish', 'Sportive in 3 weeks, scared of the hills', 'Sprint tri next month, scared of the
 * swim'): no session done and no health worry (a knee worried about is the knee's), but what to rehearse in the weeks
 * left, and the fear it names answered (the hills, the swim, not finishing). Was a steady session, a long ride's
 * fuelling or 'rest and look after yourself first'. The days just before a race are pre-race.ts's. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { NAMED_RACES } from './sports.js';

const EVENT = String.raw`(?:race|event|marathon|half(?:[- ]marathon)?|10k|5k|10\s*miler?|tri|triathlon|duathlon|aquathlon|sportive|ultra|gran\s+fondo|audax|century|open[- ]water\s+(?:swim|race)|${NAMED_RACES.map(({ name }) => name.source).join('|')})`;
const WHEN = String.raw`(?:(?:is\s+)?in\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|a\s+couple\s+of)\s+(?:weeks?|months?)(?:'?\s+time)?|(?:is\s+)?(?:next|in\s+a)\s+month|(?:is\s+)?in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:is\s+)?this\s+(?:spring|summer|autumn|winter))`;
const AHEAD = new RegExp(String.raw`\b${EVENT}\s+(?:[\w'-]+\s+){0,2}?${WHEN}\b`, 'i');
/** What the nerves are said in. */
export const EVENT_WORRY_WORDS = /\b(?:nervous|nerves|worried|worrying|worry|worries|scared|terrified|anxious|dreading|frightened|panicking|bricking\s+it|(?:not\s+sure|doubt)\s+(?:i\s+)?(?:can|will|could)|(?:won'?t|will\s+not|might\s+not|may\s+not)\s+(?:finish|make\s+it|get\s+round)|(?:can'?t|cannot)\s+do\s+it)\b/gi;

/** A body part, an injury or the health named: the worry is theirs, not the event's ('worried about my knee'). */
const BODY = /\b(?:knees?|hips?|(?:my|lower|upper)\s+back|calf|calves|achilles|ankles?|foot|feet|heels?|heart|chest|shoulders?|hamstrings?|quads?|groin|shins?|neck|wrists?|elbows?|injur\w*|niggles?|pain|painful|sore|aches?|aching|health|breathing|asthma|blood\s+pressure)\b/i;

export type EventFear = 'hills' | 'swim' | 'finish' | 'nerves';

/** The event ahead's fear the entry tells of, or null when it names no event weeks ahead, or no nerves about it. */
export function eventFear(text: string): EventFear | null {
  if (!AHEAD.test(text) || !text.match(EVENT_WORRY_WORDS) || BODY.test(text)) return null;
  if (/\b(?:hills?|climbs?|climbing|gradients?|the\s+(?:col|pass))\b/i.test(text)) return 'hills';
  if (/\b(?:swim|swimming|open\s+water|wetsuit|the\s+lake|the\s+sea)\b/i.test(text) && /\b(?:tri|triathlon|aquathlon|open[- ]water)\b/i.test(text)) return 'swim';
  if (/\b(?:finish|make\s+it|get\s+round|cut-?off|last|dnf)\b/i.test(text)) return 'finish';
  return 'nerves';
}

const REHEARSE: Record<CoachTone, string> = {
  direct: 'Nerves weeks before an event are useful: they show you what to rehearse. Use the weeks left to practise the day: your longest sessions at the pace you plan, the food and drink you will take, the kit and shoes (nothing new on the day). Write a simple plan: start slower than you want to, with a time to aim for and a "just get round" one.',
  encouraging: 'Nerves weeks before an event are normal, and useful: they show you what to rehearse. Use the weeks left to practise the day: your longest sessions at the pace you plan, the food and drink you will take, the kit and shoes (nothing new on the day). Then write a simple plan: start slower than you want to, with a time to aim for and a "just get round" one.',
  analytical: 'Pre-event anxiety weeks out is best used to identify what to rehearse: long sessions at target pace, race-day fuelling and hydration, and kit and footwear (nothing new on the day). Draft a pacing plan with a conservative start, a target time and a completion fallback.',
};

const FEARS: Record<Exclude<EventFear, 'nerves'>, Record<CoachTone, string>> = {
  hills: {
    direct: 'For the hills, practise climbing seated in your lowest gear at a pace you could hold for an hour, and remember that a breather, or walking a steep bit, is allowed.',
    encouraging: 'For the hills, practise climbing seated in your lowest gear at a pace you could hold for an hour, and remember that a breather, or walking a steep bit, is completely allowed.',
    analytical: 'For climbing, rehearse seated efforts in the lowest gear at a sustainable (about one-hour) intensity; pausing or walking steep sections is legitimate pacing.',
  },
  swim: {
    direct: 'For the swim, practise in open water, in your wetsuit if you will wear one, start at the back or the side, and use breaststroke or a rest on your back whenever you need it: both are allowed.',
    encouraging: 'For the swim, practise in open water, in your wetsuit if you will wear one, start at the back or the side away from the crowd, and use breaststroke or a rest on your back whenever you need it: both are allowed, and many do.',
    analytical: 'For the swim, rehearse open-water sessions in race kit (wetsuit if used), start at the back or side, and use breaststroke or backstroke rests as needed; both are permitted.',
  },
  finish: {
    direct: 'On finishing: check the cut-off time, usually generous, and plan walk breaks from the start if you need them; steady training is what gets people round.',
    encouraging: 'On finishing: check the cut-off time, which is usually generous, and plan walk breaks from the start if you need them; steady training like yours is what gets people round.',
    analytical: 'On completion risk: confirm the cut-off (usually generous) and pre-plan walk breaks if needed; consistent training is the main predictor of finishing.',
  },
};

/** What to rehearse in the weeks left, and the fear it names answered. */
export function eventAheadSentence(fear: EventFear, tone: CoachTone): string {
  return fear === 'nerves' ? REHEARSE[tone] : `${REHEARSE[tone]} ${FEARS[fear][tone]}`;
}
