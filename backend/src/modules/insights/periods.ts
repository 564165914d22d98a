/**
 * Periods in the years around the menopause: period pain ('Period pain today so skipped the run'), where gentle movement
 * and heat help and pain that is severe or new in one's 40s or 50s is the GP's, and heavy periods ('Heavy periods
 * lately and I feel exhausted on runs'), the commonest cause of low iron in women who train, which the GP can test and
 * treat. Bleeding after the menopause is wellbeing.ts's (always the GP's, this week). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

export type PeriodTrouble = 'pain' | 'heavy';

const NOT = String.raw`(?<!\b(?:no|not|without)\s)`;
const HEAVY = new RegExp(
  String.raw`${NOT}\bheavy\s+(?:periods?|bleeding\s+with\s+(?:my\s+)?periods?|flow)\b|\bperiods?\s+(?:(?:are|is|have|has|been|getting|got|so|very|really|much|far|lately|recently)\s+){0,3}(?:heavy|heavier|flooding)\b|\bmenorrhagia\b|\bflooding\s+(?:through|with\s+(?:my\s+)?period)\b`,
  'i',
);
const PAIN = new RegExp(String.raw`${NOT}\bperiod\s+(?:pains?|cramps?|cramping)\b|\bmenstrual\s+(?:pains?|cramps?)\b|\bcramps?\s+(?:from|with)\s+(?:my\s+)?period\b|\bdysmenorrh\w+\b|\bperiod\s+(?:is\s+|was\s+)?(?:really\s+|so\s+|very\s+)?painful\b`, 'i');

/** Heavy periods or period pain the entry tells of (heavy first: its tiredness is the one to test); null for neither. */
export function periodTrouble(entry: { title?: string | null; content: string }): PeriodTrouble | null {
  const text = entryText(entry);
  return HEAVY.test(text) ? 'heavy' : PAIN.test(text) ? 'pain' : null;
}

/** Period pain's first words: a session skipped for it, or one done through it ('Easy 5 km despite period cramps'). */
const PAIN_OPENERS: Record<'skipped' | 'moved', Record<CoachTone, string>> = {
  skipped: {
    direct: 'Skipping a hard session for period pain is fine, and gentle movement, like a walk or an easy spin, often eases the cramps.',
    encouraging: 'Taking it easy for period pain is completely fine, and gentle movement, like a walk or an easy spin, often eases the cramps.',
    analytical: 'Dysmenorrhoea: missing a hard session is reasonable, and light activity often reduces cramping.',
  },
  moved: {
    direct: 'Moving gently through period pain is fine, and it often eases the cramps.',
    encouraging: 'Well done for getting out: gentle movement often eases period cramps.',
    analytical: 'Light activity during dysmenorrhoea is appropriate and often reduces cramping.',
  },
};

const SENTENCES: Record<PeriodTrouble, Record<CoachTone, string>> = {
  pain: {
    direct:
      'Warmth helps too (a hot water bottle or a bath), and ibuprofen works best taken as the pain starts, as the pack says (ask a pharmacist first if you have asthma, a stomach ulcer or take a blood thinner). See your GP if it is severe, stops you doing everyday things, or is new or worse in your 40s or 50s: fibroids and endometriosis are common causes, and both can be treated.',
    encouraging:
      'Warmth helps too (a hot water bottle or a bath), and ibuprofen works best taken as the pain starts, as the pack says, though please ask a pharmacist first if you have asthma, a stomach ulcer or take a blood thinner. If it is severe, stops you doing everyday things, or is new or worse in your 40s or 50s, see your GP: fibroids and endometriosis are common causes, and both can be treated.',
    analytical:
      'Local heat helps, and NSAIDs such as ibuprofen are most effective taken at onset, per the pack (pharmacist advice with asthma, peptic ulcer or anticoagulants). GP review if pain is severe, limits daily life, or is new or worsening in your 40s or 50s (fibroids and endometriosis are common and treatable).',
  },
  heavy: {
    direct:
      'Heavy periods are the commonest cause of low iron in women who train, and low iron makes every session feel harder. Ask your GP for a blood test (haemoglobin and ferritin, the iron store) and about treating the periods themselves: they often get heavier in the years before the menopause, and there is good help for that. Soaking through a pad or tampon every hour or two, or passing large clots, is a reason to go soon. Keep sessions easy until you know.',
    encouraging:
      'That combination is worth acting on: heavy periods are the commonest cause of low iron in women who train, and low iron makes every session feel harder than it should. Please ask your GP for a blood test (haemoglobin and ferritin, the iron store), and about treating the periods themselves; they often get heavier in the years before the menopause, and there is good help for that. Soaking through a pad or tampon every hour or two, or passing large clots, is a reason to go soon. Keep your sessions easy until you know.',
    analytical:
      'Heavy menstrual bleeding is the leading cause of iron deficiency in female athletes, and iron deficiency raises perceived exertion. Request a GP blood test (haemoglobin, ferritin) and discuss treatment of the bleeding itself, which commonly increases in the perimenopause. Changing protection every one to two hours or passing large clots warrants prompt review. Keep intensity low until results are known.',
  },
};

/** The care for it; period pain opens with the session skipped for it, or done through it (`moved`). */
export function periodSentence(trouble: PeriodTrouble, tone: CoachTone, moved = false): string {
  const said = SENTENCES[trouble][tone];
  return trouble === 'pain' ? `${PAIN_OPENERS[moved ? 'moved' : 'skipped'][tone]} ${said}` : said;
}
