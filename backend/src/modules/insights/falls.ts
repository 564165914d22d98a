/**
 * Falls: one told ('slipped on ice and fell', 'had a fall last month'), and the fear one leaves ('Had a fall last month,
 * scared to run on the trails now'): confidence rebuilt, balance trained, and an unexplained fall for the GP. Pure.
 */
import type { CoachTone } from '../ai/index.js';

/**
 * A fall ('slipped on ice and fell', 'had a fall', 'came off the bike'): after 50 worth a check whatever the entry says
 * of it; not 'fell asleep' or a fell race, nor one nearly had ('nearly tripped on a kerb', 'slipped and almost went over').
 */
export const FALL =
  /\b(?<!\b(?:nearly|almost)\s+)(?:fell\s+(?:over|off|down|hard|heavily|badly|once|twice|again|a\s+couple\s+of\s+times|\d+\s+times|on\s+(?:the\s+)?(?:ice|road|pavement|path|trail|rocks?|my))|and\s+fell\b(?!\s+(?:asleep|apart|behind|away|running|race))|(?:had|took)\s+(?:a|an|my|another)\s+(?:(?:first|second|bad|nasty|big|little|small|minor|silly)\s+)*(?:fall|tumble|spill)|(?:tripped|slipped)\s+(?:and(?!\s+(?:nearly|almost|very\s+nearly)\b)|over|on)|(?:slid|skidded)\s+(?:out\s+)?(?:on|off)\s+(?:a|an|the|some|wet|my)\b|(?<!\b(?:nearly|almost)\s+)went\s+down\s+on\s+(?:a|an|the|some)\b|came\s+off\s+(?:my|the)\s+bike|(?<!\b(?:nearly|almost)\s+(?:got\s+|been\s+)?)knocked\s+(?:me\s+)?off\s+(?:my|the)\s+bike|(?<!\b(?:nearly|almost|just\s+missed\s+being)\s+(?:got\s+|being\s+)?)(?:hit|knocked\s+(?:down|over))\s+by\s+(?:a|an)\s+(?:car|van|lorry|bus|cyclist|bike|dog)|(?:pulled|knocked|tripped|sent)\s+me\s+(?:over|flying)|went\s+flying|hit\s+the\s+deck|fell\s+sideways|toppled\s+(?:over|off)|(?:couldn'?t|could\s+not|failed\s+to|forgot\s+to)\s+unclip\w*|face[- ]?plant(?:ed)?|crashed\s+(?:on|my|the|at|into)|(?:when|as)\s+i\s+fell\b(?!\s+(?:asleep|apart|behind|away|for|in\s+love|short|ill|pregnant|back|into)))/i;

/**
 * A fall: what to watch for over the next day or two (wrists, hips, a knock to the head). `warned`: with a warning sign
 * named ('Fell off the bike, felt dizzy after'), which may be why the member fell: the doctor's check, and 999's signs.
 */
export function fallWatchSentence(tone: CoachTone, warned: boolean): string {
  const watch = {
    direct: 'A fall is worth taking seriously. Over the next day or two watch for pain or swelling in a wrist, hip or shoulder, and see your doctor if anything gets worse or you hit your head.',
    encouraging: 'I am glad you got home. Falls are worth taking seriously after 50: over the next day or two, watch for pain or swelling in a wrist, hip or shoulder, and please see your doctor if anything gets worse or you hit your head.',
    analytical: 'Fall logged. Delayed symptoms are common: monitor wrists, hips and shoulders for pain or swelling over 48 hours, and seek a doctor for any worsening or a head knock.',
  }[tone];
  if (!warned) return watch;
  return `${watch} ${
    {
      direct: 'Dizziness or faintness with a fall needs your doctor soon, before your next hard session, because it may be why you fell. If it comes back with chest pain, breathlessness or a racing heart, stop and call 999 (or your local emergency number).',
      encouraging: 'Feeling dizzy or faint with a fall is worth your doctor seeing soon, before your next hard session, because it may be why you fell. If it comes back with chest pain, breathlessness or a racing heart, please stop and call 999 (or your local emergency number).',
      analytical: 'A warning sign with a fall may indicate its cause (syncope, arrhythmia): medical assessment before further hard sessions. Recurrence with chest pain, breathlessness or palpitations: stop and call 999 (or your local emergency number).',
    }[tone]
  }`;
}

/** Fear after a fall, or of falling ('scared to run on the trails now', 'nervous on icy paths since my fall'). */
const FEAR = /\b(?:scared|afraid|frightened|nervous|anxious|wary|terrified|fearful|lost\s+(?:my\s+)?(?:confidence|nerve)|no\s+confidence|confidence\s+(?:has\s+)?(?:gone|shot|knocked))\b/i;
/** A fall of some days ago or more, or one feared ('scared of falling again'). */
const PAST_OR_FEARED = /\b(?:last\s+(?:week|month|year|winter|autumn|spring|summer)|(?:days?|weeks?|months?|years?)\s+ago|since\s+(?:my|the)\s+fall|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))\b|\b(?:of|about)\s+(?:falling|another\s+fall|a\s+fall)\b|\bfall(?:ing)?\s+again\b/i;

/** True when the entry tells of a fear left by a fall, or of falling, with no fall of today or yesterday. */
export function fearOfFalling(text: string): boolean {
  return FEAR.test(text) && PAST_OR_FEARED.test(text) && (FALL.test(text) || /\b(?:of|about)\s+(?:falling|another\s+fall|a\s+fall)\b|\bsince\s+(?:my|the)\s+fall\b/i.test(text)) && !/\b(?:today|this\s+morning|tonight|yesterday|earlier)\b/i.test(text);
}

/** The text less its falls and fears: what else it says that may be a worry of today. */
export const withoutFallFear = (text: string) => text.replace(new RegExp(FALL.source, 'gi'), ' ').replace(new RegExp(FEAR.source, 'gi'), ' ');

/** Confidence comes back with practice; balance and strength make another fall less likely; an unexplained one is the GP's. */
export function fearOfFallingSentence(tone: CoachTone): string {
  return {
    direct:
      'Being wary of falling is common and sensible, more so after a fall, and confidence comes back with practice. Go back on easy days, on paths you know and in good light, with a friend if you can; walk the rough or steep parts, and look a few metres ahead, not at your feet. Balance and strength work twice a week (standing on one leg, heel raises, step-ups) makes another fall less likely. If you fell for no clear reason, or felt dizzy or blacked out, see your GP, who can also refer you to a falls service.',
    encouraging:
      'Being wary of falling is very common, and sensible, more so after a fall, and confidence does come back with practice. Go back on easy days, on paths you know and in good light, with a friend if you can; walk the rough or steep parts without a second thought, and look a few metres ahead rather than at your feet. Balance and strength work twice a week (standing on one leg, heel raises, step-ups) makes another fall less likely. If you fell for no clear reason, or felt dizzy or blacked out, please see your GP, who can also refer you to a falls service.',
    analytical:
      'Fear of falling, common after a fall, is appropriate caution and responds to graded exposure: easy sessions on familiar, well-lit routes, accompanied where possible, walking technical or steep sections, gaze a few metres ahead. Twice-weekly balance and strength training (single-leg stance, heel raises, step-ups) reduces fall risk. An unexplained fall, or one with dizziness or loss of consciousness, warrants GP review and possible falls-service referral.',
  }[tone];
}
