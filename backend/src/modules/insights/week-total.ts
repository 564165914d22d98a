/**
 * A week's total instead of a session ('Recovery week: 20 km total', 'Ran 40 km this week', 'Weekly mileage 30 miles'):
 * the distance is the week's, not one session's, and the reply speaks of the week (a lighter one as the rest that lets
 * the training sink in, any other as the figure to build on by about ten per cent). Pure.
 */
import type { CoachTone } from '../ai/index.js';

const AMOUNT = String.raw`(?<![\d:.,])\d+(?:\.\d+)?\s*(?:km|kilometres?|kilometers?|k|miles?|mi)\b`;
/** A week named for its load: 'recovery week', 'big week'. */
const LIGHTER = String.raw`(?:recovery|easy|easier|rest|lighter|light|deload|down|cutback|cut-back|taper)`;
const NAMED = String.raw`(?:${LIGHTER}|big|bigger|biggest|heavy|hard|build|peak|training|good|solid)\s+week`;
/** After a week's figure: the end of a clause, 'of running', 'total', 'across three runs', 'on the bike'; not a session's words ('easy 5 km with strides'). */
const AS_WEEK = String.raw`(?=\s*(?:$|[.!,;]|of\s+[a-z]+ing\b|total\b|in\s+all\b|all\s+told\b|altogether\b|across\b|over\b|in\s+(?:\d|two|three|four|five|six|seven)\b|on\s+the\s+bike\b))`;
const WEEK_TOTAL = [
  // '40 km this week', '30 miles in total over the week'; not a session of that distance ('a 10k this week', 'my first
  // 20 miles this week').
  new RegExp(String.raw`(?<!\b(?:a|an|my|the|first|another|one)\s+)${AMOUNT}\s+(?:in\s+total\s+|total\s+|in\s+all\s+|all\s+told\s+)?(?:(?:this|last|for\s+the|over\s+the|in\s+the|across\s+the)\s+week|(?:this\s+)?week\s+so\s+far)\b(?!\s*(?:end|'s\s+(?:race|event)))`, 'i'),
  // 'Weekly mileage 30 miles', "week's total: 45 km", 'week total 52 km'.
  new RegExp(String.raw`\b(?:weekly|week'?s?)\s+(?:total|mileage|distance|volume|kilometres|miles)\b[^.!?\n]{0,20}?${AMOUNT}|${AMOUNT}[^.!?\n]{0,12}?\b(?:weekly|for\s+the\s+week|a\s+week)\s+(?:total|mileage|volume)\b`, 'i'),
  // '4 runs this week, 32 km total', 'three rides last week: 150 km'.
  new RegExp(String.raw`\b(?:\d|two|three|four|five|six|seven)\s+(?:runs|rides|swims|sessions|walks|outings)\s+(?:this|last)\s+week\b[^.!?\n\d]{0,12}${AMOUNT}${AS_WEEK}`, 'i'),
  // 'Recovery week: 20 km total', 'Big week - 70 km', 'Easy week, 25 km of running', 'Week 6 done, 55 km total'.
  new RegExp(String.raw`\b${NAMED}\b[^.!?\n\d]{0,12}${AMOUNT}${AS_WEEK}|\b(?:${NAMED}|week\s+\d+)\b[^.!?\n]{0,40}?${AMOUNT}\s+(?:in\s+)?(?:total|all\s+told|altogether|in\s+all)\b`, 'i'),
];

/**
 * The week's distance ('20 km', '30 miles'), when the entry gives a week's total and no session of its own: 'Easy 6 km,
 * 40 km this week' is the 6 km session's entry, the week an aside.
 */
export function weekTotalIn(text: string): string | null {
  for (const pattern of WEEK_TOTAL) {
    const match = text.match(pattern);
    if (!match) continue;
    const rest = text.slice(0, match.index) + ' ' + text.slice(match.index! + match[0].length);
    if (new RegExp(AMOUNT, 'i').test(rest)) return null;
    const amount = match[0].match(new RegExp(AMOUNT, 'i'))![0];
    const [, value, unit] = amount.match(/^(\d+(?:\.\d+)?)\s*(\D+)$/)!;
    return /^k/i.test(unit) ? `${value} km` : `${value} ${value === '1' ? 'mile' : 'miles'}`;
  }
  return null;
}

/**
 * What kind of week: 'lighter' when the member made it so on purpose ('recovery week', 'taper week'), 'short' when less
 * than they meant ('only 12 km this week'), else 'full'.
 */
export function weekKind(text: string): 'lighter' | 'short' | 'full' {
  if (new RegExp(String.raw`\b${LIGHTER}\s+week\b`, 'i').test(text)) return 'lighter';
  return new RegExp(String.raw`\b(?:only|just|barely|managed)\s+(?:about\s+|around\s+)?${AMOUNT}`, 'i').test(text) ? 'short' : 'full';
}

/**
 * The week's total: a lighter week as the rest that lets the training sink in, a short one as the habit kept (built back
 * gradually, not made up), any other as the figure to build on.
 */
export function weekTotalSentence(total: string, week: 'lighter' | 'short' | 'full', tone: CoachTone): string {
  if (week === 'short') {
    return {
      direct: `${total} in a week that gave you less is still training: it keeps the habit and the fitness ticking over. Do not make up the missing distance next week; build back towards your usual total over two or three weeks.`,
      encouraging: `${total} in a week that did not go to plan still counts: it keeps the habit going and your fitness ticking over, and that is what a busy week needs. There is no need to make up the missing distance; build back towards your usual week gently over the next two or three.`,
      analytical: `Reduced week logged: ${total}. Fitness holds over a short dip; return to the usual volume over two or three weeks rather than adding the shortfall to next week.`,
    }[tone];
  }
  if (week === 'lighter') {
    return {
      direct: `A lighter week of ${total}, well judged: this is when the weeks of training before it sink in. Keep a couple of short, brisk efforts so you stay sharp, sleep well, and next week build again from where you were before it.`,
      encouraging: `A lighter week of ${total} is time well spent: it is when your body absorbs the weeks of training before it and comes back stronger. Keep a couple of short, brisk efforts so you stay sharp, enjoy the extra rest, and next week build again from where you were before it.`,
      analytical: `Recovery week logged: ${total}. Reduced volume every third or fourth week supports adaptation, more so after 50; keep brief intensity, then resume the build from the pre-recovery level.`,
    }[tone];
  }
  return {
    direct: `${total} over the week: the week's total is the figure to build on. Add no more than about ten per cent a week, keep most of it easy, and take a lighter week every third or fourth.`,
    encouraging: `${total} over the week is a solid block of training, and the week's total is a good figure to keep. Build it by no more than about ten per cent a week, most of it easy, with a lighter week every third or fourth so your body can absorb it.`,
    analytical: `Weekly volume: ${total}. Progress by no more than about 10% a week, mostly at easy intensity, with a lighter week every third or fourth.`,
  }[tone];
}
