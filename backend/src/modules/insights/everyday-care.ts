/**
 * Everyday things beside a session that the rule-based reply (rule-reply.ts) answers before praising it: a torn
 * Achilles or a possible break (the same day's care), a steroid injection, a jab that left the member rough, an injury mending, cancer
 * treatment under way, painkillers taken to get through it, beta blockers, signs of overtraining, a cough after hard
 * efforts in the cold, hay fever, a sting, sore or gritty eyes, a bright red eye, a nosebleed, chilblains, hands
 * swollen on a long day, a joint swollen and hot, a back put out, a blister, chafing, toenails lost, a graze, varicose veins, restless legs, trouble passing water, tinnitus after a class, sleep lost to a late session, sunburn, feet numb on the bike, bruised ribs, a headache after a
 * session, an ankle weak since a sprain, low iron, a thunderstorm, shingles, vertigo when the head turns, a bunion or a
 * nerve between the toes,
 * leaking, thinning bones newly found, peeing more often, long Covid. Each says what to do and why, in the coach's tone. Pure.
 */
import { entryText } from './entry-facts.js';
import { PEEING_MORE } from './diabetes-signs.js';
import { MENDING } from './entry-mentions.js';

export type Care = 'treatment' | 'tornTendon' | 'warmsUp' | 'descents' | 'injection' | 'jab' | 'healing' | 'painkillers' | 'betaBlockers' | 'overtraining' | 'coldCough' | 'hayFever' | 'sting' | 'eyeBleed' | 'soreEyes' | 'nosebleed' | 'chilblains' | 'swollenHands' | 'hotJoint' | 'backStrain' | 'blister' | 'swimmersEar' | 'chafing' | 'toenails' | 'peeingMore' | 'possibleBreak' | 'leaking' | 'thinBones' | 'longCovid' | 'footDrop' | 'hipAtNight' | 'eyeOp' | 'heartburn' | 'travelAnkles' | 'neckStrain' | 'graze' | 'varicoseVeins' | 'restlessLegs' | 'peeTrouble' | 'tinnitus' | 'lateSleep' | 'sunburn' | 'hotFoot' | 'ribs' | 'sessionHeadache' | 'weakAnkle' | 'lowIron' | 'thunder' | 'shingles' | 'vertigo' | 'forefoot';

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
  // Shingles ('Shingles on my side, feel rotten'): antivirals within three days, the eye's the same day, kept from pools.
  ['shingles', /\bshingles\b/i],
  // The room spinning when the head turns ('Vertigo when I turn my head in the pool'): BPPV mostly, a drowning risk meanwhile.
  ['vertigo', /\bvertigo\b|\bbppv\b|\blabyrinthitis\b|\b(?:room|world|everything|ceiling)\s+(?:was\s+|is\s+|started\s+|kept\s+|went\s+)?spinning\b/i],
  // A bunion or a nerve pinched between the toes ("Morton's neuroma, burning between my toes on long runs"): room for the
  // forefoot, a pad, a podiatrist.
  ['forefoot', /\bbunions?\b|\bhallux\s+valgus\b|\bmorton'?s\s+neuroma\b|\bneuroma\b|\bmetatarsalgia\b|\b(?:burning|numb|tingling|shooting)\b[^.!?\n]{0,20}?\bbetween\s+(?:my\s+|the\s+)?(?:\w+\s+)?toes\b/i],
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
  // Caught out in a thunderstorm ('Got caught in a thunderstorm on the bike'): where not to shelter.
  ['thunder', /\bthunder\s*(?:storms?|and\s+lightning)\b|\blightning\b/i],
  // Feet numb, tingling or burning on the bike, not in the cold ('Pins and needles in my feet on long rides').
  ['hotFoot', /^(?=[^]*\b(?:ride|rides|rode|riding|bike|cycl\w*|sportive|cleats?)\b)(?![^]*\b(?:cold|freezing|frozen|icy|frost\w*|chilly|snow\w*|winter)\b)[^]*?(?:\b(?:numb|tingling|tingly|burning|hot)\s+(?:feet|foot|toes)\b|\b(?:pins\s+and\s+needles|tingling|numbness|burning)\s+in\s+(?:my\s+|both\s+|the\s+)?(?:feet|foot|toes)\b|\b(?:feet|foot|toes)\s+(?:\w+\s+){0,2}?(?:numb|tingl\w*|burn\w*)\b)/i],
  // Ribs bruised or cracked ('Bruised ribs from the fall last week, can I swim?').
  ['ribs', /\b(?:bruised|cracked|sore)\s+(?:a\s+|my\s+|some\s+)?ribs?\b|\bribs?\s+(?:(?:are|is|still|feel|felt)\s+)?(?:bruised|cracked)\b/i],
  // A headache after or during a session ('Headache after the long swim'); a sudden, severe one is an emergency's.
  ['sessionHeadache', /(?<!\bno\s)\bheadaches?\b[^.!?\n]{0,25}?\b(?:after|during|on|since)\s+(?:the|my|a|this|today'?s|every|each)\s+(?:[\w-]+\s+){0,2}?(?:run|ride|swim|session|race|walk|hike|workout|class|intervals?|reps|sportive|parkrun)s?\b|\b(?:after|during)\s+(?:every|each|long|hard)\s+(?:[\w-]+\s+)?(?:runs?|rides?|swims?|sessions?)\b[^.!?\n]{0,25}?\bheadaches?\b/i],
  // An ankle still weak or wobbly after a sprain ('Ankle still weak after the sprain in June').
  ['weakAnkle', /\bankle\b[^.!?\n]{0,30}?\b(?:weak|wobbly|unstable|keeps\s+(?:rolling|turning|going)|gives\s+way|giving\s+way)\b[^.!?\n]{0,40}?\b(?:sprain\w*|rolled|turned|twisted)\b|\b(?:since|after)\s+(?:the|my)\s+(?:\w+\s+)?sprain\b[^.!?\n]{0,40}?\bankle\b[^.!?\n]{0,20}?\b(?:weak|wobbly|unstable)\b/i],
  // Low iron found and treated ('Blood test showed low iron, GP gave me tablets').
  ['lowIron', /\blow\s+(?:iron|ferritin|haemoglobin|hemoglobin)\b|\biron\s+(?:deficien\w*|tablets|supplements?)\b|\b(?:ferrous\s+(?:sulphate|sulfate|fumarate))\b|\banaemi[ac]\b|\banemi[ac]\b/i],
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
  ['leaking', /\bpelvic\s+floor\b[^.!?\n]{0,40}?\b(?<!\b(?:no|without|zero|never|not)\s)(?<!n't\s)(?:leak\w*|weak|gave\s+(?:way|out)|problems?|issues?)\b|\b(?<!\b(?:no|without)\s)(?:stress\s+|urinary\s+)?incontinence\b|\b(?<!\b(?:no|without|zero|never|not)\s)(?<!n't\s)(?:leak|leaking|leaked|leaks|leakage)\b[^.!?\n]{0,30}?\b(?:wee|pee|urine|bladder)\b|\b(?:wee|pee|urine|bladder)\b[^.!?\n]{0,30}?\b(?<!\b(?:no|without|zero|never|not)\s)(?<!n't\s)(?:leak|leaking|leaked|leaks|leakage)\b|\bwet\s+myself\b|\b(?:bladder\s+weakness|weak\s+bladder)\b|\bleak(?:ing|ed|s)?\s+(?:a\s+(?:bit|little)\s+)?(?:when|while|on|during|if)\s+(?:i\s+)?(?:run|running|jog\w*|jump\w*|cough\w*|sneez\w*|laugh\w*|skip\w*|lift\w*|hop\w*)\b|\b(?<!\b(?:no|without|zero|never|not)\s)(?<!n't\s)(?:leak|leaking|leaked|leaks|leakage)\b[^.!?\n]{0,60}?\bpelvic\s+floor\b|\bpelvic\s+floor\s+(?:not\s+(?:great|good|brilliant|right)|playing\s+up|letting\s+me\s+down)\b/i],
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
export const ANSWERED_FIRST: ReadonlySet<Care> = new Set<Care>(['treatment', 'tornTendon', 'possibleBreak', 'warmsUp', 'descents', 'jab', 'swimmersEar', 'eyeBleed', 'soreEyes', 'nosebleed', 'chilblains', 'swollenHands', 'hotJoint', 'backStrain', 'longCovid', 'footDrop', 'hipAtNight', 'eyeOp', 'heartburn', 'travelAnkles', 'neckStrain', 'graze', 'varicoseVeins', 'restlessLegs', 'peeTrouble', 'tinnitus', 'lateSleep', 'sunburn', 'hotFoot', 'ribs', 'weakAnkle', 'lowIron', 'shingles', 'vertigo', 'forefoot']);

/** The everyday care an entry needs (SIGNS), the first it names; null for none. */
export function everydayCareIn(entry: { title?: string | null; content: string }): Care | null {
  const text = entryText(entry);
  return SIGNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
