/**
 * A distance set for the year ('New Year resolution: run 1000 km in 2027', 'Aiming for 5,000 miles on the bike this
 * year'): a target, not a session (entry-facts.ts leaves it out of the session's distance), answered with what it
 * asks a week and how to get there: build up to it, leave weeks for illness and holidays, keep most of it easy. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import type { DistanceUnit } from './distance-units.js';

/** A distance as a year's target gives it: '1000 km', '5,000 miles', '150,000 m', '60,000 yards'. */
const AMOUNT = String.raw`(\d[\d,]*)\s*(km|k|kilometres|kilometers|miles|mi|metres|meters|m|yards|yds)\b`;
const VERB = String.raw`(?:(?:to\s+)?(?:run|ride|cycle|swim|walk|row|do|cover|log|hit)\s+)?`;

/** A distance, then its year: 'run 1000 km in 2027', '5,000 miles on the bike this year'. */
export const YEAR_TARGET = new RegExp(
  String.raw`\b${VERB}${AMOUNT}\s+(?:(?:on\s+(?:the|my)\s+(?:bike|feet)|of\s+\w+)\s+)?(?:in|during|over|for|this|next)\s+(?:20\d\d|year|(?:the|this|next|a)\s+year)\b`,
  'gi',
);
/** A year's target named, then its distance: 'Target for 2027: swim 150,000 m', 'My goal this year is 1000 miles'. */
const NAMED_TARGET = new RegExp(
  String.raw`\b(?:(?:target|goal|aim|resolution|challenge)s?\s+(?:for\s+)?(?:20\d\d|(?:this|next|the)\s+year)|(?:this|next)\s+year'?s\s+(?:target|goal|aim|challenge))\s*(?:is|was|:|-|=)?\s*${VERB}${AMOUNT}(?:\s+(?:of\s+\w+|on\s+(?:the|my)\s+(?:bike|feet)))?`,
  'gi',
);
/** Every way a year's target is written (entry-facts.ts leaves each out of the session's distance). */
export const YEAR_TARGETS = [YEAR_TARGET, NAMED_TARGET];

export interface YearTarget {
  amount: number;
  unit: DistanceUnit;
}

/** The year's target the text names (YEAR_TARGETS), or null. */
export function yearTargetIn(text: string): YearTarget | null {
  const [match] = YEAR_TARGETS.flatMap((pattern) => [...text.matchAll(pattern)]);
  if (!match) return null;
  const amount = Number(match[1].replace(/,/g, ''));
  return amount > 0 ? { amount, unit: unitOf(match[2]) } : null;
}

/** The unit a target is written in. */
export const unitOf = (written: string): DistanceUnit =>
  /^(?:miles|mi)$/i.test(written) ? 'miles' : /^(?:yards|yds)$/i.test(written) ? 'yards' : /^(?:metres|meters|m)$/i.test(written) ? 'm' : 'km';

/** The week's share of it over 48 weeks (four left for illness and holidays), and how to get there. */
export function yearTargetSentence({ amount, unit }: YearTarget, tone: CoachTone): string {
  const weekly = `${Math.round(amount / 48).toLocaleString('en-GB')} ${unit}`;
  const total = `${amount.toLocaleString('en-GB')} ${unit}`;
  return {
    direct: `${total} in a year is about ${weekly} a week over 48 weeks, leaving four for illness and holidays. Build up to that week over the first month rather than starting there, keep most of it easy, and check the running total each month rather than chasing it every week.`,
    encouraging: `A target for the year is a great way to keep going. ${total} is about ${weekly} a week over 48 weeks, which leaves four for illness and holidays: build up to that week over the first month rather than starting there, keep most of it easy, and check your running total each month rather than chasing it every week.`,
    analytical: `${total} a year: about ${weekly} a week across 48 weeks (4 weeks allowed for illness and holidays). Ramp weekly volume up to that level over the first month, keep the majority at easy intensity, and review the cumulative total monthly rather than weekly.`,
  }[tone];
}
