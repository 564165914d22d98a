/**
 * What an entry mentions beside its kind that the rule-based reply (rule-reply.ts) answers: new shoes, a bike fit, cold
 * open water, cramp, a low blood sugar, asthma, a birthday, heat, goal pace, an active day, technique work. Pure.
 */
import { entryText, type EntryFacts } from './entry-facts.js';

/** New shoes ('bought new running shoes', 'new trainers arrived'). */
export const newShoes = (entry: { title?: string | null; content: string }) => /\bnew\s+(?:[\w-]+\s+){0,2}?(?:shoes|trainers)\b/i.test(entryText(entry));

/** A bike fit or a change of position ('bike fit today', 'saddle raised 1cm', 'cleats moved back'). */
export const bikeFit = (entry: { title?: string | null; content: string }) =>
  /\bbike\s+fit(?:ting)?\b|\b(?:saddle|bars|handlebars|cleats?|stem|seat\s*post)\s+(?:(?:was|were|got)\s+)?(?:raised|lowered|moved|changed|adjusted|swapped|tilted)\b/i.test(entryText(entry));

/** Cold open water: a swim outdoors ('lake', 'sea', 'open water') in cold words or under 15 degrees. */
const OUTDOOR_WATER = /\b(?:lake|sea|river|open[- ]water|lido|wild\s+swim(?:ming)?|dip|loch|quarry|reservoir|tarn)\b/i;
const COLD = /\b(?:numb|freezing|shivering|shivered|ice|icy|cold|chilly|(?:[0-9]|1[0-4])(?:\.\d)?\s*(?:degrees|°\s*c?|c)(?![\p{L}]))/iu;

/** True when the entry is a swim in cold open water (see OUTDOOR_WATER, COLD). */
export function coldOpenWater(entry: { title?: string | null; content: string }, facts: EntryFacts): boolean {
  const text = entryText(entry);
  return facts.sport === 'swim' && OUTDOOR_WATER.test(text) && COLD.test(text);
}

/** Cramp during the session ('cramped at 80 km', 'calf cramp in the last mile'). */
const CRAMP = /\b(?:cramp|cramps|cramped|cramping)\b/i;

/** True when the entry names cramp during a session. */
export const hadCramp = (entry: { title?: string | null; content: string }) => CRAMP.test(entryText(entry));

/** A low blood sugar in the session ('blood sugar dropped on the long ride', 'went hypo'). */
const LOW_SUGAR = /\b(?:hypo|hypos|hypoglycaemia|hypoglycemia|went\s+low|blood\s+(?:sugar|glucose)\s+(?:dropped|crashed|went\s+low|was\s+low|low|fell|dipped)|low\s+blood\s+(?:sugar|glucose))\b/i;
export const lowBloodSugar = (entry: { title?: string | null; content: string }) => LOW_SUGAR.test(entryText(entry));

/** Asthma named ('asthma played up in the cold', 'used the inhaler'). */
const ASTHMA = /\b(?:asthma|asthmatic|inhaler|wheezy|wheezing)\b/i;
export const mentionsAsthma = (entry: { title?: string | null; content: string }) => ASTHMA.test(entryText(entry));

/** The age a birthday entry names ('Turned 60 today!', 'my 65th birthday'), or null. */
export function birthdayAge(entry: { title?: string | null; content: string }): number | null {
  const match = entryText(entry).match(/\bturned\s+([5-9]\d)\b|\b([5-9]\d)(?:st|nd|rd|th)?\s+birthday\b/i);
  return match ? Number(match[1] ?? match[2]) : null;
}

/** Heat ('heat wave', 'so hot', '30 degrees'): the same pace costs more, so slower, earlier, and drink. */
const HEAT = /\b(?:heat\s*wave|heatwave|scorching|baking|sweltering|so\s+hot|too\s+hot|very\s+hot|(?:2[8-9]|3\d|4[0-5])\s*(?:degrees|°\s*c?|c)(?![\p{L}]))/iu;
export const inHeat = (entry: { title?: string | null; content: string }) => HEAT.test(entryText(entry));

/** Miles at the goal's or race pace in the session ('last 3 at goal pace', 'marathon pace'). */
export const atGoalPace = (entry: { title?: string | null; content: string }) => /\b(?:goal|race|marathon|target|event)\s+pace\b/i.test(entryText(entry));

/** An active day that is no training session: gardening, dancing, skiing, paddleboarding, climbing walls. */
const ACTIVE_DAY = /\b(?:gardening|digging|dug|danced|dancing|skiing|skied|snowboarding|paddle[- ]?board(?:ing|ed)?|sup|kayak(?:ing|ed)?|canoe(?:ing|d)?|surfing|surfed|bouldering|climbing\s+wall|decorating|moving\s+house|dog\s+walk(?:ing)?)\b/i;
export const activeDay = (entry: { title?: string | null; content: string }) => ACTIVE_DAY.test(entryText(entry));

/** A lesson or technique work ('swim lesson to fix my front crawl', 'coach filmed me', 'drills'). */
const TECHNIQUE = /\b(?:lesson|lessons|technique|coached\s+session|filmed\s+me|video\s+analysis|drills?\s+(?:for|on)|stroke\s+correction)\b/i;
export const isTechnique = (entry: { title?: string | null; content: string }) => TECHNIQUE.test(entryText(entry));
