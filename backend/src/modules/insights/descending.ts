/**
 * Nerves descending on the bike ('First time on the new road bike, scared on the descents', 'nervous going downhill'):
 * common, and skills rather than courage: braking before the bend, weight low and back, eyes through the turn, practice
 * on a familiar hill, a skills session. A crash or a fall has its own answer first (care-sentences.ts). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText, type EntryFacts } from './entry-facts.js';

const SCARED = String.raw`(?:scared|scary|terrified|terrifying|nervous|frightened|frightening|petrified|anxious|timid|tense|wobbly|sketchy|hairy|afraid)`;
const DOWNHILL = String.raw`(?:descents?|descending|downhills?|going\s+down(?:hill)?|coming\s+down|the\s+way\s+down)`;
const NERVES = new RegExp(String.raw`\b${SCARED}\b[^.!?\n]{0,25}?\b${DOWNHILL}\b|\b${DOWNHILL}\b[^.!?\n]{0,25}?\b(?:were|was|felt|are|is)?\s*(?:really\s+|so\s+|quite\s+|a\s+bit\s+)?${SCARED}\b`, 'i');

/** True for a ride whose entry says the descents were frightening. */
export function nervousDescending(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport' | 'others'>): boolean {
  return (facts.sport === 'ride' || facts.others.includes('ride')) && NERVES.test(entryText(entry));
}

export function descendingSentence(tone: CoachTone): string {
  return {
    direct: 'Nerves on descents are common and go with skill, not bravery. Brake before the bend, not in it, using both brakes; keep your weight low and back with your hands on the drops; look through the turn to where you want to go; and practise on a quiet hill you know, at your own speed. A club or coach skills session helps a lot.',
    encouraging: 'Lots of riders feel that on descents, and confidence comes with a few skills rather than bravery. Brake before the bend rather than in it, using both brakes; keep your weight low and back, hands on the drops; look through the turn to where you want to go; and practise on a quiet hill you know, at your own speed. A skills session with a club or coach can make a big difference.',
    analytical: 'Descending anxiety is common and responds to technique: brake before the bend using both brakes, weight low and rearward on the drops, gaze through the turn, and graded practice on a familiar, quiet descent. A club or coached skills session accelerates this.',
  }[tone];
}
