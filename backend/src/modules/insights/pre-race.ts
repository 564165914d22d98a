import { NAMED_RACES } from './sports.js';

/** A race known by name ('the Great North Run', 'GNR'; sports.ts). */
const NAMED = NAMED_RACES.map(({ name }) => name.source).join('|');

/**
 * A race or event still to come ('race day tomorrow', 'marathon this weekend', "tomorrow's sportive", 'tapering',
 * 'number collected'): the 'race' it names is no milestone yet, and nothing harder comes before it. A weekday's race
 * after 'after', 'from', 'since', 'during', 'at', 'in' or 'last', or followed by 'went', 'was', 'felt', 'result' or
 * its time ("legs heavy after Saturday's parkrun", "Sunday's half went well", "Saturday's parkrun: 27:40") is one already run.
 */
const PRE_RACE = new RegExp(
  String.raw`(?:\b(?:race|event|marathon|half|10k|5k|parkrun|tri|triathlon|sportive|duathlon|time\s+trial)\b|${NAMED})\s+(?:day\s+)?(?:is\s+)?(?:tomorrow|this\s+(?:weekend|saturday|sunday)|next\s+(?:week(?:end)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|in\s+(?:two|three|four|five|\d)\s+days)\b|` +
    String.raw`\b(?:tomorrow'?s|this\s+weekend'?s|(?<!\b(?:after|from|since|during|at|in|last)\s+)(?:saturday'?s|sunday'?s)|next\s+week'?s)\s+(?:big\s+)?(?:the\s+)?(?:\b(?:race|event|marathon|half|10k|5k|parkrun|tri|triathlon|sportive)\b|${NAMED})(?!\s+(?:went|was|felt|result)|\s*:?\s*(?:in\s+)?\d{1,2}:\d\d)|` +
    String.raw`\b(?:pre[- ]race|race\s+eve|taper|tapering|carb[- ]?loading|number\s+collected|bib\s+collected|race\s+pack)\b`,
  'i',
);

/**
 * A race on a weekday with nothing told of it, beside today's session or nerves ('10k race on Sunday, easy 5 km today',
 * 'Race on Saturday, shakeout today'): one still ahead. Not one run, watched or helped at ('Did a 10k race on Sunday',
 * 'marshalled at the parkrun on Saturday'), nor one with its outcome, time or soreness ('Half on Sunday went well',
 * 'parkrun on Saturday, 26:10'); alone ('Sportive on Sunday, 100 km') it may be either, and is not taken as ahead.
 */
const ON_DAY = new RegExp(
  String.raw`(?<!\b(?:at|after|from|since|during|last|did|ran|raced|rode|swam|finished|completed|won|watched|marshall?ed|volunteered|supported|cheered)\s+(?:(?:the|a|an|my|our)\s+)?(?:[\w'-]+\s+){0,2})` +
    String.raw`(?:\b(?:race|event|marathon|half(?:[- ]marathon)?|\d{1,2}k|parkrun|tri|triathlon|sportive|duathlon|time\s+trial)\b|${NAMED})\s+(?:is\s+)?on\s+(?:this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`,
  'i',
);
const TOLD_OF = /\b(?:went|was|felt|finished|done|result|results|sore|stiff|aching|recover(?:y|ing)?|marshall?(?:ed|ing)|volunteer(?:ed|ing)|watched|cheered|dnf|pulled\s+out|dropped\s+out|cancell?ed|postponed|called\s+off)\b|\b\d{1,2}:\d\d\b|\bin\s+\d+\s*(?:min|mins|minutes|hours?|hrs?|h)\b/i;
const NOW = /\b(?:today|this\s+(?:morning|afternoon|evening)|tonight|shake-?out|nervous|nerves|excited|ready|hop(?:e|es|ing)\s+(?:for|to)|aim(?:s|ing)?\s+(?:for|to))\b/i;
/** A time hoped for ('hoping for 1:30', 'aiming to break 1:45') tells nothing of a race run. */
const HOPED_TIME = /\b(?:hop(?:e|es|ing)|aim(?:s|ing)?)\s+(?:for|to\s+(?:break|beat|get\s+under|go\s+under))\s+(?:a\s+|sub[- ]?|under\s+|around\s+|about\s+)?\d{1,2}:\d{2}(?::\d{2})?/gi;

/** True when the text looks ahead to a race or event (see PRE_RACE and ON_DAY). */
export function looksAheadToRace(text: string): boolean {
  return PRE_RACE.test(text) || (ON_DAY.test(text) && NOW.test(text) && !TOLD_OF.test(text.replace(HOPED_TIME, ' ')));
}
