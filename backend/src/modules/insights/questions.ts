/**
 * A question the member asks in an entry ('Should I run with a cold?', 'How many rest days should I take at 62?'): the
 * rule-based reply (rule-reply.ts) answers the common ones with the advice a coach gives everyone, and says who can
 * answer the rest (question-answers.ts holds the answers). It is no rest day, worry or note to file. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { askedIn, opensAsQuestion } from './asked.js';
import { entryFacts, entryText } from './entry-facts.js';
import { heartRateOf } from './heart-rate-facts.js';
import { OPERATION_TO_COME } from './joint-replacement.js';

/** What a question is about, where the reply has an answer for everyone. */
export type QuestionTopic =
  | 'heart'
  | 'diabetes'
  | 'beforeOp'
  | 'afterOp'
  | 'hernia'
  | 'antibiotics'
  | 'illness'
  | 'pain'
  | 'cramp'
  | 'stitch'
  | 'heatHeartRate'
  | 'rest'
  | 'build'
  | 'taper'
  | 'shoes'
  | 'supplement'
  | 'creatine'
  | 'lighterWeek'
  | 'protein'
  | 'fuel'
  | 'heartRate'
  | 'raceVolume'
  | 'warmup'
  | 'strides'
  | 'mobility'
  | 'thinBones'
  | 'bones'
  | 'easyPace'
  | 'goggles'
  | 'alcohol'
  | 'swimBreath'
  | 'ambition'
  | 'strength'
  | 'vo2'
  | 'checkup'
  | 'restingHr'
  | 'restingHrUp'
  | 'arthritis'
  | 'recurring'
  | 'saddle'
  | 'dark'
  | 'raceSleep'
  | 'firstRace'
  | 'feet'
  | 'start'
  | 'age'
  | 'other';

/** The question the entry asks, as written (its first; asked.ts finds it by clause), or null. */
export function questionIn(entry: { title?: string | null; content: string }): string | null {
  return askedIn(entryText(entry))?.question ?? null;
}

/** True when every sentence of the entry asks ('What should I eat before a long ride?'): a session it names is asked about, not done. */
export function asksOnly(entry: { title?: string | null; content: string }): boolean {
  // A session's figures given with the question ('Ran 10k, getting slower every year, is it my age?') are a session's.
  const facts = entryFacts(entry);
  if (facts.distance || facts.duration || facts.pace) return false;
  const sentences = (entry.content.match(/[^.!?\n]+[.!?]*/g) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
  return sentences.length > 0 && sentences.every((sentence) => sentence.endsWith('?') || opensAsQuestion(sentence));
}

const TOPICS: Array<[Exclude<QuestionTopic, 'other'>, RegExp]> = [
  // A check before training ('Should I get a heart check before marathon training at 63?'): yes, sensible.
  ['checkup', /\b(?:(?:heart|medical|health|cardiac)\s+(?:check|check-?up|screening|screen|mot)|ecg|(?:see|ask|check\s+with)\s+(?:my|a|the)\s+(?:gp|doctor)\s+(?:before|first))\b/i],
  // A low one asked about ('resting heart rate is 48, is that too low?'); a rise is answered as fatigue (care-sentences.ts).
  ['restingHr', /\b(?:resting\s+(?:heart\s*rate|hr|pulse)|rhr)\b(?=[^?]*\b(?:low|lower|[34]\d|slow)\b)/i],
  // A rise asked about ('Resting heart rate higher in this hot weather?', 'Resting HR up 8 beats this week, should I
  // worry?'): the heat, fatigue or an illness coming, and when it is the GP's.
  ['restingHrUp', /\b(?:resting\s+(?:heart\s*rate|hr|pulse)|rhr)\b(?=[^?]*\b(?:higher|up|rising|risen|rises|rise|raised|elevated|increased|creeping)\b)|\b(?:higher|raised|elevated|rising)\s+(?:resting\s+(?:heart\s*rate|hr|pulse)|rhr)\b/i],
  // A heart condition or its treatment ('Can I still do intervals with a stent?'): the cardiologist's, before anything else.
  ['heart', /\b(?:stents?|heart\s+attack|bypass|pacemaker|angina|heart\s+(?:condition|failure|valve)|atrial\s+fibrillation|afib|af|cardiac|cardiologist)\b/i],
  // Training before an operation to come ('Knee arthroscopy in 2 weeks, should I keep cycling until then?').
  ['beforeOp', OPERATION_TO_COME],
  // When to start again after an operation ('Hernia repair 3 weeks ago, when can I run?', 'Had my gallbladder out, how
  // soon can I swim?'): the surgeon's team's dates, and a rough guide. Not on a replaced joint (joint-replacement.ts).
  ['afterOp', /^(?=[^]*\b(?:when|how\s+soon|how\s+long\s+(?:before|until|till|after)|how\s+quickly)\b)(?=[^]*(?:\b(?:op|operation|surgery|repair|keyhole|arthroscopy|appendectomy|prostatectomy|hysterectomy)\b|\b(?:had|got)\s+(?:my|the|an?)\s+(?:\w+\s+){0,2}?(?:out|removed|repaired)\b))(?![^]*\b(?:replace(?:d|ment)|new\s+(?:hip|knee|shoulder)|cataracts?|eyes?|retina\w*|lens|laser)\b)/i],
  // Training with a hernia ('Is it safe to run with a hernia?'): usually yes; a trapped one's signs are A&E's. Not after a
  // repair, which is the surgeon's.
  ['hernia', /^(?![^]*\b(?:repair|repaired|op|operation|surgery|mesh)\b)[^]*\bhernias?\b/i],
  // Training on a course of antibiotics ('Can I run while on antibiotics?'); one finished is a return (after-illness.ts).
  ['antibiotics', /\b(?:on|taking|started|while\s+on|during|course\s+of)\s+(?:a\s+course\s+of\s+)?(?:antibiotics|ciprofloxacin|cipro|levofloxacin|moxifloxacin|ofloxacin|amoxicillin|amoxycillin|doxycycline|penicillin|flucloxacillin)\b|\b(?:ciprofloxacin|levofloxacin|moxifloxacin|ofloxacin|quinolones?)\b/i],
  // Training with diabetes ('Diagnosed with type 2 diabetes, can I keep running?'): yes, lows planned for, feet checked.
  ['diabetes', /\b(?:diabetes|diabetic|pre-?diabet\w*|type\s+[12]\b|insulin|metformin|gliclazide|hba1c|blood\s+sugars?)\b/i],
  // Whether the weekly volume is enough for a race ('Marathon in April, 30 km a week, is that enough?').
  ['raceVolume', /^(?=[^]*\b(?:enough|sufficient|too\s+(?:little|low|few)|on\s+track)\b)(?=[^]*\b(?:marathon|half|10\s*k|sportive|ironman|triathlon|century|ultra)\b)(?=[^]*\b(?:(?:km|k|kilometres|miles?|mi|hours?)\s+(?:a|per|each)\s+week|weekly|mileage|volume)\b)/i],
  // A cold caught, not a cold morning ('a good warm up for a cold morning run').
  ['illness', /\b(?:(?:a|head|chest|my|the|bad|heavy|streaming|stinking|horrible|nasty|rotten)\s+cold\b(?!\s+(?:morning|weather|day|days|water|air|wind|snap|start|swim))|colds|flu|virus|bug|cough|coughing|sore\s+throat|chesty|(?<!hay\s?)fever|temperature|covid|sniffles|runny\s+nose|under\s+the\s+weather|unwell|ill|sick)\b/i],
  ['saddle', /\b(?:saddle\s+(?:sores?|pain|discomfort)|chamois)\b/i],
  ['arthritis', /\b(?:arthritis|arthritic|osteoarthritis|worn\s+(?:knees?|hips?|cartilage))\b/i],
  ['recurring', /\b(?:keep\s+(?:getting|pulling|straining|tearing|injuring|hurting)|again\s+and\s+again|(?:third|fourth)\s+time\s+this\s+year)\b/i],
  ['pain', /\b(?:sore|soreness|pain|painful|hurts?|hurting|aches?|aching|achy|niggles?|niggling|twinge|tight|stiff|injur(?:y|ed|ies)|strain(?:ed)?|sprain(?:ed)?|tendon|tendonitis|tendinitis|shin\s+splints|plantar)\b/i],
  ['feet', /\b(?:black\s+(?:toe)?nails?|toenails?|blisters?|chafing|chafed|chafe)\b/i],
    ['cramp', /\b(?:cramps?|cramping)\b/i],
  // A stitch in the side ('How do I stop getting a stitch?'); not stitches in a wound.
  ['stitch', /\b(?:a|the|getting|get|gets|side|bad)\s+stitch\b(?!\s+(?:in|on)\s+(?:my|the)\s+(?:head|knee|hand|leg|arm|chin|finger))|\bstitches\s+when\s+(?:i\s+)?(?:run|running)\b/i],
  ['taper', /\b(?:taper|tapering)\b|\b(?:stop|last)\s+(?:my\s+|the\s+|doing\s+)?long\s+(?:runs?|rides?)\b/i],
  // A drink before a race ('Can I drink alcohol the night before a race?'): not the fuel's answer.
  ['alcohol', /\b(?:alcohol|beers?|wine|pints?|a\s+drink\s+or\s+two|a\s+few\s+drinks)\b/i],
  // Out of breath in the pool ('Struggling to breathe properly in the pool'): breathing out under water.
  ['swimBreath', /^(?=[^?]*\b(?:swim\w*|pool|front\s+crawl|freestyle|lengths?)\b)(?=[^?]*\b(?:breath\w*|out\s+of\s+breath|gasping)\b)/i],
  // Creatine by name: one of the few supplements with good evidence after 50, beside strength work.
  ['creatine', /\bcreatine\b/i],
  // A lighter week ('Do I need a rest week? Been training 6 weeks straight', 'how often should I have a recovery week?').
  ['lighterWeek', /\b(?:rest|recovery|easy|easier|lighter|light|deload|down|cutback|cut-back)\s+weeks?\b|\bdeload(?:ing)?\b/i],
  ['supplement', /\b(?:creatine|supplements?|vitamin\s+d|vitamins|collagen|glucosamine|fish\s+oil|omega[- ]?3s?|beetroot\s+(?:juice|shots?))\b/i],
  ['protein', /\bprotein\b/i],
  // What strides are, or how to do them ('Coach says I should do strides, what are they?').
  ['strides', /\bstrides\b/i],
  ['warmup', /\b(?:warm[- ]?ups?|warming\s+up)\b/i],
  // Thinning bones diagnosed or scanned, with no swim or ride asked about ('Diagnosed with osteopenia, should I stop
  // running?'): keep moving (everyday-care.ts's answer); 'Does swimming help my osteoporosis?' is the weight-bearing one.
  ['thinBones', /^(?![^]*\b(?:swim\w*|cycl\w*|bike|biking|ride|riding|rowing|pool|aqua\w*)\b)[^]*\b(?:osteoporosis|osteopenia|bone\s+density|thinning\s+bones|brittle\s+bones)\b/i],
  // Or whether a sport that carries no weight is enough on its own ('Is swimming enough exercise on its own?').
  ['bones', /\b(?:bones?|bone\s+density|osteoporosis|osteopenia)\b|\b(?:swimming|cycling|riding|the\s+bike|aqua\s*\w*)\s+(?:\w+\s+){0,2}?enough\b/i],
  ['vo2', /\bvo2\s*max\b|\bfitness\s+age\b/i],
  // How fast an easy run or ride should be ('What is a good pace for an easy run at 60?', 'How slow should my easy runs
  // be?'): the talk test, not the age's slowing.
  ['easyPace', /^(?![^?]*\b(?:ride|rides|riding|bike|cycl\w*|swim\w*|walk\w*)\b)[^?]*?(?:\b(?:pace|speed|how\s+fast)\b[^?]*\b(?:easy|recovery|long|steady)\s+(?:runs?|jogs?)\b|\b(?:easy|recovery|long)\s+(?:run|runs|jog|jogs)\s+(?:\w+\s+){0,3}?(?:pace|speed)\b|\bhow\s+(?:slow|easy)\s+(?:should|is|do|must)\b|\beasy\s+pace\b)/i],
  ['strength', /\b(?:strength\s+(?:training|work|sessions?)|weights|weight\s+training|lifting|gym\s+work|resistance\s+training)\b/i],
  ['mobility', /\b(?:stretch|stretching|stretches|yoga|pilates|foam[- ]roll(?:er|ing)?|mobility)\b/i],
  ['rest', /\b(?:rest\s+days?|days?\s+off|recover|recovery|recovering|how\s+often|every\s+day|two\s+days\s+in\s+a\s+row|back[- ]to[- ]back|train\s+daily)\b/i],
  ['shoes', /\b(?:shoes|trainers|running\s+shoes|insoles|orthotics)\b/i],
  ['fuel', /\b(?:eat|eating|food|fuel|fuelling|fueling|gels?|carbs?|carbohydrates?|breakfast|drink|drinking|hydrat(?:e|ion|ing)|electrolytes?|protein)\b/i],
  // A heart rate higher in the heat ('Why is my heart rate higher on hot days?'): the cooling's cost, not lost fitness.
  ['heatHeartRate', /^(?=[^]*\b(?:heart[- ]rate|hr|pulse|bpm)\b)(?=[^]*\b(?:hot|heat|warm|humid|humidity|summer)\b)(?![^]*\b(?:at\s+rest|resting)\b)/i],
  ['heartRate', /\b(?:heart[- ]rate|max(?:imum)?\s+hr|hr\s+zones?|hr\s+(?:said|says|showed|shows|read|reads|reading|hit|reached|spiked|peaked|\d{3})|training\s+zones?|zone\s*[1-5]|bpm)\b/i],
  // A big event asked about at this age ('Thinking of doing an Ironman at 65, am I mad?'): not mad, with the time it takes.
  ['ambition', /^(?=[^?]*\b(?:iron\s*man|70\.3|marathon|ultra|triathlon|channel\s+swim|century|sportive|lejog|end\s+to\s+end)\b)(?=[^?]*\b(?:mad|crazy|nuts|bonkers|daft|silly|too\s+old|realistic|achievable|possible)\b)/i],
  // Goggles that fog or leak ('How do I stop my goggles fogging?').
  ['goggles', /\bgoggles?\b[^?]*\b(?:fog\w*|mist\w*|steam\w*|leak\w*)\b|\b(?:fog\w*|mist\w*|steam\w*|leak\w*)\b[^?]*\bgoggles?\b/i],
  ['start', /\b(?:too\s+old\s+to\s+(?:start|begin|take\s+up|learn)|(?:start|begin|take\s+up)\w*\s+(?:[\w-]+\s+){0,2}?(?:at|in\s+my)\s+\d{2}s?|never\s+too\s+late)\b/i],
  // Sleep before a race ("Can't sleep before race days, any tips"): common, and the nights before count more.
  ['raceSleep', /^(?=[^]*\b(?:sleep|sleeping|slept|insomnia|awake|restless\s+night)\b)(?=[^]*\b(?:race|races|race\s+days?|event|marathon|sportive|triathlon|big\s+day|night\s+before)\b)/i],
  ['dark', /\b(?:in\s+the\s+dark|after\s+dark|at\s+night|head\s*torch|hi-?vis|be\s+seen)\b/i],
  ['firstRace', /\b(?:good|best|easy|right)\s+first\s+(?:triathlon|tri|race|marathon|half(?:[- ]marathon)?|10k|sportive|event|open[- ]water\s+swim)\b/i],
  // Slower with the years ('is it my age?', 'slow on hills compared to last year'); not 'a good first race at my age'.
  ['age', /\b(?:getting\s+older|slower\s+(?:every|each)\s+year|slowing\s+down|too\s+old|(?:slow|slower)\b[^?]*\b(?:than|compared\s+(?:to|with))\s+last\s+year)\b|(?=[^?]*\b(?:slow|slower|slowing|speed|pace|times?|decline|faster|performance)\b)[^?]*\b(?:my\s+age|at\s+\d{2}\b)/i],
  ['build', /\b(?:longer|further|farther|more\s+(?:miles|km|distance)|increase|increasing|build\s+up|step\s+up|add\s+(?:more|a|another|distance|miles|km)|how\s+(?:far|much|fast)\s+should)\b/i],
];

/** What the question is about (TOPICS; 'other' for the rest). */
export function questionTopic(question: string): QuestionTopic {
  return TOPICS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'other';
}

/** A question that points back at what the sentence says before it ('…, my watch says recovery 48 hours, is that right at 63?'). */
const POINTS_BACK = /^(?:is|was|does|do|should|can|could)\s+(?:that|this|it)\b(?!\s+(?:ok|okay|safe|worth|better|wise|bad)\s+to\b)/i;

/** What the entry's question is about (questionTopic), read with what it points back at; null when it asks none. */
export function questionTopicIn(entry: { title?: string | null; content: string }): QuestionTopic | null {
  const text = entryText(entry);
  const asked = askedIn(text);
  if (!asked) return null;
  // What it points at: the clause before it, or the sentence before when it opens one ('… 185 max on the hill. Is that dangerous?').
  const before = POINTS_BACK.test(asked.question) ? (text.slice(0, asked.start).split(/[.!?\n]/).map((part) => part.trim()).filter(Boolean).pop() ?? '') : '';
  const topic = questionTopic(`${before} ${asked.question}`);
  // A question whose own words name no topic is read with the clause it ends ('Black toenail after the marathon, is it
  // ok to keep running?').
  const clause = text.slice(0, asked.start).split(/[.!?\n]/).pop()?.trim() ?? '';
  return topic === 'other' && clause ? questionTopic(`${clause} ${asked.question}`) : topic;
}

/**
 * What a heart-rate question worries about: 'reading' when it doubts the number ('Heart rate said 210 on an easy jog,
 * watch glitch?') or the number cannot be an easy session's (200 or more, or 185 or more on an easy jog or a walk);
 * 'high' when it asks whether a high peak is safe ('185 max on the hill, I'm 66. Is that dangerous?'); null for the
 * rest (an easy run's heart rate, 'is it normal…', is about training zones).
 */
export type HeartRateWorry = 'reading' | 'high' | null;

const DOUBTED = /\b(?:glitch(?:y|ing|ed)?|faulty|broken|malfunction\w*|accura(?:te|cy)|trust|believe|(?:is|was|can)\s+(?:that|it|this)\s+(?:right|real|correct|possible|true)|(?:watch|sensor|strap|monitor|garmin|fitbit|tracker)\s+(?:is\s+|was\s+)?(?:wrong|playing\s+up|acting\s+up|off|broken))\b/i;
const EASY = /\b(?:easy|gentle|jog|jogged|jogging|recovery|slow|walk|walked|walking|zone\s*[12])\b/i;

/**
 * A heart rate an easy session does not reach, told without a question ('Easy 5 km, heart rate 190 the whole way on an
 * easy jog'): 185 or more on an easy jog, a walk or a gentle spin. The reply answers it as the sensor's, as it does when
 * asked; a hard session's peak is no such reading.
 */
export function easyReadingOutOfReach(entry: { title?: string | null; content: string }, structured: boolean): boolean {
  const text = entryText(entry);
  return !structured && (heartRateOf(text) ?? 0) >= 185 && EASY.test(text);
}

export function heartRateWorry(entry: { title?: string | null; content: string }): HeartRateWorry {
  if (questionTopicIn(entry) !== 'heartRate') return null;
  const text = entryText(entry);
  const bpm = heartRateOf(text) ?? 0;
  if (DOUBTED.test(text) || bpm >= 200 || (bpm >= 185 && EASY.test(text))) return 'reading';
  const high = /\b(?:max(?:imum)?|peak(?:ed)?|hit|spiked?|reached|went\s+up\s+to)\b/i.test(text) && /\b(?:dangerous|safe|worr(?:y|ied|ying)|too\s+high|concern(?:ed|ing)?)\b/i.test(text);
  return high ? 'high' : null;
}

/** A question asking what to do ('how do I…', 'should I…', 'is it worth…'), not for an opinion ('What do you think?'). */
export const asksAdvice = (question: string) =>
  /^(?:how\s+(?:do|can|should|could|would)\s+i|what\s+(?:should|can|could)\s+i|(?:should|can|could|must)\s+i|is\s+it\s+(?:ok|okay|safe|worth|better|wise|bad|normal))\b/i.test(question);

/** A question after a session that no answer here fits ('how do I stop my legs sinking?'): who can answer it. */
export function unansweredSentence(question: string, tone: CoachTone): string {
  const asked = question.length <= 80 ? `"${question}?"` : 'your question';
  return {
    direct: `As for ${asked}: that needs someone who can watch you, so ask a club coach or book a lesson.`,
    encouraging: `As for ${asked}, that is a good one for a club coach or a lesson, where someone can watch you and answer it properly.`,
    analytical: `Your question, ${asked}, needs direct observation: a club coach or a lesson can answer it reliably.`,
  }[tone];
}
