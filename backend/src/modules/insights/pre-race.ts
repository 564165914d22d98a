/**
 * A race or event still to come ('race day tomorrow', 'marathon this weekend', "tomorrow's sportive", 'tapering',
 * 'number collected'): the 'race' it names is no milestone yet, and nothing harder comes before it. A weekday's race
 * after 'after', 'from', 'since', 'during', 'at', 'in' or 'last', or followed by 'went', 'was', 'felt', 'result' or
 * its time ("legs heavy after Saturday's parkrun", "Sunday's half went well", "Saturday's parkrun: 27:40") is one already run.
 */
const PRE_RACE = new RegExp(
  String.raw`\b(?:race|event|marathon|half|10k|5k|parkrun|triathlon|sportive|duathlon|time\s+trial)\s+(?:day\s+)?(?:is\s+)?(?:tomorrow|this\s+(?:weekend|saturday|sunday)|next\s+(?:week(?:end)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|in\s+(?:two|three|four|five|\d)\s+days)\b|` +
    String.raw`\b(?:tomorrow'?s|this\s+weekend'?s|(?<!\b(?:after|from|since|during|at|in|last)\s+)(?:saturday'?s|sunday'?s)|next\s+week'?s)\s+(?:big\s+)?(?:race|event|marathon|half|10k|5k|parkrun|triathlon|sportive)\b(?!\s+(?:went|was|felt|result)|\s*:?\s*(?:in\s+)?\d{1,2}:\d\d)|` +
    String.raw`\b(?:pre[- ]race|race\s+eve|taper|tapering|carb[- ]?loading|number\s+collected|bib\s+collected|race\s+pack)\b`,
  'i',
);

/** True when the text looks ahead to a race or event (see PRE_RACE). */
export function looksAheadToRace(text: string): boolean {
  return PRE_RACE.test(text);
}
