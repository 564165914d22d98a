/**
 * Signs that need urgent care now, not a check before the next hard session: a stroke's (one side numb or weak, speech
 * gone strange, sight lost, blurred or doubled all at once, even for minutes), a sudden severe headache, heatstroke (confusion or no sweat in the heat), a clot in
 * the leg (a calf swollen and warm or painful, above all after a long journey), a blow to the head with symptoms,
 * hypothermia (confusion with the cold, after cold water or a cold day), a foot or leg cold and pale with pain (its
 * blood supply blocked), chest pain at rest, blood coughed up, urine gone dark brown after a hard session (muscle breakdown), lips, tongue
 * or throat swelling after a sting or food (anaphylaxis), confusion, vomiting or a fit after drinking a lot of water (the
 * blood's salt fallen too low, hyponatraemia), back or leg pain with numbness between the legs or new trouble with the
 * bladder or bowel (the nerves at the base of the spine squeezed, cauda equina syndrome), a neck hurt in a crash or a fall, a cold
 * sweat with sickness (the heart short of blood, often without chest pain after 50). The reply sends the member to 999 or the same day's care, whatever else the entry says. Pure.
 */
import type { CoachTone } from '../ai/index.js';

export type Emergency = 'stroke' | 'headache' | 'spinalNerves' | 'neck' | 'waterSalt' | 'heatstroke' | 'hypothermia' | 'clot' | 'limb' | 'head' | 'chest' | 'coldSweat' | 'bloodCough' | 'darkUrine' | 'allergy';

const DRANK_LOTS = String.raw`\b(?:drank|drunk|drinking|had|downed)\s+(?:(?:far|way|much)\s+)?too\s+much\s+(?:water|fluids?)\b|\bover-?hydrat\w*|\b(?:drank|drunk|drinking|downed)\s+(?:(?:about|over|nearly|almost)\s+)?(?:\d+|two|three|four|five|six)\s+(?:litres|liters|l)\s+of\s+water\b|\b(?:drank|drunk|drinking|downed)\s+(?:lots|loads|a\s+lot|gallons)\s+of\s+water\b`;
const THINNED = String.raw`confused|confusion|disorientated|disoriented|vomit(?:ed|ing)?|threw\s+up|throwing\s+up|being\s+sick|was\s+sick|seizure|a\s+fit|collapsed`;

/** Back or leg pain ('pain down my leg', 'sciatica', 'lower back'). */
const BACK_OR_LEG = String.raw`\b(?:back|sciatica|sciatic|(?:down|in)\s+(?:my\s+|the\s+|both\s+)?legs?|legs?\s+(?:pain|painful|hurts?|hurting|aching))\b`;
/** The bladder or bowel gone wrong ("struggling to pee", "can't feel when I need the loo", 'wet myself'). */
const BLADDER = String.raw`\b(?:(?:can'?t|cannot|couldn'?t|could\s+not|struggl\w+\s+to|unable\s+to|trouble|difficulty)\s+(?:to\s+)?(?:pee|peeing|wee|weeing|pass(?:ing)?\s+urine|urinat\w+|go\s+to\s+the\s+(?:loo|toilet))|lost\s+control\s+of\s+(?:my\s+)?(?:bladder|bowels?)|(?:wet|soiled)\s+myself|(?:can'?t|cannot)\s+feel\s+when\s+i\s+need\s+(?:the\s+loo|to\s+go))\b`;
/** Numbness where a saddle touches ('numb in the saddle area', 'numb between my legs', 'no feeling around my bottom'). */
const SADDLE_NUMB = String.raw`\b(?:numb|numbness|no\s+feeling|tingling|pins\s+and\s+needles)\b[^.!?\n]{0,30}?\b(?:between\s+(?:my|the)\s+legs|saddle\s+area|(?:around|in)\s+(?:my\s+)?(?:bottom|bum|back\s+passage|genitals|groin|privates))\b`;
/** A ride's words: numbness where the saddle touches, after a ride, is its pressure, unless the bladder is affected too. */
const RIDING = /\b(?:ride|rode|riding|cycl\w*|bike|sportive|saddle\s+(?:sore|pressure|height))\b/i;

const SIGNS: ReadonlyArray<readonly [Emergency, RegExp]> = [
  [
    'stroke',
    // Speech or a face gone wrong, numbness down one side, or sight lost, blurred or doubled all at once; an arm or a hand numb alone is not
    // (a cyclist's hand on the bars, an arm slept on).
    // A limb gone weak all at once ('sudden weakness in my right leg', "couldn't lift my left arm") is one too.
    /\bsudden(?:ly)?\s+(?:weakness|weak|heaviness|heavy)\b[^.!?\n]{0,20}?\b(?:left|right|one)\s+(?:arm|leg|hand|side)\b|\b(?:couldn'?t|could\s+not|can'?t|cannot)\s+(?:lift|raise|move|grip\s+with)\s+my\s+(?:left|right)\s+(?:arm|leg|hand)\b|\b(?:face\s+(?:went\s+|felt\s+|was\s+)?(?:numb|droop(?:y|ing|ed)?)|(?:numb|weak)\s+(?:all\s+)?(?:down|on)\s+(?:one|my\s+(?:left|right)|the\s+(?:left|right))\s+side|speech\s+(?:felt\s+|went\s+|was\s+|became\s+|got\s+)?(?:odd|slurred|strange|funny|garbled|muddled|jumbled)|slurred\s+(?:my\s+)?(?:speech|words)|(?:couldn'?t|could\s+not|can'?t)\s+(?:get\s+)?(?:my\s+)?words\s+out|lost\s+(?:the\s+)?(?:sight|vision)\s+in\s+one\s+eye|(?:sight|vision)\s+in\s+one\s+eye\s+(?:suddenly\s+)?(?:went|gone|became|turned)\s+(?:blurred|blurry|dim|dark|black)|(?:sight|vision)\s+(?:suddenly\s+(?:went|became|turned)|(?:went|became|turned)\s+suddenly)\s+(?:blurred|blurry|dim|dark|black|double)|(?:sight|vision)\s+(?:went|gone|became|turned)\s+(?:blurred|blurry|dim|dark|black)\s+in\s+one\s+eye|(?:sight|vision)\s+(?:went|became|turned)\s+double|sudden(?:ly)?\s+(?:blurred|double|lost)\s+(?:vision|sight)|went\s+blind\s+in\s+one\s+eye|(?:curtain|shadow)\s+(?:came\s+)?(?:down\s+)?(?:over|across)\s+(?:my\s+|the\s+)?(?:vision|sight|eye))\b/i,
  ],
  // A face gone odd with an arm, a leg or a hand gone numb or weak ('Arm went numb during the ride and my face felt
  // odd'), or a mouth or smile drooping: the stroke's FAST signs together.
  [
    'stroke',
    /^(?=[^]*\bface\b[^.!?\n]{0,15}?\b(?:odd|funny|strange|weird|numb|tingl\w*|droop\w*|lopsided|wonky|different)\b)(?=[^]*\b(?:arm|leg|hand)\b[^.!?\n]{0,20}?\b(?:numb|weak|heavy|dead|tingl\w*|useless)\b)|\b(?:mouth|smile)\s+(?:\w+\s+)?(?:droop\w*|lopsided|wonky)\b/i,
  ],
  [
    'headache',
    // Sudden and severe, or the worst ever; not a headache alone ('a sudden headache, took paracetamol').
    /\b(?:thunderclap|explosive)\s+headache\b|\bsudden\b[^.!?\n]{0,30}?\b(?:severe|terrible|awful|excruciating|blinding|agonising|splitting)\b[^.!?\n]{0,20}?\bheadache\b|\bworst\s+headache\s+(?:ever|of\s+my\s+life|i'?ve\s+ever\s+had)\b|\bheadache\b[^.!?\n]{0,40}?\bworst\s+(?:ever|of\s+my\s+life|i'?ve\s+ever\s+had)\b/i,
  ],
  // Back or leg pain with a bladder or bowel gone wrong, or with numbness where a saddle touches: cauda equina syndrome.
  [
    'spinalNerves',
    new RegExp(String.raw`^(?=[^]*${BACK_OR_LEG})(?=[^]*(?:${BLADDER}|${SADDLE_NUMB}))`, 'i'),
  ],
  // A neck hurt in a crash or a fall ('Crashed on the descent and hurt my neck'): checked today, not ridden home on.
  [
    'neck',
    /^(?=[^]*\b(?:crash(?:ed)?|fell\s+(?:off|over|on|down|heavily|hard)|came\s+off|knocked\s+off|hit\s+by|went\s+over\s+the\s+(?:bars|handlebars)|whiplash)\b)(?=[^]*\b(?:neck\s+(?:pain|hurts?|hurting|sore|stiff|aching|injur\w*)|(?:hurt|injured|jarred|strained|wrenched|cricked)\s+(?:my\s+)?neck|pain\s+in\s+(?:my\s+)?neck|whiplash)\b)/i,
  ],
  // Confusion, vomiting or a fit after drinking far too much water ('Drank too much water before the race, confused
  // after'): the blood's salt thinned. Before heatstroke: more water is the wrong help for it.
  [
    'waterSalt',
    new RegExp(String.raw`(?:${DRANK_LOTS})[^\n]{0,100}?\b(?:${THINNED})\b|\b(?:${THINNED})\b[^\n]{0,100}?(?:${DRANK_LOTS})`, 'i'),
  ],
  [
    'heatstroke',
    // Not a muddle over something ('confused about the route').
    /\b(?:(?:felt|was|got|became|went)\s+(?:\w+\s+){0,2}?(?:confused|disorientated|disoriented)|confusion)\b(?!\s+(?:about|by|as\s+to|with|over|at))[^\n]{0,60}?\b(?:hot|heat|sun|sweat(?:ing)?)\b|\b(?:hot|heat|sun)\b[^\n]{0,60}?\b(?:confused|disorientated|disoriented|confusion)\b(?!\s+(?:about|by|as\s+to|with|over|at))|\bstopped\s+sweating\b/i,
  ],
  [
    'clot',
    /\bcalf\b[^.!?\n]{0,30}?\b(?:swollen|swelling|puffy)\b[^.!?\n]{0,40}?\b(?:warm|hot|red|hurts?|painful|tender|aching)\b|\bcalf\s+(?:pain|ache|aching)\s+and\s+(?:swelling|swollen)\b[^.!?\n]{0,40}?\b(?:flight|journey|drive|operation|surgery)\b|\b(?:swollen|puffy)\s+(?:and\s+\w+\s+)?calf\b[^.!?\n]{0,40}?\b(?:flight|journey|drive|operation|surgery)\b/i,
  ],
  [
    'head',
    /\b(?:hit|banged|knocked|bumped|smacked|cracked)\s+(?:my\s+)?head\b[^\n]{0,80}?\b(?:headache|dizzy|dizziness|sick|vomit(?:ed|ing)?|drowsy|confused|blurred|blurry|woozy)\b|\b(?:headache|dizzy|sick|vomited|drowsy|confused)\b[^\n]{0,80}?\b(?:hit|banged|knocked|bumped)\s+(?:my\s+)?head\b|\bconcussion\b|\b(?:was|got|been)\s+knocked\s+out\b/i,
  ],
  [
    'chest',
    // At rest, not in a session ('chest pain last night at rest', 'chest tight sitting watching TV').
    /\bchest\s+(?:pain|pains|tightness|pressure|discomfort|felt\s+tight)\b[^.!?\n]{0,40}?\b(?:at\s+rest|in\s+bed|lying\s+down|sitting|woke\s+me|in\s+the\s+night|last\s+night)\b/i,
  ],
  // A cold sweat with sickness, on an effort or at rest ('Cold sweat and felt sick on the climb, had to stop'): the heart
  // short of blood can feel like this, above all after 50 and without chest pain. Not in the heat (heat exhaustion's:
  // heat-exhaustion.ts), nor with a stomach bug or after a gel.
  [
    'coldSweat',
    /^(?![^]*\b(?:heat|hot|sun|sunny|humid|muggy|heatwave|bug|virus|flu|covid|food\s+poisoning|gastro\w*|norovirus|migraine|hangover|hungover|gels?)\b)(?=[^]*\b(?:cold\s+sweats?|clammy|cold\s+and\s+sweaty)\b)(?=[^]*\b(?:(?:felt|feel|feeling|was|went|got)\s+(?:\w+\s+)?(?:sick|nauseous|queasy)|nause\w*|vomit\w*|threw\s+up|being\s+sick)\b)/i,
  ],
  ['bloodCough', /\b(?:cough(?:ed|ing)?|spat|spitting|bringing)\s+up\s+(?:some\s+|a\s+(?:bit|little|lot)\s+of\s+|streaks?\s+of\s+)?blood\b|\bblood\s+(?:in|when\s+i)\s+(?:my\s+)?(?:phlegm|sputum|spit|cough(?:ed)?)\b/i],
  // Brown, cola- or tea-coloured urine after a hard or long session; dark yellow is only thirst.
  ['darkUrine', /\b(?:peed|weed|urinated|passed\s+urine|passing\s+urine)\s+(?:(?:very|really|quite)\s+)?(?:dark\s+brown|brown|cola[- ]coloured|tea[- ]coloured)\b|\b(?:wee|pee|urine)\s+(?:was\s+|is\s+|went\s+|looked\s+|came\s+out\s+)?(?:(?:very|really|quite)\s+)?(?:dark\s+brown|brown|cola(?:[- ]coloured)?|(?:the\s+)?colou?r\s+of\s+(?:cola|coke|tea)|tea[- ]coloured)\b|\b(?:dark\s+brown|brown|cola[- ]coloured|tea[- ]coloured)\s+(?:wee|pee|urine)\b/i],
  // Confusion with the cold ('Confused and shivering after the sea swim'); shivering alone, slow to rewarm, is the
  // afterdrop (cold-sessions.ts).
  [
    'hypothermia',
    /\b(?:confused|disorientated|disoriented|confusion|slurring|slurred)\b(?!\s+(?:about|by|as\s+to|with|over|at))[^\n]{0,60}?\b(?:cold|shiver(?:ing|s)?|icy|freezing)\b|\b(?:cold|shivering|icy|freezing)\b[^\n]{0,60}?\b(?:confused|disorientated|disoriented|confusion)\b(?!\s+(?:about|by|as\s+to|with|over|at))/i,
  ],
  // A foot or leg cold and pale, white or blue with pain, or leg pain at rest in the night: the blood supply blocked.
  ['limb', /\b(?:foot|feet|toes|leg|legs)\b[^.!?\n]{0,20}?\b(?:cold\s+and\s+(?:pale|white|blue)|(?:pale|white|blue)\s+and\s+cold)\b|\b(?:calf|leg|foot)\s+pain\s+(?:at\s+night|in\s+bed|at\s+rest)\b[^.!?\n]{0,40}?\b(?:pale|white|blue|cold)\b/i],
  // Lips, tongue or throat swelling, or breathing or swallowing hard, after a sting or something eaten.
  ['allergy', /\b(?:lips?|tongue|throat|mouth)\s+(?:\w+\s+)?(?:swelling|swollen|swelled|swelled\s+up|closing|tightening)\b|\b(?:swollen|swelling)\s+(?:lips?|tongue|throat)\b|\banaphyla\w*\b|\b(?:epipen|epi-pen|adrenaline\s+(?:pen|auto-?injector))\b/i],
];

/** The urgent sign the text names (see SIGNS), else null; one said to be absent ('no headache') is none. */
export function emergencyIn(text: string): Emergency | null {
  const said = text.replace(/\b(?:no|not|without|never)\s+(?:any\s+)?(?:headache|confusion|numbness|swelling)\b/gi, ' ');
  const sign = SIGNS.find(([, pattern]) => pattern.test(said))?.[0] ?? null;
  // A rider numb where the saddle touches, the bladder fine, is the saddle's pressure (saddle care), not the spine's.
  if (sign === 'spinalNerves' && RIDING.test(said) && !new RegExp(BLADDER, 'i').test(said)) return SIGNS.slice(SIGNS.findIndex(([name]) => name === 'spinalNerves') + 1).find(([, pattern]) => pattern.test(said))?.[0] ?? null;
  return sign;
}

/** What to do now about an urgent sign: 999 or the same day's care, and no training until seen. */
export function emergencySentence(emergency: Emergency, tone: CoachTone): string {
  // The action comes first: a journal folds a reply after 200 characters, and what to do now must show before 'Read more'.
  const plain = {
    stroke:
      'Call 999 now: numbness or weakness on one side, speech that goes strange, or sight lost, blurred or doubled all at once, even for a few minutes and gone now, can be a warning of a stroke, and it needs a doctor today, not when it comes back. No training until you have been seen.',
    headache:
      'Call 999 or go to A&E now: a sudden, severe headache, the worst you have had, needs checking straight away. Tell the doctor it came on during exercise. No training until you have been seen.',
    spinalNerves:
      'Go to A&E now, and call 999 if you cannot get there: back or leg pain with numbness between the legs or around the bottom, or new trouble peeing or controlling your bladder or bowels, can mean the nerves at the base of the spine are being squeezed (cauda equina syndrome), which needs treating within hours. Do not wait to see if it passes. No training until you have been seen.',
    neck:
      'Get it checked today at A&E or an urgent treatment centre, and call 999 if you have numbness, tingling or weakness in your arms or legs, or cannot move your neck: a neck hurt in a crash or a fall needs a doctor to rule out an injury to the bones. Do not drive yourself there. No training until you have been seen.',
    waterSalt:
      'Call 999 or go to A&E now, and drink no more water meanwhile: confusion, vomiting or a fit after drinking a lot of water can mean the salt in your blood has fallen too low (hyponatraemia), which is an emergency. Tell them how much you drank. No training until a doctor has checked you.',
    heatstroke:
      'Get into the shade and cool down now, and call 999 if the confusion does not clear within minutes: confusion, or no longer sweating, in the heat are signs of heatstroke, which is an emergency. Cool down with water and fanning and sip water. No training until a doctor has checked you and you feel fully normal.',
    hypothermia:
      'Get warm now, and call 999 if the confusion does not clear quickly or drowsiness comes: confusion, slurred speech or shivering you cannot stop after cold water or a cold day are signs of hypothermia. Get out of the cold and wind, into dry clothes and somewhere warm, and warm up gradually with a warm drink. No cold water until a doctor has checked you, and swim with someone who can see you.',
    clot:
      'See your GP today or call NHS 111, and call 999 if you become breathless or have chest pain: a calf that is swollen and warm or painful, above all after a long flight or journey, needs checking today for a clot. Do not run on it or massage it until a doctor has seen it.',
    limb:
      'Call your GP or NHS 111 today, and 999 if it came on suddenly or the leg is numb or weak: a foot or leg that is cold and pale, white or blue with pain, or leg pain at rest in the night, can mean its blood supply is blocked. No training until you have been seen.',
    chest:
      'Call your GP or NHS 111 now, and 999 if it comes back, lasts more than a few minutes, or comes with breathlessness, sweating or pain in the arm or jaw: chest pain or tightness at rest, even once it has passed, needs a doctor today. No training until you have been seen.',
    coldSweat:
      'Call your GP or NHS 111 now, even if it has passed, and 999 if it is still there, comes back, or comes with discomfort in the chest, arm, jaw, neck or back, or breathlessness: a cold sweat with sickness, on an effort or at rest, can be the heart short of blood, and after 50 that often comes without chest pain. No training until you have been seen.',
    bloodCough:
      'Ask your GP for an urgent appointment or call NHS 111 now, and 999 if there is a lot of it or you are struggling to breathe: coughing up blood needs a doctor today, even a little of it. No training until you have been seen.',
    darkUrine:
      'Have a doctor check it today through NHS 111 or your GP, and call 999 or go to A&E if you are passing little urine or your muscles are very painful or weak: dark brown or cola-coloured urine after a hard or long session can mean muscle breakdown, which strains the kidneys. Drink water steadily meanwhile. No training until you have been seen.',
    allergy:
      'Call 999 now, and use an adrenaline auto-injector if you have one: swelling of the lips, tongue or throat after a sting or something eaten can be anaphylaxis, a severe allergic reaction. Even if it settles, see a doctor today. No training until you have been seen.',
    head: 'Get checked today through NHS 111 or A&E, and call 999 if you are sick, drowsy or confused or the headache gets worse: a blow to the head with a headache or feeling unwell needs it, and take extra care if you take blood thinners. No training until a doctor has checked you.',
  }[emergency];
  return {
    direct: plain,
    encouraging: `Thank you for writing this down; please act on it now. ${plain}`,
    analytical: `Urgent sign logged. ${plain}`,
  }[tone];
}
