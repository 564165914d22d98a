/**
 * Everyday things beside a session that the rule-based reply (rule-reply.ts) answers before praising it: a torn
 * Achilles or a possible break (the same day's care), a steroid injection, a jab that left the member rough, an injury mending, cancer
 * treatment under way, painkillers taken to get through it, beta blockers, signs of overtraining, a cough after hard
 * efforts in the cold, hay fever, a sting, sore or gritty eyes, a bright red eye, a nosebleed, chilblains, hands
 * swollen on a long day, a joint swollen and hot, a back put out, a blister, chafing, toenails lost, a graze, varicose veins, restless legs, trouble passing water, tinnitus after a class, sleep lost to a late session, sunburn,
 * leaking, thinning bones newly found, peeing more often, long Covid. Each says what to do and why, in the coach's tone. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';
import { PEEING_MORE } from './diabetes-signs.js';
import { MENDING } from './entry-mentions.js';

export type Care = 'treatment' | 'tornTendon' | 'warmsUp' | 'descents' | 'injection' | 'jab' | 'healing' | 'painkillers' | 'betaBlockers' | 'overtraining' | 'coldCough' | 'hayFever' | 'sting' | 'eyeBleed' | 'soreEyes' | 'nosebleed' | 'chilblains' | 'swollenHands' | 'hotJoint' | 'backStrain' | 'blister' | 'swimmersEar' | 'chafing' | 'toenails' | 'peeingMore' | 'possibleBreak' | 'leaking' | 'thinBones' | 'longCovid' | 'footDrop' | 'hipAtNight' | 'eyeOp' | 'heartburn' | 'travelAnkles' | 'neckStrain' | 'graze' | 'varicoseVeins' | 'restlessLegs' | 'peeTrouble' | 'tinnitus' | 'lateSleep' | 'sunburn';

/**
 * Trouble passing water ('Prostate trouble, struggling to pee', "Can't pee properly since the long ride", 'weak
 * flow'): the GP's, and A&E's when none will come. A health entry (entry-kind.ts).
 */
export const PEE_TROUBLE =
  /\b(?:struggling|straining|struggle|strain|trouble|difficulty|hard|difficult|can'?t|cannot|couldn'?t|unable)\s+(?:to\s+)?(?:pee|wee|urinate|pass\s+(?:water|urine))\b|\bweak\s+(?:stream|flow)\b|\bprostate\s+(?:trouble|problems?|issues?|playing\s+up)\b|\benlarged\s+prostate\b/i;

const PILLS = String.raw`(?:ibuprofen|nurofen|naproxen|aspirin|diclofenac|voltarol|anti-?inflammator(?:y|ies)|painkillers?|pain\s+killers?|paracetamol|co-?codamol)`;
const SIGNS: ReadonlyArray<readonly [Care, RegExp]> = [
  // A foot that slaps down or toes that will not lift ('my left foot slaps down when I run'): a nerve, for the GP this week.
  ['footDrop', /\bfoot\s+(?:keeps\s+|kept\s+|is\s+|was\s+)?(?:slap(?:s|ping|ped)?|drop(?:s|ping|ped)?|flopp?(?:s|ing|ed|y)?)(?:\s+down)?\b(?!\s+(?:in|into|off|to|from|the|a)\b)|\bfoot\s+drop\b|\b(?:can'?t|cannot|couldn'?t|could\s+not|unable\s+to)\s+(?:lift|raise|pull\s+up)\s+(?:my\s+|the\s+)?(?:(?:left|right)\s+)?(?:toes|foot|front\s+of\s+(?:my|the)\s+foot)\b|\b(?:keep|keeps|kept|always|often|constantly)\s+(?:catching|scuffing)\s+(?:my\s+)?(?:(?:left|right)\s+)?(?:toes?|foot)\b|\bdragging\s+(?:my\s+)?(?:(?:left|right)\s+)?(?:toes?|foot)\b/i],
  // Pain on the outside of a hip lying on it at night ('Hip pain at night lying on my side, worse after runs'): its tendons.
  ['hipAtNight', /^(?=[^]*\bhips?\b)(?=[^]*\b(?:at\s+night|in\s+bed|lying\s+on\s+(?:my|that|the)\s+(?:\w+\s+)?side|sleep\s+on\s+(?:my|that|the)\s+(?:\w+\s+)?side)\b)(?=[^]*\b(?:pain|painful|hurts?|hurting|aches?|aching|achy|sore)\b)(?![^]*\b(?:replacement|replaced|new\s+hip|fell|fall|groin)\b)/i],
  // An eye operation ('Cataract op on Monday, when can I swim?'): the eye team's dates, water kept out.
  ['eyeOp', /\b(?:cataracts?|eye|retina[l]?|lens|squint)\s+(?:op|ops|operation|surgery|laser)\b|\b(?:cataracts?\s+(?:removed|done|fixed)|laser\s+eye\s+surgery|lens\s+replacement|vitrectomy)\b/i],
  // Ankles or feet swollen after a long flight or drive ('Ankles swollen after the flight to Spain'); a calf swollen and
  // painful after one is a clot's sign (emergency-signs.ts), answered first.
  ['travelAnkles', /\b(?:ankles?|feet|legs)\b[^.!?\n]{0,20}?\b(?:swollen|swelling|swelled|puffy|puffed\s+up)\b[^.!?\n]{0,40}?\b(?:flights?|flying|plane|long\s+(?:drive|journey|coach\s+trip)|car\s+journey)\b|\b(?:swollen|puffy)\s+(?:ankles|feet)\b[^.!?\n]{0,40}?\b(?:flights?|flying|plane|long\s+(?:drive|journey))\b/i],
  // A neck strained or cricked ('Strained my neck looking over my shoulder on the bike'); not in a crash or a fall.
  ['neckStrain', /^(?![^]*\b(?:crash\w*|fell|fall|came\s+off|knocked|hit\s+by|whiplash)\b)[^]*\b(?:strained|cricked|ricked|tweaked|pulled|twisted|hurt|jarred)\s+(?:a\s+muscle\s+in\s+)?(?:my\s+)?neck\b/i],
  // Heartburn or indigestion in or after a session ('Run 12 km, heartburn after the gel'): the gut's, unless effort brings it.
  ['heartburn', /\b(?:heartburn|indigestion|acid\s+reflux|reflux)\b/i],
  // A pain that goes once warm ('knee hurt for the first 2 km then fine'): a tendon or joint under a little too much load.
  ['warmsUp', /\b(?:hurt|hurts|ached|aching|sore|painful|stiff|niggled?)\s+for\s+the\s+first\s+[^.!?\n]{1,20}?\s+(?:then|and\s+then|but\s+then|,\s*then|before\s+it)\s+(?:was\s+|felt\s+)?(?:fine|ok|okay|eased|settled|good|went|loosened)\b/i],
  // Knees sore coming down hills ('knees sore coming down', 'knee ached on the descents').
  ['descents', /\bknees?\b[^.!?\n]{0,20}?\b(?:sore|aching|ached|achy|hurt|hurting|complained|painful)\b[^.!?\n]{0,15}?\b(?:coming|going|on\s+the\s+way|walking|running)\s+down\b|\bknees?\b[^.!?\n]{0,20}?\b(?:sore|aching|ached|achy|hurt|hurting|painful)\b[^.!?\n]{0,15}?\b(?:on\s+the\s+)?(?:descents?|downhills?)\b/i],
  // No weight on it after a twist or fall ('ankle rolled, swollen and can't put weight on it'): a break to rule out today.
  ['possibleBreak', /\b(?:can'?t|cannot|couldn'?t|could\s+not|unable\s+to|not\s+able\s+to)\s+(?:put|bear|take|stand)\s+(?:any\s+)?weight\s+(?:on|through)\b|\b(?:can'?t|cannot|couldn'?t|could\s+not)\s+walk\s+on\s+it\b|\b(?:wrist|ankle|arm|finger|elbow|hand|leg)\b[^.!?\n]{0,40}?\b(?:(?:can'?t|cannot|couldn'?t|could\s+not)\s+(?:move|bend|use)\s+it|(?:looks?|looked)\s+(?:deformed|bent|out\s+of\s+shape|wrong)|at\s+a\s+(?:funny|strange|odd)\s+angle)\b/i],
  // A steroid injection into a joint or tendon ('Had a steroid injection in my knee', 'cortisone jab in my shoulder'):
  // a few days' rest for the area, then a gradual build; the same day for signs of infection. No vaccination.
  [
    'injection',
    /\b(?:steroid|cortisone|corticosteroid|hydrocortisone)\s+(?:injections?|jabs?|shots?)\b|\b(?:injections?|jabs?)\s+of\s+(?:steroids?|cortisone)\b|\b(?:knee|hip|shoulder|heel|elbow|ankle|wrist|thumb|achilles|spinal|epidural|facet\s+joint)\s+(?:steroid\s+)?injection\b|\binjection\s+(?:in|into)\s+(?:my\s+|the\s+)?(?:left\s+|right\s+)?(?:knee|hip|shoulder|heel|elbow|ankle|wrist|thumb|achilles|back|spine|foot|joint)\b/i,
  ],
  // A vaccination ('flu jab and Covid booster, feeling rough'): a day or two of the immune system at work.
  ['jab', /\b(?:jabs?|vaccines?|vaccinations?|vaccinated|boosters?)\b/i],
  // An injury mending ('Achilles is much better this week, physio pleased', 'sciatica much better, 3 km walk').
  ['healing', /\b(?:achilles|knee|hip|calf|hamstring|ankle|shoulder|back|foot|heel|injury|tendon|plantar|wrist|elbow|sciatica|shins?|splints|fasciitis|tendinitis|tendonitis|tendinopathy|itb|band|bursitis|strain|sprain)\b[^.!?\n]{0,30}?\b(?:much\s+better|better|improving|healing|healed|on\s+the\s+mend|mending)\b/i],
  ['healing', new RegExp(MENDING.source, 'i')],
  // Treatment under way ('Chemo week, managed a 20 min walk'); not one finished, which is a return (entry-kind.ts).
  ['treatment', /(?<!\b(?:since|after|post)[\s-](?:(?:my|her|his|the)\s+)?)\b(?:chemo(?:therapy)?|radiotherapy|immunotherapy|cancer\s+treatment)\b(?!\s+(?:finished|done|over|complete|completed|ended))/i],
  // Struck from behind with nothing there ('like being kicked', 'as if hit by a stone'), or a snap at the heel: a torn
  // Achilles, for the same day's care (no 999: a warning sign's rule would ask for it).
  ['tornTendon', /\b(?:calf|achilles|heel|back\s+of\s+(?:my\s+)?(?:leg|ankle))\b[^.!?\n]{0,40}?\b(?:like|as\s+if|as\s+though)\s+(?:i\s+(?:had\s+been|was|got)\s+|being\s+|been\s+|someone\s+)?(?:kicked|hit|shot|struck)\b|\b(?:like|as\s+if|as\s+though)\s+(?:someone|somebody|something)\s+(?:had\s+)?(?:kicked|hit|shot|struck)\s+me\s+(?:in|on)\s+(?:the\s+|my\s+)?(?:back\s+of\s+(?:my\s+|the\s+)?)?(?:calf|achilles|heel|leg|ankle)\b|\b(?:heard|felt)\s+(?:a\s+|something\s+|it\s+)?(?:snap|pop)(?:ped|s)?\b[^.!?\n]{0,30}?\b(?:achilles|heel)\b|\bachilles\s+(?:has\s+|had\s+|just\s+)?(?:went|gone|snapped|popped|ruptured|tore|torn|gave\s+way)\b|\b(?:ruptured|snapped|torn|tore)\s+(?:my\s+)?achilles\b|\bachilles\b[^.!?\n]{0,60}?\b(?:can'?t|cannot|could\s+not|couldn'?t)\s+(?:push\s+off|stand\s+on\s+(?:my\s+)?(?:tip\s*-?toes?|toes))\b/i],
  // Taken to get through a session ('took ibuprofen before the long run for my knee', 'two nurofen so I could ride'),
  // not for a headache on a rest day.
  [
    'painkillers',
    new RegExp(
      String.raw`\b${PILLS}\b[^.!?\n]{0,30}?\b(?:before|during|mid|to\s+get\s+(?:me\s+)?(?:through|round)|so\s+(?:i|that\s+i)\s+could)\b|\b(?:ran|rode|swam|raced|trained|ran\s+\d+\s*\w+)\s+(?:on|with)\s+(?:some\s+)?${PILLS}\b`,
      'i',
    ),
  ],
  ['betaBlockers', /\b(?:beta[- ]?blockers?|bisoprolol|atenolol|propranolol|metoprolol|nebivolol)\b/i],
  ['overtraining', /\bover-?(?:train(?:ing|ed)|reach(?:ing|ed))\b|\beverything\s+feels\s+(?:hard|heavy|an\s+effort)\b|\bfell\s+asleep\s+at\s+(?:my\s+)?(?:desk|work)\b/i],
  ['coldCough', /\b(?:cough|coughing)\s+(?:after|during|on)\s+(?:every\s+|each\s+|the\s+|my\s+)?(?:hard\s+)?(?:run|ride|session|effort|interval|race)s?\b[^.!?\n]{0,30}?\bcold\b/i],
  ['hayFever', /\bhay\s*fever\b|\bpollen\s+(?:count|was|is|everywhere|terrible|awful|high)\b/i],
  ['sting', /\b(?:jelly\s*fish|weever\s+fish)\b[^.!?\n]{0,40}?\bstung\b|\bstung\s+by\s+(?:a\s+)?(?:jelly\s*fish|wasp|bee|hornet|weever)\b|\b(?:wasp|bee|jellyfish)\s+sting\b/i],
  // A bright red patch on the white of the eye with no pain ('bright red eye after the intervals, doesn't hurt'): a
  // small burst blood vessel, before sore eyes' rinsing and drops.
  ['eyeBleed', /\bsubconjunctival\b|\bburst\s+(?:a\s+)?blood\s+vessel\b[^.!?\n]{0,30}?\beye\b|\beye\b[^.!?\n]{0,30}?\bburst\s+(?:a\s+)?blood\s+vessel\b|\b(?:bright|blood)[\s-]red\s+(?:patch\s+(?:in|on)\s+(?:the\s+white\s+of\s+)?(?:my\s+|the\s+)?(?:left\s+|right\s+)?eye|eye)\b[^.!?\n]{0,50}?\b(?:no\s+pain|(?:doesn'?t|does\s+not|didn'?t|not)\s+hurt|painless)\b/i],
  // Eyes sore, gritty, stinging or streaming after wind, cold, dust or the pool ('eyes sore and gritty after a windy
  // ride'), or something flown into one ('a fly in my eye on the descent'): rinse, protect, and the same-day signs.
  [
    'soreEyes',
    /^(?![\s\S]*\b(?:cry|cried|crying|tears|wept|weeping|sobb\w*|hay\s*fever|pollen)\b)(?:[\s\S]*?)(?:\beyes?\b[^.!?\n]{0,25}?\b(?:sore|gritty|stinging|stung|streaming|streamed|watering|watered|burning|burned|burnt|red|bloodshot|raw|dry)\b|\b(?:sore|gritty|stinging|streaming|watering|burning|bloodshot|dry)\s+eyes?\b|\b(?:something|a\s+(?:fly|bug|midge|gnat|bee|wasp|stone|speck)|an\s+(?:insect|eyelash)|grit|dust|sand|mud)\b[^.!?\n]{0,25}?\b(?:in|into)\s+(?:my\s+|the\s+)?(?:left\s+|right\s+)?eye\b)/i,
  ],
  // A nosebleed on a cold run ('nosebleed halfway round'): first aid, and when it is A&E's.
  ['nosebleed', /\bnose\s*bleeds?\b|\bnose\s+(?:started\s+|began\s+)?(?:to\s+)?bleed(?:ing|ed)?\b|\bbloody\s+nose\b/i],
  ['chilblains', /\bchilblains?\b/i],
  // A graze or cut, in a fall or a crash ('Bleeding after the fall, grazed knee'): first aid, and when it needs stitches.
  ['graze', /\b(?:grazed|grazes?|gash(?:ed)?|road\s*rash|gravel\s+rash)\b|\b(?:cut|skinned)\s+(?:my\s+|both\s+)?(?:(?:left|right)\s+)?(?:knees?|elbows?|hands?|palms?|shins?|chin|lip|fingers?|legs?|arms?)\b|\b(?:bleeding|bled|blood\s+everywhere)\b(?=[^]*\b(?:fell|fall|crash\w*|came\s+off|tripped|slipped)\b)/i],
  // Varicose veins aching ('Varicose veins ache after long walks'): the calf pump helps; a clot's or a bleed's signs.
  ['varicoseVeins', /\bvaricose\b|\bveins?\s+(?:in\s+my\s+legs?\s+)?(?:ache|aching|achy|throb\w*|bulg\w*|sore)\b/i],
  // Restless legs at night ('Restless legs keeping me awake'): common after 50; the GP checks iron.
  ['restlessLegs', /\brestless\s+legs?\b|\blegs?\s+(?:won'?t|will\s+not|wouldn'?t)\s+keep\s+still\b/i],
  ['peeTrouble', PEE_TROUBLE],
  // Sunburnt on a long day out ('Sunburnt on the long ride, forgot sun cream').
  ['sunburn', /\bsun\s*burn(?:t|ed|s)?\b|\bburnt\s+(?:my\s+)?(?:arms|neck|face|legs|shoulders|nose|ears|knees)\b|\b(?:arms|neck|face|legs|shoulders|nose|ears|knees)\s+(?:got\s+|are\s+|is\s+|were\s+)?(?:burnt|burned|red\s+raw)\b/i],
  // Ears ringing louder after a spin class or a race's music ('Tinnitus louder after the spin class').
  ['tinnitus', /\btinnitus\b|\bears?\s+(?:(?:are|were|is|was|still|kept|keep)\s+)?(?:ringing|buzzing|whistling)\b|\bringing\s+in\s+(?:my\s+)?ears?\b/i],
  // Kept awake after an evening session ("Can't sleep after evening sessions", 'late run left me wired').
  ['lateSleep', /\b(?:can'?t|cannot|couldn'?t|struggle\s+to|hard\s+to|trouble)\s+(?:get\s+to\s+)?sleep\w*\b[^.!?\n]{0,40}?\b(?:evening|late|night)\s+(?:sessions?|runs?|rides?|swims?|training|workouts?|classes?)\b|\b(?:evening|late|night)\s+(?:sessions?|runs?|rides?|swims?|training|workouts?|classes?)\b[^.!?\n]{0,40}?\b(?:can'?t\s+sleep|couldn'?t\s+sleep|keeps?\s+me\s+(?:up|awake)|kept\s+me\s+(?:up|awake)|left\s+me\s+wired|wired)\b/i],
  // Hands swollen on a long walk or run ('hands swelled up like sausages on the hike'), not a hand hurt in a fall.
  [
    'swollenHands',
    /^(?![\s\S]*\b(?:fell|fall|falls|crash\w*|hit|trapped|jammed|caught|stung|sting|bitten|bite|sprain\w*|broke|broken|shut\s+in)\b)[\s\S]*?(?:\b(?:hands|fingers)\b[^.!?\n]{0,20}?\b(?:swell\w*|swollen|puff(?:y|ed\s+up)|like\s+sausages)\b|\b(?:swollen|puffy|sausage)\s+(?:hands|fingers)\b)/i,
  ],
  // Long Covid or post-viral fatigue ('Long covid, managed a 15 minute walk without crashing'): pacing, not training.
  ['longCovid', /\blong[- ]covid\b|\bpost[- ]covid\s+(?:fatigue|syndrome)\b|\bpost[- ]viral\s+fatigue\b|\bme\/cfs\b|\bchronic\s+fatigue\s+syndrome\b|\bpost[- ]exertional\s+malaise\b/i],
  // A joint swollen and hot to the touch ('knee swollen like a balloon, hot to touch'): the same day, an infection
  // ruled out (gout named is gout's answer, known-conditions.ts).
  [
    'hotJoint',
    /^(?![\s\S]*\bgout\b)(?=[\s\S]*\b(?:knee|ankle|elbow|wrist|toe|finger|knuckle|joint)s?\b)(?=[\s\S]*\b(?:swollen|swelling|swelled|swelled\s+up|puffed\s+up|balloon(?:ed)?)\b)(?=[\s\S]*(?:\b(?:hot|warm)\s+to\s+(?:the\s+)?touch\b|\bhot\s+and\s+(?:red|swollen)\b|\b(?:swollen|puffy)\s+and\s+(?:hot|warm)\b|\bred\s+and\s+hot\b|\bfeels?\s+hot\b))/i,
  ],
  // A back put out lifting or twisting ('put my back out lifting the Christmas tree'): not a back exercise done.
  [
    'backStrain',
    /\b(?:put|threw|thrown|throw)\s+(?:my\s+)?back\s+out\b|\b(?:hurt|pulled|strained|tweaked|ricked|cricked|wrenched)\s+(?:a\s+muscle\s+in\s+)?(?:my\s+)?(?:lower\s+)?back\b(?!\s+(?:exercises?|stretch\w*|strength|routine|extensions?|squats?))|\bback\s+(?:went|has\s+gone|gone)\s+(?:out|into\s+spasm)\b|\bback\s+spasms?\b/i,
  ],
  ['blister', /\bblisters?\b|\bblistered\b/i],
  // An ear sore after swimming ('ear pain since the swim', "swimmer's ear"): an outer-ear infection to keep dry.
  ['swimmersEar', /\bswimmer'?s\s+ear\b|\bears?\s+(?:pain|ache|aching|hurts?|hurting|sore|infection|blocked)\b[^.!?\n]{0,40}?\b(?:swim|swam|swimming|pool|lake|sea)\b|\b(?:swim|swam|swimming|pool|lake|sea)\b[^.!?\n]{0,40}?\b(?:ear\s*ache|ears?\s+(?:pain|ache|aching|hurts?|hurting|sore|infection))\b/i],
  ['chafing', /\bchaf(?:ed|ing|e|es)\b|\brubbed\s+(?:my\s+)?(?:\w+\s+){0,2}?raw\b|\brubbed\s+raw\b/i],
  ['toenails', /\b(?:lost|losing|black|blackened|bruised)\s+(?:(?:a|an|my|two|three|\d)\s+)?(?:big\s+)?toe-?nails?\b/i],
  // Leaking while running ('pelvic floor leaking on the run', 'wet myself on the jumps', 'Bit of leaking on the run
  // again, pelvic floor not great', 'Leaking a bit when I run'): common and treatable.
  // (Not 'no leaks on today's 8 km'.)
  ['leaking', /\bpelvic\s+floor\b[^.!?\n]{0,40}?\b(?<!\b(?:no|without|zero|never|not)\s)(?<!n't\s)(?:leak\w*|weak|gave\s+(?:way|out)|problems?|issues?)\b|\b(?<!\b(?:no|without)\s)(?:stress\s+|urinary\s+)?incontinence\b|\b(?<!\b(?:no|without|zero|never|not)\s)(?<!n't\s)(?:leak|leaking|leaked|leaks|leakage)\b[^.!?\n]{0,30}?\b(?:wee|pee|urine|bladder)\b|\b(?:wee|pee|urine|bladder)\b[^.!?\n]{0,30}?\b(?<!\b(?:no|without|zero|never|not)\s)(?<!n't\s)(?:leak|leaking|leaked|leaks|leakage)\b|\bwet\s+myself\b|\bleak(?:ing|ed|s)?\s+(?:a\s+(?:bit|little)\s+)?(?:when|while|on|during|if)\s+(?:i\s+)?(?:run|running|jog\w*|jump\w*|cough\w*|sneez\w*|laugh\w*|skip\w*|lift\w*|hop\w*)\b|\b(?<!\b(?:no|without|zero|never|not)\s)(?<!n't\s)(?:leak|leaking|leaked|leaks|leakage)\b[^.!?\n]{0,60}?\bpelvic\s+floor\b|\bpelvic\s+floor\s+(?:not\s+(?:great|good|brilliant|right)|playing\s+up|letting\s+me\s+down)\b/i],
  // Thinning bones newly found or feared ('osteoporosis diagnosed, scared to run now'): a reason to keep moving.
  ['thinBones', /^(?=[\s\S]*\b(?:osteoporosis|osteopenia|thinning\s+bones|low\s+bone\s+density|brittle\s+bones)\b)(?=[\s\S]*\b(?:diagnos\w*|told|scan|dexa|found\s+out|scared|afraid|worried|nervous|frightened|wary)\b)/i],
  // Up in the night to pee more than before, alone (two of diabetes's signs are a health entry: diabetes-signs.ts).
  ['peeingMore', PEEING_MORE],
];

/**
 * The care answered before anything said of the session (advice.ts): what the day's session must not be praised over
 * (a tendon torn, a break, treatment, a jab, an eye, a nosebleed, a hot joint, a back put out). The rest comes after
 * the session's own safety advice (cold water, cramp, ice underfoot, heat).
 */
export const ANSWERED_FIRST: ReadonlySet<Care> = new Set<Care>(['treatment', 'tornTendon', 'possibleBreak', 'warmsUp', 'descents', 'jab', 'swimmersEar', 'eyeBleed', 'soreEyes', 'nosebleed', 'chilblains', 'swollenHands', 'hotJoint', 'backStrain', 'longCovid', 'footDrop', 'hipAtNight', 'eyeOp', 'heartburn', 'travelAnkles', 'neckStrain', 'graze', 'varicoseVeins', 'restlessLegs', 'peeTrouble', 'tinnitus', 'lateSleep', 'sunburn']);

/** The everyday care an entry needs (SIGNS), the first it names; null for none. */
export function everydayCareIn(entry: { title?: string | null; content: string }): Care | null {
  const text = entryText(entry);
  return SIGNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const SENTENCES: Record<Care, Record<CoachTone, string>> = {
  treatment: {
    direct: 'Moving during treatment is one of the best things you can do: gentle walks and easy sessions help with the tiredness and the mood. Let how you feel each day set the effort, and check with your treatment team before anything harder, and about pools while your immunity is low.',
    encouraging: 'Well done for getting out during treatment: gentle walks and easy sessions are one of the best things you can do for the tiredness and your mood. Let how you feel each day set the effort, and check with your treatment team before anything harder, and about pools while your immunity is low.',
    analytical: 'Activity during cancer treatment reduces treatment-related fatigue and supports mood. Let daily symptoms set the intensity; clear anything harder, and pool use while immunity is low, with your treatment team.',
  },
  tornTendon: {
    direct: 'A sudden pain at the back of the calf or heel, as if kicked, with trouble walking or pushing off, can be a torn Achilles tendon. Get it seen by a doctor today at A&E or an urgent treatment centre, because it heals best when treated early; do not run on it or stretch it.',
    encouraging: 'I am sorry, that sounds painful. A sudden pain at the back of the calf or heel, as if kicked, with trouble walking or pushing off, can be a torn Achilles tendon, so please get it seen by a doctor today at A&E or an urgent treatment centre: it heals best when treated early. Do not run on it or stretch it meanwhile.',
    analytical: 'A sudden posterior calf or heel pain described as a kick, with weak push-off, is typical of Achilles tendon rupture. Same-day assessment (A&E or urgent treatment centre) is indicated, as early treatment improves outcome; avoid loading or stretching it.',
  },
  warmsUp: {
    direct: 'Pain that goes once you are warm is how a tendon or joint under a little too much load often shows itself. It settles when caught early: keep the next sessions easy and flat, add slow strength work for the part (calf raises, squats or step-downs), and see a physio if it is not clearly better in two weeks, or sooner if it starts to hurt during the session.',
    encouraging: 'Good that it settled, and worth noticing: pain that goes once you are warm is often a tendon or joint telling you it has had a little too much load, and it settles well when caught early. Keep the next sessions easy and flat, add some slow strength work for it (calf raises, squats or step-downs), and please see a physio if it is not clearly better in two weeks, or sooner if it hurts during the session.',
    analytical: 'Pain that resolves with warm-up is a common early pattern of tendinopathy or joint overload. Reduce intensity and hills, add progressive strengthening of the area, and seek physio assessment if not improving within two weeks or if pain persists during activity.',
  },
  descents: {
    direct: 'Knees that ache coming downhill are common: the thighs brake on every step. Shorter, quicker steps and an easier pace on the steep bits help (on walks, poles take a good share of it), and squats and step-downs twice a week make the thighs better brakes. See a physio if it lingers for days or swells.',
    encouraging: 'Knees that ache on the way down are very common, because the thighs work as brakes on every step. Shorter, quicker steps and a gentler pace on the steep bits help (on walks, poles take a good share of the load), and squats and step-downs twice a week make your thighs better brakes. If it lingers for days or swells, a physio can help.',
    analytical: 'Descending loads the knee through eccentric quadriceps work. Shorter steps, slower steep descents and, walking, poles reduce it; twice-weekly squats and step-downs build capacity. Persistent pain or swelling warrants physio assessment.',
  },
  injection: {
    direct: 'After an injection into a joint or tendon, rest the area from the training that loads it for the next few days, or as long as your doctor advised, then build back gradually: the injection eases the pain but does not fix what caused it, so keep up the strengthening exercises that do. If the area turns hot, red and more swollen, or you feel feverish, call your GP or NHS 111 the same day.',
    encouraging: 'I hope it brings you relief. After an injection into a joint or tendon, give the area a rest from the training that loads it for the next few days, or as long as your doctor advised, then build back gradually: the injection eases the pain but does not fix what caused it, so keep up the strengthening exercises that do. If the area becomes hot, red and more swollen, or you feel feverish, please call your GP or NHS 111 the same day.',
    analytical: 'After a joint or tendon injection, offload the treated area from the training that loads it for a few days (or as the clinician advised), then progress gradually; the injection reduces pain and inflammation without treating the cause, so continue the strengthening programme. Heat, redness, increasing swelling or fever suggest infection: same-day GP or NHS 111.',
  },
  jab: {
    direct: 'Feeling rough for a day or two after a jab is common: it is the immune system at work. Rest or keep it very easy until you feel yourself, and drink plenty; gentle movement helps a sore arm. See your GP or call NHS 111 if it lasts more than a few days or you have a high temperature.',
    encouraging: 'Well done for getting your jabs. Feeling rough for a day or two afterwards is common, because your immune system is doing its work, so rest or keep it very easy until you feel yourself, and drink plenty; gentle movement helps a sore arm. If it lasts more than a few days or you have a high temperature, please see your GP or call NHS 111.',
    analytical: 'Post-vaccination symptoms (malaise, a sore arm) are common for 24-48 hours and reflect the immune response. Rest or very light activity until they pass; symptoms beyond a few days or a high fever warrant GP or NHS 111 advice.',
  },
  healing: {
    direct: 'Good news. Keep doing what is working: the rehab exercises, and a gradual build back, a little more each week only when the day after feels normal. Stopping the exercises once it feels better is how injuries come back.',
    encouraging: 'That is really good to hear. Keep doing what is working: the rehab exercises, and a gradual build back, a little more each week only when the day after feels normal. It is tempting to stop the exercises once it feels better, but keeping them up is what stops it coming back.',
    analytical: 'Improvement noted. Continue the loading programme and progress volume gradually, advancing only when the following day is symptom-free; discontinuing rehab on symptom resolution is a common cause of recurrence.',
  },
  painkillers: {
    direct: 'Painkillers before a session hide the pain that tells you when to stop, and ibuprofen and other anti-inflammatories during long or hot efforts add strain to the kidneys. If something needs a tablet to get you through, have a physio or your GP look at it instead of training through it.',
    encouraging: 'I understand wanting to get the session done, but painkillers before training hide the pain that tells you when to stop, and ibuprofen and other anti-inflammatories during long or hot efforts put extra strain on the kidneys. If something needs a tablet to get you through, please let a physio or your GP look at it.',
    analytical: 'Analgesia before exercise masks the pain signal that limits load on an injured tissue, and NSAIDs during prolonged or hot exertion raise the risk of kidney injury. A structure that needs them to train should be assessed by a physio or GP.',
  },
  betaBlockers: {
    direct: 'Beta blockers hold your heart rate down, so heart-rate zones and a watch\'s targets no longer fit. Train by effort and breathing instead (easy means you can talk in sentences), and ask your GP or cardiologist what limit applies to you.',
    encouraging: 'Beta blockers keep your heart rate lower, so the usual heart-rate zones and your watch\'s targets will not fit any more. Go by effort and breathing instead (easy means you can still chat in sentences), and ask your GP or cardiologist whether there is a limit for you.',
    analytical: 'Beta blockade blunts the heart-rate response to exercise, so heart-rate zones understate effort. Use perceived exertion and the talk test to set intensity, and confirm any limit with your GP or cardiologist.',
  },
  overtraining: {
    direct: 'Everything feeling hard with a high heart rate is the sign to back off, not push on. Take two or three easy or rest days, sleep, eat well, and build back slowly; if you are no better in a week or two, see your GP to rule out anything else.',
    encouraging: 'When everything feels hard and your heart rate is up, your body is asking for a break, and listening now is what keeps it short. Take two or three easy or rest days, sleep and eat well, then build back slowly; if you are no better in a week or two, please see your GP to rule out anything else.',
    analytical: 'High perceived effort with raised heart rate suggests accumulated fatigue (overreaching). Reduce load for several days, prioritise sleep and energy intake, then rebuild gradually; persistence beyond one to two weeks warrants GP review.',
  },
  coldCough: {
    direct: 'A cough after hard efforts in cold air is common, and can be exercise-induced asthma. Warm up for longer, breathe through a buff, and tell your GP if it happens every time or you get wheezy or tight.',
    encouraging: 'A cough after hard efforts in cold air is common, and sometimes it is exercise-induced asthma, which is very treatable. Warm up for longer and breathe through a buff on cold days, and mention it to your GP if it happens every time or you get wheezy or tight.',
    analytical: 'Post-exercise cough in cold, dry air is common and may indicate exercise-induced bronchoconstriction. A longer warm-up and a buff help; recurrent symptoms, wheeze or tightness warrant GP assessment.',
  },
  hayFever: {
    direct: 'Hay fever is no reason to stop, but plan round it: check the pollen forecast and go on low days or after rain, wear wraparound glasses, and shower and change straight after. If it makes your chest tight or wheezy, see your GP, because pollen can set off asthma.',
    encouraging: 'Hay fever makes training miserable, but you can plan round it: check the pollen forecast and go on lower days or after rain, wear wraparound glasses, and shower and change as soon as you are back. If it makes your chest tight or wheezy, please see your GP, because pollen can set off asthma.',
    analytical: 'Allergic rhinitis noted. Reduce exposure: train on low pollen-forecast days or after rain, use wraparound eyewear, and shower and change afterwards. Chest tightness or wheeze suggests pollen-triggered asthma and warrants GP review.',
  },
  sting: {
    direct: 'Scrape out a bee sting with a card or fingernail and rinse the spot (seawater for a jellyfish, lifting off any tentacles with a card), then a cold pack for the pain and swelling. Call 999 if breathing gets hard, your face or throat swells, or you feel faint: that is an allergic reaction.',
    encouraging: 'Stings are miserable. Scrape out a bee sting with a card or fingernail and rinse the spot (with seawater for a jellyfish, lifting off any tentacles with a card), and use a cold pack for the pain and swelling. If breathing gets hard, your face or throat swells, or you feel faint, call 999 straight away: that is an allergic reaction.',
    analytical: 'Sting: scrape out a bee sting, rinse (seawater for jellyfish, remove tentacles with a card), then cold for pain and swelling. Difficulty breathing, facial or throat swelling or faintness indicate anaphylaxis: call 999.',
  },
  swimmersEar: {
    direct: "An ear that hurts after swimming is often swimmer's ear, an infection of the outer ear. Keep it dry and stay out of the water until it has settled; a pharmacist can give you drops. See your GP if it is very painful, discharges, you have a fever, or it has not improved in a few days; earplugs and drying your ears well help prevent it.",
    encouraging: "An ear that hurts after swimming is often swimmer's ear, an infection of the outer ear, and it usually clears quickly with care. Keep it dry and stay out of the water until it has settled, and ask a pharmacist about drops. Please see your GP if it is very painful, discharges, you have a fever, or it has not improved in a few days; earplugs and drying your ears well help keep it away.",
    analytical: "Ear pain after swimming suggests otitis externa. Keep the canal dry and avoid swimming until resolved; pharmacist drops are first-line. GP review for severe pain, discharge, fever or no improvement within a few days; earplugs and thorough drying reduce recurrence.",
  },
  eyeBleed: {
    direct: 'A bright red patch on the white of the eye, with no pain and your sight unchanged, is usually a small burst blood vessel, often after straining or a hard effort. It fades by itself in a week or two, like a bruise, and you can train as normal. Have your blood pressure checked if it happens again or you take blood thinners, and get it seen the same day by an optician or through NHS 111 if the eye hurts, your sight changes or it followed a knock.',
    encouraging: 'That looks alarming, but a bright red patch on the white of the eye, with no pain and your sight unchanged, is usually just a small burst blood vessel, often after straining or a hard effort. It fades by itself in a week or two, like a bruise, and you can keep training. Please have your blood pressure checked if it happens again or you take blood thinners, and get it seen the same day by an optician or through NHS 111 if the eye hurts, your sight changes or it followed a knock.',
    analytical: 'A painless red patch on the white of the eye with normal vision is typically a subconjunctival haemorrhage, often after straining or exertion; it resolves over one to two weeks and training can continue. Recurrence or anticoagulant use warrants a blood pressure check; pain, changed vision or a preceding knock warrant same-day review (optician or NHS 111).',
  },
  soreEyes: {
    direct: 'Rinse sore or gritty eyes with clean water or an eye wash rather than rubbing them. Wind, cold and dust dry the eyes, more so after 50, so wraparound glasses (clear lenses on dull days) keep out wind, grit and insects, and lubricating drops from a pharmacist soothe them after; in the pool, goggles that seal well. Get them seen the same day by an optician, eye casualty or NHS 111 if an eye is painful, light hurts, your sight is blurred, something stays in after rinsing or it was hit at speed.',
    encouraging: 'Sore, gritty eyes are miserable. Rinse them with clean water or an eye wash rather than rubbing. Wind, cold and dust dry the eyes, more so after 50, so wraparound glasses (clear lenses on dull days) keep out wind, grit and insects, and lubricating drops from a pharmacist soothe them after; in the pool, goggles that seal well help. Please get them seen the same day by an optician, eye casualty or NHS 111 if an eye is painful, light hurts, your sight is blurred, something stays in after rinsing or it was hit at speed.',
    analytical: 'Eye irritation after wind, cold, dust or chlorine: irrigate with clean water or eye wash and avoid rubbing. Tear film dries more readily after 50; wraparound eyewear (clear lenses in low light) and lubricating drops from a pharmacist reduce it, and well-sealing goggles in the pool. Same-day review (optician, eye casualty or NHS 111) for pain, photophobia, blurred vision, a retained foreign body or a high-speed impact.',
  },
  nosebleed: {
    direct: 'Nosebleeds are common in cold, dry air. Sit, lean forward and pinch the soft part of your nose for 10 to 15 minutes, breathing through your mouth. A little petroleum jelly inside the nostrils and a buff over your nose help on cold days. Go to A&E if it has not stopped after 10 to 15 minutes of pinching, is heavy, followed a blow to the head, or leaves you weak, dizzy or breathless; see your GP if they keep coming or you take blood thinners.',
    encouraging: 'A nosebleed mid-run is a shock, but they are common in cold, dry air. Next time sit, lean forward and pinch the soft part of your nose for 10 to 15 minutes, breathing through your mouth. A little petroleum jelly inside the nostrils and a buff over your nose help on cold days. Please go to A&E if one has not stopped after 10 to 15 minutes of pinching, is heavy, followed a blow to the head, or leaves you weak, dizzy or breathless, and see your GP if they keep coming or you take blood thinners.',
    analytical: 'Epistaxis is common in cold, dry air. First aid: sit, lean forward and compress the soft part of the nose for 10 to 15 minutes, mouth-breathing. Petroleum jelly in the nostrils and a buff reduce recurrence. A&E if bleeding persists beyond 10 to 15 minutes of compression, is heavy, follows head trauma, or causes weakness, dizziness or breathlessness; GP review if recurrent or on anticoagulants.',
  },
  chilblains: {
    direct: 'Chilblains come from cold skin warmed too fast. Warm cold feet and hands slowly, not in hot water or against a radiator, and do not scratch them. Keep them warm and dry: good socks, warm shoes, neoprene socks and gloves for cold swims, and a gentle rewarm after. They usually heal in two to three weeks; see your GP if they do not, look infected, keep coming back, or you have diabetes.',
    encouraging: 'Chilblains are itchy and sore, but they usually heal in two to three weeks. They come from cold skin warmed too fast, so warm cold feet and hands slowly, not in hot water or against a radiator, and try not to scratch. Keep them warm and dry: good socks, warm shoes, neoprene socks and gloves for cold swims, and a gentle rewarm after. Please see your GP if they do not heal, look infected, keep coming back, or you have diabetes.',
    analytical: 'Chilblains (pernio) follow rapid rewarming of cold skin. Rewarm gradually, avoiding hot water and direct heat, and do not scratch. Prevention: keep extremities warm and dry (socks, footwear, neoprene socks and gloves for cold-water swimming, gradual rewarming). Typical resolution is two to three weeks; GP review if unresolved, infected, recurrent or with diabetes.',
  },
  swollenHands: {
    direct: 'Hands that swell on a long walk or run are common and harmless: the arms hang down for hours while blood goes to the working muscles. Swing your arms, make fists now and then, loosen your watch strap and take rings off before long days; it goes down within an hour or two of stopping. See a doctor now if it comes with a headache, sickness or confusion on a long, hot day after drinking a lot (too little salt in the blood), and your GP if one side swells or it does not go down.',
    encouraging: 'Swollen hands on a long day out are very common and harmless: your arms hang down for hours while the blood goes to your working muscles. Swing your arms, make fists now and then, loosen your watch strap and take rings off before long days, and it goes down within an hour or two of stopping. Please see a doctor straight away if it ever comes with a headache, sickness or confusion on a long, hot day after drinking a lot (too little salt in the blood), and your GP if one side swells or it does not go down.',
    analytical: 'Hand swelling during prolonged walking or running is common and benign (dependent arm position with blood flow directed to working muscle). Arm swinging, periodic fist clenching, a loose watch strap and removing rings help; it resolves within an hour or two. Headache, nausea or confusion on a long, hot event with high fluid intake suggest hyponatraemia and need urgent care; one-sided or persistent swelling warrants GP review.',
  },
  footDrop: {
    direct: 'A foot that slaps down, or toes you cannot lift, is called foot drop: a nerve is not working properly, often pressed at the side of the knee or in the lower back. See your GP this week, and call 999 if it came on suddenly with weakness or numbness elsewhere, a drooping face or slurred speech. Until then, no running: a foot that catches trips you.',
    encouraging: 'Thank you for noticing this; it is worth acting on. A foot that slaps down, or toes you cannot lift properly, is called foot drop: a nerve is not working as it should, often pressed at the side of the knee or in the lower back, and it is best seen early. Please book your GP this week, and call 999 if it came on suddenly with weakness or numbness elsewhere, a drooping face or slurred speech. Until you are seen, walk rather than run, because a foot that catches can trip you.',
    analytical: 'Foot slap or weak toe lift indicates foot drop (ankle dorsiflexor weakness), most often common peroneal nerve compression at the fibular head or an L5 radiculopathy. GP assessment this week; sudden onset with other weakness, numbness, facial droop or speech change requires 999. Avoid running until assessed (trip risk).',
  },
  hipAtNight: {
    direct: 'Pain on the outside of the hip at night, worse lying on that side, is usually the tendons over the hip bone, common after 50. Sleep on the other side or your back with a pillow between your knees, do not cross your legs or stand hanging on one hip, and cut hills and long runs back for a while. A physio can give you hip strengthening, the treatment that works. See your GP if the pain is in the groin, wakes you whichever way you lie, or you feel unwell.',
    encouraging: 'Night pain is wearing, and this one is very common after 50. Pain on the outside of the hip, worse lying on that side, usually comes from the tendons over the hip bone, and it does get better. Sleep on the other side or your back with a pillow between your knees, try not to cross your legs or stand hanging on one hip, and ease back on hills and long runs for a while. A physio can give you hip strengthening, which is the treatment that works. Please see your GP if the pain is in the groin, wakes you whichever way you lie, or you feel unwell.',
    analytical: 'Lateral hip pain at night, aggravated by side-lying, is typical of greater trochanteric pain syndrome (gluteal tendinopathy), common after 50. Avoid compression (side-lying on it, crossing legs, hip hanging); a pillow between the knees helps. Reduce hills and long runs temporarily; progressive gluteal strengthening with a physio is the effective treatment. Groin pain, pain in every position or systemic symptoms warrant GP review.',
  },
  eyeOp: {
    direct: "Your eye team's dates come first. Typically: gentle walking from the next day; no swimming for at least two weeks, and longer in open water, to keep out infection; nothing strenuous or dusty for the first week or two; no rubbing the eye, and the shield at night as told. Call the eye unit at once if the eye becomes more painful or red, or your sight gets worse.",
    encouraging: "I hope it goes smoothly. Your eye team's dates come first, but typically gentle walking is fine from the next day, swimming waits at least two weeks (longer in open water) to keep out infection, and anything strenuous or dusty waits for the first week or two. Try not to rub the eye, and wear the shield at night as told. Please call the eye unit straight away if the eye becomes more painful or red, or your sight gets worse.",
    analytical: 'Follow the ophthalmology team\'s instructions first. Typical guidance: walking from the next day; no swimming for at least two weeks (longer for open water) because of infection risk; avoid strenuous or dusty activity for one to two weeks; no eye rubbing, and the shield at night. Increasing pain, redness or reduced vision need urgent contact with the eye unit.',
  },
  heartburn: {
    direct: 'Heartburn on a session usually comes from a gel, coffee or a meal too close to the start: take gels with water, try another brand, and leave two to three hours after eating. But a burning or tightness in the chest that comes with effort and eases when you stop can be the heart rather than the stomach, above all after 50. If that is the pattern, see your GP before your next hard session, and call 999 if it comes at rest or lasts more than a few minutes.',
    encouraging: 'Heartburn on a session is common and usually comes from a gel, coffee or a meal too close to the start: take gels with water, try another brand, and leave two to three hours after eating. One thing to be sure of, though: a burning or tightness in the chest that comes with effort and eases when you stop can be the heart rather than the stomach, more so after 50. If that is the pattern, please see your GP before your next hard session, and call 999 if it comes at rest or lasts more than a few minutes.',
    analytical: 'Exercise-associated heartburn is usually reflux provoked by gels, caffeine or a recent meal: take gels with water, change brand, and leave two to three hours after eating. Note that exertional burning or tightness in the chest relieved by rest may be angina presenting as indigestion, particularly after 50: that pattern warrants GP assessment before further hard sessions, and 999 if it occurs at rest or lasts more than a few minutes.',
  },
  travelAnkles: {
    direct: 'Ankles that swell on a long flight or drive are common: sitting still lets fluid pool in the legs, and it goes within a day or two. Walk about, raise your feet when you sit and drink water; an easy walk or jog is fine. Next time, walk the aisle every hour or so, circle your ankles while seated, and try flight socks. Call NHS 111 or see a doctor today if one calf is swollen, painful, warm or red, and 999 if you become breathless or have chest pain: that can be a clot.',
    encouraging: 'Swollen ankles after a long flight or drive are very common: sitting still for hours lets fluid pool in the legs, and it usually goes within a day or two. A walk, your feet up when you sit and plenty of water all help, and an easy walk or jog is fine. Next time, walk the aisle every hour or so, circle your ankles in your seat, and flight socks can help. Please call NHS 111 or see a doctor today if one calf is swollen, painful, warm or red, and 999 if you become breathless or have chest pain, as that can be a clot.',
    analytical: 'Dependent oedema after prolonged sitting (flights, long drives) is common and resolves within one to two days; walking, elevation and fluids help, and easy exercise is fine. Prevention: hourly walking, ankle circles and compression stockings. Unilateral calf swelling, pain, warmth or redness needs same-day assessment (NHS 111) for deep vein thrombosis; breathlessness or chest pain means 999.',
  },
  neckStrain: {
    direct: 'A strained neck usually eases within a few days to two weeks. Keep it moving gently, within comfort, use heat, and ask a pharmacist about pain relief; easy sessions that do not jar it are fine. If it came on the bike, turn your shoulders as well as your head to look behind, and a bike fit can raise the bars so you look up less. See your GP if it is not easing in two weeks, or pain, numbness or weakness spreads down an arm.',
    encouraging: 'I am sorry, a cricked neck is miserable, but it usually eases within a few days to two weeks. Keep it moving gently within comfort, use a little heat, and a pharmacist can advise on pain relief; easy sessions that do not jar it are fine. If it came on the bike, turning your shoulders as well as your head to look behind helps, and a bike fit can raise the bars so you look up less. Please see your GP if it is not easing in two weeks, or pain, numbness or weakness spreads down an arm.',
    analytical: 'Acute neck strain typically resolves within days to two weeks. Gentle range of movement within comfort, heat and pharmacist-advised analgesia; low-impact sessions are acceptable. If cycling-related, rotate the trunk as well as the head for shoulder checks; a bike fit can reduce neck extension. GP review if not improving by two weeks or with radiating arm pain, numbness or weakness.',
  },
  graze: {
    direct: 'For a graze or cut, press on it with a clean pad for 10 minutes to stop the bleeding, rinse the grit out under running water, and cover it with a clean dressing. Go to A&E or an urgent treatment centre if it still bleeds after 10 minutes of firm pressure, is deep or gaping, or has dirt you cannot get out, and ask your GP practice about a tetanus jab if it was dirty and you are unsure yours are up to date. After a fall, watch too for pain or swelling in a wrist, hip or shoulder over the next day or two, and see your doctor if anything gets worse or you hit your head.',
    encouraging: 'Sorry to hear it. For a graze or cut, press on it with a clean pad for 10 minutes to stop the bleeding, rinse the grit out under running water, and cover it with a clean dressing. Please go to A&E or an urgent treatment centre if it still bleeds after 10 minutes of firm pressure, is deep or gaping, or has dirt you cannot get out, and ask your GP practice about a tetanus jab if it was dirty and you are unsure yours are up to date. After a fall, keep an eye too on any pain or swelling in a wrist, hip or shoulder over the next day or two, and see your doctor if anything gets worse or you hit your head.',
    analytical: 'Wound care: 10 minutes of direct pressure with a clean pad, irrigation under running water, a clean dressing. Bleeding beyond 10 minutes of firm pressure, a deep or gaping wound, or retained debris warrant A&E or an urgent treatment centre; a dirty wound with uncertain tetanus status, a GP practice review. After a fall, monitor wrists, hips and shoulders for pain or swelling over 24-48 hours; worsening symptoms or any head strike warrant a doctor.',
  },
  varicoseVeins: {
    direct: 'Varicose veins often ache after long days on your feet, and training helps them: walking, cycling and swimming work the calf muscles that pump blood back up. Knee-high compression socks on long days, and your legs up for a while after, ease the ache; your GP can advise on treatment if they bother you. See a doctor the same day if a vein turns hot, hard, red and painful, or a calf swells and hurts. If a vein bleeds, lie down, raise the leg and press firmly on it, and call 999 if it will not stop.',
    encouraging: 'Varicose veins often ache after a long day on your feet, and the good news is that your training helps them: walking, cycling and swimming all work the calf muscles that pump blood back up. Knee-high compression socks on long days, and your legs up for a while afterwards, ease the ache, and your GP can talk through treatment if they bother you. Please see a doctor the same day if a vein turns hot, hard, red and painful, or a calf swells and hurts. If a vein ever bleeds, lie down, raise the leg and press firmly on it, and call 999 if it will not stop.',
    analytical: 'Varicose vein aching is common after prolonged standing; exercise (walking, cycling, swimming) improves calf-pump venous return. Knee-high graduated compression and leg elevation relieve symptoms; GP referral if troublesome. Same-day review for a hot, hard, red, painful vein (thrombophlebitis) or a swollen painful calf; a bleeding vein needs lying down, elevation and firm pressure, and 999 if it persists.',
  },
  restlessLegs: {
    direct: 'Restless legs are common after 50 and usually worst in the evening. What helps: caffeine and alcohol kept to earlier in the day, gentle calf and hamstring stretches or a short walk in the evening, a warm bath, and a regular bedtime; hard sessions late in the day can make them worse. See your GP, who can check your iron stores (low iron is a common cause, even without anaemia) and whether a medicine you take plays a part.',
    encouraging: 'Restless legs are very common after 50, and miserable when they keep you awake. What often helps: caffeine and alcohol kept to earlier in the day, gentle calf and hamstring stretches or a short walk in the evening, a warm bath, and a regular bedtime; a hard session late in the day can stir them up. Do see your GP, who can check your iron stores (low iron is a common cause, even without anaemia) and whether any medicine you take plays a part.',
    analytical: 'Restless legs syndrome is common after 50, with evening predominance. Helpful measures: limiting caffeine and alcohol later in the day, evening stretching or light walking, warm baths, regular sleep timing; late intense sessions may aggravate it. GP review to check ferritin (iron deficiency is a frequent cause without anaemia) and contributing medications.',
  },
  peeTrouble: {
    direct: 'Trouble passing water (a weak flow, straining, or feeling you have not emptied) is worth a GP appointment: in men it is usually the prostate growing with age, which is treatable, and your GP can check it and talk through a PSA test. Long hours in the saddle can add to it: a saddle with a cut-out, and standing on the pedals now and then, ease the pressure. Go to A&E at once if you cannot pass water at all and your belly is painful or swollen, or with a fever or back pain.',
    encouraging: 'Thank you for mentioning it: trouble passing water (a weak flow, straining, or feeling you have not emptied) is common after 50 and worth a GP appointment. In men it is usually the prostate growing with age, which is treatable, and your GP can check it and talk through a PSA test. Long hours in the saddle can add to it, so a saddle with a cut-out and standing on the pedals now and then can help. Please go to A&E straight away if you cannot pass water at all and your belly is painful or swollen, or with a fever or back pain.',
    analytical: 'Lower urinary tract symptoms (weak stream, straining, incomplete emptying) warrant GP assessment; in men, benign prostatic enlargement is the usual, treatable cause, and a PSA test can be discussed. Prolonged saddle pressure may aggravate symptoms: cut-out saddles and periodic standing help. Inability to pass urine with a painful or distended abdomen, or with fever or back pain, needs A&E immediately.',
  },
  sunburn: {
    direct: 'Cool sunburnt skin with a cool shower and after-sun, drink well and keep it covered until it heals; NHS 111 if it blisters widely or you feel hot, sick or dizzy. After 50 the sun damage adds up, so next time: SPF 30 or more on every bare patch (ears, neck, the backs of the hands and knees) before you start and again every two hours, and a cap under the helmet.',
    encouraging: 'Ouch. Cool the skin with a cool shower and after-sun, drink well and keep it covered until it heals; call NHS 111 if it blisters widely or you feel hot, sick or dizzy. After 50 the sun damage adds up, so next time put SPF 30 or more on every bare patch (ears, neck, the backs of the hands and knees) before you start and again every two hours, with a cap under the helmet.',
    analytical: 'Sunburn care: cool the skin, apply after-sun, rehydrate and cover until healed; widespread blistering or heat symptoms (feeling hot, nauseous, dizzy) warrant NHS 111. Cumulative UV damage matters more after 50: SPF 30+ on all exposed skin (ears, neck, backs of hands and knees) before starting and every two hours, and a cap under the helmet.',
  },
  tinnitus: {
    direct: 'Ringing that is louder after a spin class is usually the music: wear earplugs (ones made for musicians keep it clear), pick a spot away from the speakers, or ask for it lower. It often settles within a day. See your GP if it is in one ear only, beats in time with your pulse, or comes with dizziness; the same day (NHS 111) if your hearing drops suddenly.',
    encouraging: 'Ringing that is louder after a spin class is usually the music, and it is worth protecting your ears: earplugs (ones made for musicians keep the sound clear), a spot away from the speakers, or a word to the instructor about the volume all help. It often settles within a day. Do see your GP if it is in one ear only, beats in time with your pulse, or comes with dizziness, and the same day (NHS 111) if your hearing drops suddenly.',
    analytical: 'Tinnitus worsened after an amplified class is typically noise-related: use earplugs (musician earplugs preserve clarity), distance from speakers, lower volume. Usually settles within 24 hours. GP review if unilateral, pulsatile or with vertigo; sudden hearing loss needs same-day assessment (NHS 111).',
  },
  lateSleep: {
    direct: 'Hard evening sessions keep many people awake: the body stays warm and wired for a couple of hours. Finish hard work two to three hours before bed or move it to the morning, keep evening sessions easy, cool down properly, take a lukewarm shower and a proper meal after, and no caffeine from gels or drinks after midday.',
    encouraging: 'You are far from alone: hard evening sessions keep many people awake, because the body stays warm and wired for a couple of hours. Finishing hard work two to three hours before bed, or moving it to the morning, helps most; keep evening sessions easy, cool down properly, take a lukewarm shower and a proper meal afterwards, and skip caffeine from gels or drinks after midday.',
    analytical: 'Late high-intensity exercise raises core temperature and arousal for one to three hours. Schedule hard sessions two to three hours before bed or in the morning, keep evening sessions easy, cool down, shower lukewarm, refuel with a proper meal, and avoid caffeine (gels, drinks) after midday.',
  },
  longCovid: {
    direct: 'With long Covid or fatigue after a virus, pacing matters more than training: stay inside what your energy allows, and judge each session by how you feel the next day and the one after, because a crash often comes 24 to 48 hours later. Add a little only when a level has felt fine for a week or more, and drop back after a crash. Your GP can refer you to a long Covid service.',
    encouraging: 'Thank you for writing it down. With long Covid or fatigue after a virus, pacing is the key: stay inside what your energy allows, and judge each session by how you feel over the next two days, because a crash often comes 24 to 48 hours later. Add a little only when a level has felt fine for a week or more, and drop back without guilt after a crash. Your GP can refer you to a long Covid service if you are not already seeing one.',
    analytical: 'Long Covid or post-viral fatigue: pace activity within the available energy envelope and judge tolerance over 24-48 hours, since post-exertional symptom exacerbation is delayed. Progress only after a week or more stable at a level, and step back after a crash; GP referral to a long Covid service is available.',
  },
  hotJoint: {
    direct: 'A joint that is swollen and hot to the touch needs seeing today, by your GP or through NHS 111, and at A&E if you feel feverish or unwell, because an infected joint needs treating quickly. Until then rest it, raise it and use ice wrapped in a towel, and do not run on it until it has been checked.',
    encouraging: 'I am sorry, that sounds sore. A joint that is swollen and hot to the touch needs seeing today, by your GP or through NHS 111, and at A&E if you feel feverish or unwell, because an infected joint needs treating quickly. Until then rest it, raise it and use ice wrapped in a towel, and please do not run on it until it has been checked.',
    analytical: 'A hot, swollen joint requires same-day assessment (GP or NHS 111), and A&E with fever or systemic illness, to exclude septic arthritis. Meanwhile rest, elevate and apply wrapped ice; no loading until assessed.',
  },
  backStrain: {
    direct: 'A back put out lifting or twisting usually settles in a few days to six weeks, and gentle movement helps it more than bed rest: short walks, heat, and painkillers as a pharmacist advises. Ease back into training as it allows, and lift close to your body with your knees bent. Go to A&E at once for numbness between the legs, a change in the bladder or bowel, or weakness in a leg; see your GP if it is no better in six weeks or you feel unwell with it.',
    encouraging: 'A back put out is painful and frustrating, but it usually settles in a few days to six weeks, and gentle movement helps it more than rest in bed: short walks, heat, and painkillers as a pharmacist advises. Ease back into training as it allows, and next time lift close to your body with your knees bent. Please go to A&E at once for numbness between the legs, a change in the bladder or bowel, or weakness in a leg, and see your GP if it is no better in six weeks or you feel unwell with it.',
    analytical: 'Acute low back strain usually resolves within days to six weeks; staying active (short walks, heat, analgesia as a pharmacist advises) outperforms bed rest. Resume training as symptoms allow; lift with the load close and knees bent. Saddle numbness, bladder or bowel change, or leg weakness need A&E at once; no improvement by six weeks or systemic illness warrants GP review.',
  },
  blister: {
    direct: 'Leave a blister unburst if you can: cover it with a blister plaster and let it settle before a long session. It comes from rubbing, so fix the cause: new shoes want a few short outings first, and good socks help. See your GP if it turns red, hot or weeping.',
    encouraging: 'Blisters are a nuisance but they heal quickly: leave it unburst if you can, cover it with a blister plaster, and let it settle before your next long session. It comes from rubbing, so give new shoes a few short outings first and wear socks that fit well. If it turns red, hot or weeping, please see your GP.',
    analytical: 'Friction blister: keep the roof intact, protect it with a hydrocolloid plaster, and allow it to settle before long sessions. Address the cause (footwear break-in, sock fit and moisture). Redness, heat or discharge suggest infection and warrant a GP check.',
  },
  chafing: {
    direct: 'Chafing is friction on damp skin. A little anti-chafe balm where the kit rubs (the neck for a wetsuit, under the arms, the inner thighs) before you start prevents most of it. Keep the sore skin clean and dry until it heals, and check the kit fits.',
    encouraging: 'Chafing is sore but easy to prevent: it is friction on damp skin, so a little anti-chafe balm where the kit rubs (the neck for a wetsuit, under the arms, the inner thighs) before you start stops most of it. Keep the sore skin clean and dry until it heals.',
    analytical: 'Chafing: friction on moist skin. Apply an anti-chafe lubricant at contact points (wetsuit neck, axillae, inner thighs) before sessions, keep the abrasion clean and dry while it heals, and review the kit fit.',
  },
  toenails: {
    direct: 'Black or lost toenails come from toes knocking the front of the shoe on long or downhill runs. Go half a size up, lace to hold the heel, keep nails short, and let the new nail grow; see your GP if the toe turns red, hot or swollen.',
    encouraging: 'Lost toenails are almost a badge of honour after long runs: they come from toes knocking the front of the shoe. Half a size up, lacing that holds the heel and short nails help, and the new one will grow back; please see your GP if the toe turns red, hot or swollen.',
    analytical: 'Subungual bruising and nail loss result from repeated toe impact on long or downhill running. Mitigate with half a size more length, heel-lock lacing and short nails; redness, heat or swelling suggests infection and warrants GP review.',
  },
  peeingMore: {
    direct: 'Needing to pee more often, especially at night, is common after 50 and usually easy to help, so mention it to your GP: they can check the prostate (in men), the bladder and your blood sugar. Meanwhile drink well through the day, less in the two hours before bed, and go easy on tea, coffee and alcohol in the evening.',
    encouraging: 'Thank you for noting that. Needing to pee more often, especially at night, is very common after 50 and usually easy to help, so it is worth mentioning to your GP: they can check the prostate (in men), the bladder and your blood sugar. Meanwhile keep drinking well through the day, a little less in the two hours before bed, and go easy on tea, coffee and alcohol in the evening.',
    analytical: 'Increased urinary frequency or nocturia is common after 50; causes include prostate enlargement (in men), bladder changes and raised blood glucose, so a GP review is worthwhile. Keep daytime hydration, reduce fluids in the two hours before bed, and limit evening caffeine and alcohol.',
  },
  possibleBreak: {
    direct: 'Not being able to put weight on it or move it after a twist or a fall, or a joint that looks out of shape, can mean a break, so get it checked today at an urgent treatment centre, minor injuries unit or A&E, where they can X-ray it; for a hip after a fall go to A&E, calling 999 if you cannot get there. Until then keep off it, with ice wrapped in a towel for the pain, and do not try to walk or run it off.',
    encouraging: 'I am sorry, that sounds painful. Not being able to put weight on it or move it after a twist or a fall, or a joint that looks out of shape, can mean a break, so please get it checked today at an urgent treatment centre, minor injuries unit or A&E, where they can X-ray it; for a hip after a fall, go to A&E, calling 999 if you cannot get there. Until then keep off it, with ice wrapped in a towel for the pain, and do not try to walk it off.',
    analytical: 'Inability to bear weight or move the part after a twist or fall, or visible deformity, is the usual indication for an X-ray to exclude a fracture: same-day assessment at an urgent treatment centre, minor injuries unit or A&E, and A&E (by 999 if needed) for a hip after a fall. Meanwhile avoid loading it and apply wrapped ice for pain.',
  },
  leaking: {
    direct: 'Leaking while running is common, especially after childbirth, around the menopause and after prostate surgery, and it is very treatable, so do not put up with it. Daily pelvic floor exercises help most people within a few months (the Squeezy app, recommended by the NHS, guides them), and your GP can refer you to a pelvic health physio. Keep drinking normally: cutting fluids makes it worse.',
    encouraging: 'Thank you for writing this down: it is far more common than people say, especially after childbirth, around the menopause and after prostate surgery, and it is very treatable. Daily pelvic floor exercises help most people within a few months (the Squeezy app, recommended by the NHS, guides them), and your GP can refer you to a pelvic health physio. Keep drinking normally, because cutting fluids makes it worse.',
    analytical: 'Exercise-related urinary leakage (stress incontinence) is common, particularly after childbirth, around the menopause and after prostate surgery, and responds well to daily pelvic floor muscle training over about three months; a GP can refer to a pelvic health physiotherapist. Maintain normal fluid intake.',
  },
  thinBones: {
    direct: 'Thinning bones are a reason to keep moving, not to stop: weight-bearing activity and strength training twice a week help keep bone, and balance work lowers the risk of a fall. For most people with osteoporosis, walking and jogging stay safe; ask your GP or a physio what suits you, above all after any fracture of the spine.',
    encouraging: 'That is a lot to take in, and it is natural to feel wary. The good news is that thinning bones are a reason to keep moving: weight-bearing activity and strength training twice a week help keep bone, and balance work lowers the risk of a fall. For most people with osteoporosis walking and jogging stay safe; ask your GP or a physio what suits you, above all after any fracture of the spine.',
    analytical: 'Osteoporosis is an indication for continued exercise: weight-bearing activity and twice-weekly resistance training maintain bone, and balance training reduces fall risk. Moderate impact is safe for most; individual guidance from a GP or physiotherapist is advised, particularly after vertebral fracture.',
  },
};

/** What to do about the everyday care the entry needs. */
export const everydayCareSentence = (care: Care, tone: CoachTone) => SENTENCES[care][tone];
