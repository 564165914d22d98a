/**
 * Numb hands, or a sore neck or shoulders, on the bike ('Long ride 90 km, numb hands and sore neck', 'fingers tingling
 * on the turbo'): most often the bike's fit, too much weight on the hands or a reach too long or low, answered with
 * what to change and a bike fit, the GP if the numbness stays off the bike. Numb hands from the cold are not this. So
 * are a knee or the lower back that ache from riding ('Knee pain on the bike after 40 km, front of the knee', 'Back ache
 * on long rides'): the saddle's height or the reach, answered with what to change. Not a fall's hurt. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText, type EntryFacts } from './entry-facts.js';
import { FALL } from './falls.js';

const RIDERS_ACHES =
  /\b(?:numb|tingling|tingly|pins\s+and\s+needles\s+in)\s+(?:my\s+|both\s+)?(?:hands?|fingers?|palms?)\b|\b(?:hands?|fingers?|palms?)\s+(?:went\s+|go\s+|going\s+|were\s+|are\s+|was\s+|kept\s+going\s+)?(?:numb|tingl\w*)\b|\b(?:sore|stiff|aching|achy)\s+(?:neck|shoulders?|wrists?)\b|\b(?:neck|shoulders?|wrists?)\s+(?:(?:a\s+bit|really|very|quite)\s+)?(?:sore|stiff|aching|achy|ached)\b/i;
const COLD = /\b(?:cold|freezing|frozen|icy|frost\w*|winter|chilly|sub[- ]zero|minus\s+\d)\b/i;

/** True for a ride, or a ride among the sessions, with the hands numb or the neck, shoulders or wrists sore. */
export function ridersAches(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport' | 'others'>): boolean {
  const text = entryText(entry);
  return (facts.sport === 'ride' || facts.others.includes('ride')) && RIDERS_ACHES.test(text) && !COLD.test(text);
}

const ACHE = String.raw`(?:pain|painful|sore|ache|aches|aching|achy|hurts?|hurting)`;
/** Said of riding: 'on the bike', 'on long rides', 'after 40 km', 'when cycling', 'on the climbs'. */
const RIDING = String.raw`(?:(?:on|during|after)\s+(?:the\s+|my\s+|a\s+|long(?:er)?\s+|hilly\s+)*(?:bike|rides?|turbo|climbs?|hills|\d+\s*(?:km|miles?))|when\s+(?:riding|cycling|pedalling|climbing)|pedalling)`;
const BIKE_KNEE = new RegExp(String.raw`\bknees?\b[^.!?\n]{0,30}?\b${ACHE}\b[^.!?\n]{0,30}?\b${RIDING}|\b${ACHE}\s+(?:in|at|on)\s+(?:the\s+)?(?:front|back|inside|outside)\s+of\s+(?:my\s+|the\s+)?knees?\b`, 'i');
const BIKE_BACK = new RegExp(String.raw`\b(?:lower\s+)?back\s*(?:ache|pain|is\s+sore|sore|aching|achy|hurts?)\b[^.!?\n]{0,30}?\b${RIDING}|\b${RIDING}[^.!?\n]{0,30}?\b(?:lower\s+)?back\s*(?:ache|pain|sore|aching|achy|hurts?)\b`, 'i');

/** A knee or the lower back that aches from riding (not after a fall, nor one that only riding spares: 'knee sore but cycling is fine'). */
export function ridingAche(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport' | 'others'>): 'knee' | 'back' | null {
  const text = entryText(entry);
  if (!(facts.sport === 'ride' || facts.others.includes('ride')) || FALL.test(text) || /\bbut\b[^.!?\n]{0,30}\b(?:fine|ok|okay|easier|better)\b/i.test(text)) return null;
  return BIKE_KNEE.test(text) ? 'knee' : BIKE_BACK.test(text) ? 'back' : null;
}

/** The saddle's height and setback for a knee, the reach and the core for a back; a bike fit, a physio if it stays. */
export function ridingAcheSentence(where: 'knee' | 'back', tone: CoachTone): string {
  if (where === 'knee') {
    return {
      direct: 'Knee pain from riding is usually the fit: at the front of the knee the saddle is often too low or too far forward, at the back too high, on the inside or outside the cleats are angled wrong. Change the saddle a few millimetres at a time, spin lighter gears on climbs, and a bike fit can set it. See a physio if it hurts off the bike or has not settled in two weeks.',
      encouraging: "Knee pain from riding is very common, and usually a matter of the bike's fit: at the front of the knee the saddle is often too low or too far forward, at the back too high, and on the inside or outside the cleats may be angled wrong. Move the saddle a few millimetres at a time, spin a lighter gear on the climbs, and a bike fit can set it all for you. If it hurts off the bike or has not settled in a couple of weeks, please see a physio.",
      analytical: 'Cycling knee pain is usually positional: anterior pain suggests a saddle too low or too far forward, posterior pain one too high, medial or lateral pain cleat rotation. Adjust in increments of a few millimetres, use lower gears and higher cadence on climbs, and consider a professional fit; physio assessment if symptomatic off the bike or beyond two weeks.',
    }[tone];
  }
  return {
    direct: 'A sore lower back on long rides usually means a reach too long or low, or a core that tires before the legs. Stand on the pedals for a minute every 20 minutes, raise the bars or shorten the stem, and do planks and bridges twice a week; a bike fit can set the reach. See your GP or a physio if it aches off the bike.',
    encouraging: 'A sore lower back on long rides is very common, and usually comes from a reach that is a little too long or low, or a core that tires before the legs do. Stand up on the pedals for a minute every 20 minutes, try the bars a little higher or closer, and add planks and bridges twice a week; a bike fit can set the reach for you. If it aches off the bike too, please see your GP or a physio.',
    analytical: 'Low back pain on long rides typically reflects an excessive or low reach, or trunk muscle fatigue. Interrupt sustained flexion (standing on the pedals briefly every 20 minutes), raise or shorten the front end, and add trunk strengthening (planks, bridges) twice weekly; a professional fit can set the reach. GP or physio review if symptoms persist off the bike.',
  }[tone];
}

/** Hand positions, soft elbows, padded gloves, a bike fit; the GP if the numbness lasts. */
export function ridingPositionSentence(tone: CoachTone): string {
  return {
    direct: 'Numb hands or a sore neck on the bike usually come from its fit: too much weight on the hands, or bars too low or far away. Move your hands between positions every few minutes, keep your elbows soft and try padded gloves; a bike fit can set the saddle and bars for you. See your GP if the numbness lasts after the ride.',
    encouraging: "That is very common on longer rides, and usually a matter of the bike's fit: too much weight on your hands, or bars too low or far away. Change hand positions every few minutes, keep your elbows soft and try padded gloves; a bike fit can set the saddle and bars to suit you. If the numbness lasts after the ride, please see your GP.",
    analytical: 'Hand numbness and neck or shoulder soreness when cycling usually reflect position: excess load through the hands (nerve compression at the wrist) or a long, low reach. Vary hand position frequently, keep the elbows flexed, use padded gloves, and consider a professional bike fit; numbness that persists off the bike warrants GP review.',
  }[tone];
}
