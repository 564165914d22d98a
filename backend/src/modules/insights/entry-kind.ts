/**
 * What an entry is about (a health worry, a rest day, a session or a note), and what kind of session or note: structured
 * work, a return after time off, a race still to come, a milestone, low spirits (what else it mentions is in
 * entry-mentions.ts). The rule-based reply (rule-reply.ts) and the weekly summary decide what to say from them. Pure.
 */
import { EVENT_WORRY_WORDS, eventFear } from './event-ahead.js';
import { EFFORT_KEYWORDS } from '../analytics/index.js';
import { distanceKm } from './distance-units.js';
import { entryFacts, entryText, isBrick, type EntryFacts } from './entry-facts.js';
import { heartRateLimitOf } from './heart-rate-facts.js';
import { restingHeartRate } from './note-sentences.js';
import { hasIntervals } from './not-the-session.js';
import { THAW_PAIN } from './cold-sessions.js';
import { isStructured } from './structured-work.js';
import { isMobility, trainsFor, without, withoutNotDone } from './sports.js';
import { asksOnly } from './questions.js';
import { looksAheadToRace } from './pre-race.js';
import { GAVE_WAY_WORDS } from './joint-gave-way.js';
import { emergencyIn } from './emergency-signs.js';
import { diabetesSigns } from './diabetes-signs.js';
import { PAINLESS_NOISE } from './joint-noises.js';
import { PEE_TROUBLE } from './everyday-care.js';
import { FALL, fearOfFalling, withoutFallFear } from './falls.js';
import { SPRAIN_BEFORE } from './sprain-return.js';
import { EASING, GOOD_HEALTH_NEWS, MENDING, PAST_WORRY, PLATEAU_WORRY, WEIGHT_LOSS, WORKED_MUSCLES } from './entry-mentions.js';

/**
 * The words that call a session hard: the momentum figure's keywords (docs/product.md#momentum), which it counts as
 * defined, and those the replies and the weekly summary also hear ('brutal', 'gruelling', 'all out').
 */
export const EFFORT_WORDS: readonly string[] = [
  ...EFFORT_KEYWORDS,
  'brutal',
  'gruelling',
  'grueling',
  'punishing',
  'killer',
  'savage',
  'lung-busting',
  'eyeballs out',
  'hard going',
  'went all out',
  'flat out',
  'full gas',
  'max effort',
  'maximal',
];

/**
 * What an entry is about, which decides what the reply says of it: a health worry, illness or injury (caring, no
 * training advice), a rest day (rest is part of training), a session, or another note (sleep, mood, kit).
 */
export type EntryKind = 'health' | 'rest' | 'session' | 'note';

/**
 * Words that say the entry is not about a health worry ("no pain", "no knee pain", "pain-free", "knee no longer sore",
 * "knee didn't hurt once", "nothing hurt", "shoulder clicking but no pain"), taken out before HEALTH and NIGGLE are tried.
 */
const NO_WORRY = new RegExp(
  `${PAINLESS_NOISE.source}|${/\b(?:no|not|without|zero|no\s+longer|never)\s+(?:a\s+bit\s+|at\s+all\s+)?(?:[a-z]+\s+)?(?:pain|niggles?|injury|injuries|sore|soreness|stiff|stiffness|aching|ached|achy|aches?|tight|tightness|flares?|flare-ups?|swelling|swollen)\b|\bswelling\s+(?:(?:has|is|now|all|finally|completely)\s+)*(?:gone(?:\s+down)?|going\s+down|down|settled|subsided)\b|\bpain[- ]free\b|\binjury[- ]free\b|\b(?:niggles?|pain|aches?|soreness|tightness|stiffness|twinges?)\s+(?:(?:has|have|is|was|now|finally|completely|totally|all)\s+)*(?:gone|cleared(?:\s+up)?|disappeared|vanished)\b(?!\s+(?:worse|bad|sharp|up|into|to|through|down)\b)|\b(?:(?:felt|feeling|nearly|almost|was)\s+(?:a\s+bit\s+|quite\s+)?sick(?:\s+and\s+(?:shaky|weak|wobbly|empty|light-?headed))?|(?:nearly\s+|almost\s+)?(?:threw\s+up|vomited))\s+(?:at\s+the\s+(?:end|finish)|on\s+the\s+last\s+(?:rep|one|interval|climb|lap|hill)|after\s+(?:the|my)\s+(?:[\w\s]{0,12}?\s)?(?:reps|repeats|intervals|efforts|sprints|sprint\s+finish|hill\s+reps))\b|\b(?:didn'?t|did\s+not|doesn'?t|does\s+not|wasn'?t|was\s+not|isn'?t|nothing|never)\s+(?:\w+\s+)?(?:hurt|hurts|hurting|ache|ached|aching|sore|painful|twinge|twinged|complain(?:ed)?)\b/.source}`,
  'gi',
);
const HEALTH_WORDS =
  String.raw`(?:worried|worrying|worries|worry|anxious|concerned|doctor|doctors|gp|physio|physiotherapist|consultant|hospital|nurse|a&e|ambulance|paramedics?|kept\s+me\s+in|kept\s+me\s+overnight|admitted|` +
    String.raw`appointment|ill|illness|unwell|sick|poorly|flu|covid|virus|infection|pneumonia|(?<!hay\s?)fever|injury|injuries|injured|pain|` +
    String.raw`painful|pains|hurt|hurts|hurting|swollen|swelling|swelled|(?:numb|numbness|pins\s+and\s+needles|tingling)\b[^.!?\n]{0,40}?\b(?:for\s+(?:a|two|three|\d+|several)\s+(?:days|weeks?|months?)|all\s+the\s+time|constantly|won'?t\s+go)|hot\s+to\s+(?:the\s+)?touch|chemo(?:therapy)?|radiotherapy|cancer|dizzy|dizziness|light[- ]?headed|(?:felt|feel|feeling|went|going|nearly|almost)\s+(?:a\s+(?:bit|little)\s+|slightly\s+|quite\s+|very\s+|really\s+|rather\s+)?faint(?!-)|fainted|fainting|blacked\s+out|passed\s+out|palpitations|chest\s+(?:pain|pains|tightness)|breathless|blood pressure|` +
    String.raw`medication|coming\s+down\s+with|run\s+down|(?:achy|aching)\s+all\s+over|flu[- ]like|temperature\s+(?:of\s+)?(?:3[89]|4[01])(?:\.\d)?|coughing\s+up|vomit(?:ed|ing)?|threw\s+up|throwing\s+up|(?:peeing|weeing|passing)\s+blood|blood\s+in\s+(?:my\s+)?(?:urine|wee|pee|stools?|poo)|(?:bleeding|blood)\s+(?:from|out\s+of)\s+(?:my\s+)?(?:bum|bottom|back\s+passage|rectum|backside)|rectal\s+bleeding|blood\s+on\s+the\s+(?:toilet|loo)\s+(?:paper|roll|tissue)|no\s+appetite|lost\s+my\s+appetite|(?:lost|losing|dropped)\s+(?:[\d.]+\s*(?:kg|kilos?|lbs?|pounds|stone)|weight)[^.!?\n]{0,30}?without\s+trying|flare|flaring|flared|flare-up|(?:caught|got|have|had|with|fighting|nursing)\s+a\s+cold|head cold|chest infection|operation|surgery|surgeon|` +
    String.raw`shin\s+splints|plantar(?:\s+fasciitis)?|tendinitis|tendonitis|tendinopathy|runner'?s\s+knee|it\s*band|itb|sciatica|bursitis|frozen\s+shoulder|tennis\s+elbow|golfer'?s\s+elbow|` +
    String.raw`pulled\s+(?:a\s+|my\s+)?(?:muscle|hamstring|calf|groin)|(?<!foam\s)(?:strained|sprained|twisted|rolled|turned|cricked|ricked)\s+(?:a\s+|my\s+)?(?:ankle|knee|wrist|calf|hamstring|groin|muscle|foot|shoulder|neck)|(?:strained|sprained|twisted)\s+(?:my\s+)?back|(?:rolled|turned)\s+my\s+back|torn\s+(?:a\s+|my\s+)?(?:muscle|calf|hamstring|ligament|meniscus|cartilage)|(?:calf|hamstring|groin|quad|adductor)\s+(?:muscle\s+)?(?:tore|popped|ripped|pinged|twanged|went(?!\s+(?:fine|ok|okay|well|great|numb|cold|tight)\b))|` +
    // A muscle that 'went' mid-session ('calf went at 2 km', 'felt my hamstring go', 'calf popped').
    String.raw`(?:calf|hamstring|achilles|groin|quad|back)\s+(?:went(?!\s+(?:fine|well|ok|okay|better|great|alright|all\s+right|without|smoothly))|has\s+gone|popped|pinged|twanged|gave\s+way)|felt\s+(?:my\s+|the\s+)?(?:calf|hamstring|achilles|groin|quad|back)\s+(?:go|pop|ping|twang)|` +
    String.raw`${GAVE_WAY_WORDS}|fracture|fractured|(?:broken|broke\s+(?:my|a|her|his))\s+(?:wrist|arm|leg|ankle|collarbone|collar\s+bone|hip|ribs?|elbow|foot|toe|hand|finger|shoulder|kneecap)|(?:shoulder|knee|hip|back|heart|hernia|cataract|eye|ankle|wrist|foot|prostate|bowel|bladder|gall\s*bladder|the|my|an)\s+op|prostatectomy|hysterectomy|(?:hip|knee|shoulder|joint)\s+replacement)`;
/**
 * Signs during exercise that need a doctor's check whatever else the entry says: dizziness or faintness ('felt a bit
 * faint'), a chest that hurts or tightens ('chest felt tight on the hill', 'tight chest on the climb'), a heart that races
 * or flutters, an episode of atrial fibrillation, breathlessness out of the ordinary ('short of breath more than usual'),
 * pain in the left arm or the jaw.
 */
const WARNING_SIGNS = new RegExp(
  String.raw`\b(?:dizzy|dizziness|light[- ]?headed|(?:felt|feel|feeling|went|going|nearly|almost)\s+(?:a\s+(?:bit|little)\s+|slightly\s+|quite\s+|very\s+|really\s+|rather\s+)?faint(?!-)|fainted|fainting|blacked\s+out|passed\s+out|` +
    String.raw`chest\s+(?:(?:felt|was|went|got|feeling)\s+(?:a\s+(?:bit|little)\s+|quite\s+|very\s+|really\s+)?)?(?:pain|pains|tightness|tight|tightening|pressure|discomfort|heavy|painful|hurt|hurting|ached|aching)|(?:tight|heavy|painful)\s+chest|(?:tightness|pain|pressure)\s+(?:in|on|across)\s+(?:my\s+|the\s+)?chest|` +
    // An episode of atrial fibrillation ('AF episode during the swim', 'afib kicked in', 'went into AF'), not the condition known.
    String.raw`(?:af|afib|a-fib|atrial\s+fibrillation)\s+(?:episode|attack|kicked\s+in|came\s+on|started|flared|flare-?up|returned|came\s+back)|(?:episode|attack|bout)\s+of\s+(?:af|afib|a-fib|atrial\s+fibrillation)|went\s+(?:back\s+)?into\s+(?:af|afib|a-fib|atrial\s+fibrillation)|` +
    String.raw`palpitations|tachycardia|racing\s+heart(?:beat)?|heart\s+(?:(?:was|is|felt|went|kept|started|began)\s+)?(?:racing|fluttering|fluttery|flutter|skipping|skipped|pounding\s+(?:at\s+rest|for\s+no\s+reason|after\s+(?:a|an|the)\s+(?:gentle|easy|short|slow))|missing\s+beats|all\s+over\s+the\s+place|doing\s+(?:somersaults|flips|backflips|cartwheels|funny\s+things)|(?:missed|skipped|dropped|dropping)\s+(?:a\s+)?beats?|jumping|jumpy|haywire|going\s+haywire|misbehaving)|ectopics?|ectopic\s+beats|(?:funny|odd|strange|weird|erratic)\s+heart\s*beats?|irregular\s+heart(?:beat)?|(?:heart\s+rate|hr|pulse)\s+(?:stuck|wouldn'?t\s+(?:go|rise|climb)|would\s+not\s+(?:go|rise|climb)|didn'?t\s+(?:go|rise|climb))\s+(?:above|over|at|past)\s+\d{2,3}[^.!?\n]{0,40}?\b(?:weird|odd|strange|funny|unwell|rough|dizzy|wrong)|(?:1[4-9]\d|2\d\d)\s*(?:bpm\s+)?at\s+rest|(?:sweating|sweaty)\s+(?:much\s+|far\s+|a\s+lot\s+)?more\s+than\s+(?:usual|normal)|cold\s+sweats?|clammy|` +
    String.raw`(?:unusually|really)\s+(?:breathless|short\s+of\s+breath)|collapsed|(?:breathless|short\s+of\s+breath)(?:ness)?\s+(?:when\s+)?(?:lying\s+(?:down|flat)|in\s+bed)|(?:woke|wake|waking)\s+up\s+(?:gasping|breathless|short\s+of\s+breath)|(?:vision|sight|eyesight)\s+(?:went|goes|going|was|became|got)\s+(?:\w+\s+)?(?:blurry|blurred|dark|black|grey|funny|double)|double\s+vision|(?:breathless|short\s+of\s+breath|out\s+of\s+breath)\s+(?:(?:walking\s+|climbing\s+|going\s+)?up|on|climbing|going\s+up)\s+(?:the\s+|a\s+)?(?:stairs|flight\s+of\s+stairs)|(?:breathless|short\s+of\s+breath|out\s+of\s+breath)[^.!?\n]{0,40}?\bnot\s+like\s+me\b|(?:short\s+of\s+breath|breathless)\s+(?:more\s+than\s+(?:usual|normal)|than\s+usual|for\s+no\s+reason|at\s+rest|on\s+(?:an?\s+)?easy)|` +
    String.raw`(?:pain|ache|aching|tingling)\s+(?:in|down)\s+(?:my\s+|the\s+)?(?:left\s+arm|jaw)|left\s+arm\s+(?:pain|ache|ached|aches|achy|aching|hurt|hurting|felt\s+heavy|heavy|went\s+numb|numb|tingling)|(?:heart(?!\s*rate)|heartbeat|pulse)\b[^.!?\n]{0,25}?\b(?:irregular|out\s+of\s+rhythm)|jaw\s+(?:pain|ache|aching))\b`,
  'i',
);
/** A warning sign said not to be there ('no chest pain', "didn't feel dizzy"). */
const NO_WARNING = /\b(?:no|not|never|without|didn'?t\s+feel|did\s+not\s+feel|wasn'?t|was\s+not)\s+(?:any\s+|a\s+bit\s+|at\s+all\s+)?(?:dizzy|dizziness|light[- ]?headed|faint|chest\s+(?:pain|pains|tightness)|palpitations|breathless|short\s+of\s+breath)\b/gi;
/** A tight chest is an asthmatic's asthma when the entry names it ('asthma played up, chest tight, two puffs of the inhaler'). */
const ASTHMA = /\b(?:asthma|asthmatic|inhaler|reliever|puffer)\b/i;
const TIGHT_CHEST = /\b(?:chest\s+(?:(?:felt|was|went|got|feeling)\s+(?:a\s+bit\s+|quite\s+|very\s+|really\s+)?)?(?:tight|tightness|tightening)|tight\s+chest|tightness\s+(?:in|across)\s+(?:my\s+|the\s+)?chest)\b/gi;
/** Breathlessness with swollen ankles or legs ("Couldn't walk far today, breathless, ankles puffy"): the heart's to check. */
const BREATHLESS_SWOLLEN = /^(?=[^]*\b(?:breathless|short\s+of\s+breath)\b)(?=[^]*\b(?:(?:ankles?|legs|feet)\s+(?:\w+\s+)?(?:swollen|puffy|swelling|swelled)|(?:swollen|puffy)\s+(?:ankles?|legs|feet))\b)/i;
/** True when the text names a warning sign during exercise (WARNING_SIGNS), not one said to be absent. */
export const warningSignIn = (text: string) =>
  WARNING_SIGNS.test((ASTHMA.test(text) ? text.replace(TIGHT_CHEST, ' ') : text).replace(NO_WARNING, ' ')) || BREATHLESS_SWOLLEN.test(text.replace(NO_WARNING, ' ')) || emergencyIn(text) !== null;

/** A blood-pressure reading ('BP 165/95', 'blood pressure was 150/92'): high from 140/90, severe from 180/120. */
const BP_READING = /\b(?:blood\s+pressure|bp)\b[^.!?\n]{0,30}?\b(\d{2,3})\s*\/\s*(\d{2,3})\b/i;
export function highBloodPressure(text: string): { reading: string; severe: boolean } | null {
  const [, systolic, diastolic] = text.match(BP_READING) ?? [];
  if (!systolic || (Number(systolic) < 140 && Number(diastolic) < 90)) return null;
  return { reading: `${systolic}/${diastolic}`, severe: Number(systolic) >= 180 || Number(diastolic) >= 120 };
}

const HEALTH = new RegExp(String.raw`\b${HEALTH_WORDS}\b|${FALL.source}|${PEE_TROUBLE.source}`, 'i');
/** The people (and pets) whose health an entry may be about rather than the member's: 'my wife's operation', 'mum in hospital'. */
const PEOPLE = String.raw`(?:wife|husband|partner|mum|mom|mother|dad|father|son|daughter|child|children|kids?|friend|buddy|mate|pal|clubmates?|neighbour|colleague|sister|brother|grandson|granddaughter|grandchild(?:ren)?|parents?|family|dog|cat)`;
/**
 * Someone else's health, and a worry about them ("my wife's operation", 'mum in hospital', 'worried about my dad'):
 * no health worry of the member's, but load on them (the note's topic 'family'). Taken out before HEALTH is tried.
 */
/** Caring for someone ('caring for my mum', 'looking after my husband since his stroke'): load on the member, the note's topic 'family'. */
const CARING = new RegExp(String.raw`\b(?:caring\s+for|care\s+of|looking\s+after|carer\s+(?:for|to))\s+(?:my\s+|our\s+)?(?:(?:elderly|poorly|sick|ill|disabled|frail)\s+)?(?:wife|husband|partner|mum|mom|mother|dad|father|parents?|sister|brother|son|daughter|in-?laws?|mother-in-law|father-in-law)\b`, 'i');
const OTHERS_HEALTH = [
  // Up to four words between, none of them the member's own ('my son and my knee hurts' is the member's knee).
  new RegExp(String.raw`\b(?:my\s+|our\s+)?${PEOPLE}(?:'s)?\s+(?:(?!(?:my|i|i'm|me|and|but|so)\b)[\w']+\s+){0,4}?${HEALTH_WORDS}\b`, 'gi'),
  new RegExp(String.raw`\b(?:worried|worrying|anxious|concerned)\s+(?:about|for)\s+(?:my\s+|our\s+)?${PEOPLE}\b`, 'gi'),
];
/** The body parts an older athlete's niggles are about (legs sore after hills is training, a sore knee is not). */
const BODY_PART = String.raw`(?:knees?|hips?|(?:lower|upper|my)\s+back|achilles|calf|calves|hamstrings?|quads?|shoulders?|ankles?|feet|foot|heels?|shins?|neck|joints?|wrists?|elbows?|groin|glutes?|it\s+band)`;
const NIGGLE_WORD = String.raw`(?:sore|stiff|aching|ached|achy|aches?|tight|twinge|twinged|tweaked|niggly|niggles?|niggled|niggling|clicking|tender)`;
/**
 * A sore, stiff or aching body part ("knee a bit stiff after", "my calf is tight", "a twinge in my back"): a niggle, cared
 * for as a health worry. Soreness without one ("legs sore after the hills") is the training's.
 */
const NIGGLE = new RegExp(String.raw`\b${BODY_PART}\b[^.!?;\n]{0,30}?\b${NIGGLE_WORD}\b|\b${NIGGLE_WORD}\s+(?:(?:in|on)\s+(?:my\s+|the\s+)?)?(?:left\s+|right\s+)?(?:${BODY_PART}|back)\b`, 'i');
/**
 * A session said to be skipped, missed, called off or not faced ('skipped the planned tempo', 'missed my long run',
 * 'bailed on the intervals', "couldn't face training", 'ran out of time for the session'); 'skipped my' anything too, but
 * not 'missed my PB'.
 */
const SKIPPED =
  String.raw`(?:skipped|skipping|missed|cancelled|canceled|bailed\s+on|ditched|gave\s+up\s+on|couldn'?t\s+face|could\s+not\s+face|ran\s+out\s+of\s+time\s+for|no\s+time\s+for|` +
  String.raw`didn'?t\s+feel\s+up\s+to|did\s+not\s+feel\s+up\s+to|no\s+energy\s+for|too\s+tired\s+for)\s+(?:training|(?:(?:my|the|today's|this\s+(?:morning|evening)'s)\s+)?` +
  String.raw`(?:(?:planned|usual|scheduled|long|easy|hard|steady|tempo|club|group|team|morning|evening|weekly|\d+(?:\.\d+)?\s*(?:k|km|miles?|mi|mins?|minutes?))\s+)*(?:session|workout|training|run|ride|swim|intervals?|class|parkrun|gym|tempo|reps|repeats|hills?|track))|skipped\s+my\s+\w+`;
const REST = new RegExp(
  String.raw`\b(?:rest day|rest days|day off|days off|recovery day|rest week|rested|no training|training on hold|did not train|didn't train|did nothing|${SKIPPED}|took (?:the day|it|today) off)\b|^\s*rest\b(?!ing)`,
  'im',
);
const SESSION = /\b(?:session|(?<!\b(?:about|with|of|for)\s)training(?!\s+(?:on\s+hold|plan|programme|program|next|tomorrow))|trained|workout|intervals?|reps|repeats|efforts|sets|strides|sprints?(?![- ](?:tri|triathlons?|duathlons?|aquathlons?|race)\b)|track|class|race|raced|parkrun|sportive|drills?|tempo|climbs?|laps?|hills?)\b/i;

/**
 * What a note without a session is about, when it says: poor sleep or tiredness, a stressful, busy time, low spirits,
 * or someone close who is ill.
 */
export type NoteTopic = 'sleep' | 'stress' | 'mood' | 'family' | null;
const SLEEP = /\b(?:slept (?:badly|poorly|little|terribly|awfully)|(?:didn'?t|did\s+not)\s+sleep\s+(?:well|much|great)|(?:barely|hardly)\s+slept|poor sleep|bad night|rough night|no sleep|little sleep|insomnia|couldn'?t sleep|could not sleep|(?:need|needs|needing|want)\s+more\s+sleep|(?:only|just)\s+(?:sleeping|getting)\s+(?:about\s+|around\s+)?\d|tired|exhausted|fatigued?|drained|no energy|lethargic|wiped out)\b/i;
const STRESS = /\b(?:stress|stressed|stressful|busy (?:at work|week|day|time)|work (?:is|was|has been) (?:busy|hectic|mad|manic|crazy|mental|chaotic|relentless)|hectic|long day at work|deadlines?|under pressure)\b/i;

const MOOD =
  /\b(?:feeling\s+(?:(?:a\s+bit|quite|very|so|really)\s+)?(?:low|down|blue|fed\s+up|demotivated|unmotivated|rubbish|miserable)|(?:very|so|really|quite)\s+down|depressed|depression|low\s+mood|no\s+motivation|(?:can'?t|cannot|couldn'?t|could\s+not)\s+(?:motivate\s+myself|get\s+motivated|find\s+(?:the\s+|any\s+)?motivation)|lost\s+(?:my\s+)?(?:(?:running|riding|cycling|swimming|training)\s+)?(?:mojo|motivation)|unmotivated|demotivated|fed\s+up|struggling\s+(?:for|with)\s+motivation|(?:don'?t|do\s+not|can'?t|cannot)\s+see\s+the\s+point\s+(?:of|in)\s+anything|nothing\s+(?:seems|feels)\s+worth\s+(?:it|doing)|(?:feeling|feel|felt)\s+(?:so\s+|really\s+|quite\s+)?hopeless)\b/i;

/** The topic of a note ('Slept badly, feeling flat': sleep), which the reply answers instead of a general word. */
export function noteTopic(entry: { title?: string | null; content: string }): NoteTopic {
  const text = entryText(entry);
  if (SLEEP.test(text)) return 'sleep';
  if (STRESS.test(text)) return 'stress';
  if (MOOD.test(text)) return 'mood';
  if (CARING.test(text) || OTHERS_HEALTH.some((pattern) => new RegExp(pattern.source, 'i').test(text))) return 'family';
  return null;
}

/**
 * Milestones said in words the momentum keywords do not hold: 'first time', 'my first marathon', 'first century',
 * 'first 100 km ride ever', 'half marathon done',
 * 'age-group win', 'age-group 2nd', '3rd V55', 'podium', 'came second', 'longest yet', 'furthest swim ever', 'a first!',
 * 'never swum a mile before today'.
 * The reply names them as it names 'pb' (the momentum figures count only the keywords).
 */
const MILESTONE_PHRASES =
  /\b(?:(?<!\b(?:tried|trying|try)\b[^.!?\n]{0,40})first\s+time|(?<!\bmy\s)first\s+(?:metric\s+)?century\b|first\s+(?:[\w-]+\s+){1,3}ever\b|(?<!\b(?:training|train|trains|signed\s+up|entered|booked|planning|building\s+up|ready|prepping|preparing|aiming)\s+(?:for|to)\s)my\s+first\s+(?:race|marathon|half(?:[- ]marathon)?|10k|5k|triathlon|sportive|century|open[- ]water\s+swim)|(?<!couch\s+to\s+)(?:half[- ]marathon|marathon|10k|5k|triathlon|sportive|parkrun|century)\s+(?:done|complete|completed|finished|in\s+the\s+bag)|age[- ]group\s+(?:win|winner|podium|record|1st|2nd|3rd|first|second|third)|(?:1st|2nd|3rd)\s+(?:in\s+(?:my|the)\s+)?(?:age[- ]group|age\s+(?:group|category)|category|v[4-8][05])|podium|came\s+(?:first|second|third|1st|2nd|3rd)|(?<!\bsince\s+(?:i\s+)?|\bafter\s+(?:i\s+)?|\bwhen\s+i\s+)turned\s+[5-9]\d|first\s+sub[- ]?\d+(?::\d\d)?|first\s+(?:ever\s+)?(?:half(?:[- ]marathon)?|marathon|\d+(?:\.\d+)?\s*(?:km|k|miles?|mi))\s+(?:distance|ever)\b|first\s+ever\s+[^.!?\n]{0,20}?\b(?:run|ride|swim|walk|hike|race|session)|[5-9]\d(?:th)?\s+birthday|first\s+[^.!?\n]{0,30}?(?:without\s+stopping|non[- ]stop)|(?:fastest|quickest|longest|furthest|farthest|best)\s+(?:(?:run|ride|swim|walk|hike|row|session|distance|5k|10k|parkrun|time)\s+)?(?:this\s+year|ever|yet|in\s+(?:years|ages)|in\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many)\s+years|since\s+(?:my\s+|the\s+)?[\w-]+(?:\s+(?:injury|op|operation|surgery|replacement))?)|season'?s\s+best|course\s+(?:pb|best|record)|(?:won|first\s+in)\s+(?:my|the|our)\s+(?:age[- ]group|category|race)|a\s+(?:real\s+|proper\s+)?first(?=\s*(?:[!.,;]|$)|\s+for\s+me\b)|never\s+(?:run|ran|ridden|rode|swum|swam|cycled|walked|hiked|rowed|managed|done|completed|finished|broken|gone\s+(?:under|past|over|beyond))\b[^.!?\n]{0,30}?\bbefore\s+(?:today|this\s+morning|tonight|now)\b(?!'))\b/gim;

/** The milestone phrases of an entry (see MILESTONE_PHRASES), lower case, each once. */
export function milestonePhrases(entry: { title?: string | null; content: string }): string[] {
  return [...new Set([...entryText(entry).matchAll(MILESTONE_PHRASES)].map(([phrase]) => phrase.toLowerCase().replace(/\s+/g, ' ')))];
}

/** True when the entry looks ahead to a race or event (pre-race.ts). */
export function isPreRace(entry: { title?: string | null; content: string }): boolean {
  return looksAheadToRace(entryText(entry));
}

/**
 * An illness or injury the member says is behind them ('back from two weeks off with covid', 'first run since the
 * injury', 'recovered from the flu'): a session after it is a return, not a worry of today. The phrase ends at 'but',
 * 'still' or 'yet' ('back after the knee injury but it still hurts' is a worry).
 */
const RETURN = /\b(?:(?:had\s+(?:a\s+|the\s+)?)?(?:cold|flu|covid|virus|bug|chest\s+infection|sickness\s+bug)\s+(?:last\s+(?:week|month)|(?:a|one|two|three|\d+)\s+(?:days?|weeks?)\s+ago|all\s+(?:week|weekend)(?=[^\n]{0,40}?\b(?:feeling|feel|felt)\s+(?:much\s+|a\s+lot\s+|loads\s+)?better\b))|(?:not|n't|haven'?t|hadn'?t)\s+(?:trained|run|ridden|swum|been\s+out)\s+(?:for\s+)?(?:two|three|four|five|six|\d+|a\s+few|several)\s+(?:weeks?|months?)|back\s+(?:(?:on|in)\s+(?:the\s+|my\s+)?\w+\s+|(?:to\s+)?(?:running|riding|cycling|swimming|training)\s+)?(?:from|after)|(?:(?:hip|knee|shoulder|joint)\s+replacement|(?:hip|knee|shoulder|back|heart|hernia|cataract|ankle|wrist|prostate|bowel|bladder|gall\s*bladder)\s+op|operation|surgery|prostatectomy|hysterectomy)\s+(?:(?:done|was|had|finished)\s+)?(?:\d+|a|one|two|three|four|five|six|eight|ten|twelve)\s+(?:weeks?|months?)\s+ago|returning\s+(?:from|after)|recovered\s+from|(?:finished|done|completed)\s+(?:the\s+|my\s+)?(?:course\s+of\s+)?antibiotics|antibiotics\s+(?:finished|done|completed|over|ended)|(?:finished|done|completed|ran|raced|rode|swam|walked|jogged|cycled)\b[^.!?\n]{0,30}?\bafter\s+(?:my|the)\s+(?:\w+\s+)?(?:op|operation|surgery|replacement)\b|(?:cardiac\s+|heart\s+)?rehab(?:ilitation)?\s+(?:finished|done|complete|completed|over)|missed\s+(?:the\s+last\s+)?(?:two|three|four|five|six|\d+|a\s+few|several)\s+(?:days|weeks?|months?)\s+(?:with|because\s+of|due\s+to|through|to)\b|(?:(?:\d+|a|one|two|three|four|five|six|eight|ten|twelve)\s+weeks?|(?:[1-6]|a|one|two|three|four|five|six)\s+months?)\s+(?:after|since|post)[\s-](?:my|the)\s+(?:[\w-]+\s+){0,2}?(?:op|operation|surgery|replacement)|(?:(?:\w+\s+)?cancer\s+)?(?:treatment|chemo(?:therapy)?|radiotherapy)\s+(?:finished|done|over|complete|completed|ended)|after\s+(?:\d+|a|one|two|three|four|five|six)\s+(?:days?|weeks?|months?)\s+off|over\s+(?:the|my)|first\s+(?:[\w:.]+\s+){1,4}?(?:since|after)|(?:furthest|farthest|longest|fastest|quickest)\s+(?:[\w:.]+\s+){0,4}?(?:since|after))\b(?:(?!\b(?:but|though|although|still|yet)\b)[^.!?\n]){0,40}/gi;

/**
 * A professional's all-clear ('physio cleared me to run', 'given the all-clear', 'the doctor gave me the green light',
 * 'allowed 20 min easy jog every other day'):
 * the visit it came from is no worry of today, and the session after it is a return.
 */
const ALL_CLEAR = /\b(?:cleared\s+(?:me\s+)?(?:to|for)\s+\w+|(?<!\b(?:not|n't|never)\s+)can\s+(?:start\s+)?(?:run(?:ning)?|jog(?:ging)?|ride|riding|cycl(?:e|ing)|swim(?:ming)?|train(?:ing)?)\s+again|(?:the\s+|an?\s+)?all[- ]clear|(?:the\s+)?green\s+light|(?<!\b(?:not|n't|never)\s+)allowed\s+(?:to\s+(?:run|jog|ride|cycle|swim|train)|(?:an?\s+)?(?:\d+\s*(?:min|mins|minutes|km|k|miles?)\s+)?(?:of\s+)?(?:easy\s+|gentle\s+)?(?:jog|jogging|run|running|ride|cycling|swim|swimming|walk|walking)s?))\b/i;
/**
 * The exercises a physio set, done ('physio exercises done', 'did my rehab routine', 'Physio exercises for my achilles,
 * 3 x 15 heel drops'): treatment carried out, not a worry.
 */
const REHAB_DONE =
  /\b(?:(?:physio|rehab)\s+(?:exercises|routine|programme|program|homework)\s+(?:done|completed|finished|again)|(?:did|done|finished|completed)\s+(?:my|the)\s+(?:physio|rehab)\s+(?:exercises|routine|programme|program|homework)|(?:physio|rehab)\b[^.!?\n]{0,40}?\bexercises\b[^.!?\n]{0,30}?\b(?:did|done|doing)\s+them|(?:physio|rehab)\s+(?:exercises|routine|programme|program|homework|session)\b[^.!?\n]{0,40}?\b\d+\s*(?:x|×)\s*\d+)\b/gi;

/** True when the entry says the physio's exercises were done (see REHAB_DONE). */
export const rehabDone = (entry: { title?: string | null; content: string }) => new RegExp(REHAB_DONE.source, 'i').test(entryText(entry));

/** Who gives an all-clear or a heart-rate ceiling: said beside one, not a worry. */
const PROFESSIONAL = /\b(?:doctor|doctors|gp|physio|physiotherapist|consultant|surgeon|specialist|cardiologist|cardiac\s+rehab|hospital|nurse|appointment)\b/gi;

/** True when the entry is a session after an illness or injury the member says is behind them (see RETURN, ALL_CLEAR). */
export function isReturn(entry: { title?: string | null; content: string }): boolean {
  const text = entryText(entry);
  return ALL_CLEAR.test(text) || [...text.matchAll(RETURN)].some(([phrase]) => HEALTH.test(phrase) || /^missed\s+(?:the\s+last\s+)?(?:two|three|four|five|six|\d+|a\s+few|several)\s+(?:weeks?|months?)\b|\b(?:time|weeks?|months?|days?)\s+(?:off|away)\b|\bfirst\s+\S+\s+in\s+\S+\s+(?:weeks|months|years)\b|\brehab(?:ilitation)?\b|\b(?:weeks?'?|months?'?)\s+(?:of\s+)?holiday\b|\b(?:weeks?|months?)\s+(?:of\s+)?no\s+(?:running|riding|cycling|swimming|training|exercise)\b|\b(?:not|n't|haven'?t|hadn'?t)\s+(?:trained|run|ridden|swum|been\s+out)\b|^back\b.*?\bafter\s+(?:\d+|a\s+few|several|a|one|two|three|four|five|six|eight|ten|twelve)\s+(?:weeks?|months?)\b(?!\s+of\s+(?:training|building|work))/i.test(phrase));
}

/** A plan set, not a session done ('Coach set me a new plan: 3 runs a week', 'my training plan for the spring'). */
const PLAN = /\b(?:new|training|my|the|marathon|race)\s+(?:training\s+)?(?:plan|schedule|programme)\b|\b(?:coach|physio)\s+(?:has\s+)?set\s+me\b/i;
/** Words that a session was done, which a plan alone does not have. */
const DONE_WORDS = /\b(?:ran|rode|swam|walked|hiked|rowed|did|done|finished|completed|went|felt|managed|today|this\s+morning|tonight)\b/i;

/** Saddle pain or sores ('saddle pain on long rides', 'saddle sore'): a matter of the bike's fit, the saddle and shorts. */
const SADDLE = /\bsaddle\s+(?:pain|sore|sores|soreness|discomfort|numbness|issues?)\b|\b(?:sore|painful|numb)\s+(?:on|from)\s+the\s+saddle\b/gi;
export const saddleTrouble = (entry: { title?: string | null; content: string }) => new RegExp(SADDLE.source, 'i').test(entryText(entry));

/**
 * The text less what a session explains: tight or stiff in a yoga or stretching session, what it works on ('Yoga
 * class, hips so tight'), and muscles on both sides worked tight (WORKED_MUSCLES) by a session it names.
 */
function withoutWorkedMuscles(text: string, facts: EntryFacts): string {
  const loosened = isMobility(facts.sport) ? text.replace(/\b(?:tight|tightness|stiff|stiffness)\b/gi, ' ') : text;
  return facts.sport || SESSION.test(withoutNotDone(loosened)) || hasIntervals(loosened) ? loosened.replace(WORKED_MUSCLES, ' ') : loosened;
}

/** True when the entry is about a plan, not a session done (see PLAN). */
export const isPlan = (entry: { title?: string | null; content: string }) => PLAN.test(entryText(entry)) && !DONE_WORDS.test(entryText(entry));

export function entryKind(entry: { title?: string | null; content: string }, facts: EntryFacts = entryFacts(entry)): EntryKind {
  // A title that only begins the text ('Swim 2 km in the pool, shoulder clicking on the…') is not read twice.
  const text = entryText(entry);
  const title = entry.title ?? '';
  // An urgent sign is one whatever else the entry says ('threw up at the finish' after four litres of water).
  if (emergencyIn(text)) return 'health';
  // A worry said to be over ('back from two weeks off with covid') is no worry of today.
  // Nor is a sprain days ago under today's session (sprain-return.ts; its swelling or pain still is).
  const over = without([...OTHERS_HEALTH, MEDICINE_CHANGED, ...(facts.distance || facts.duration ? [SPRAIN_BEFORE] : [])], text).replace(NO_WORRY, ' ').replace(RETURN, (phrase) => (HEALTH.test(phrase) ? ' ' : phrase));
  // Nor is saddle pain, a matter of fit, saddle and shorts ('saddle pain on long rides, bike fit booked').
  if (saddleTrouble({ content: over }) && !HEALTH.test(over.replace(SADDLE, ' ')) && !NIGGLE.test(over.replace(SADDLE, ' '))) return facts.sport && DONE_WORDS.test(over) ? 'session' : 'note';
  // Nor is a fall some time ago that left only wariness ('Had a fall last month, scared to run on the trails now').
  if (fearOfFalling(over)) {
    const rest = withoutFallFear(over);
    if (!HEALTH.test(rest) && !warningSignIn(rest) && !NIGGLE.test(rest)) return facts.sport && (facts.distance || facts.duration) ? 'session' : 'note';
  }
  // Nor is the physio whose exercises were done ('physio exercises done, 3 sets of calf raises').
  if (rehabDone({ content: over }) && !HEALTH.test(over.replace(REHAB_DONE, ' ').replace(PROFESSIONAL, ' ')) && !NIGGLE.test(over)) return 'session';
  // With an all-clear, the physio or doctor who gave it is no worry ('physio says it is healing, cleared to run'); nor
  // is the doctor who set a heart-rate ceiling ('doctor says HR cap 125, 40 min walk').
  // Nor is good news of the member's health ('blood pressure down to 128/80, GP pleased').
  // Nor is a pain easing or an injury mending, a worry long past, or a plateau ('hurts less', 'sciatica much better').
  const news = over.replace(THAW_PAIN, ' ').replace(GOOD_HEALTH_NEWS, ' ').replace(EASING, ' ').replace(MENDING, ' ').replace(PAST_WORRY, ' ').replace(PLATEAU_WORRY, ' ');
  // Nor is a massage ('went to the physio for a sports massage, calves much looser').
  const worries = ALL_CLEAR.test(over) || heartRateLimitOf(over) || /\bmassage\b/i.test(over) ? news.replace(PROFESSIONAL, ' ').replace(/\b(?:healing|healed|recovering|improving|better|surgery|operation|op)\b/gi, ' ') : news;
  // Tight or stiff in a yoga class, and muscles worked tight by a session, are the session's (withoutWorkedMuscles).
  const stretched = withoutWorkedMuscles(worries, facts);
  // A mild niggle after a session it describes ('16 miles…, left achilles a bit tight this evening') leaves it a session.
  const session = facts.sport && (facts.distance || facts.duration || DONE_WORDS.test(text));
  // Nerves about an event weeks ahead, with no session of today, are a note (event-ahead.ts), unless a health worry is told too.
  if (eventFear(text) && !facts.distance && !facts.duration && !facts.pace && !HEALTH.test(worries.replace(EVENT_WORRY_WORDS, ' ')) && !NIGGLE.test(stretched)) return 'note';
  if (HEALTH.test(worries) || warningSignIn(worries) || highBloodPressure(worries) || diabetesSigns(worries) || (NIGGLE.test(stretched) && !(session && mildNiggle(entry)))) return 'health';
  // An entry that only asks ('What should I eat before a long ride?', 'How many rest days at 62?') did nothing yet.
  if (asksOnly(entry)) return 'note';
  // A session done instead of the one skipped ('skipped the run and did 20 min yoga instead') is that session, and so is
  // one after the rest ('Rested 2 days, then easy 5 km'), not one planned ('rest day, then 10 km tomorrow').
  const doneInstead = (/\binstead\b(?!\s+of)/i.test(text) && facts.sport && (facts.distance || facts.duration)) || ((facts.distance || facts.duration) && /\b(?:rested|rest\s+days?|days?\s+off)\b[^.!?\n]{0,30}?\b(?:then|after\s+that|followed\s+by)\b(?![^.!?\n]*\b(?:tomorrow|next|plan\w*|will|going\s+to)\b)/i.test(text));
  if ((REST.test(title) || REST.test(entry.content)) && !doneInstead) return 'rest';
  if (isPlan(entry)) return 'note';
  // Motivation lost, or caring for someone, with no session told ('Lost my running mojo', 'Struggling to fit training
  // around caring for my mum') are a note.
  if ((/\b(?:lost\s+(?:my\s+)?(?:\w+\s+)?(?:mojo|motivation)|no\s+motivation|unmotivated|demotivated)\b/i.test(text) || CARING.test(text)) && !facts.distance && !facts.duration && !facts.pace && !DONE_WORDS.test(text)) return 'note';
  // Weight lost or to lose, with no session of today ('Lost 2 kg this month, want to lose 5 more by the marathon'): a
  // weigh-in's note, not a run.
  if (WEIGHT_LOSS.test(text) && !facts.distance && !facts.duration && !facts.pace && !DONE_WORDS.test(text)) return 'note';
  // A race to come with no session of today ('Half marathon next Sunday, taper week, feeling twitchy') is a note.
  if (isPreRace(entry) && !facts.distance && !facts.duration && !facts.pace && !DONE_WORDS.test(text)) return 'note';
  // Intervals ('6 x 400m', 'every 30 minutes') are part of a session too (the hours slept are not).
  if (facts.sport || facts.distance || facts.duration || facts.pace || SESSION.test(withoutNotDone(text)) || hasIntervals(text)) return 'session';
  return 'note';
}

/** Low spirits on a day without a session, or one given a miss ("feeling low, couldn't face training"): care first. */
export function isLowSpirits(entry: { title?: string | null; content: string }, kind: EntryKind = entryKind(entry)): boolean {
  return (kind === 'rest' || kind === 'note') && noteTopic(entry) === 'mood';
}

/**
 * A day without a session that calls for care rather than a training task: low spirits, or someone close who is ill
 * ('mum in hospital, no training this week').
 */
export function needsCare(entry: { title?: string | null; content: string }, kind: EntryKind = entryKind(entry)): boolean {
  const topic = noteTopic(entry);
  return (kind === 'rest' || kind === 'note') && (topic === 'mood' || topic === 'family');
}

/** Menopause and its symptoms, named as such ('menopause fatigue', 'hot flushes', 'started HRT'; night sweats alone may be illness). */
const MENOPAUSE = /\b(?:menopause|menopausal|perimenopause|perimenopausal|peri-menopause|post-menopausal|hot\s+flush(?:es)?|hot\s+flash(?:es)?|hrt)\b/i;

/**
 * A change of medicine ('blood pressure meds changed', 'started beta blockers'): the heart rate it moves is no worry of
 * its own; the reply says to judge effort by feel for now.
 */
export const MEDICINE_CHANGED =
  /\b(?:(?:blood\s+pressure|bp|heart)\s+)?(?:meds|medication|medicine|tablets|pills|beta[- ]?blockers?|statins?)\s+(?:(?:was|were|have\s+been|has\s+been|got)\s+)?(?:changed|increased|reduced|lowered|switched|adjusted)\b|\b(?:new|changed|started|starting|increased|reduced|switched|(?:started|put)\s+me\s+on|(?:started|starting)\s+on)\s+(?:(?:blood\s+pressure|bp|heart)\s+)?(?:meds|medication|medicine|tablets|pills|beta[- ]?blockers?|statins?)\b/gi;

/** True when the entry says a medicine was started or changed (see MEDICINE_CHANGED). */
export function medicineChanged(entry: { title?: string | null; content: string }): boolean {
  return new RegExp(MEDICINE_CHANGED.source, 'i').test(entryText(entry));
}

/** Who sets a heart-rate ceiling for the member's health, as the reply names them. */
const CARERS: Array<[RegExp, string]> = [
  [/\bcardiologist\b/i, 'cardiologist'],
  [/\bcardiac\s+(?:rehab|rehabilitation|nurse|team)\b/i, 'cardiac rehab team'],
  [/\b(?:consultant|specialist)\b/i, 'consultant'],
  [/\bgp\b/i, 'GP'],
  [/\b(?:doctor|doc|dr)\b/i, 'doctor'],
  [/\bnurse\b/i, 'nurse'],
];

/**
 * A heart-rate ceiling set for the member's health ('Cardiologist says keep my heart rate under 130'): the limit and who
 * set it. A ceiling of the member's own ('kept HR under 140, Maffetone style') is none: null.
 */
export function medicalHeartRateLimit(entry: { title?: string | null; content: string }): { bpm: number; who: string } | null {
  const text = entryText(entry);
  const bpm = heartRateLimitOf(text);
  const who = CARERS.find(([pattern]) => pattern.test(text))?.[1];
  return bpm && who ? { bpm, who } : null;
}

/** True when the entry speaks of menopause or its symptoms (see MENOPAUSE). */
export function mentionsMenopause(entry: { title?: string | null; content: string }): boolean {
  return MENOPAUSE.test(entryText(entry));
}

/** A poor night said in words of sleep, not of tired legs ('slept badly', 'rough night', 'night sweats'). */
const POOR_NIGHT = /\b(?:slept (?:badly|poorly|little|terribly|awfully)|(?:didn'?t|did\s+not)\s+sleep\s+(?:well|much|great)|(?:barely|hardly)\s+slept|poor sleep|bad night|rough night|no sleep|little sleep|insomnia|couldn'?t sleep|could not sleep|night sweats|awake half the night|up half the night|(?:terrible|awful|dreadful|rubbish|broken|restless|poor|bad|rough)\s+night'?s\s+sleep|slept\s+(?:only\s+|just\s+|about\s+)?[1-4](?:\.5)?\s+hours|(?:only|just)\s+[1-4](?:\.5)?\s+hours?\s+(?:of\s+)?sleep)\b/i;

/**
 * A niggle alone, mild ('shoulder a bit achy', 'calf tight'): no worry word, no pain, no professional; an easy
 * day or two and a physio if it stays, rather than rest and the doctor.
 */
export function mildNiggle(entry: { title?: string | null; content: string }): boolean {
  const text = withoutWorkedMuscles(entryText(entry).replace(NO_WORRY, ' '), entryFacts(entry));
  // A niggle is mild by its name ('shoulder still niggly'), and so is a part tight, stiff, tender, clicking or aching
  // ('left calf tight at the end', 'left hip aching afterwards'), with no pain or other worry word.
  return niggleOnly(entry) && /\b(?:a\s+(?:bit|little|touch)|slightly|bit\s+of\s+a|mild(?:ly)?|little|niggl(?:e|es|y|ing)|tight|stiff|twinged?|tender|clicking|aching)\b/i.test(text);
}

/** A sore, stiff or aching part and no other worry ('Knee sore after parkrun, resting it'): a niggle, mild or not. */
export const niggleOnly = (entry: { title?: string | null; content: string }) => ((text) => NIGGLE.test(text) && !HEALTH.test(text))(withoutWorkedMuscles(entryText(entry).replace(NO_WORRY, ' '), entryFacts(entry)));
/** True when the entry says the night before was poor (see POOR_NIGHT). */
export function afterPoorNight(entry: { title?: string | null; content: string }): boolean {
  return POOR_NIGHT.test(entryText(entry));
}

/**
 * A session after which the next step asks for nothing harder: structured work, a brick, a return after
 * time off, a race to come or a resting heart rate gone up (no time to be asked for more).
 */
export const demanding = (entry: { title?: string | null; content: string }, facts: EntryFacts) =>
  isStructured(entry, facts) || isBrick(facts) || isLongSession(entry, facts) || isReturn(entry) || isPreRace(entry) || restingHeartRate(entry) === 'up' || mildNiggle(entry);

/** A session of a sport the goal trains (trainsFor), whatever words the entry uses. */
export const onGoal = (facts: EntryFacts, kind: EntryKind, goal: string | null) => kind === 'session' && trainsFor(goal, facts);

/** A long session: called long ('long run', 'long ride'), or a sportive, or 30 km run, 100 km ridden or more. */
export function isLongSession(entry: { title?: string | null; content: string }, facts: EntryFacts): boolean {
  // Another day's ('legs sore from yesterday's long run') is not this one.
  if (/\blong\s+(?:run|ride|swim|walk|hike)\b|\bsportive\b/i.test(withoutNotDone(entryText(entry)))) return true;
  const km = distanceKm(facts.distance) ?? 0;
  // Hours from '5 hours', '1 hour 20 minutes' or a clock time ('4:45:10').
  const [, clockHours] = facts.duration?.match(/^(\d+):\d\d:\d\d$/) ?? [];
  const hours = Number(clockHours ?? facts.duration?.match(/^(\d+) hours?\b/)?.[1] ?? 0);
  const onFoot = facts.sport === 'walk' || facts.sport === 'hike';
  return (facts.sport === 'run' && km >= 28) || (facts.sport === 'ride' && (km >= 100 || hours >= 4)) || (onFoot && (km >= 15 || hours >= 3));
}
