/**
 * A near miss with traffic ('nearly hit by a car at the roundabout', 'close pass from a lorry', 'van pulled out on me'):
 * no fall and no steady session to praise first, but a fright, and how to be seen and given room, on a bike or on foot.
 * The rule-based reply (advice.ts) gives it after a worry's answer and before the session's praise. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText, type EntryFacts } from './entry-facts.js';

const NEAR_MISS =
  /\b(?:nearly|almost)\s+(?:got\s+|been\s+|being\s+)?(?:hit(?!\s+the\s+wall)|knocked\s+(?:off|down|over)|run\s+over|taken\s+out|wiped\s+out|clipped|squashed)\b|\bnear[- ]miss(?:es)?\b|\b(?:close|punishment)\s+pass(?:es)?\b|\bleft[- ]hook(?:ed)?\b|\b(?:car|van|lorry|bus|driver|truck|taxi)\s+(?:pulled\s+out\s+(?:on|in\s+front\s+of)\s+me|cut\s+me\s+up|(?:came|passed|went|overtook)\s+(?:\w+\s+)?(?:too|so|very|really)\s+close)\b/i;

/** A rider's words, with no ride named ('close pass from a lorry', 'braked just in time'). */
const ON_A_BIKE = /\b(?:bike|cycl\w*|ride|rode|riding|close\s+pass|punishment\s+pass|left[- ]hook(?:ed)?|knocked\s+off|braked|brakes|saddle|handlebars?|clipped\s+out)\b/i;

/** True when the entry tells of a near miss with traffic. */
export const nearMiss = (entry: { title?: string | null; content: string }) => NEAR_MISS.test(entryText(entry));

/** On a bike: lights, the lane's centre at junctions, a camera; on foot: bright kit, facing traffic, an ear free. */
export function nearMissSentence(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport' | 'others'>, tone: CoachTone): string {
  const text = entryText(entry);
  const riding = facts.sport === 'ride' || facts.others.includes('ride') || ON_A_BIKE.test(text);
  const seen = riding
    ? {
        direct: 'Lights front and back even by day and bright colours help drivers see you; on the approach to junctions and roundabouts, ride in the centre of your lane, as the Highway Code suggests, so no one squeezes past. A camera lets you report a close pass to the police.',
        warm: 'Lights front and back even by day and bright colours help drivers see you, and on the approach to junctions and roundabouts, riding in the centre of your lane, as the Highway Code suggests, stops anyone squeezing past. A camera lets you report a close pass to the police.',
        analytical: 'Daytime running lights and high-visibility colours improve detection; a central lane position on the approach to junctions and roundabouts (Highway Code rule 72) prevents unsafe overtakes. Camera footage supports police reports of close passes.',
      }
    : {
        direct: 'Bright colours by day, and lights and reflective kit after dark, help drivers see you; where there is no pavement, face the oncoming traffic, and keep one ear free of music near roads.',
        warm: 'Bright colours by day, and lights and reflective kit after dark, help drivers see you; where there is no pavement, face the oncoming traffic, and keep one ear free of music near roads.',
        analytical: 'High-visibility colours by day and lights or reflective kit after dark improve detection; on roads without a pavement, face oncoming traffic, and keep one ear free of audio near roads.',
      };
  return {
    direct: `A near miss shakes anyone, so take it easy today. ${seen.direct}`,
    encouraging: `I am glad you are safe: a near miss shakes anyone, so be kind to yourself today. ${seen.warm}`,
    analytical: `Near miss logged; an elevated stress response afterwards is normal. ${seen.analytical}`,
  }[tone];
}
