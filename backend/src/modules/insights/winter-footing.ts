/**
 * Ice or snow underfoot on a session ('Ran in the snow, slipped twice', 'icy paths, 5 km very slowly', 'roads icy in
 * places'): after 50 a fall costs more than a missed session, so the reply says how to keep footing, and when to take
 * the session indoors. A fall itself is a worry (entry-kind.ts FALL) answered before this. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const UNDERFOOT = /\b(?:icy|black\s+ice|on\s+(?:the\s+)?(?:ice|snow)|ice\s+(?:on|underfoot|everywhere)|in\s+the\s+snow|snowy|snow\s+(?:on|underfoot|everywhere)|slush|slushy|frosty\s+(?:roads?|paths?|pavements?|lanes?))\b/i;
/** Not underfoot: 'no ice', 'not icy'. */
const NOT_UNDERFOOT = /\b(?:no|without|not)\s+(?:ice|icy|snow|snowy)\b/gi;
/** Kept indoors by it: 'Too icy to run so 30 minutes on the rowing machine', 'treadmill because of the ice'. */
const INDOORS = /\btoo\s+(?:icy|snowy|slippery)\b|\b(?:treadmill|turbo|indoors|rowing\s+machine|gym|zwift)\b/i;

/** True when the entry tells of ice or snow underfoot on a session outdoors. */
export const icyUnderfoot = (entry: { title?: string | null; content: string }) => {
  const text = entryText(entry);
  return UNDERFOOT.test(text.replace(NOT_UNDERFOOT, ' ')) && !INDOORS.test(text);
};

/** Footing on ice and snow, on foot or on a bike, and when to go indoors. */
export function winterFootingSentence(tone: CoachTone, onBike: boolean): string {
  if (onBike) {
    return {
      direct: 'Ice is the one winter condition to keep off a bike for: after 50 a fall costs far more than a missed ride. Keep to gritted main roads, wait until the frost has lifted, run the tyres a little softer, stay off the brakes on corners, and on icy mornings take the session to the turbo.',
      encouraging: 'Well done for getting out, and for staying upright. Ice is the one winter condition worth avoiding on a bike, because after 50 a fall costs far more than a missed ride: keep to gritted main roads, set off once the frost has lifted, run the tyres a little softer, and on icy mornings the turbo is the wiser session.',
      analytical: 'Icy roads: the principal winter crash risk, with higher injury cost after 50. Use gritted main roads, ride after the frost lifts, lower tyre pressure slightly, avoid braking while leaning; on icy days move the session indoors.',
    }[tone];
  }
  return {
    direct: 'On ice and snow the risk is the fall, not the session: after 50 a fall costs far more than a missed session. Shorten your stride, slow down on corners and slopes, pick gritted roads or grass, and for regular winter outings use slip-on ice grips or deep-lugged trail shoes. On the iciest days a treadmill or a walk on cleared streets is the better session.',
    encouraging: 'Well done for getting out in it, and for staying on your feet. On ice and snow the session matters less than not falling, because after 50 a fall costs far more than a missed session: shorten your stride, slow right down on corners and slopes, choose gritted roads or grass, and slip-on ice grips or deep-lugged trail shoes make winter outings much safer. On the iciest days, a treadmill or a brisk walk on cleared streets is the better session.',
    analytical: 'Ice and snow: fall risk outweighs training value, and fall injuries cost more after 50. Shorten stride, reduce speed on corners and descents, prefer gritted surfaces or grass, use ice grips or deep-lugged shoes; on the iciest days substitute treadmill work or walking on cleared streets.',
  }[tone];
}
