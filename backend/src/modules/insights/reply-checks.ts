/**
 * The checks a model-written coach reply must pass before it is stored (the schema was already checked by the
 * adapter): length, British spelling, no medical diagnosis, no empty cheerleading, grounded in what the member wrote,
 * and recommendations only of the offered reports, each with a reason. Each problem is a sentence the one repair
 * request quotes back to the model.
 */
import { REASON_MAX_CHARS, REPLY_WORDS } from '../ai/index.js';
import { contentWords } from '../analytics/index.js';

export interface ModelReply {
  reply: string;
  recommendations: Array<{ id: number; reason: string }>;
}

/** American spellings and their British forms (whole words; a few stems take their endings). */
const AMERICAN: Array<[RegExp, string]> = [
  [/\bcolor(s|ed|ful)?\b/i, 'colour'],
  [/\bfavorite(s)?\b/i, 'favourite'],
  [/\bfavor(s|ed|ing)?\b/i, 'favour'],
  [/\bbehavior(s|al)?\b/i, 'behaviour'],
  [/\bflavor(s)?\b/i, 'flavour'],
  [/\blabor\b/i, 'labour'],
  [/\bhumor\b/i, 'humour'],
  [/\bneighbor(s|hood)?\b/i, 'neighbour'],
  [/\bhonor(s|ed)?\b/i, 'honour'],
  [/\bendeavor(s)?\b/i, 'endeavour'],
  [/\bcenter(s|ed)?\b/i, 'centre'],
  [/\bfiber(s)?\b/i, 'fibre'],
  [/\bliter(s)?\b/i, 'litre'],
  [/\b(kilo|centi|milli)meter(s)?\b/i, 'kilometre / centimetre / millimetre'],
  [/\btheater\b/i, 'theatre'],
  [/\bgray\b/i, 'grey'],
  [/\bprogram(s)?\b/i, 'programme'],
  [/\bdefense\b/i, 'defence'],
  [/\bmom(s)?\b/i, 'mum'],
  [/\bcozy\b/i, 'cosy'],
  [/\btraveled|traveling|traveler\b/i, 'travelled / travelling'],
  [/\bcanceled|canceling\b/i, 'cancelled / cancelling'],
  [/\banemia|hemoglobin|estrogen|pediatric\b/i, 'anaemia / haemoglobin / oestrogen / paediatric'],
  [/\b(real|organ|recogn|optim|priorit|minim|maxim|apolog|energ|visual|memor|categor|emphas|summar|mobil|stabil|util)iz(e|es|ed|ing|ation)\b/i, '-ise spellings (realise, prioritise, ...)'],
  [/\banalyz(e|es|ed|ing)\b/i, 'analyse'],
];

/** Naming a condition as what the member has is a diagnosis; suggesting a doctor or physiotherapist is not. */
const CONDITIONS =
  '(?:a |an )?(?:stress fracture|fracture|tendinitis|tendonitis|tendinopathy|plantar fasciitis|shin splints|arthritis|osteoarthritis|bursitis|sciatica|torn \\w+|tear|sprain|strain|concussion|anaemia|anemia|asthma|diabetes|depression|overtraining syndrome|heart condition|arrhythmia|atrial fibrillation|infection|hernia|herniated disc|it band syndrome|runner\'s knee)';
const DIAGNOSIS: RegExp[] = [
  // A condition put as an 'if' is none: 'If you have diabetes, see your GP first', '…weakness, or you have diabetes, see your GP'.
  new RegExp(`(?<!\\b(?:if|or|when|unless|whether)\\s+)\\byou(?:'ve| have|'re| are)?\\s+(?:most |very )?(?:likely |probably |definitely |clearly |almost certainly )?(?:got|have|suffering from|developing|developed)\\s+${CONDITIONS}\\b`, 'i'),
  new RegExp(`\\b(?:sounds|looks|seems) (?:very |a lot )?like (?:you have )?${CONDITIONS}\\b`, 'i'),
  new RegExp(`\\b(?:this|that|it) (?:is|'s) (?:most |very )?(?:likely |probably |definitely |clearly )?${CONDITIONS}\\b`, 'i'),
  /\b(?:my|the) diagnosis\b|\bI(?:'d| would)? diagnose\b/i,
];

const CHEERLEADING = /\b(crushing it|killing it|smashing it|you(?:'ve)? got this|keep up the (?:great|good|amazing) work|amazing job|awesome|rock ?star|so proud of you|nailed it|you're a legend|legend)\b/i;

/** The words that show a reply is about this member: content words of the entry and the goal. */
export function groundingWords(...texts: Array<string | null | undefined>): string[] {
  return contentWords(texts.join(' '));
}

/** A reply's words as its length is checked: what holds a letter or a digit. */
export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** What a reply to a warning sign during exercise must say (care-sentences.ts hasWarningSigns): a doctor, and the emergency number. */
export const WARNING_RULE =
  'The entry names a warning sign during exercise (dizziness, faintness, a tight or painful chest, a racing or fluttering heart, unusual breathlessness, pain in the left arm or jaw). Say plainly that a doctor should check it before the next hard session, and that if it comes back with chest pain, breathlessness or a racing heart they should stop and call 999 (or the local emergency number).';

/** What a reply to thoughts of suicide or self-harm must say (crisis.ts): where to get help now. */
export const CRISIS_RULE =
  'The entry speaks of suicide or self-harm. Reply with care and nothing about training, figures or reports: say plainly that they can talk to Samaritans now, day or night, free, on 116 123 (or text SHOUT to 85258), that if they might act on these thoughts or are in danger they should call 999 or go to A&E, and that their GP can help.';
/** What a reply to muscle aches on a statin must say (entry-mentions.ts statinAches): the GP, and not to stop it alone. */
export const STATIN_RULE =
  'The entry names muscle aches on a statin, a known side effect. Say plainly that they should tell their GP and should not stop taking the statin on their own.';
/** What a reply to two of diabetes's signs must say (diabetes-signs.ts): the GP, for a check. */
export const DIABETES_RULE =
  'The entry names two or more signs that together can mean diabetes (thirst all the time, peeing more than usual, weight lost without trying, cuts slow to heal). Without diagnosing, say plainly that they should see their GP this week, who can check with a blood test.';
/** Saying not to stop a medicine on one's own ('do not stop taking it', "don't stop the statin without…"). */
const KEEP_TAKING = /\b(?:do\s+not|don'?t|never|without)\s+(?:just\s+)?(?:stop|stopping|drop|dropping|discontinue|discontinuing)\b|\bnot\s+(?:to\s+)?stop\b|\bkeep\s+taking\b/i;

/**
 * `warning`: the entry names a warning sign during exercise, so the reply must send the member to a doctor and give the
 * emergency number (WARNING_RULE). `statin`: it names muscle aches on a statin, so the reply must send them to the GP and
 * say not to stop it alone (STATIN_RULE). `diabetes`: it names two of diabetes's signs, so the reply must send them to
 * the GP (DIABETES_RULE). `crisis`: it speaks of suicide or self-harm, so the reply must give Samaritans' number and 999
 * (CRISIS_RULE).
 */
export function replyProblems(
  answer: ModelReply,
  context: { candidateIds: number[]; grounding: string[]; warning?: boolean; statin?: boolean; diabetes?: boolean; crisis?: boolean },
): string[] {
  const problems: string[] = [];
  const text = answer.reply.trim();
  const words = wordCount(text);
  if (words < REPLY_WORDS.min || words > REPLY_WORDS.max) problems.push(`The reply has ${words} words; it must have ${REPLY_WORDS.min}-${REPLY_WORDS.max}.`);
  const all = [text, ...answer.recommendations.map((r) => r.reason)].join('\n');
  for (const [pattern, british] of AMERICAN) {
    const found = pattern.exec(all);
    if (found) problems.push(`"${found[0]}" is American spelling; write British English (${british}).`);
  }
  for (const pattern of DIAGNOSIS) {
    const found = pattern.exec(all);
    if (found) problems.push(`"${found[0]}" reads as a medical diagnosis; do not diagnose, suggest seeing a doctor or physiotherapist instead.`);
  }
  const cheer = CHEERLEADING.exec(all);
  if (cheer) problems.push(`"${cheer[0]}" is empty cheerleading; say what specifically went well and why it matters.`);
  if ((text.match(/!/g) ?? []).length > 1) problems.push('Too many exclamation marks; write calmly.');
  if (/(^|\n)\s*(#|\*|-\s)|\*\*/.test(text)) problems.push('The reply must be plain text without Markdown.');
  if (/\[(name|place|email|link|phone|date)\]/i.test(all)) problems.push('Do not repeat the bracketed placeholders such as [name]; leave those details out.');
  const lower = text.toLowerCase();
  if (context.grounding.length && !context.grounding.some((word) => lower.includes(word))) {
    problems.push('The reply does not refer to anything the member wrote; refer back to the entry or the goal specifically.');
  }
  if (context.warning && !(/\b(?:doctor|gp)\b/i.test(text) && /\b(?:999|112|911|emergency)\b/i.test(text))) problems.push(WARNING_RULE);
  if (context.statin && !(/\b(?:doctor|gp)\b/i.test(text) && KEEP_TAKING.test(text))) problems.push(STATIN_RULE);
  if (context.diabetes && !/\b(?:doctor|gp)\b/i.test(text)) problems.push(DIABETES_RULE);
  if (context.crisis && !(/\b116\s?123\b/.test(text) && /\b999\b/.test(text))) problems.push(CRISIS_RULE);
  const seen = new Set<number>();
  for (const rec of answer.recommendations) {
    if (!context.candidateIds.includes(rec.id)) problems.push(`Recommendation id ${rec.id} is not one of the candidate reports.`);
    else if (seen.has(rec.id)) problems.push(`Recommendation id ${rec.id} is listed twice.`);
    seen.add(rec.id);
    if (!rec.reason.trim()) problems.push(`Recommendation id ${rec.id} has no reason.`);
    if (rec.reason.length > REASON_MAX_CHARS) problems.push(`The reason for recommendation id ${rec.id} is longer than ${REASON_MAX_CHARS} characters.`);
  }
  return problems;
}
