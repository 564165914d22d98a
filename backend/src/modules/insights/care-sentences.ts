/**
 * What the rule-based coach reply (rule-reply.ts) says about how the member is rather than what they did: a health
 * worry, low spirits, a rest day, a return after time off. Care comes first; never a diagnosis or a training push. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { highBloodPressure, medicineChanged, niggleOnly, warningSignIn } from './entry-kind.js';
import { FALL, fallWatchSentence } from './falls.js';
import { BP_TABLETS, onStandingOnly, posturalSentence } from './postural-dizziness.js';
import { withoutNotDone } from './sports.js';
import { entryText } from './entry-facts.js';
import { HEAD_KNOCK, headKnockSentence } from './head-knock.js';
import { gelTrouble, muscleStrain } from './entry-mentions.js';
import { emergencyIn, emergencySentence } from './emergency-signs.js';
import { diabetesSentence, diabetesSigns } from './diabetes-signs.js';
import { heatExhaustion, heatExhaustionSentence } from './heat-exhaustion.js';
import { asksToRunOnNewJoint, beforeOperationSentence, newJointRunSentence, onReplacedJoint, OPERATION_TO_COME, replacedJointSentence } from './joint-replacement.js';
import { jointGaveWay, jointGaveWaySentence, kneeTrouble, kneeTroubleSentence } from './joint-gave-way.js';
import { knownCondition, knownConditionSentence } from './known-conditions.js';

/** True when the entry names a warning sign during exercise (entry-kind.ts WARNING_SIGNS). */
export const hasWarningSigns = (entry: { title: string; content: string }) => warningSignIn(entryText(entry));

/** Who the entry says is looking after it, as the advice names them: the first named of physio, GP, consultant or surgeon, else doctor. */
function professionalOf(text: string): string {
  const named = text.match(/\b(physio|physiotherapist|gp|consultant|surgeon)\b/i)?.[1].toLowerCase();
  if (!named) return 'doctor';
  return named === 'gp' ? 'GP' : named === 'physiotherapist' ? 'physio' : named;
}

/** A professional's advice to exercise ('GP wants more weight-bearing exercise', 'physio says keep walking'): training is the treatment. */
const ADVISED_EXERCISE =
  /\b(?:gp|doctor|doc|physio|physiotherapist|consultant|nurse|specialist|surgeon)\s+(?:\w+\s+){0,2}?(?:wants|says|said|recommends|recommended|advises|advised|suggests|suggested|told\s+me|prescribed)\s+(?:me\s+)?(?:to\s+)?(?:(?:do|get|start|keep(?:\s+up)?|carry\s+on(?:\s+with)?|try|add)\s+)?(?:the\s+|my\s+)?(?:(?:more|some|regular|daily|plenty\s+of|lots\s+of)\s+)?(?:(?:weight[- ]bearing|strength|resistance|balance|gentle|aerobic|cardio)\s+)?(?:exercise|exercising|walking|walks|training|strength\s+work|weights|swimming|cycling|running|moving|active)\b/i;
/** Told by whoever the entry names to keep exercising ('Blood pressure 150/95 at the GP, told to keep exercising'). */
const TOLD_TO_EXERCISE = /\b(?:told|advised|encouraged)\s+(?:me\s+)?to\s+(?:keep(?:\s+up)?|carry\s+on|continue|start|do\s+more|get\s+more)\s+(?:(?:my|the|with|gentle|regular|more|some)\s+)?(?:exercis\w*|training|active|moving|walking|running|cycling|swimming|activity)\b/i;
/** Moving meanwhile: a session of a sport, or keeping it moving. */
const KEEPS_MOVING = /\b(?:cycling|cycled|rode|ride|swim|swam|swimming|walk|walked|walking|keeps?\s+it\s+moving|keeping\s+(?:it\s+)?moving|still\s+(?:riding|swimming|walking|running))\b/i;
/** Thinning bones named: weight-bearing and strength work are what build bone. */
const BONE = /\b(?:osteopenia|osteoporosis|bone\s+density|thinning\s+bones)\b/i;
const BONE_WORK: Record<CoachTone, string> = {
  direct: 'For bone, weight-bearing work (walking, running, stairs) and strength training twice a week are what count.',
  encouraging: 'For your bones, weight-bearing work such as walking, running or stairs, with strength training twice a week, is exactly what helps.',
  analytical: 'Bone responds to load: weight-bearing activity (walking, running, stairs) and strength training twice weekly.',
};
/** A high blood pressure a professional has seen, with exercise advised: it lowers it; straining efforts wait. */
const PRESSURE_WORK: Record<CoachTone, string> = {
  direct: 'Regular moderate exercise lowers blood pressure; leave heavy lifting and all-out efforts until the readings come down.',
  encouraging: 'Regular moderate exercise is one of the best things for blood pressure, so this helps; just leave heavy lifting and all-out efforts until your readings come down.',
  analytical: 'Regular moderate aerobic exercise lowers resting blood pressure by several mmHg; defer heavy lifting and maximal efforts until readings are controlled.',
};

/**
 * Still moving within a pain ('can only walk', 'cycling is fine', 'swimming doesn't hurt'): the first group that matched
 * is the activity.
 */
const STILL_MOVING =
  /\b(?:can\s+(?:only|still)|only\s+able\s+to|still\s+able\s+to|managing\s+to|managed\s+to)\s+(walk|swim|cycle|jog)\b|\b(walking|swimming|cycling)\s+(?:is\s+|feels\s+)?(?:ok|okay|fine|alright|all\s+right|helps|doesn'?t\s+hurt|does\s+not\s+hurt|is\s+pain[- ]free)\b/i;
/** Another activity instead ('did 30 min on the cross trainer instead', 'a gentle swim instead of the run'): the activity. */
const INSTEAD =
  /\b(?:did|went\s+for|had|switched\s+to|swapped\s+to)\s+(?:a\s+)?(?:(?:gentle|easy|short)\s+)?(?:\d+\s*(?:min|mins|minutes)\s+(?:on\s+the\s+|of\s+)?)?(?:the\s+)?(walk|swim|cycle|bike|cross[- ]?trainer|elliptical|aqua\s+jogging)\b[^.!?\n]{0,20}?\binstead\b/i;
/** What the reply calls the activity STILL_MOVING found. */
const ACTIVITY: Record<string, string> = { walk: 'walking', swim: 'swimming', cycle: 'cycling', jog: 'jogging', bike: 'cycling', elliptical: 'cross trainer', crosstrainer: 'cross trainer', 'cross-trainer': 'cross trainer' };
/** A jump in training ('after upping my mileage', 'too much too soon'). */
const TOO_MUCH = /\b(?:upping|upped|increas(?:ed|ing)|doubled|doubling|ramping|ramped)\s+(?:up\s+)?(?:my\s+|the\s+)?(?:weekly\s+)?(?:mileage|miles|distance|training|volume|load|kms?)\b|\btoo\s+much\s+too\s+soon\b/i;
/** A back or its nerve named. */
const BACK = /\b(?:sciatica|sciatic|back|disc|lumbar)\b/i;

/** A health worry, illness or injury: care first, the doctor's advice over any plan, never a diagnosis or a training push. */
export function healthSentence(entry: { title: string; content: string }, tone: CoachTone): string {
  // An urgent sign (a stroke's, a sudden severe headache, heatstroke, a clot, a blow to the head): 999 or the same day.
  const urgent = emergencyIn(entryText(entry));
  if (urgent) return emergencySentence(urgent, tone);
  // A bone broken ('Fell off my bike and broke my wrist'): the fracture clinic's word, not a fall's watching.
  if (knownCondition(entry) === 'broken' && !hasWarningSigns(entry)) return knownConditionSentence('broken', tone);
  // A fall: what to watch for over the next day or two (wrists, hips, a knock to the head), whatever the entry says of it.
  if (FALL.test(entryText(entry))) {
    // A knock to the head in it, with no symptom named (one named is the emergency above): checked today all the same.
    if (HEAD_KNOCK.test(entryText(entry))) return headKnockSentence(tone);
    return fallWatchSentence(tone, hasWarningSigns(entry));
  }
  // In a professional's care already: seeing one, or an operation done or to come ('shoulder surgery next month').
  const seeing = /\b(?:doctor|doctors|gp|physio|physiotherapist|consultant|hospital|nurse|appointment|operation|surgery|surgeon|op|replacement|a&e|admitted|kept\s+me\s+(?:in|overnight))\b/i.test(entryText(entry));
  // Warning signs during exercise (dizziness, fainting, chest pain, palpitations): a doctor's check before the next hard
  // session, and the emergency number should they come back with chest pain, breathlessness or a racing heart.
  const warning = hasWarningSigns(entry);
  const emergency = 'If it comes back with chest pain, breathlessness or a racing heart, stop and call 999 (or your local emergency number).';
  // Light-headed on standing up after a session, and nothing else: blood pooled in the legs (postural-dizziness.ts).
  const text = entryText(entry);
  if (warning && onStandingOnly(text)) return posturalSentence(tone, BP_TABLETS.test(text));
  if (!seeing && heatExhaustion(entry)) return heatExhaustionSentence(tone);
  if (warning && !seeing) {
    return {
      direct: `Get this checked by your doctor before your next hard session, whether or not it has passed. ${emergency}`,
      encouraging: `Thank you for writing this down. Please have your doctor check it before your next hard session, whether or not it has passed. ${emergency}`,
      analytical: `Warning sign logged. Symptoms like this need a medical check before further hard sessions, even once they have passed. ${emergency}`,
    }[tone];
  }
  // A blood-pressure reading that is high ('165/95 at the pharmacy'), with no professional on it yet: rechecked by the GP,
  // the same day with a severe headache, chest pain, breathlessness or a change in sight; easy sessions meanwhile.
  const pressure = !warning && !seeing ? highBloodPressure(text) : null;
  if (pressure) {
    const check = pressure.severe
      ? 'Contact your GP today, or NHS 111 out of hours, and call 999 if it comes with chest pain, breathlessness, a severe headache or a change in your sight.'
      : 'Have it checked again by your GP or practice nurse within a week or two, and the same day if it comes with a severe headache, chest pain, breathlessness or a change in your sight.';
    const rest = 'Leave training until you have spoken to them.';
    return {
      direct: `A reading of ${pressure.reading} is ${pressure.severe ? 'very ' : ''}high. ${check} ${pressure.severe ? rest : 'Until then keep to easy sessions like a walk, and leave heavy lifting and all-out efforts.'}`,
      encouraging: `Thank you for writing the reading down: ${pressure.reading} is ${pressure.severe ? 'very ' : ''}high. ${check} ${pressure.severe ? rest : 'Until then easy sessions, like a gentle walk, are fine; leave heavy lifting and all-out efforts for now.'}`,
      analytical: `Blood pressure ${pressure.reading}: above the 140/90 threshold${pressure.severe ? ', in the severe range' : ''}. ${check} ${pressure.severe ? rest : 'Meanwhile low-intensity sessions only; avoid heavy lifting and maximal efforts.'}`,
    }[tone];
  }
  // An operation to come, and moving meanwhile ('knee replacement booked for March, cycling keeps it moving'): going in
  // stronger is preparation; the surgeon's advice on what to do before and after.
  if (!warning && OPERATION_TO_COME.test(entryText(entry)) && KEEPS_MOVING.test(withoutNotDone(entryText(entry)))) {
    return beforeOperationSentence(tone);
  }
  // A session on a new joint, with no pain or worry ('Hip replacement in March, walked 8 km today').
  if (!warning && onReplacedJoint(entry)) return replacedJointSentence(tone);
  // Running asked about on one ('knee replaced 6 months ago, surgeon says fine. Can I start running?'): the surgeon's call.
  if (!warning && asksToRunOnNewJoint(entry)) return newJointRunSentence(tone);
  if (seeing && !warning && (ADVISED_EXERCISE.test(entryText(entry)) || TOLD_TO_EXERCISE.test(entryText(entry)))) {
    const who = professionalOf(entryText(entry));
    // A high reading the professional has seen: exercise lowers it; the efforts that raise it most wait.
    const bone = highBloodPressure(text) ? ` ${PRESSURE_WORK[tone]}` : BONE.test(entryText(entry)) ? ` ${BONE_WORK[tone]}` : '';
    return {
      direct: `Your ${who}'s advice is more exercise, so this is training with their blessing. Start gently, build up week by week, and tell them how it goes.${bone}`,
      encouraging: `That is useful advice: your ${who} wants you exercising, so the training is part of looking after yourself. Start gently, build up a little each week, and let them know how it goes.${bone}`,
      analytical: `Medical advice logged: your ${who} recommends exercise. Follow it, progress gradually week by week, and report back on how it is tolerated.${bone}`,
    }[tone];
  }
  // A professional has started or changed a medicine and the member kept to easy sessions ('GP started me on BP tablets,
  // 30 min easy walk'): the treatment is in hand and easy exercise fits beside it; effort by feel while it settles.
  if (seeing && !warning && medicineChanged(entry) && KEEPS_MOVING.test(withoutNotDone(text))) {
    const who = professionalOf(text);
    const pressureToo = /\b(?:blood\s+pressure|bp|hypertension)\b/i.test(text);
    return {
      direct: `Your ${who} has it in hand, and easy sessions like this fit alongside a new medicine${pressureToo ? ': regular moderate exercise helps blood pressure too' : ''}. While it settles, judge effort by feel rather than heart-rate numbers, stand up slowly after a session, and tell your ${who} if you feel faint, dizzy or unusually tired. Ask them before you add hard efforts.`,
      encouraging: `Good that your ${who} has it in hand, and easy sessions like this one fit well alongside a new medicine${pressureToo ? ': regular moderate exercise helps blood pressure too' : ''}. While it settles, go by feel rather than heart-rate numbers, stand up slowly after a session, and tell your ${who} if you feel faint, dizzy or unusually tired. Check with them before you add hard efforts.`,
      analytical: `Treatment started under your ${who}; low-intensity exercise is compatible with it${pressureToo ? ' and itself lowers blood pressure' : ''}. Until the medicine settles, use perceived effort rather than heart-rate zones, rise slowly after sessions, and report faintness, dizziness or unusual fatigue. Confirm with your ${who} before adding high-intensity work.`,
    }[tone];
  }
  if (seeing) {
    const who = professionalOf(entryText(entry));
    const also = warning ? ` ${emergency}` : '';
    return {
      direct: `Thank you for writing this down. You have done the right thing in getting it checked: follow your ${who}'s advice, and let training wait until they are happy.${also}`,
      encouraging: `Thank you for sharing this; it is sensible to take it seriously, and right that you are getting it checked. Follow your ${who}'s advice, and let the training wait until they are happy with how it is going.${also}`,
      analytical: `Health note logged. A professional opinion outranks any training plan: follow your ${who}'s advice before deciding on further sessions.${also}`,
    }[tone];
  }
  const knee = warning ? null : kneeTrouble(entry);
  if (knee) return kneeTroubleSentence(knee, tone);
  const joint = warning ? null : jointGaveWay(entry);
  if (joint) return jointGaveWaySentence(joint, tone);
  // A muscle that went mid-session ('calf went at 2 km', 'felt my hamstring go', 'pulled a calf'): a strain; stopping was right.
  if (!warning && muscleStrain(entry)) {
    return {
      direct: 'A muscle that goes mid-session is usually a strain, and stopping was right. Rest it for a few days, walk only as far as it lets you without pain, then build back gently. See a physio if it has not eased within a week, and the same day if you felt a snap or cannot walk on it.',
      encouraging: 'That is frustrating, and stopping was exactly right: a muscle that goes mid-session is usually a strain. Rest it for a few days, walk only as far as it lets you without pain, then build back gently. Please see a physio if it has not eased within a week, and get it seen the same day if you felt a snap or cannot walk on it.',
      analytical: 'Probable muscle strain during exercise; stopping was appropriate. Relative rest for several days with pain-free walking, then a graded return. Physio assessment if not improving within a week; same-day assessment after a felt snap or inability to bear weight.',
    }[tone];
  }
  // Still moving within it ('sciatica flaring, can only walk', 'knee sore but cycling is fine', 'did a swim instead'): gentle movement that does
  // not hurt helps more than full rest; a back's nerve signs need a doctor the same day.
  const moving = STILL_MOVING.exec(withoutNotDone(entryText(entry))) ?? INSTEAD.exec(entryText(entry));
  if (moving) {
    const named = (moving[1] ?? moving[2]).toLowerCase();
    const activity = ACTIVITY[named] ?? named;
    const nerve = BACK.test(entryText(entry))
      ? ' Numbness between the legs, or any change in bladder or bowel control, needs a doctor the same day.'
      : '';
    return {
      direct: `Keep to what does not hurt, like the ${activity}: gentle movement usually helps more than full rest. Stop anything that makes it worse, and see your GP or a physio if it has not settled in a week or two.${nerve}`,
      encouraging: `Thank you for sharing this. The ${activity} is a good choice: gentle movement that does not make it worse usually helps more than full rest. Stop anything that does, and see your GP or a physio if it has not settled in a week or two.${nerve}`,
      analytical: `Pain with tolerated activity (${activity}) noted. Gentle movement within comfort generally aids recovery more than rest; stop what aggravates it, and seek a GP or physio assessment if it persists beyond one to two weeks.${nerve}`,
    }[tone];
  }
  // Back pain with no nerve signs named ('Back pain after lifting the grandchildren'): most settles; keep gently moving.
  if (!warning && /\b(?:back|lower\s+back)\s+(?:pain|ache|aching|hurts|hurting|twinge|sore|gone|went)\b|\b(?:hurt|strained|twisted|tweaked)\s+my\s+back\b/i.test(text) && !/\b(?:sciatica|numb|numbness|tingling|pins\s+and\s+needles|down\s+my\s+leg|bladder|bowel|fall|fell|blood)\b/i.test(text)) {
    return {
      direct: 'Most back pain after lifting or a twist settles within a few weeks. Keep gently moving, with short walks, rather than resting in bed, and ask a pharmacist about pain relief. See your GP or a physio if it is not easing in two or three weeks, and a doctor the same day with numbness between the legs or any change in bladder or bowel control.',
      encouraging: 'I am sorry your back is sore. The good news is that most back pain after lifting or a twist settles within a few weeks, and gentle movement, like short walks, helps it more than resting in bed; a pharmacist can advise on pain relief. If it is not easing in two or three weeks, see your GP or a physio, and see a doctor the same day if there is numbness between the legs or any change in bladder or bowel control.',
      analytical: 'Acute non-specific low back pain usually resolves within weeks; staying active (short walks) outperforms bed rest, with pharmacist-advised analgesia. GP or physio review if not improving within two to three weeks; same-day assessment for saddle numbness or bladder or bowel change.',
    }[tone];
  }
  // A stomach upset by a gel or drink in a session: the gut can be trained to take fuel; the GP if it comes without one.
  if (!warning && gelTrouble(entry)) {
    return {
      direct: 'A stomach that rebels at a gel is common, and the gut can be trained: take gels with water, try half at a time or another brand, and practise on long training sessions so the day of an event holds no surprises. See your GP if it happens without fuel or comes with pain.',
      encouraging: 'That is very common, and the good news is that the gut can be trained to take fuel. Take gels with water, try half at a time or a different brand, and practise on your long training sessions so race day holds no surprises. If it happens without any fuel, or comes with pain, see your GP.',
      analytical: 'Gastrointestinal distress with carbohydrate gels is common and trainable: take them with water, split doses or change product, and rehearse intake on long sessions. Symptoms without fuel, or with pain, warrant GP review.',
    }[tone];
  }
  // A fever or a chest infection's cough ('temperature 38.5', 'coughing up green stuff'): no exercise until it has gone.
  if (/\btemperature\s+(?:of\s+)?(?:3[89]|4[01])|(?<!\bhay\s?)\bfever\b|\bcoughing\s+up\b/i.test(text)) {
    return {
      direct: 'With a temperature, no exercise at all until it has gone for a day or two; rest and drink plenty. See your GP if you are breathless, have chest pain, or are not improving after a few days, then ease back in with short, easy sessions.',
      encouraging: 'I am sorry you are unwell. With a temperature, please rest completely until it has gone for a day or two, and drink plenty. See your GP if you are breathless, have chest pain, or are not improving after a few days; then ease back in gently with short, easy sessions.',
      analytical: 'Febrile illness: no exercise until afebrile for 24-48 hours, with rest and fluids. GP review for breathlessness, chest pain or no improvement within a few days; then a graded return with short, easy sessions.',
    }[tone];
  }
  // Two of diabetes's signs ('always thirsty, up three times a night to pee'): a GP's blood test this week.
  if (!warning && diabetesSigns(text)) return diabetesSentence(tone);
  // Blood in the urine: often harmless after a long, hard session and gone in a day or two; the GP if not, or anyway after 50.
  if (/\bblood\s+in\s+(?:my\s+)?(?:urine|wee|pee)\b|\b(?:peeing|weeing|passing|passed)\s+blood\b/i.test(text)) {
    return {
      direct: 'Blood in the urine after a long or hard session is often harmless and clears within a day or two: drink well and rest. See your GP if it has not cleared in 48 hours, comes back, or comes with pain or a fever, and mention it to them even if it clears, because after 50 it is worth checking.',
      encouraging: 'That is understandably worrying. Blood in the urine after a long or hard session is often harmless and clears within a day or two, so drink well and rest. Please see your GP if it has not cleared in 48 hours, comes back, or comes with pain or a fever, and mention it to them even if it clears: after 50 it is always worth checking.',
      analytical: 'Exercise-associated haematuria is common after prolonged or intense sessions and usually resolves within 24-48 hours with rest and fluids. Persistence beyond 48 hours, recurrence, pain or fever warrant GP review; over 50, report it even if it resolves.',
    }[tone];
  }
  // Weight lost without trying, or the appetite gone: a GP appointment soon, whatever the training.
  if (/\b(?:lost|losing|dropped)\s+(?:[\d.]+\s*(?:kg|kilos?|lbs?|pounds|stone)|weight)[^.!?\n]{0,30}?without\s+trying\b|\bno\s+appetite\b|\blost\s+my\s+appetite\b/i.test(text)) {
    return {
      direct: 'Losing weight without trying, or losing your appetite, is worth a GP appointment in the next week or two, even if you feel well otherwise. Keep training easy and eat regularly until you have been seen.',
      encouraging: 'Thank you for noting this. Losing weight without trying, or losing your appetite, is something your GP will want to know about, so please book an appointment in the next week or two, even if you feel well otherwise. Keep the training easy and eat regularly until then.',
      analytical: 'Unintentional weight loss or reduced appetite warrants GP assessment within one to two weeks, independent of training. Keep training load low and intake regular in the meantime.',
    }[tone];
  }
  // A pain after a jump in training ('shin splints again after upping my mileage'): too much, too soon.
  if (TOO_MUCH.test(text)) {
    return {
      direct: 'Pain that follows a jump in training usually means too much, too soon. Drop back to what felt comfortable, build again by no more than about ten per cent a week, and see a physio if it has not settled in a week or two.',
      encouraging: 'Thank you for writing this down. Pain that follows a jump in training usually means too much, too soon, so drop back to what felt comfortable and build again by no more than about ten per cent a week. If it has not settled in a week or two, please see a physio.',
      analytical: 'Pain following a load increase suggests it outpaced adaptation. Reduce to the last comfortable volume, progress by no more than about 10% per week, and seek a physio assessment if it persists beyond one to two weeks.',
    }[tone];
  }
  // A sore part and nothing more ('Knee sore after parkrun, resting it', 'calf still sore'): a niggle's easy days and physio.
  if (!warning && niggleOnly(entry) && !/\b(?:very|really|so|extremely|badly|too)\s+(?:sore|painful|stiff)\b/i.test(text)) return niggleSentence(tone);
  // A condition known by name, back or flaring ('Plantar fasciitis flaring again'), or a frozen shoulder.
  const known = warning ? null : knownCondition(entry);
  if (known) return knownConditionSentence(known, tone);
  return {
    direct: 'Thank you for writing this down. Rest and look after yourself first; if it does not settle, or it worries you, see your doctor.',
    encouraging: 'Thank you for sharing this. Look after yourself first and rest while it lasts; if it does not settle, or it worries you, please see your doctor.',
    analytical: 'Health note logged. Training can wait: rest while it lasts, and if it persists or worsens, a doctor should assess it.',
  }[tone];
}

/** A mild niggle ('shoulder a bit achy'): an easy day or two, and a physio if it stays, worsens or changes how you move. */
export function niggleSentence(tone: CoachTone): string {
  return {
    direct: 'Keep an eye on that niggle: an easy day or two usually settles it. If it is still there in a few days, gets worse or changes how you move, stop and see a physio.',
    encouraging: 'Thank you for mentioning the niggle; noticing early is the best way to keep it small. Give it an easy day or two, and if it is still there in a few days, gets worse or changes how you move, please see a physio.',
    analytical: 'Minor niggle logged. Most settle with one to two easy days; persistence beyond a few days, worsening, or altered movement warrants a physiotherapy assessment.',
  }[tone];
}

/** Low spirits or motivation: care first, a short session the member enjoys, and someone to talk to if it stays. */
export function moodSentence(tone: CoachTone): string {
  return {
    direct: 'Flat spells happen to every athlete. Make the next session short, easy and one you enjoy, and write how you feel after it; if the low feeling stays for weeks, talk to your doctor.',
    encouraging: 'Thank you for saying how you feel. Low spells come to everyone: a short, easy session you enjoy, with company if you can, often lifts them, and if the feeling stays for weeks, please talk to someone you trust or your doctor.',
    analytical: 'Low mood or motivation noted. Short, enjoyable, easy sessions are the better choice until it lifts; if it persists for weeks, speak to your doctor.',
  }[tone];
}

/** Someone close who is ill ('mum in hospital'): caring for them is load too, and comes first; no training task. */
export function familySentence(tone: CoachTone): string {
  return {
    direct: 'Looking after someone close comes first, and it is load as well. Short, easy sessions when you can fit them help more than they cost; the plan can wait.',
    encouraging: 'That sounds like a hard time. Looking after someone you love comes first, and it takes energy too: a short, easy session when you can fit one in will help you more than it costs, and the plan will wait.',
    analytical: 'Caring load noted. Stress and disrupted routine add to training load; short, easy sessions when possible are the right choice until things settle.',
  }[tone];
}

/** Menopause and its symptoms: energy and recovery vary, flexibility is training well, strength work matters, the GP helps. */
export function menopauseSentence(tone: CoachTone): string {
  return {
    direct: 'Menopause can change sleep, energy and recovery from week to week. On low days, move the hard session rather than force it; keep the strength work for bone and muscle, and ask your GP about the symptoms.',
    encouraging: 'Menopause can change sleep, energy and recovery from one week to the next, so being flexible is training well, not giving in. Move the hard session on low days, keep some strength work for bone and muscle, and your GP can help with the symptoms.',
    analytical: 'Menopause symptoms noted. Hormonal change affects sleep, recovery and bone density: match session timing to energy, keep resistance training, and consult your GP about symptom management.',
  }[tone];
}

/** A rest day is part of training, not a gap in it. */
export function restSentence(tone: CoachTone): string {
  return {
    direct: 'A rest day is part of training: the work of your recent sessions turns into fitness while you recover.',
    encouraging: 'Rest days are part of training, not a gap in it: your body adapts to the recent work while you recover, so this day counts too.',
    analytical: 'Rest day logged. Adaptation to training happens during recovery, so planned rest belongs in every sound week.',
  }[tone];
}

/** A rest day written with the session before it ('Rest day. Sunday long run 24 km went well'): well placed after that session. */
export function restAfterSentence(session: string, tone: CoachTone): string {
  return {
    direct: `A rest day after your ${session} is well placed: the work of that session turns into fitness while you recover.`,
    encouraging: `A rest day after your ${session} is just right: your body adapts to that work while you recover, so this day counts too.`,
    analytical: `Rest day logged after the ${session}. Adaptation to that session happens during this recovery.`,
  }[tone];
}

/** A session after an illness or time off the member says is behind them: welcome back, and an easy start. */
export function returnSentence(tone: CoachTone): string {
  return {
    direct: 'Coming back after time off: keep the next few sessions short and easy, and stop if anything feels wrong.',
    encouraging: 'Welcome back. Ease in: keep the next few sessions short and easy, and stop if anything feels wrong, because fitness returns faster than it was built.',
    analytical: 'A return after time off: build back over two to three weeks of short, easy sessions before any hard work, and stop if symptoms return.',
  }[tone];
}

/** A medicine started or changed: the heart rate may move with it, so effort by feel for now, and who to tell. */
export function medicineSentence(tone: CoachTone, statin = false): string {
  // A statin leaves the heart rate alone; its known side effect is muscle aches.
  if (statin) {
    return {
      direct: 'A statin does not change your heart rate or what you can do, so train as usual. Muscle aches are its known side effect: if they come, tell your GP rather than stopping it.',
      encouraging: 'Good to hear it is going well. A statin does not change your heart rate or what you can do, so carry on training as usual; if you ever notice new muscle aches, its known side effect, tell your GP rather than stopping it.',
      analytical: 'Statins do not affect heart rate or exercise capacity; train as normal. New muscle symptoms are the recognised side effect and should be reported to your GP, without stopping the medicine.',
    }[tone];
  }
  return {
    direct: 'A change of medicine can change your heart rate, so judge effort by feel for now: easy is when you can talk in sentences. Tell your doctor or pharmacist if you feel faint, dizzy or unusually tired.',
    encouraging: 'Some medicines lower or steady the heart rate, so for now go by feel rather than the numbers: easy is when you can still talk in sentences. Tell your doctor or pharmacist if you feel faint, dizzy or unusually tired.',
    analytical: 'Medication change noted: heart-rate zones may no longer apply, so use perceived effort (the talk test) until a new baseline settles, and report faintness, dizziness or unusual fatigue to your doctor or pharmacist.',
  }[tone];
}

/**
 * A heart-rate ceiling set for the member's health ('cardiologist says under 130'): it comes before any plan; ease off
 * as the heart rate nears it, hills included; tell them of warning signs.
 */
export function heartLimitSentence({ bpm, who }: { bpm: number; who: string }, tone: CoachTone): string {
  return {
    direct: `Your ${who}'s limit of ${bpm} bpm comes before any plan: slow down as your heart rate nears it, and right down on hills. Tell them if you feel dizzy or breathless, or have chest pain.`,
    encouraging: `Keeping to your ${who}'s limit of ${bpm} bpm is exactly right, and it comes before any plan: ease off as your heart rate nears it, and slow right down on hills. Tell them of any dizziness, breathlessness or chest discomfort.`,
    analytical: `Medical heart-rate ceiling: ${bpm} bpm. It overrides any training zone: reduce intensity as it is approached, including on climbs, and report dizziness, breathlessness or chest discomfort to your ${who}.`,
  }[tone];
}

/** A low blood sugar in a session: fast sugar within reach, checks before and during, the diabetes team for the plan. */
export function lowSugarSentence(tone: CoachTone): string {
  return {
    direct: 'Plan for lows on long sessions: carry fast-acting sugar where you can reach it, check before and during, and ask your diabetes team how to adjust insulin and food for days like this.',
    encouraging: 'You handled it well by stopping to treat it. Lows are worth planning for on long sessions: carry fast-acting sugar within reach, check before and during, and ask your diabetes team how to adjust insulin and food for days like this.',
    analytical: 'Low blood glucose during exercise logged. Carry fast-acting carbohydrate within reach, monitor before and during long sessions, and review insulin and carbohydrate adjustments with your diabetes team.',
  }[tone];
}

/** A session in heat: the same pace costs more, so slower, earlier or later, and drink before and after. */
export function heatSentence(tone: CoachTone): string {
  return {
    direct: 'In heat the same pace costs more: your heart rate rises to cool you. Go early or late, slow down without guilt, and drink before and after.',
    encouraging: 'Heat makes every pace harder, because your heart works to cool you as well. Go early or late in the day, slow down without guilt, drink before and after, and keep the hard sessions for cooler days.',
    analytical: 'Heat load: cardiovascular drift raises heart rate at a given pace. Train at cooler times, reduce pace, hydrate before and after, and move intensity to cooler days.',
  }[tone];
}

/** An Achilles or heel worst first thing and easing once warm: a tendon overloaded; less load, calf raises, a physio if it stays. */
export function morningTendonSentence(tone: CoachTone): string {
  return {
    direct: 'Stiff or sore first thing and easing once you are moving is how an overloaded Achilles or heel shows itself. Cut back on hills and speed for now, do slow calf raises each day, and see a physio if it is not clearly better in two weeks, or sooner if it hurts while you run.',
    encouraging: 'Thank you for noticing the pattern: soreness first thing that eases once you are moving is typical of an Achilles or heel that has had a bit too much load, and it responds well when caught early. Ease off hills and speed for now, add slow calf raises each day, and please see a physio if it is not clearly better in two weeks, or sooner if it hurts while you run.',
    analytical: 'Morning stiffness that eases with activity is characteristic of Achilles tendinopathy or plantar fasciitis (load exceeding tissue capacity). Reduce hills and high-intensity work, start daily slow (eccentric) calf raises, and seek a physio assessment if not clearly improving within two weeks, or earlier with pain during running.',
  }[tone];
}

/** Muscle aches on a statin: a known side effect; the GP, not stopping alone; the same day with weakness or dark urine. */
export function statinSentence(tone: CoachTone): string {
  return {
    direct: 'Muscle aches are a known side effect of statins for some people, so tell your GP: a blood test can check it, and a different dose or statin often helps. Do not stop taking it on your own. Keep sessions easy meanwhile, and contact your GP the same day if your muscles feel weak or very painful, or your urine turns dark.',
    encouraging: 'It is a good question: muscle aches are a known side effect of statins for some people, and your GP will want to know. A blood test can check it, and a different dose or statin often helps, so please do not stop taking it on your own. Keep your sessions easy meanwhile, and contact your GP the same day if your muscles feel weak or very painful, or your urine turns dark.',
    analytical: 'Statin-associated muscle symptoms affect a minority of users and warrant GP review (a creatine kinase test; dose or agent changes often resolve them). Do not discontinue without advice. Keep to low intensity meanwhile; weakness, severe pain or dark urine need same-day medical assessment.',
  }[tone];
}

/**
 * Low spirits written beside a session done ('30 min walk. Feeling a bit low since retirement'): getting out was right.
 * `stressed`: stress rather than low spirits ('Bad day at work, stressed, went for a 30 min walk to clear my head').
 */
export function lowDaySessionSentence(tone: CoachTone, stressed = false): string {
  if (stressed) {
    return {
      direct: 'Moving on a stressful day was a good choice: easy exercise is one of the surest ways to bring stress down. Keep it easy on days like this, because hard training adds to the load stress already puts on your body, and let sleep come first tonight.',
      encouraging: 'Well done for getting out on a stressful day: easy exercise is one of the best ways to let stress go, and a walk to clear your head counts. Keep sessions gentle on days like this, since hard training adds to the load stress already puts on you, and be kind to yourself with sleep tonight.',
      analytical: 'Low-intensity exercise on a high-stress day aids recovery from stress. Keep intensity low on such days, as psychological stress adds to total load and slows recovery; prioritise sleep.',
    }[tone];
  }
  return {
    direct: 'Getting out on a low day was the right call: movement, daylight and company are among the best things for mood. Keep sessions easy and enjoyable while it lasts, and if the low feeling stays for weeks, talk to your doctor.',
    encouraging: 'Thank you for saying how you feel, and well done for getting out anyway: movement, daylight and company are some of the best things for a low mood. Keep the sessions easy and ones you enjoy, perhaps with others, and if the feeling stays for weeks, please talk to someone you trust or your doctor.',
    analytical: 'Low mood noted alongside the session. Regular moderate activity, daylight and social contact all help mood; keep intensity low and enjoyment high, and seek your doctor if it persists for weeks.',
  }[tone];
}
