/**
 * Numb hands, or a sore neck or shoulders, on the bike ('Long ride 90 km, numb hands and sore neck', 'fingers tingling
 * on the turbo'): most often the bike's fit, too much weight on the hands or a reach too long or low, answered with
 * what to change and a bike fit, the GP if the numbness stays off the bike. Numb hands from the cold are not this. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText, type EntryFacts } from './entry-facts.js';

const RIDERS_ACHES =
  /\b(?:numb|tingling|tingly|pins\s+and\s+needles\s+in)\s+(?:my\s+|both\s+)?(?:hands?|fingers?|palms?)\b|\b(?:hands?|fingers?|palms?)\s+(?:went\s+|go\s+|going\s+|were\s+|are\s+|was\s+|kept\s+going\s+)?(?:numb|tingl\w*)\b|\b(?:sore|stiff|aching|achy)\s+(?:neck|shoulders?|wrists?)\b|\b(?:neck|shoulders?|wrists?)\s+(?:(?:a\s+bit|really|very|quite)\s+)?(?:sore|stiff|aching|achy|ached)\b/i;
const COLD = /\b(?:cold|freezing|frozen|icy|frost\w*|winter|chilly|sub[- ]zero|minus\s+\d)\b/i;

/** True for a ride, or a ride among the sessions, with the hands numb or the neck, shoulders or wrists sore. */
export function ridersAches(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport' | 'others'>): boolean {
  const text = entryText(entry);
  return (facts.sport === 'ride' || facts.others.includes('ride')) && RIDERS_ACHES.test(text) && !COLD.test(text);
}

/** Hand positions, soft elbows, padded gloves, a bike fit; the GP if the numbness lasts. */
export function ridingPositionSentence(tone: CoachTone): string {
  return {
    direct: 'Numb hands or a sore neck on the bike usually come from its fit: too much weight on the hands, or bars too low or far away. Move your hands between positions every few minutes, keep your elbows soft and try padded gloves; a bike fit can set the saddle and bars for you. See your GP if the numbness lasts after the ride.',
    encouraging: "That is very common on longer rides, and usually a matter of the bike's fit: too much weight on your hands, or bars too low or far away. Change hand positions every few minutes, keep your elbows soft and try padded gloves; a bike fit can set the saddle and bars to suit you. If the numbness lasts after the ride, please see your GP.",
    analytical: 'Hand numbness and neck or shoulder soreness when cycling usually reflect position: excess load through the hands (nerve compression at the wrist) or a long, low reach. Vary hand position frequently, keep the elbows flexed, use padded gloves, and consider a professional bike fit; numbness that persists off the bike warrants GP review.',
  }[tone];
}
