/**
 * The amounts an entry writes that do not measure its session: the repeats inside it ('6 x 400m', 'every 30 minutes'),
 * a week's total, the hours slept, the climbing, and what follows an endurance session without being it (the sauna,
 * the stretching). entry-facts.ts takes them out before it reads the session's distance and time. Pure.
 */

import { without } from './sports.js';

/** A time or a distance as an entry writes it: "30 minutes", "90s", "1:30", "400m", "2 km". */
export const AMOUNT = String.raw`(?:\d+(?:\.\d+)?[\s-]*(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s|km|kilometres?|kilometers?|k|miles?|mi|metres|meters|m)\b|\d{1,2}:\d{2}(?::\d{2})?)`;
/**
 * A distance that is a recovery session's own ('Ran 6 km recovery', 'a 5 mile recovery run', '30 km recovery spin'): no
 * repeats before it ('8 x 400m with 200m recovery' is the rest between them), not 'with' one, and the session's noun or
 * the clause's end after it.
 */
const RECOVERY_SESSION = String.raw`(?<!\d\s*(?:x|×)\s*\d[^]*)(?<!\bwith\s+)\d+(?:\.\d+)?[\s-]*(?:km|kilometres?|kilometers?|k|miles?|mi)\s+recovery\b(?=\s+(?:run|runs|jog|ride|spin|swim|row|session)\b|\s*(?:[.,;:!?]|$))`;
/** A run-walk spell's time: '1 min', '90 s'. */
const SPELL = String.raw`\d+(?:\.\d+)?\s*(?:minutes?|mins?|seconds?|secs?|s)\b`;
/**
 * Amounts that repeat inside a session rather than measure it: "fuelled every 30 minutes", "each 10 min", "a gel per
 * 20 minutes", "6 x 3 min", "400m x 8", "for 30 seconds of rest", "2 minutes recovery", "the last 10 minutes", "at 5k pace", a week's
 * total ("40 km for the week"), and
 * the hours slept ("slept 7 hours"). They are taken out before the distance and the duration are read, so neither is mistaken for the session's.
 */
const INTERVALS = [
  /\b(?:eased|easing|loosened|settled|went|better)\s+(?:off\s+)?(?:after|within)\s+(?:about\s+|a\s+few\s+)?(?:\d+\s*)?(?:min|mins|minutes)\b|\b\d+s\s+on\s+(?:the\s+)?\d{1,2}:\d\d\b/gi, // what eased a pain; a swim set's send-off ('100s on 2:10')
  // A programme's name is no distance run: 'week 3 of Couch to 5K'.
  /\b(?:couch\s+to\s+5\s*k|c25k)\b/gi,
  new RegExp(String.raw`\b(?:every|each|per)\s+(?:other\s+|single\s+)?${AMOUNT}`, 'gi'),
  // A recovery written after its amount at the end of a part, after repeats (before the repeats go): '10 x 1 min hard, 1 min easy.'
  new RegExp(String.raw`(?<=\b\d+\s*(?:x|×)[^.!?\n]*)${AMOUNT}\s+(?:easy|jog|jogging|walk|walking|float|recovery|rest)(?=\s*[.,;:)]|\s*$)`, 'gim'),
  // '6 x 3 min', '10 x 100 on 2:00' (a swim set's send-off), '8 x 400 in 1:35': each rep's amount and time.
  new RegExp(String.raw`\b\d+\s*(?:x|×|times)\s*(?:${AMOUNT}|\d+\b)(?:\s+(?:im|free|freestyle|back|backstroke|breast|breaststroke|fly|kick|pull|drill|choice|easy|hard|fast|build))?(?:\s+(?:on|off|in|at)\s+(?:the\s+)?\d{1,2}:\d{2}(?::\d{2})?)?`, 'gi'),
  new RegExp(String.raw`${AMOUNT}\s*(?:x|×)\s*\d+\b`, 'gi'),
  // Run-walk by the minute: '1 min run 1 min walk x 10', 'run 2 min, walk 1 min' (each part's time, not the session's).
  new RegExp(String.raw`(?:${SPELL}\s+(?:run|running|jog|jogging|walk|walking)|\b(?:run|jog|walk)\s+${SPELL})\s*(?:[,/+&]|\band\b)?\s*(?:${SPELL}\s+(?:run|running|jog|jogging|walk|walking)|\b(?:run|jog|walk)\s+${SPELL})(?:\s*(?:x|×)\s*\d+\b)?`, 'gi'),
  // Not a recovery session's own distance, when no repeats come before it: 'Ran 6 km recovery', 'a 5 mile recovery run'.
  new RegExp(String.raw`(?:\bfor\s+)?(?!${RECOVERY_SESSION})${AMOUNT}\s+(?:of\s+)?(?:(?:jog\s+|walk\s+|easy\s+)?(?:rest|recovery|recoveries|break|breaks)|float|(?:easy|jog|spin|walk|walking)\s+between|between\s+(?:reps|efforts|sets|intervals|climbs|repeats))\b`, 'gi'),
  // Not a race of its kind done for the first time: 'my first 10k'.
  new RegExp(String.raw`(?<!\bmy\s+(?:very\s+)?)\b(?:first|last|final|closing|opening)\s+${AMOUNT}(?!\s+(?:race|event|run|parkrun|walk|ride|swim|hike|row))`, 'gi'),
  // A race distance named for its pace or effort: "at 5k pace", "10 km effort", "half-marathon speed" is no distance.
  new RegExp(String.raw`(?<![\d.])${AMOUNT}\s*(?:race\s+)?(?:pace|effort|speed)\b`, 'gi'),
  // The warm-up and the cool-down are parts of a session, not its length: "15-min warm-up", "cool-down of 10 minutes".
  new RegExp(String.raw`${AMOUNT}\s*(?:of\s+)?(?:easy\s+)?(?:warm|cool)[- ]?(?:up|down)\b`, 'gi'),
  new RegExp(String.raw`\b(?:warm|cool)[- ]?(?:up|down)\b\s*(?:of|:|-)?\s*${AMOUNT}`, 'gi'),
  // A race named, not run: 'ready for the 10k', 'training for a half', 'before the 10k'.
  new RegExp(String.raw`\b(?:(?:ready|training|train|preparing|prep|entered|targeting|aiming|building)\s+(?:up\s+)?for|before|until|towards)\s+(?:the|a|my|this|next)\s+(?:\w+\s+)?${AMOUNT}`, 'gi'),
  // Where something happened is no distance done: '10 miles from home', '5 km out'.
  new RegExp(String.raw`${AMOUNT}\s+(?:from\s+(?:home|the\s+\w+)|out\s+from|away\s+from)`, 'gi'),
  // Nor is one rep's time ('last one 3:50').
  /\b(?:last|first|final|fastest|slowest|best)\s+(?:one|rep|interval|effort)\s+(?:in\s+|was\s+|at\s+|:\s*)?\d{1,2}:\d{2}(?::\d{2})?/gi,
  // An average of the repeats is no session's time: '6 x 800m, averaging 3:55'.
  /\b(?:averaging|averaged|average|avg)\s+(?:of\s+)?\d{1,2}:\d{2}(?::\d{2})?(?!\s*(?:\/|per\b|min\/))/gi,
];
/** A week's or month's total (see below) measures no session, and makes none. */
const TOTALS = [
  // A week's total is no session's length: "45 km for the week", "weekly total 40 km", "week 6: 45 km total".
  // Not 'a 10k this week', which is one session.
  new RegExp(String.raw`(?<![\d.]|\ban?\s+)${AMOUNT}\s+(?:(?:in\s+)?total\s+)?(?:(?:for|over|in)\s+the\s+(?:week|month|year)|this\s+(?:week|month|year)|a\s+(?:week|month)|per\s+(?:week|month)|weekly|monthly)\b`, 'gi'),
  new RegExp(String.raw`\b(?:weekly|week's|the\s+week's|week)\s+(?:total|mileage|distance|volume)\s*(?:of|:|was|is|-)?\s*${AMOUNT}`, 'gi'),
  new RegExp(String.raw`\bweek\s+\d+\s*[:,-]\s*${AMOUNT}(?:\s+(?:in\s+)?total\b)?(?!\s+(?:tempo|run|ride|swim|easy|long|steady|walk|row|hike|intervals?|jog|race|parkrun|progression)\b)`, 'gi'),
  // 'third week of marathon training at 45 miles'.
  new RegExp(String.raw`\bweek\s+of\s+(?:[\w-]+\s+){0,2}?training\s+(?:at|on)\s+${AMOUNT}`, 'gi'),
];
/** Sleep is no session: "slept 7 hours", "slept badly, 5 hours", "6 hours of sleep", "6 hours a night", "a 20 minute nap". */
const SLEPT = [
  new RegExp(String.raw`\b(?:slept|napped)\b(?:[\s,]+(?:badly|poorly|well|only|just|for|about|around|nearly|almost|barely|a|solid|good))*[\s,]+${AMOUNT}`, 'gi'),
  new RegExp(String.raw`${AMOUNT}\s+(?:of\s+)?(?:good\s+|bad\s+|broken\s+|solid\s+)?(?:sleep|nap|kip)\b`, 'gi'),
  // 'Couldnt sleep, 4 hours', 'sleep: only 5 hrs'.
  /\b(?:sleep|sleeping)\b[\s,:-]+(?:(?:only|just|about|around|barely|maybe|under|less\s+than)\s+)?\d+(?:\.\d+)?\s*(?:hours?|hrs?|h)\b/gi,
  // 'Coach says I need more sleep, I get 6 hours', 'about 6 hours a night'.
  /(?<=\b(?:sleep|sleeping|slept|bed)\b[^.!?\n]{0,60})\b(?:i\s+(?:only\s+|usually\s+|normally\s+|just\s+)?get|i'?m\s+(?:only\s+)?getting|getting)\s+(?:only\s+|about\s+|around\s+)?\d+(?:\.\d+)?\s*(?:hours?|hrs?|h)\b|\b\d+(?:\.\d+)?\s*(?:hours?|hrs?|h)\s+(?:a|per|each)\s+night\b/gi,
  // Nor does the climbing: 'climbed 2000 m on the bike', '1,200 m of elevation'.
  /\b(?:climbed|climbing|ascent|elevation(?:\s+gain)?|gained)\s+(?:of\s+)?\d[\d,]*\s*(?:m|metres|meters|ft|feet)\b/gi,
  /\b\d[\d,]*\s*(?:m|metres|meters|ft|feet)\s+(?:of\s+)?(?:climbing|elevation|ascent|gain|up)\b/gi,
  // Nor does a watch's recovery advice: 'Garmin says recovery time 72 hours'.
  new RegExp(String.raw`\brecovery\s+(?:time\s+|advisor\s+|adviser\s+)?(?:of\s+|is\s+|says\s+|:\s*)?${AMOUNT}`, 'gi'),
];

/**
 * Amounts that say when or where something happened, not how long or far the session was: 'got dropped after 10
 * minutes', 'puncture 20 km in,', 'on my feet for 5 hours' (helping at an event).
 */
const ASIDES = [
  new RegExp(String.raw`${AMOUNT}\s+in(?=\s*[,;:!?]|\s+(?:and|when)\b)|\bon\s+my\s+feet\s+(?:all\s+day\s+)?(?:for\s+)?${AMOUNT}`, 'gi'),
  new RegExp(String.raw`\b(?:dropped|blew\s+up|faded|cracked|stopped|cramped|walked|gave\s+up)\s+(?:\w+\s+)?after\s+(?:about\s+|just\s+|only\s+)?${AMOUNT}`, 'gi'),
  // A point in the session by its distance: 'picked it up after 2 km', 'tightened around 14 km' (not 'died at 30k', which
  // is as far as it went).
  /\b(?:after|around|until|till|from)\s+(?:about\s+|around\s+|roughly\s+|the\s+)?\d+(?:\.\d+)?\s*(?:km|k|miles?|mi)\b(?!\s*(?:run|ride|swim|walk|hike|row|session|race|parkrun|jog|loop|route|time\s+trial|tt)\b|\s*\/|\s*per\b)/gi,
  // A time of day is no session's time: 'up at 5:30', 'back by 11:30', 'physio at 10:30', 'before 7:00', 'at 6:15 this
  // morning'.
  /\b(?:(?:up|out|out\s+the\s+door|woke|awake|alarm|started|start|left|leaving|set\s+off|back|home|finished|done|met|meet|meeting|physio|gp|doctor|dentist|nurse|appointment|appt|clinic|scan|work)\s+(?:at|by|before|around|about)|by|until|till|before)\s+(?:about\s+|around\s+)?\d{1,2}[:.]\d{2}\b(?!\s*(?:\/|per\b))/gi,
  /\bat\s+\d{1,2}[:.]\d{2}\s+(?=this\s+(?:morning|afternoon|evening)|tonight|today|in\s+the\s+(?:morning|afternoon|evening))/gi,
  // Nor is a time hoped for: 'hoping for 1:30', 'aiming to break 1:45', 'target 25:00'.
  /\b(?:hop(?:e|es|ing)|aim(?:s|ing)?|target(?:ing)?|goal(?:\s+is)?)\s+(?:for\s+|at\s+|to\s+(?:break|beat|get\s+under|go\s+under|do\s+it\s+in|finish\s+in|run|ride|swim)\s+|of\s+|is\s+|:\s*)?(?:a\s+|sub[- ]?|under\s+|around\s+|about\s+)?\d{1,2}:\d{2}(?::\d{2})?/gi,
  // Nor is each rep's: '12 x 400m on the track, 1:55 each', '10 x 100 on 2:00, holding 1:45'.
  /\b\d{1,2}:\d{2}(?::\d{2})?\s+(?:each|apiece|a\s+rep|per\s+rep)\b|\bholding\s+(?:about\s+|around\s+)?\d{1,2}:\d{2}(?::\d{2})?s?\b/gi,
  // A mechanical some way out: 'broke a spoke 20 miles out'.
  new RegExp(String.raw`\b(?:snapped|broke)\s+(?:a|my|the)\s+(?:chain|spoke|derailleur|mech)\s+${AMOUNT}\s+(?:out|in|from\s+home)\b`, 'gi'),
  // Where it went wrong is no distance done either: 'hit the wall at 30 km' (the marathon went on), 'bonked at 70 km',
  // 'punctured at 20 miles', 'got dropped at 40k'.
  /\b(?:hit\s+the\s+wall|bonked|blew\s+up|cramped(?:\s+up)?|punctured|crashed|came\s+off|(?:got|was)\s+dropped|(?:snapped|broke)\s+(?:a|my|the)\s+(?:chain|spoke|derailleur|mech))\s+(?:badly\s+|again\s+)?at\s+(?:about\s+|around\s+|roughly\s+|the\s+)?\d+(?:\.\d+)?\s*(?:km|k|miles?|mi)\b(?:\s+mark)?(?!\s*(?:run|ride|swim|walk|hike|row|session|race|parkrun|jog|loop|route|time\s+trial|tt)\b)/gi,
];

/** The text without the amounts that do not measure the session (the repeats inside it, the hours slept). */
export const withoutIntervals = (text: string) => without([...INTERVALS, ...TOTALS, ...SLEPT, ...ASIDES], text);
/**
 * What follows an endurance session without being it: '10 minutes in the sauna', '20 min core and stretching', '15
 * minutes of foam rolling'. Taken out of a run, ride or swim's figures (a strength or yoga session is measured by them).
 */
export const EXTRAS = [
  new RegExp(
    String.raw`${AMOUNT}\s+(?:(?:in|of|on)\s+(?:the\s+)?)?(?:sauna|steam\s+room|jacuzzi|hot\s+tub|ice\s+bath|cold\s+plunge|core|abs|stretching|stretches|foam[- ]rolling|massage|rehab|physio\s+exercises|yoga|pilates|mobility|gym|weights)\b`,
    'gi',
  ),
  // A race still to come beside today's session: '10k race on Sunday, easy 5 km today' (not 'Did a 10k race on Sunday
  // in 52 minutes', written after it).
  new RegExp(
    String.raw`${AMOUNT}\s+race\s+(?:is\s+)?(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+\w+|this\s+(?:weekend|saturday|sunday)|tomorrow|in\s+(?:\d+|a|one|two|three|four|five|six)\s+(?:days?|weeks?))\b(?=[^]*?\b(?:today|this\s+morning|tonight)\b)`,
    'gi',
  ),
];

/** True when the text names an amount that repeats inside a session ('6 x 400m', 'every 30 minutes'; see INTERVALS). */
export function hasIntervals(text: string): boolean {
  return without(INTERVALS, text) !== text;
}
