/**
 * What an entry mentions beside its kind that the rule-based reply (rule-reply.ts) answers: new shoes, a bike fit, cold
 * open water, cramp, a low blood sugar, asthma, a birthday, heat, goal pace, an active day, technique work. Pure.
 */
import { entryText, type EntryFacts } from './entry-facts.js';

/** New shoes ('bought new running shoes', 'new trainers arrived'). */
export const newShoes = (entry: { title?: string | null; content: string }) => /\bnew\s+(?:[\w-]+\s+){0,2}?(?:shoes|trainers)\b/i.test(entryText(entry));

/** A bike fit or a change of position ('bike fit today', 'saddle raised 1cm', 'cleats moved back'). */
export const bikeFit = (entry: { title?: string | null; content: string }) =>
  /\bbike\s+fit(?:ting)?\b|\b(?:saddle|bars|handlebars|cleats?|stem|seat\s*post)\s+(?:(?:was|were|got)\s+)?(?:raised|lowered|moved|changed|adjusted|swapped|tilted)\b/i.test(entryText(entry));

/** Cold open water: a swim outdoors ('lake', 'sea', 'open water') in cold words or under 15 degrees. */
const OUTDOOR_WATER = /\b(?:lake|sea|river|open[- ]water|lido|wild\s+swim(?:ming)?|dip|loch|quarry|reservoir|tarn)\b/i;
const COLD = /\b(?:numb|freezing|shivering|shivered|ice|icy|cold|chilly|(?:[0-9]|1[0-4])(?:\.\d)?\s*(?:degrees|°\s*c?|c)(?![\p{L}]))/iu;

/** Water under 12 degrees, which no pool is ('Cold swim 6 degrees'), unless a pool or the air is named. */
const WINTER_WATER = /^(?![\s\S]*\b(?:pool|indoors?|outside|air)\b)[\s\S]*?\b(?:[0-9]|1[01])(?:\.\d)?\s*(?:degrees|°\s*c?|c)(?![\p{L}])/iu;

/** True when the entry is a swim in cold open water (see OUTDOOR_WATER, COLD, WINTER_WATER). */
export function coldOpenWater(entry: { title?: string | null; content: string }, facts: EntryFacts): boolean {
  const text = entryText(entry);
  return facts.sport === 'swim' && ((OUTDOOR_WATER.test(text) && COLD.test(text)) || WINTER_WATER.test(text));
}

/** Slow to warm after it ('shivering for an hour after', "couldn't get warm", 'the afterdrop got me'). */
const SLOW_TO_REWARM = /\b(?:shiver\w*|shaking|shook)\b[^.!?\n]{0,25}?\b(?:for\s+(?:an?\s+|over\s+an\s+|half\s+an\s+)?(?:hour|hours|ages|ever|\d+\s*(?:min|mins|minutes))|all\s+(?:afternoon|evening|morning|day))\b|\b(?:couldn'?t|could\s+not|can'?t|struggled\s+to)\s+(?:get|warm)\s+(?:warm|up)\b|\bafter-?drop\b/i;
export const slowToRewarm = (entry: { title?: string | null; content: string }) => SLOW_TO_REWARM.test(entryText(entry));

/** Cramp during the session ('cramped at 80 km', 'calf cramp in the last mile'). */
const CRAMP = /\b(?:cramp|cramps|cramped|cramping)\b/i;

/** True when the entry names cramp during a session. */
export const hadCramp = (entry: { title?: string | null; content: string }) => CRAMP.test(entryText(entry));
/** Cramp at night ('cramp in both calves at night', 'woke with cramp', 'cramp in bed'). */
const NIGHT_CRAMP = /\bcramp(?:s|ed|ing)?\b[^.!?\n]{0,40}?\b(?:at\s+night|in\s+(?:the\s+)?(?:night|bed)|overnight|during\s+the\s+night|woke\s+me)\b|\b(?:woke|waking|woken)\s+(?:up\s+)?(?:me\s+)?(?:with|by)\s+(?:a\s+)?(?:\w+\s+)?cramps?\b|\bnight\s+cramps?\b/i;
export const nightCramp = (entry: { title?: string | null; content: string }) => NIGHT_CRAMP.test(entryText(entry));

/**
 * A low blood sugar in the session ('blood sugar dropped on the long ride', 'went hypo', 'blood sugar 3.6': under 4
 * mmol/L), or its shakiness with diabetes and a reading told ('type 2 diabetes readings were 4.2 after the ride, felt shaky').
 */
const LOW_SUGAR = /\b(?:hypo|hypos|hypoglycaemia|hypoglycemia|went\s+low|blood\s+(?:sugar|glucose)\s+(?:dropped|crashed|went\s+low|was\s+low|low|fell|dipped)|low\s+blood\s+(?:sugar|glucose)|(?:blood\s+)?sugars\s+(?:dropped|crashed|went\s+low|were\s+low|low|fell|dipped|plummeted))\b|\b(?:blood\s+(?:sugar|glucose)|sugars?|bg|glucose|libre|cgm)\s+(?:reading\s+)?(?:was\s+|of\s+|at\s+|read\s+|showed\s+|down\s+to\s+|dropped\s+to\s+|fell\s+to\s+|:\s*)?(?:[0-3]\.\d|[1-3])(?![\d.])(?!\s*(?:hours?|hrs?|h|mins?|minutes?|km|k|miles?|x|times|gels?|g)\b)|^(?=[^]*\b(?:diabet\w*|type\s*[12]|insulin|gliclazide|(?:blood\s+)?sugars?|glucose|libre|cgm)\b)(?=[^]*\b(?:shaky|shaking|trembl\w*|wobbly\s+and\s+sweaty|sweaty\s+and\s+shaky)\b)(?=[^]*\b(?:[0-4]\.\d|reading|readings|low)\b)/i;
export const lowBloodSugar = (entry: { title?: string | null; content: string }) => LOW_SUGAR.test(entryText(entry));

/** Asthma named ('asthma played up in the cold', 'used the inhaler'). */
const ASTHMA = /\b(?:asthma|asthmatic|inhaler|wheezy|wheezing)\b/i;
export const mentionsAsthma = (entry: { title?: string | null; content: string }) => ASTHMA.test(entryText(entry));

/** The age a birthday entry names ('Turned 60 today!', 'my 65th birthday'), or null. */
export function birthdayAge(entry: { title?: string | null; content: string }): number | null {
  const match = entryText(entry).match(/(?<!\bsince\s+(?:i\s+)?|\bafter\s+(?:i\s+)?|\bwhen\s+i\s+)\bturned\s+([5-9]\d)\b|\b([5-9]\d)(?:st|nd|rd|th)?\s+birthday\b/i);
  return match ? Number(match[1] ?? match[2]) : null;
}

/** Heat ('heat wave', 'so hot', 'in the heat', 'a hot day', '30 degrees'): the same pace costs more, so slower, earlier, and drink. */
const HEAT = /\b(?:heat\s*wave|heatwave|scorching|baking|sweltering|so\s+hot|too\s+hot|very\s+hot|hot\s+and\s+(?:humid|sticky|muggy)|humid|humidity|muggy|(?:in|from)\s+the\s+(?:heat|midday\s+sun|hot\s+sun)|heat\s+of\s+the\s+day|hot\s+(?:day|days|weather|afternoon|morning|evening|sun|spell|conditions)|(?:2[8-9]|3\d|4[0-5])\s*(?:degrees|°\s*c?|c)(?![\p{L}]))/iu;
export const inHeat = (entry: { title?: string | null; content: string }) => HEAT.test(entryText(entry));

/** Miles at the goal's or race pace in the session ('last 3 at goal pace', 'marathon pace'). */
export const atGoalPace = (entry: { title?: string | null; content: string }) => /\b(?:goal|race|marathon|target|event)\s+pace\b/i.test(entryText(entry));

/** An active day that is no training session: gardening, dancing, skiing, paddleboarding, climbing walls. */
const ACTIVE_DAY = /\b(?:on\s+my\s+feet\s+(?:all\s+day|for\s+\d+\s+hours)|gardening|digging|dug|danced|dancing|skiing|skied|snowboarding|paddle[- ]?board(?:ing|ed)?|sup|kayak(?:ing|ed)?|canoe(?:ing|d)?|surfing|surfed|bouldering|climbing\s+wall|decorating|moving\s+house|dog\s+walk(?:ing)?)\b/i;
export const activeDay = (entry: { title?: string | null; content: string }) => ACTIVE_DAY.test(entryText(entry));

/** A lesson or technique work ('swim lesson to fix my front crawl', 'coach filmed me', 'drills'). */
const TECHNIQUE = /\b(?:lesson|lessons|technique|coached\s+session|filmed\s+me|video\s+analysis|drills?\s+(?:for|on)|stroke\s+correction)\b/i;
export const isTechnique = (entry: { title?: string | null; content: string }) => TECHNIQUE.test(entryText(entry));

/** A weigh-in ('Weighed in at 82.4 kg', 'down 3 kg since September', 'lost half a stone'); `down` when it says some came off. */
const WEIGHT = /\b(?:weighed|weigh[- ]in|weighing|on\s+the\s+scales)\b|\b\d+(?:\.\d+)?\s*(?:kg|kilos?|lbs?|pounds|st|stone)\b/i;
const WEIGHT_DOWN = /\b(?:down|lost|dropped|shed|off)\s+(?:another\s+|a\s+further\s+)?(?:\d+(?:\.\d+)?|half\s+a|a)\s*(?:kg|kilos?|lbs?|pounds|st|stone)\b|\b\d+(?:\.\d+)?\s*(?:kg|kilos?|lbs?|pounds)\s+(?:down|lost|off)\b/i;
/** Weight lost or to be lost ('down 3 kg', 'want to lose 5 more', 'trying to lose weight'). */
export const WEIGHT_LOSS = new RegExp(String.raw`${WEIGHT_DOWN.source}|\b(?:lose|losing|shed|shedding|drop|dropping)\s+(?:some\s+|the\s+)?(?:weight|(?:another\s+|a\s+further\s+)?\d+(?:\.\d+)?\s*(?:more\s+)?(?:kg|kilos?|lbs?|pounds|st|stone)?\s*(?:more)?)\b|\bweight\s+loss\b`, 'i');
export function weighIn(entry: { title?: string | null; content: string }): { down: boolean } | null {
  const text = entryText(entry);
  return WEIGHT.test(text) ? { down: WEIGHT_DOWN.test(text) } : null;
}

/** The weight a weigh-in gives in kg ('Weighed in at 82.4 kg'; not the 3 kg of 'down 3 kg'), or null. */
export function weightOf(entry: { title?: string | null; content: string }): number | null {
  for (const match of entryText(entry).matchAll(/(?<!\b(?:down|lost|dropped|shed|off|another|further)\s+)\b(\d{2,3}(?:\.\d+)?)\s*(?:kg|kilos?)\b/gi)) {
    const kg = Number(match[1]);
    if (kg >= 30 && kg <= 250) return kg;
  }
  return null;
}

/** A goal about weight ('Lose 5 kg and get fitter', 'Get down to 12 stone'). */
export const weightGoal = (goal: string | null | undefined) => !!goal && /\b(?:lose|losing|weight|kg|kilos?|stone|lbs?|pounds|slimmer)\b/i.test(goal);

/**
 * Good news of the member's health ('blood pressure down to 128/80', 'GP pleased', 'cholesterol back to normal'): no
 * worry, and a sign the training is working. Taken out before a worry is looked for (entry-kind.ts).
 */
export const GOOD_HEALTH_NEWS =
  /\b(?:(?:blood\s+pressure|bp|cholesterol|blood\s+sugars?|hba1c|a1c|resting\s+(?:hr|heart\s+rate|pulse))\s+(?:is\s+|was\s+|has\s+been\s+|now\s+)?(?:down|lower|better|improved|improving|normal|back\s+to\s+normal|in\s+range|good|great)|(?:gp|doctor|doc|consultant|nurse|cardiologist|physio|diabetes\s+(?:team|nurse))\s+(?:is\s+|was\s+|were\s+)?(?:very\s+|really\s+)?(?:pleased|happy|delighted|impressed|thrilled))\b/gi;
export const healthNews = (entry: { title?: string | null; content: string }) => new RegExp(GOOD_HEALTH_NEWS.source, 'i').test(entryText(entry));

/** Running out of fuel ('bonked at 80 km', 'hit the wall', 'hunger knock'): the fuel ran out, not the fitness. */
const BONK = /\b(?:bonked|bonking|bonk|hit\s+the\s+wall|ran\s+out\s+of\s+(?:fuel|energy|gas)|hunger\s+knock|blew\s+up\s+at(?!\s+(?:[1-9]|1[0-2])\s*(?:km|k)\b))\b/i;
/** A bonk said not to have happened: 'no bonk this time', "didn't hit the wall", 'without running out of energy'. */
const NO_BONK = /\b(?:no|without(?:\s+a)?|didn'?t|did\s+not|never|avoided(?:\s+the)?)\s+(?:bonk\w*|hit(?:ting)?\s+the\s+wall|run(?:ning)?\s+out\s+of\s+(?:fuel|energy|gas)|hunger\s+knock|blow(?:ing)?\s+up)/gi;
export const bonked = (entry: { title?: string | null; content: string }) => BONK.test(entryText(entry).replace(NO_BONK, ' '));
/** Training fasted ('fasted ride', 'before breakfast', 'on an empty stomach'). */
const FASTED = /\bfasted\b|\bbefore\s+breakfast\b|\bon\s+an\s+empty\s+stomach\b|\bwithout\s+(?:eating|breakfast|any\s+food)\b|\bno\s+breakfast\b/i;
/** Felt the fuel go ('felt empty for the last 10', 'nothing in the tank', 'shaky'). */
const EMPTY = /\b(?:felt|feeling|was|went|got)\s+(?:completely\s+|totally\s+|a\s+bit\s+|really\s+|very\s+|quite\s+)?(?:sick\s+and\s+)?(?:empty|weak|shaky|wobbly|hollow)\b|\brunning\s+on\s+empty\b|\bnothing\s+(?:left\s+)?in\s+the\s+tank\b|\bno\s+energy\b/i;
/** A session trained fasted that ran short of fuel: the fuel advice, with what to eat before. */
export const fastedAndEmpty = (entry: { title?: string | null; content: string }) => FASTED.test(entryText(entry)) && (EMPTY.test(entryText(entry)) || bonked(entry));

/** Eating on the go in a session ('a gel every 30 minutes', 'fuelled properly', 'jelly babies on the hour'). */
const FUELLED = /\b(?:gels?|ate|eating|fuell?ed|fuell?ing|carbs?|snacks?|bananas?|flapjacks?|energy\s+(?:bars?|drinks?|chews)|jelly\s+babies|drink\s+mix|sports\s+drinks?)\b/i;
export const fuelledAsItWent = (entry: { title?: string | null; content: string }) => FUELLED.test(entryText(entry)) && !bonked(entry);

/** Panic in open water ('panicked at the start', "couldn't get my breathing right"): common, and it settles with practice. */
const PANIC =
  /\b(?:panic|panicked|panicking|panicky|couldn'?t\s+(?:breathe|catch\s+my\s+breath|get\s+my\s+breath(?:ing)?|control\s+my\s+breathing)|hyperventilat\w*|freaked\s+out|gasp(?:ed|ing)?|breathing\s+(?:was\s+)?(?:all\s+over\s+the\s+place|ragged|erratic|a\s+mess|everywhere))\b/i;
export function openWaterPanic(entry: { title?: string | null; content: string }, facts: EntryFacts): boolean {
  const text = entryText(entry);
  return facts.sport === 'swim' && OUTDOOR_WATER.test(text) && PANIC.test(text);
}

/** A sore neck from swimming with the head up ('breaststroke, neck aching from keeping head up'). */
export const swimmersNeck = (entry: { title?: string | null; content: string }, facts: EntryFacts) =>
  facts.sport === 'swim' && /\bneck\b/i.test(entryText(entry)) && /\b(?:head\s+up|head\s+out|breaststroke|looking\s+forward|sighting)\b/i.test(entryText(entry));

/** A plateau ('not improving', 'same pace for months', 'getting slower'): a training worry, not a health one. */
const PLATEAU = /\b(?:not\s+improving|no\s+improvement|plateau(?:ed|ing)?|same\s+pace\s+for|(?<!\b(?:heart\s+rate|hr|pulse|bpm)\s+)stuck\s+at|getting\s+slower|slower\s+than\s+(?:last\s+year|before|i\s+was|i\s+used\s+to))\b/i;
export const plateau = (entry: { title?: string | null; content: string }) => PLATEAU.test(entryText(entry));
/** The worry of a plateau ('Worried I am not improving'), taken out before a health worry is looked for (entry-kind.ts). */
export const PLATEAU_WORRY = new RegExp(String.raw`\b(?:worried|worrying|worry|concerned|anxious)\b(?=[^.!?\n]*${PLATEAU.source})`, 'gi');

/**
 * A pain or a stiffness easing ('hurts less than last week', 'pain is fading', 'back less stiff'): getting better, taken
 * out of the worries (entry-kind.ts).
 */
export const EASING = /\b(?:hurts?\s+less|less\s+(?:pain|sore|painful|stiff)|(?:pain|soreness|ache|stiffness)\s+(?:is\s+|was\s+)?(?:easing|fading|settling|going|much\s+less|less))\b/gi;
/**
 * An injury or condition said to be mending ('Knee injury much better', 'Sciatica much better', 'plantar fasciitis
 * improving', 'shin splints gone'): no worry of today (entry-kind.ts), and a session on it is told to keep the rehab
 * going ('healing' in everyday-care.ts).
 */
export const MENDING =
  /\b(?:injury|injuries|sciatica|shin\s+splints|plantar(?:\s+fasciitis)?|tendinitis|tendonitis|tendinopathy|it\s*band|itb|runner'?s\s+knee|bursitis|frozen\s+shoulder|tennis\s+elbow|golfer'?s\s+elbow|strain|sprain)\s+(?:is\s+|are\s+|has\s+|have\s+)?(?:(?:much|a\s+lot|loads|so\s+much|far|definitely|really|finally|nearly|almost)\s+)?(?:better|improving|improved|healing(?:\s+(?:well|nicely))?|healed|on\s+the\s+mend|mending|gone|cleared(?:\s+up)?|settled(?:\s+down)?)\b/gi;
/** What the entry says is easing: 'stiffness' when every easing it names is a stiffness ('back less stiff'), else 'pain'. */
export function easing(entry: { title?: string | null; content: string }): 'pain' | 'stiffness' | null {
  const named = entryText(entry).match(EASING);
  if (!named) return null;
  return named.every((words) => /stiff/i.test(words)) ? 'stiffness' : 'pain';
}

/** A worry long past, named as a point in time ('my best 5k since my knee injury two years ago'). */
export const PAST_WORRY =
  /\bsince\s+(?:(?:my|the|her|his|their)\s+)?(?:[\w-]+\s+){0,2}?(?:injury|op|operation|surgery|replacement|illness|fracture|heart\s+attack|stroke|treatment|chemo)\b(?:\s+(?:\w+\s+){0,2}(?:years?|months?)\s+ago)?|\b(?:[\w-]+\s+){0,2}?(?:injury|op|operation|surgery|replacement|fracture|heart\s+attack|stroke|treatment|chemo)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|a\s+few|several)\s+years\s+ago\b|\b(?:\d{2}|eighteen|twenty|\d+\s+years?|(?:two|three|four|five|many|several)\s+years)\s*(?:months?\s+)?(?:after|since)\s+(?:the|my)\s+(?:op|operation|surgery|replacement)\b/gi;

/** An event entered ('Just signed up for my first marathon', 'got a ballot place for London', 'booked the Dragon Ride'). */
const ENTERED = /\b(?:signed\s+up|sign(?:ing)?\s+up|entered|booked|registered|got\s+(?:a|my)\s+(?:ballot\s+|charity\s+)?place|got\s+in(?:to)?)\b(?:\s+[\w'-]+){0,5}?\s+(?:race|marathon|half|10k|5k|parkrun|triathlon|tri|duathlon|sportive|event|swim|ride|run|ultra|ironman|century|gran\s+fondo)s?\b/i;
export const entered = (entry: { title?: string | null; content: string }) => ENTERED.test(entryText(entry));

/** A muscle that went, popped or was pulled during a session: a strain. */
const STRAIN =
  /\b(?:(?:calf|hamstring|achilles|groin|quad|back)\s+(?:went(?!\s+(?:fine|well|ok|okay|better|great|alright|all\s+right|without|smoothly))|has\s+gone|popped|pinged|twanged|tore|ripped|gave\s+way)|felt\s+(?:my\s+|the\s+)?(?:calf|hamstring|achilles|groin|quad|back)\s+(?:go|pop|ping|twang)|pulled\s+(?:a\s+|my\s+)?(?:muscle|hamstring|calf|groin)|(?:strained|torn)\s+(?:a\s+|my\s+)?(?:calf|hamstring|groin|muscle))\b/i;
export const muscleStrain = (entry: { title?: string | null; content: string }) => STRAIN.test(entryText(entry));

/** Stiff or sore after another day's session ('Stiff and sore after yesterdays first gym session in years', 'DOMS from Sunday's class'). */
const DELAYED_SORENESS =
  /\b(?:stiff|sore|aching|achy|doms)\b[^.!?\n]{0,40}?\b(?:after|from)\s+(?:yesterday'?s|(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s|last\s+night'?s)\s+(?:[\w-]+\s+){0,4}?(?:session|class|gym|workout|run|ride|swim|hike|walk|weights|circuits|match)\b|\bdoms\b/i;
export const delayedSoreness = (entry: { title?: string | null; content: string }) => DELAYED_SORENESS.test(entryText(entry));


/**
 * Muscles on both sides worked tight or sore by the session ('Calves tight now' after hill reps, 'hamstrings tight
 * afterwards', 'sore quads'): the work landing, not a niggle. One side ('left calf tight') or a joint stays a niggle.
 */
export const WORKED_MUSCLES =
  /\b(?:(?:both\s+)?(?:calves|hamstrings|quads|glutes|thighs))\b[^.!?;\n]{0,20}?\b(?:tight|stiff|sore|achy|aching|burning)\b|\b(?:tight|stiff|sore|achy|aching)\s+(?:calves|hamstrings|quads|glutes|thighs)\b/gi;
export const workedMuscles = (entry: { title?: string | null; content: string }) => new RegExp(WORKED_MUSCLES.source, 'i').test(entryText(entry));

/**
 * An Achilles or heel stiff or sore first thing that eases as it warms up ('Achilles sore on waking again, eased after
 * 10 minutes', 'heel pain with the first steps out of bed'): the pattern of a tendon or plantar fascia under too much load.
 */
const TENDON = /\b(?:achilles|achilles'?|heels?|plantar|arch(?:es)?)\b/i;
const FIRST_THING = /\b(?:first\s+thing|in\s+the\s+mornings?|every\s+morning|on\s+waking|when\s+i\s+(?:wake|get\s+up)|(?:getting|get|got)\s+out\s+of\s+bed|first\s+steps|morning\s+stiffness)\b/i;
export const morningTendon = (entry: { title?: string | null; content: string }) =>
  entryText(entry)
    .split(/[.!?\n]/)
    .some((sentence) => TENDON.test(sentence) && FIRST_THING.test(sentence));

/** Muscles aching, sore, weak or cramping on a statin ('On statins now and my legs ache on every run'): a known side effect. */
const STATIN = /\b(?:statins?|atorvastatin|simvastatin|rosuvastatin|pravastatin|lipitor|crestor)\b/i;
const MUSCLE_COMPLAINT = /\b(?:aches?|ached|aching|achy|sore|soreness|pain|painful|cramps?|cramping|weak|weakness|stiff)\b/i;
export const statinAches = (entry: { title?: string | null; content: string }) => STATIN.test(entryText(entry)) && MUSCLE_COMPLAINT.test(entryText(entry));

/** A session that left the member disheartened ('Got dropped on the club ride… Demoralising', 'gutted with my time'). */
export const dispirited = (entry: { title?: string | null; content: string }) =>
  /\b(?:demoralis(?:ing|ed)|demoraliz(?:ing|ed)|disheartening|disheartened|discouraging|discouraged|deflated|deflating|gutted|humiliating|humiliated|embarrassing|fed\s+up\s+with\s+(?:myself|my\s+\w+)|(?:feeling|felt|feel)\s+(?:so\s+|really\s+|very\s+)?(?:old|my\s+age)|everyone\s+(?:overtook|passed|dropped)\s+me|(?:very|so|really|quite|a\s+bit)\s+down\s+after\s+(?:the|my|that)\s+\w+|(?:didn'?t|did\s+not)\s+(?:hit|get|make|achieve)\s+(?:my|the)\s+(?:target\s+)?(?:time|target|goal\s+time))\b/i.test(entryText(entry));

/** A watch's verdict on the training ('Garmin says my training status is unproductive', 'body battery at 5'). */
export const watchVerdict = (entry: { title?: string | null; content: string }) =>
  /\b(?:garmin|watch|strava|polar|coros|whoop|fitbit|wahoo|suunto)\b[^.!?\n]{0,40}?\b(?:training\s+(?:status|readiness|load|effect)|body\s+battery|recovery\s+(?:time|advisor)|unproductive|detraining|overreaching|strain\s+score|readiness\s+score)\b/i.test(entryText(entry)) ||
  vo2MaxDown(entry);

/** A device's VO2 max said to rise ('VO2 max on Garmin went up to 46', 'VO2max now 47, up from 44'), and not to fall. */
export const vo2MaxUp = (entry: { title?: string | null; content: string }) =>
  /\bv[o0]2\s*max\b[^.!?\n]{0,30}?\b(?:(?:gone|went|is|was|now|back)\s+up|up\s+(?:from|by|to|again|a\s+(?:point|notch|bit))|rose|risen|increased|improved|jumped|higher\s+than)\b/i.test(entryText(entry)) &&
  !vo2MaxDown(entry);

/** A device's VO2 max said to fall ('Strava says VO2 max dropped to 41', 'my VO2max is going down'). */
export const vo2MaxDown = (entry: { title?: string | null; content: string }) =>
  /\bv[o0]2\s*max\b[^.!?\n]{0,30}?\b(?:dropped|drops|dropping|down|fallen|fell|falling|decreas\w*|lower|declin\w*)\b/i.test(entryText(entry));

/**
 * A flat day in a session ('felt flat', 'no legs', 'HR not rising', 'cut short'): a sign of tiredness, met with easy
 * days before the next hard one.
 */
const FLAT = new RegExp(String.raw`\b(?:felt|feeling|feel|legs)\s+(?:(?:really|so|very|a\s+bit)\s+)?(?:flat|dead|empty|heavy|lifeless)\b|\blegs\s+(?:(?:were|felt)\s+)?like\s+(?:lead|concrete|wood|jelly|treacle)\b|\b(?:no|zero)\s+legs\b|\b(?:hr|heart\s+rate)\s+(?:was\s+)?(?:not|wouldn'?t|would\s+not|won'?t|refused\s+to)\s+(?:rise|rising|go(?:ing)?\s+up|come\s+up|climb(?:ing)?)|\bcut\s+(?:it\s+|the\s+\w+\s+)?short\b|\b(?:bailed|stopped|packed\s+in)\s+early\b|` +
  String.raw`\b(?:couldn'?t|could\s+not|never)\s+get\s+going\b|\bturned\s+(?:back|round|around)\s+(?:early|after)\b|\band\s+turned\s+(?:back|round|around)\b|\bjust\s+not\s+(?:in\s+it|feeling\s+it)\b`,
  'i',
);
const STOPPED = /\bcut\s+(?:it\s+|the\s+\w+\s+)?short\b|\b(?:bailed|stopped|packed\s+in)\s+early\b|\bturned\s+(?:back|round|around)\b/i;
const HEART_FLAT = /\b(?:hr|heart\s+rate)\s+(?:was\s+)?(?:not|wouldn'?t|would\s+not|won'?t|refused\s+to)\s+(?:rise|rising|go(?:ing)?\s+up|come\s+up|climb(?:ing)?)/i;

/** A flat day (see FLAT), whether the session was stopped early, the heart rate would not rise and the legs were named; else null. */
export function flatDay(entry: { title?: string | null; content: string }): { stopped: boolean; heart: boolean; legs: boolean } | null {
  const text = entryText(entry);
  return FLAT.test(text) ? { stopped: STOPPED.test(text), heart: HEART_FLAT.test(text), legs: /\b(?:legs?|flat|dead|empty|heavy|lifeless)\b/i.test(text) } : null;
}

/** A club or group joined ('Joined a running club today! First session Thursday'): company for the training ahead. */
export const joinedClub = (entry: { title?: string | null; content: string }) => /\bjoin(?:ed|ing)?\s+(?:a|the|my\s+local|our\s+local|a\s+local)\s+(?:[\w-]+\s+){0,2}(?:club|group|squad)\b/i.test(entryText(entry));

/** A stomach upset by a gel, drink or chews in a session ('Felt sick after the gel at 15 km'): gut training, not illness. */
export const gelTrouble = (entry: { title?: string | null; content: string }) =>
  /\b(?:felt\s+sick|nause(?:a|ous)|stomach|gut|tummy|threw\s+up|vomited)\b[^.!?\n]{0,40}?\b(?:gels?|sports\s+drink|chews|energy\s+drink)\b|\b(?:gels?|sports\s+drink|chews|energy\s+drink)\b[^.!?\n]{0,40}?\b(?:felt\s+sick|nause(?:a|ous)|upset\s+(?:my\s+)?stomach|stomach\s+(?:cramps?|upset)|threw\s+up)\b/i.test(entryText(entry));
