/**
 * A condition the member already knows by name, in a health entry with no other worry: an overuse condition back or
 * flaring ('Plantar fasciitis flaring again, 4 km easy', 'shin splints are back') gets the load eased on what
 * aggravates it, the physio's exercises kept and the physio again if it does not settle (was 'rest while it lasts; see
 * your doctor'); a frozen shoulder ('Ran 5k with a frozen shoulder') gets the running and riding it allows, movement
 * within comfort, months to ease, and the GP for pain at night; a bone broken ('Broke my wrist, can I still run?') gets
 * the fracture clinic's word first, what keeps the legs and heart going, and the GP about bone density after a simple
 * fall. Answered by healthSentence (care-sentences.ts): a break after its urgent signs, the others after its warning
 * signs, falls, professional care and too-much-too-soon. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const OVERUSE = String.raw`(?:plantar(?:\s+fasciitis)?|shin\s+splints|tendinitis|tendonitis|tendinopathy|runner'?s\s+knee|it\s*band|itb|bursitis|tennis\s+elbow|golfer'?s\s+elbow|achilles)`;
const BACK = String.raw`(?:flaring(?:\s+up)?|flared(?:\s+up)?|flare[- ]up|playing\s+up|back(?:\s+again)?|again|returned|come\s+back|has\s+come\s+back|acting\s+up)`;
const FLARE = new RegExp(String.raw`\b${OVERUSE}\b(?:\s+(?:is|are|has|have))?\s+${BACK}\b|\b(?:flare[- ]up|flare)\s+of\s+(?:my\s+)?${OVERUSE}\b`, 'i');
const FROZEN_SHOULDER = /\bfrozen\s+shoulder\b/i;
const BONE = String.raw`(?:wrist|arm|leg|ankle|collarbone|collar\s+bone|hip|ribs?|elbow|foot|toe|hand|finger|shoulder|kneecap|pelvis|vertebra)`;
/** A bone broken ('Broke my wrist', 'fractured ankle'); not a stress fracture, an overuse injury of its own. */
const BROKEN = new RegExp(String.raw`\b(?:broken|broke|fractured|cracked)\s+(?:my\s+|a\s+|the\s+)?(?:left\s+|right\s+)?${BONE}\b|(?<!\bstress\s)\bfracture\b`, 'i');

const SCIATICA = /\b(?:sciatica|sciatic\s+(?:nerve|pain))\b/i;
const GOUT = /\bgout(?:y)?\b/i;

/** The same muscle gone again ('Injured my calf again, third time this year', 'hamstring keeps going'). */
const MUSCLE = String.raw`(?:calf|calves|hamstrings?|achilles|groin|adductors?|quads?)`;
const RECURRING = new RegExp(
  String.raw`\b(?:injured|strained|pulled|tore|torn|tweaked|pinged|hurt)\s+(?:my\s+|the\s+)?(?:left\s+|right\s+)?${MUSCLE}\s+again\b|\b${MUSCLE}\s+(?:has\s+)?(?:gone|went|pulled|strained|torn|tore|pinged|twinged)\s+again\b|` +
    String.raw`\b${MUSCLE}\b[^.!?\n]{0,40}?\b(?:(?:third|fourth|fifth|3rd|4th|5th)\s+time|keeps?\s+(?:going|happening|tearing|pulling|twinging)|every\s+few\s+(?:weeks|months)|recurr\w+|same\s+injury)\b|` +
    String.raw`\b(?:(?:third|fourth|fifth|3rd|4th|5th)\s+time|recurr\w+)\b[^.!?\n]{0,30}?\b${MUSCLE}\s+(?:strain|tear|pull|injury)\b`,
  'i',
);

export type KnownCondition = 'flare' | 'frozenShoulder' | 'broken' | 'sciatica' | 'gout' | 'recurring';

/** The known condition a health entry names (BROKEN, FROZEN_SHOULDER, GOUT, SCIATICA, FLARE), or null. */
export function knownCondition(entry: { title?: string | null; content: string }): KnownCondition | null {
  const text = entryText(entry);
  if (BROKEN.test(text)) return 'broken';
  if (FROZEN_SHOULDER.test(text)) return 'frozenShoulder';
  if (GOUT.test(text)) return 'gout';
  if (SCIATICA.test(text)) return 'sciatica';
  if (RECURRING.test(text) && !FLARE.test(text)) return 'recurring';
  return FLARE.test(text) ? 'flare' : null;
}

const SENTENCES: Record<KnownCondition, Record<CoachTone, string>> = {
  sciatica: {
    direct: 'Sciatica usually settles over a few weeks. Keep gently moving, since walking often helps more than rest, break up long sitting and drives with stops, and ask a pharmacist about pain relief. See your GP if it is not easing in a few weeks or a leg or foot becomes weak or numb, and go to A&E at once with numbness between the legs or any change in bladder or bowel control.',
    encouraging: 'I am sorry, sciatica is miserable, but it usually settles over a few weeks. Keep gently moving, since walking often helps more than rest, break up long sitting and drives with stops, and a pharmacist can advise on pain relief. Please see your GP if it is not easing in a few weeks or a leg or foot becomes weak or numb, and go to A&E at once if there is numbness between the legs or any change in bladder or bowel control.',
    analytical: 'Sciatica typically resolves over weeks; staying active (walking) outperforms rest, prolonged sitting should be broken up, and pharmacist-advised analgesia helps. GP review if not improving within weeks or with leg or foot weakness or numbness; saddle numbness or bladder or bowel change needs A&E immediately.',
  },
  gout: {
    direct: 'Rest and raise the joint in a gout flare, with an ice pack wrapped in a cloth, and drink plenty of water; training can wait until it settles, usually within a week or two. See your GP if this is your first attack or they keep coming, since medicine can prevent them, and the same day if the joint is hot and you feel feverish or unwell.',
    encouraging: 'I am sorry, a gout flare is very painful. Rest and raise the joint, use an ice pack wrapped in a cloth, and drink plenty of water; the training can wait until it settles, usually within a week or two. Please see your GP if this is your first attack or they keep coming back, since medicine can prevent them, and the same day if the joint is hot and you feel feverish or unwell.',
    analytical: 'Acute gout: rest and elevate the joint, apply wrapped ice, and maintain fluid intake; suspend training until resolution, typically one to two weeks. GP review for a first attack or recurrent attacks (preventive treatment exists); same-day assessment for a hot joint with fever or malaise, to exclude infection.',
  },
  flare: {
    direct: 'A flare of something you have had before usually means the load crept up. Ease back on whatever aggravates it until it settles (often distance, hills or speed), keep up the exercises your physio gave you, and see them again if it has not settled in two weeks or keeps coming back.',
    encouraging: 'That is frustrating, and well done for catching it early. A flare of something you have had before usually means the load crept up, so ease back on whatever aggravates it until it settles (often distance, hills or speed), and keep up the exercises your physio gave you. If it has not settled in two weeks, or keeps coming back, please see them again.',
    analytical: 'Recurrence of a known overuse condition usually reflects load exceeding tissue capacity. Reduce the aggravating load (volume, hills or intensity) until symptoms settle, continue the prescribed rehabilitation exercises, and seek physio review if not settled within two weeks or if it recurs.',
  },
  broken: {
    direct: 'While the bone heals, what the fracture clinic allows comes first: ask them what you can do, since walking or an exercise bike often keeps your legs and heart going without loading the break. After 50 a bone broken in a simple fall is worth raising with your GP, who may check your bone density.',
    encouraging: 'I am sorry, that is a hard setback. While the bone heals, what the fracture clinic allows comes first, so do ask them what you can do: walking or an exercise bike often keeps your legs and heart going without loading the break. After 50, a bone broken in a simple fall is worth mentioning to your GP, who may check your bone density.',
    analytical: 'During fracture healing the fracture clinic\'s restrictions take precedence; ask which activities are permitted, as walking or stationary cycling often maintain fitness without loading the fracture. After 50, a fracture from a low-energy fall may indicate reduced bone density: worth GP review for a bone density assessment.',
  },
  recurring: {
    direct: 'A muscle that goes again and again needs more than rest. Once it settles, build its strength three times a week (for a calf, slow calf raises with the knee straight and bent, working up to 25 on one leg; for a hamstring, bridges and Nordic curls), warm up with ten easy minutes before any pace, and bring speed back last. See a physio to find why it keeps going: a jump in load, shoes, or a weak link elsewhere. Muscles and tendons stiffen after 50, so this work matters more each year.',
    encouraging: 'That is frustrating, and a sign the muscle needs more than rest. Once it settles, build its strength three times a week (for a calf, slow calf raises with the knee straight and bent, working up to 25 on one leg; for a hamstring, bridges and Nordic curls), warm up with ten easy minutes before any pace, and bring speed back last. A physio can help find why it keeps going: a jump in load, shoes, or a weak link elsewhere. Muscles and tendons stiffen after 50, so this work pays off more each year.',
    analytical: 'Recurrent strain of the same muscle indicates insufficient capacity rather than insufficient rest. After the acute phase, progressive loading three times weekly (calf: straight- and bent-knee raises to 25 single-leg repetitions; hamstring: bridges, Nordic curls), a ten-minute easy warm-up before intensity, and speed reintroduced last. Physiotherapy assessment should identify the driver (load spikes, footwear, kinetic-chain weakness); age-related stiffening raises the importance of this work.',
  },
  frozenShoulder: {
    direct: 'Running, walking and cycling are fine with a frozen shoulder if they are comfortable: keep the arm swing relaxed. Keep the shoulder moving gently within comfort with the exercises you have been given; it usually eases over months. See your GP if the pain keeps you awake: pain relief or an injection can help.',
    encouraging: 'Well done for keeping going. Running, walking and cycling are fine with a frozen shoulder as long as they are comfortable, with a relaxed arm swing. Keep the shoulder moving gently within comfort with the exercises you have been given; it usually eases over months. If the pain keeps you awake, please see your GP: pain relief or an injection can help.',
    analytical: 'Frozen shoulder (adhesive capsulitis) does not preclude running, walking or cycling within comfort; keep arm swing relaxed. Maintain gentle range of movement with the prescribed exercises; resolution typically takes months. Night pain warrants GP review for analgesia or an injection.',
  },
};

/** What to do about the known condition, in the coach's tone. */
export function knownConditionSentence(condition: KnownCondition, tone: CoachTone): string {
  return SENTENCES[condition][tone];
}
