/**
 * A session after drinking ('Two glasses of wine last night, sluggish 8 km', 'Hangover run, 5 km'): alcohol dries the
 * body and spoils the night's sleep, and after 50 it slows recovery more, so the day after stays easy and the hard
 * sessions go on alcohol-free days. The rule-based reply (advice.ts) gives it before the session's effort or praise. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const DRINKING =
  /\b(?:hangover|hungover|hung\s+over|(?:glass(?:es)?|pints?|bottles?|cans?)\s+of\s+(?:wine|beer|lager|ale|prosecco|champagne|cider|fizz|red|white)|(?:too\s+much|a\s+lot\s+of|lots\s+of)\s+(?:wine|beer|booze|to\s+drink|alcohol)|(?:a\s+few\s+)?(?:drinks|pints|wine|beer|booze|cocktails)\s+last\s+night|boozy|tipsy|drank\s+(?:far\s+|way\s+|a\s+bit\s+|rather\s+)?too\s+much(?!\s+(?:water|coffee|tea|squash|juice|electrolyte))|(?:had|drank|sank)\s+(?:one\s+|a\s+few\s+|a\s+couple\s+)?(?:too\s+many|several\s+(?:glasses|pints))|(?:one|a\s+few|a\s+couple)\s+too\s+many\s+last\s+night)\b/i;
/** Drinking told as not done ('no wine last night', 'alcohol-free'). */
const NOT_DRINKING = /\b(?:no|without|alcohol[- ]free|didn'?t\s+have\s+(?:any|a))\s+(?:\w+\s+)?(?:wine|beer|drinks?|booze|alcohol|hangover)\b/i;

/** True when the entry tells of drinking the night before, or a hangover. */
export const afterDrinking = (entry: { title?: string | null; content: string }) => DRINKING.test(entryText(entry)) && !NOT_DRINKING.test(entryText(entry));

/** Why it felt harder, and what to do: water, an easy day after, hard sessions on alcohol-free days. */
export function alcoholSentence(tone: CoachTone): string {
  return {
    direct: 'A session after drinking feels harder: alcohol dries you out and spoils the night\'s sleep, and after 50 it slows recovery more than it used to. Keep the day after easy, drink water alongside the drinks and before bed, and put the hard sessions on alcohol-free days.',
    encouraging: 'Well done for getting out, and no surprise it felt heavy: alcohol dries you out and spoils the quality of your sleep, and after 50 it slows recovery more than it used to. Keep the day after easy, have water alongside the drinks and before bed, and save your hard sessions for alcohol-free days.',
    analytical: 'Alcohol impairs hydration and sleep quality, and its effect on recovery grows with age, so perceived effort the day after is higher. Keep post-drinking days easy, alternate drinks with water, and schedule key sessions on alcohol-free days (UK guidance: no more than 14 units a week, spread over several days).',
  }[tone];
}
