/**
 * The advice of the rule-based coach reply (rule-reply.ts): the one sentence, or few, that answers what the entry is
 * about, chosen in order of what matters most (urgent signs and a question first, then care, then the session). Each
 * says why, in the coach's tone. Pure.
 */
import { nearMiss, nearMissSentence } from './near-miss.js';
import { drowsyAtTheWheel, drowsyDrivingSentence } from './drowsy-driving.js';
import { afterDrinking, alcoholSentence } from './alcohol.js';
import { coldSession, coldSessionSentence } from './cold-sessions.js';
import { missedSessions, missedSessionsSentence, notFeelingIt, notFeelingItSentence, wentAnyway, wentAnywaySentence } from './missed-sessions.js';
import { knownCondition, knownConditionSentence } from './known-conditions.js';
import { yearTargetIn, yearTargetSentence } from './year-target.js';
import { ageGrade, ageGradeSentence } from './age-grade.js';
import { inTheDark } from './dark-sessions.js';
import { coldInSession, onlyACold, trainingWithAColdSentence } from './common-cold.js';
import { ridersAches, ridingAche, ridingAcheSentence, ridingPositionSentence } from './riding-position.js';
import { numbFeet, numbFeetSentence } from './numb-feet.js';
import { outOfWaterSentence, shortOnTheDay } from './out-of-water.js';
import { strongDay, strongDaySentence } from './strong-day.js';
import { stomachSentence, stomachTrouble } from './stomach-trouble.js';
import { snowCleared, snowSentence } from './snow-clearing.js';
import { asthmaSentence } from './asthma.js';
import { descendingSentence, nervousDescending } from './descending.js';
import { fearOfFalling, fearOfFallingSentence } from './falls.js';
import { hopeless } from './crisis.js';
import { medicineStopped, medicineStoppedSentence } from './medicines-stopped.js';
import { stressFracture, stressFractureSentence } from './stress-fracture.js';
import { periodSentence, periodTrouble } from './periods.js';
import { lumpIn, lumpSentence } from './lumps.js';
import { eventAheadSentence, eventFear } from './event-ahead.js';
import { easyHeartRateSentence, easyHeartRateTooHigh } from './easy-heart-rate.js';
import { recoveryWeekDue, recoveryWeekSentence } from './recovery-week.js';
import { lastingSign, lastingSignSentence } from './lasting-signs.js';
import { longTermCondition, longTermConditionSentence } from './long-term-conditions.js';
import { emergencyIn } from './emergency-signs.js';
import { kneePain, kneePainSentence } from './knee-pain.js';
import { ANSWERED_FIRST, everydayCareIn } from './everyday-care.js';
import { everydayCareSentence } from './everyday-care-sentences.js';
import { bikeStolen, bikeStolenSentence, hadMechanical, mechanicalSentence } from './bike-mechanicals.js';
import { plantBasedChange, plantBasedSentence } from './plant-based.js';
import { asksToRunOnNewJoint, newHipSwimSentence, newJointRunSentence, newJointWorry, newJointWorrySentence, onReplacedJoint, replacedJointSentence, swimOnNewHip } from './joint-replacement.js';
import { hydrationSentence, hydrationTrouble } from './hydration.js';
import { jointNoiseSentence, painlessJointNoise } from './joint-noises.js';
import { bereaved, griefSentence } from './grief.js';
import { weekKind, weekTotalSentence } from './week-total.js';
import { sprainBefore, sprainReturnSentence } from './sprain-return.js';
import { gaveBlood, gaveBloodSentence } from './gave-blood.js';
import { icyUnderfoot, winterFootingSentence } from './winter-footing.js';
import type { CoachTone } from '../ai/index.js';
import { familySentence, hasWarningSigns, healthSentence, lowDaySessionSentence, morningTendonSentence, niggleSentence, statinSentence, heartLimitSentence, heatSentence, lowSugarSentence, medicineSentence, menopauseSentence, moodSentence, restAfterSentence, restSentence, returnSentence } from './care-sentences.js';
import { goalReachedSentence } from './goal-reached.js';
import { activeDaySentence, aquafitSentence, aquaSentence, backToBackSentence, dailySentence, effortSentence, gameSentence, longSessionSentence, milestoneSentence, mobilitySentence, multiSportSentence, preRaceSentence, trainsARaceChange, programmeSentence, severalSentence, steadySentence, strengthSentence, structuredSentence, techniqueSentence } from './session-sentences.js';
import { bikeFitSentence, birthdaySentence, clubSentence, easingSentence, enteredSentence, healthNewsSentence, newShoesSentence, noteSentence, planSentence, plateauSentence, rehabSentence, restingHeartRate, restingHeartRateSentence, weightSentence } from './note-sentences.js';
import { bonkSentence, coldWaterSentence, crampSentence, domsSentence, flatDaySentence, openWaterPanicSentence, poorSleepRestSentence, poorSleepSessionSentence, saddleSentence, swimmersNeckSentence, workedMusclesSentence, dispiritedSentence, watchVerdictSentence, vo2MaxUpSentence } from './session-care-sentences.js';
import { effortClaimed, milestonesClaimed } from './effort.js';
import { didNotFinish, didNotFinishSentence, raceDone, raceDoneSentence, raceOnEmptySentence } from './race-done.js';
import { describeSession, entryText, isBackToBack, isBrick, isDaily, list, restBefore, type EntryFacts } from './entry-facts.js';
import { quoted } from './quoted.js';
import { answerSentence } from './question-answers.js';
import { easyReadingOutOfReach, questionIn, questionTopicIn, heartRateWorry } from './questions.js';
import { EASY_FOLLOW_UP, isMobility } from './sports.js';
import { afterPoorNight, isLowSpirits, isPlan, isPreRace, isReturn, mildNiggle, isLongSession, medicalHeartRateLimit, rehabDone, saddleTrouble, medicineChanged, mentionsMenopause, milestonePhrases, needsCare, noteTopic, type EntryKind } from './entry-kind.js';
import { isBeginnerProgramme, isStructured } from './structured-work.js';
import { othersSayTooMuch, othersSayTooMuchSentence, bleedingAfterMenopause, bleedingAfterMenopauseSentence, bloodThinnerAfterFall, bowelBleeding, bowelBleedingSentence, groupNerves, groupNervesSentence, lastingTiredness, lastingTirednessSentence, lonely, lonelySentence, menopausalJoints, menopausalJointsSentence, underFuelled, underFuelledSentence } from './wellbeing.js';
import { afterInfection, afterInfectionSentence, asksBackAfterIllness, backAfterIllnessSentence, breathlessSinceIllness, breathlessSinceIllnessSentence, chestInfectionNow, chestInfectionSentence } from './after-illness.js';
import { gelTrouble, slowToRewarm, vo2MaxDown, vo2MaxUp, activeDay, atGoalPace, bikeFit, birthdayAge, bonked, fastedAndEmpty, coldOpenWater, delayedSoreness, dispirited, nightCramp, flatDay, easing, entered, hadCramp, healthNews, inHeat, isTechnique, lowBloodSugar, mentionsAsthma, newShoes, openWaterPanic, joinedClub, morningTendon, plateau, statinAches, swimmersNeck, watchVerdict, weighIn, workedMuscles } from './entry-mentions.js';

/** Left behind by others ('everyone overtook me on the hill', 'dropped by the younger ones'). */
const BY_OTHERS = /\b(?:dropped|passed|overtaken|overtook|younger|everyone|the\s+others)\b/i;

/** An event named, raced or trained for ('Marathon in 3 weeks, 32 km long run'), whose day a long session's fuelling rehearses. */
const EVENT_NAMED = /\b(?:marathon|half|race|event|sportive|triathlon|tri|ultra|ironman|century|audax|10k|5k|10\s+miler?|gran\s+fondo)\b/i;

/** `reached`: the goal, when this entry is the first to say its event is done (goal-reached.ts), else null. */
/** The return's easy start; after an infection, with the two easy weeks and the signs to stop for. */
const welcomeBack = (entry: { title: string; content: string }, tone: CoachTone) =>
  afterInfection(entry) ? `${returnSentence(tone)} ${afterInfectionSentence(tone)}` : returnSentence(tone);

export function adviceSentence(entry: { title: string; content: string }, facts: EntryFacts, kind: EntryKind, reached: string | null, tone: CoachTone): string {
  // A question is answered (warning signs first): a worry's when it asks about an illness or a pain ('Is it ok to swim
  // with a sore shoulder?'), a session's or a rest day's when it asks what the reply can answer, a note's always.
  // Muscle aches on a statin, asked about or not ('legs ache on every run, should I stop the statins?'): the GP first.
  // A prescribed medicine stopped by the member (medicines-stopped.ts): the GP told, a blood thinner today.
  const stopped = hasWarningSigns(entry) ? null : medicineStopped(entry);
  if (stopped) return medicineStoppedSentence(stopped, tone);
  if (statinAches(entry) && !hasWarningSigns(entry)) return statinSentence(tone);
  // Bleeding from the bottom (a GP's check this week after 50), and eating far too little to lose weight (wellbeing.ts).
  if (bowelBleeding(entry) && !hasWarningSigns(entry)) return bowelBleedingSentence(tone);
  if (bleedingAfterMenopause(entry) && !hasWarningSigns(entry)) return bleedingAfterMenopauseSentence(tone);
  // Angina in a session (its own rules, 999's among them: before the warning signs' check), COPD, lymphoedema and hormone
  // therapy for cancer (long-term-conditions.ts).
  const condition = emergencyIn(entryText(entry)) ? null : longTermCondition(entry);
  if (condition && (condition === 'angina' || !hasWarningSigns(entry))) return longTermConditionSentence(condition, tone);
  // Period pain and heavy periods (periods.ts); swollen glands and a new lump (lumps.ts): what helps, and when the GP.
  const periods = hasWarningSigns(entry) ? null : periodTrouble(entry);
  if (periods) return periodSentence(periods, tone, kind === 'session');
  const lump = hasWarningSigns(entry) ? null : lumpIn(entry);
  if (lump) return lumpSentence(lump, tone);
  // Night sweats with weight lost, both ankles swelling, daily headaches for weeks: the GP soon (lasting-signs.ts).
  const lasting = hasWarningSigns(entry) ? null : lastingSign(entry);
  if (lasting) return lastingSignSentence(lasting, tone);
  if (groupNerves(entry) && !hasWarningSigns(entry)) return groupNervesSentence(tone);
  if (othersSayTooMuch(entry) && !hasWarningSigns(entry)) return othersSayTooMuchSentence(tone);
  // Three or more hard weeks in a row: a lighter week is due (recovery-week.ts).
  if (kind !== 'health' && !hasWarningSigns(entry) && recoveryWeekDue(entry)) return recoveryWeekSentence(tone);
  // Nerves about an event weeks ahead: what to rehearse, and the fear named (event-ahead.ts).
  const fear = kind === 'health' || hasWarningSigns(entry) ? null : eventFear(entryText(entry));
  if (fear) return eventAheadSentence(fear, tone);
  // Hopelessness on a day without a session is low spirits, whatever it asks ("What's the point of it all?").
  if (hopeless(entry) && (kind === 'note' || kind === 'rest')) return moodSentence(tone);
  if (fearOfFalling(entryText(entry)) && !hasWarningSigns(entry)) return fearOfFallingSentence(tone);
  if (underFuelled(entry) && !hasWarningSigns(entry)) return underFuelledSentence(tone);
  if (lastingTiredness(entry) && !hasWarningSigns(entry)) return lastingTirednessSentence(tone);
  // A VO2 max said to fall is answered beside a session too ('Easy 8 km, VO2 max down again' was 'structured work').
  if (((watchVerdict(entry) && !facts.distance && !facts.duration) || vo2MaxDown(entry)) && !hasWarningSigns(entry)) return watchVerdictSentence(tone, vo2MaxDown(entry));
  // So is one said to rise ('VO2 max on Garmin went up to 46' was a note about the days between sessions).
  if (vo2MaxUp(entry) && !hasWarningSigns(entry)) return vo2MaxUpSentence(tone);
  if (joinedClub(entry) && !facts.distance && !facts.duration && kind !== 'health') return clubSentence(tone);
  // A steroid injection answers what the entry asks of it too ('Cortisone jab in my shoulder yesterday, can I swim?').
  if (everydayCareIn(entry) === 'injection' && !hasWarningSigns(entry)) return everydayCareSentence('injection', tone);
  // When to start again after flu, covid or a chest infection: not the neck check, which is for training while ill.
  if (asksBackAfterIllness(entry) && !hasWarningSigns(entry)) return backAfterIllnessSentence(tone);
  // A worry in a replaced joint is the surgeon's team's, before any rule for pain in a joint of one's own.
  if (newJointWorry(entry) && !hasWarningSigns(entry)) return newJointWorrySentence(tone);
  // Running asked about on one, whatever the entry's kind ('Had my knee replaced 6 months ago, when can I start running?').
  if (asksToRunOnNewJoint(entry) && !hasWarningSigns(entry)) return newJointRunSentence(tone);
  // Swimming on a new hip, done or allowed: the strokes that do not twist it first (was the return's easy start).
  if (swimOnNewHip(entry) && !hasWarningSigns(entry)) return newHipSwimSentence(tone);
  // A heart rate that will not come down on easy sessions (easy-heart-rate.ts), asked about or not; a bike stolen.
  if (kind !== 'health' && !hasWarningSigns(entry) && easyHeartRateTooHigh(entry)) return easyHeartRateSentence(tone);
  if (kind !== 'health' && bikeStolen(entry)) return bikeStolenSentence(tone);
  const question = questionIn(entry);
  const topic = question && !hasWarningSigns(entry) ? questionTopicIn(entry) : null;
  // A pain asked about that has its own care ('How do I stop my knees hurting on downhills?': the descents') gets that.
  // So does a question the rules have no topic for when the entry names such care ('Pelvic floor weak since menopause,
  // can I still run?': was 'ask a club coach').
  const painCare = topic === 'pain' || topic === 'other' ? everydayCareIn(entry) : null;
  if (painCare && (ANSWERED_FIRST.has(painCare) || topic === 'other')) return everydayCareSentence(painCare, tone);
  if (topic && (kind === 'health' ? topic === 'illness' || topic === 'pain' || topic === 'heart' || topic === 'restingHrUp' || topic === 'diabetes' || topic === 'beforeOp' || topic === 'afterOp' || topic === 'antibiotics' : kind === 'note' || topic !== 'other')) return answerSentence(topic, tone, heartRateWorry(entry));
  if (kind === 'session' && !hasWarningSigns(entry) && easyReadingOutOfReach(entry, isStructured(entry, facts))) return answerSentence('heartRate', tone, 'reading');
  if (kind === 'health' && swimmersNeck(entry, facts) && !hasWarningSigns(entry)) return swimmersNeckSentence(tone);
  if (morningTendon(entry) && !hasWarningSigns(entry)) return morningTendonSentence(tone);
  const care = hasWarningSigns(entry) ? null : everydayCareIn(entry);
  // (After a fall on a blood thinner, with what to get checked today.)
  if (care && ANSWERED_FIRST.has(care)) return bloodThinnerAfterFall(entry, everydayCareSentence(care, tone), tone);
  // Thinning bones worried about with no professional's word on them yet ('Osteoporosis, worried about falling off the
  // bike'; was 'rest and look after yourself first'); with it, the health answer gives their advice.
  if (care === 'thinBones' && kind === 'health' && !/\b(?:gp|doctor|physio|consultant|nurse|specialist)\b/i.test(entryText(entry))) return everydayCareSentence(care, tone);
  // A cold, a cough or flu and nothing else: the neck check, not a worry's 'rest while it lasts'.
  if (!care && onlyACold(entry, kind) && !hasWarningSigns(entry)) return answerSentence('illness', tone);
  // A session done with one: the neck check for it (easy is fine above the neck; below it, rest).
  const coldNow = care || hasWarningSigns(entry) ? null : coldInSession(entry, kind);
  if (coldNow) return trainingWithAColdSentence(coldNow, tone);
  if (ridersAches(entry, facts) && !hasWarningSigns(entry)) return ridingPositionSentence(tone);
  const ache = hasWarningSigns(entry) ? null : ridingAche(entry, facts);
  if (ache) return ridingAcheSentence(ache, tone);
  if (numbFeet(entry, facts) && !hasWarningSigns(entry)) return numbFeetSentence(tone);
  // Stomach trouble in a session, not a gel's (care-sentences.ts) nor with blood (a worry's answer).
  const gut = hasWarningSigns(entry) || gelTrouble(entry) || /\bblood\b/i.test(entryText(entry)) ? null : stomachTrouble(entry);
  if (gut) return stomachSentence(gut, tone);
  // A stress fracture, suspected from its signs or diagnosed; breathlessness that has lasted since an infection.
  const bone = hasWarningSigns(entry) ? null : stressFracture(entry);
  if (bone) return stressFractureSentence(bone, tone);
  if (breathlessSinceIllness(entry) && !hasWarningSigns(entry)) return breathlessSinceIllnessSentence(tone);
  // A chest infection now, with no return told (after-illness.ts): rest, a slow way back, the GP and 999's signs.
  if (kind === 'health' && chestInfectionNow(entry) && !isReturn(entry) && !hasWarningSigns(entry)) return chestInfectionSentence(tone);
  // Knee pain by where it is: the iliotibial band's on the outside, the kneecap's at the front (knee-pain.ts).
  const knee = kind === 'rest' || hasWarningSigns(entry) ? null : kneePain(entry);
  if (knee) return kneePainSentence(knee, tone);
  if (menopausalJoints(entry) && !hasWarningSigns(entry)) return menopausalJointsSentence(tone);
  if (kind === 'health') return mildNiggle(entry) && !hasWarningSigns(entry) ? niggleSentence(tone) : bloodThinnerAfterFall(entry, healthSentence(entry, tone), tone);
  // Sleepy at the wheel on the way home: a danger greater than the day's, before any session's advice.
  if (drowsyAtTheWheel(entry)) return drowsyDrivingSentence(tone);
  // A known condition told with no worry's word ('Achilles playing up again') is as a worry's.
  const known = kind === 'note' && !hasWarningSigns(entry) ? knownCondition(entry) : null;
  if (known) return knownConditionSentence(known, tone);
  if (bereaved(entry)) return griefSentence(kind === 'session', tone);
  // A heart-rate ceiling set by the member's doctor is kept to, whatever the session (a worry or warning signs come first).
  const limit = medicalHeartRateLimit(entry);
  if (limit && !hasWarningSigns(entry)) return heartLimitSentence(limit, tone);
  if (lonely(entry)) return lonelySentence(tone);
  if (isLowSpirits(entry, kind)) return moodSentence(tone);
  if (needsCare(entry, kind)) return familySentence(tone);
  if (mentionsMenopause(entry) && !effortClaimed(entry).length) return menopauseSentence(tone);
  if (gaveBlood(entry)) return gaveBloodSentence(tone);
  // ('Hardly trained this week' names training, but no session of it.)
  const noSession = kind !== 'session' || (!facts.sport && !facts.distance && !facts.duration);
  // One skipped for want of the will ('sofa won') is no rest day, nor a note about the days between sessions.
  if (noSession && notFeelingIt(entry)) return notFeelingItSentence(tone);
  if (noSession && missedSessions(entry)) return missedSessionsSentence(tone);
  if (kind === 'rest') {
    const before = restBefore(entry, facts);
    if (before) return restAfterSentence(describeSession(before)!, tone);
    if (restingHeartRate(entry) === 'up') return restingHeartRateSentence('up', tone);
    return isReturn(entry) ? welcomeBack(entry, tone) : afterPoorNight(entry) ? poorSleepRestSentence(tone) : restSentence(tone);
  }
  // Stiff a day or two after another day's session, with no session of its own: normal soreness, eased by moving.
  if (delayedSoreness(entry) && !facts.distance && !facts.duration) return domsSentence(tone);
  // The goal reached comes before a return's caution ('first time under 30 since my hip replacement').
  if (reached) return goalReachedSentence(entry, reached, tone);
  // A race finished on the way back ('Half marathon in 2:24, slowest ever but I finished after my knee op') is congratulated.
  if (kind === 'session' && sprainBefore(entry) && (facts.distance || facts.duration)) return sprainReturnSentence(tone);
  if (isReturn(entry) && !(kind === 'session' && raceDone(entry, facts))) return welcomeBack(entry, tone);
  const eased = kind === 'session' ? easing(entry) : null;
  if (eased) return easingSentence(eased, tone);
  if (kind === 'session' && plateau(entry)) return plateauSentence(tone);
  if (medicineChanged(entry)) return medicineSentence(tone, /\bstatins?\b/i.test(entryText(entry)));
  if (lowBloodSugar(entry)) return lowSugarSentence(tone);
  if (mentionsAsthma(entry)) return asthmaSentence(tone, entryText(entry));
  // The momentum keywords and the phrases only the reply names ('half marathon done'), a keyword inside a phrase once.
  const phrases = milestonePhrases(entry);
  const milestone = [...phrases, ...milestonesClaimed(entry).filter((k) => !phrases.some((p) => p.includes(k)))];
  const effort = effortClaimed(entry);
  // After several sports, the easy day of the last one ('ride then run': an easy jog or a walk).
  const last = facts.others.at(-1) ?? facts.sport;
  const easy = last ? EASY_FOLLOW_UP[last] : 'easy movement';
  if (isPreRace(entry)) return preRaceSentence(tone);
  const dnf = kind === 'session' || kind === 'note' ? didNotFinish(entry, facts) : null;
  if (dnf) return didNotFinishSentence(dnf, tone);
  if (facts.week) return weekTotalSentence(facts.week, weekKind(entryText(entry)), tone);
  if (rehabDone(entry)) return rehabSentence(tone);
  if (saddleTrouble(entry)) return saddleSentence(tone);
  // Safety in cold water, and cramp, come before praise of the session.
  if (coldOpenWater(entry, facts)) return coldWaterSentence(tone, openWaterPanic(entry, facts), slowToRewarm(entry));
  if (openWaterPanic(entry, facts)) return openWaterPanicSentence(/\b(?:settled|calmed|relaxed|was\s+fine|got\s+into\s+it)\b/i.test(entryText(entry)), tone);
  if (kind === 'session' && hadCramp(entry)) return crampSentence(tone, nightCramp(entry));
  if (kind === 'session' && icyUnderfoot(entry)) return winterFootingSentence(tone, facts.sport === 'ride');
  if (kind === 'session' && workedMuscles(entry)) return workedMusclesSentence(tone);
  // (A race finished in the heat is congratulated first: 'Ran the Great North Run in 2:14, hot day'.)
  if (kind === 'session' && inHeat(entry) && !raceDone(entry, facts)) return heatSentence(tone);
  // A day out that ran short of water or lost its way: drinking back, then what to carry and tell someone.
  const short = kind === 'session' && !hasWarningSigns(entry) ? shortOnTheDay(entry) : null;
  if (short) return outOfWaterSentence(short, tone, entry);
  // A bottle frozen on the way, or soaked indoors: what to drink, and how.
  const drink = hasWarningSigns(entry) ? null : hydrationTrouble(entry);
  if (drink && (kind === 'session' || drink === 'overdrunk')) return hydrationSentence(drink, tone);
  const cold = kind === 'session' ? coldSession(entry, facts) : null;
  if (cold === 'numb') return coldSessionSentence(cold, tone, facts.sport === 'ride');
  if (kind === 'session' && inTheDark(entry)) return answerSentence('dark', tone);
  if (kind === 'session' && afterDrinking(entry)) return alcoholSentence(tone);
  if (nearMiss(entry)) return nearMissSentence(entry, facts, tone);
  // Snow cleared by hand: heavy work in the cold, done safely, and the signs to stop for.
  const snow = hasWarningSigns(entry) ? null : snowCleared(entry);
  if (snow) return snowSentence(snow, tone);
  // Nerves descending on the bike ('scared on the descents'): the skills that bring confidence.
  if (kind === 'session' && !hasWarningSigns(entry) && nervousDescending(entry, facts)) return descendingSentence(tone);
  // An injury mending is news in a note; beside a session the session's advice comes first.
  if (care && (care !== 'healing' || kind === 'note')) return everydayCareSentence(care, tone);
  const age = birthdayAge(entry);
  if (age) return birthdaySentence(age, tone);
  if (kind === 'note' && entered(entry)) return enteredSentence(tone);
  // A race gone wrong ('Very down after the race, didn't hit my time') is no milestone.
  if (dispirited(entry) && !phrases.length) return dispiritedSentence(BY_OTHERS.test(entryText(entry)), tone);
  const race = kind === 'session' ? raceDone(entry, facts) : null;
  // 'finished' and 'race' only say a race was done, which is congratulated as such ('Zwift race, finished 45th of 60').
  // A first race of its kind is congratulated as that race ('Ran my first half marathon, 2:21': 'your first half marathon').
  const first = race ? milestone.find((phrase) => phrase.startsWith('my first ')) : undefined;
  if (first) return raceDoneSentence(first.replace(/^my /, 'your '), tone);
  if (milestone.length && !(race && milestone.every((word) => /^(?:completed|finished|race|event)$/.test(word)))) return milestoneSentence(quoted(milestone.slice(0, 2), entryText(entry)), facts.sport, tone);
  // An event finished on an empty tank ('Sportive 100 km, 5h10. Bonked at 80 km'): well done, and the fuel's lesson.
  if (race && bonked(entry)) return raceOnEmptySentence(race, tone);
  if (race) return raceDoneSentence(race, tone);
  const grade = kind === 'session' ? ageGrade(entry) : null;
  if (grade) return ageGradeSentence(grade, tone);
  if (kind === 'session' && (noteTopic(entry) === 'mood' || noteTopic(entry) === 'stress') && !dispirited(entry)) return lowDaySessionSentence(tone, noteTopic(entry) === 'stress');
  if (kind === 'session' && dispirited(entry)) return dispiritedSentence(BY_OTHERS.test(entryText(entry)), tone);
  // A lesson called 'tough' was hard to learn, not a hard session to recover from.
  if (effort.length && kind === 'session' && isTechnique(entry)) return techniqueSentence(tone, quoted(effort.slice(0, 2), entryText(entry)));
  if (kind === 'session' && fastedAndEmpty(entry)) return bonkSentence(tone, true);
  if (effort.length && kind === 'session' && bonked(entry)) return bonkSentence(tone);
  if (effort.length) return afterPoorNight(entry) && kind === 'session' && !isStructured(entry, facts) ? poorSleepSessionSentence(tone, true) : effortSentence(quoted(effort.slice(0, 2), entryText(entry)), easy, tone);
  const resting = restingHeartRate(entry);
  if (kind === 'note' && resting) return restingHeartRateSentence(resting, tone);
  const target = kind === 'note' ? yearTargetIn(entryText(entry)) : null;
  if (target) return yearTargetSentence(target, tone);
  if (kind === 'note' && isPlan(entry)) return planSentence(tone);
  if (kind === 'note' && newShoes(entry)) return newShoesSentence(tone);
  if (kind === 'note' && bikeFit(entry)) return bikeFitSentence(tone);
  if (kind === 'note' && healthNews(entry)) return healthNewsSentence(tone);
  const weight = kind === 'note' ? weighIn(entry) : null;
  if (weight) return weightSentence(weight.down, tone);
  if (kind === 'note' && activeDay(entry)) return activeDaySentence(tone);
  if (kind === 'note' && plantBasedChange(entry)) return plantBasedSentence(tone);
  if (kind === 'note' && nightCramp(entry)) return crampSentence(tone, true);
  if (kind === 'note' && hadMechanical(entry)) return mechanicalSentence(tone);
  // A bonk told with no session named ('Forgot my gels, bonked at 30 km'): the fuelling it asks for.
  if (kind === 'note' && bonked(entry)) return bonkSentence(tone);
  if (kind === 'note' && painlessJointNoise(entry)) return jointNoiseSentence(tone);
  if (kind === 'note') {
    const topic = noteTopic(entry);
    // (Low spirits and family were answered above.)
    return noteSentence(topic === 'sleep' || topic === 'stress' ? topic : null, tone);
  }
  if (afterPoorNight(entry) && !isStructured(entry, facts)) return poorSleepSessionSentence(tone);
  if (kind === 'session' && onReplacedJoint(entry)) return replacedJointSentence(tone);
  // A joint that clicks without pain: reassurance, before the session's kind is praised ('Left knee clicks when I squat').
  if (kind === 'session' && painlessJointNoise(entry)) return jointNoiseSentence(tone);
  if (isBrick(facts)) {
    const order = [facts.sport!, ...facts.others];
    return multiSportSentence(list(order), easy, tone, trainsARaceChange(order));
  }
  if (facts.sport === 'strength' || facts.others.includes('strength')) return strengthSentence(tone);
  if (isMobility(facts.sport)) return mobilitySentence(tone);
  if (facts.sport === 'aqua') return aquaSentence(tone);
  if (facts.sport === 'aquafit') return aquafitSentence(tone);
  if (facts.sport === 'tennis' || facts.sport === 'golf') return gameSentence(facts.sport, tone);
  if (kind === 'session' && isBeginnerProgramme(entry)) return programmeSentence(tone);
  // Heavy legs after several sessions ('Saturday ride, Sunday run, legs heavy today') are the fatigue they built.
  const flat = kind === 'session' && !effortClaimed(entry).length ? flatDay(entry) : null;
  if (flat && facts.sessions) return flatDaySentence(flat, tone);
  if (facts.sessions && isDaily(entry)) return dailySentence(facts.sport === 'walk' || isMobility(facts.sport), tone);
  if (facts.sessions) return isBackToBack(entry) ? backToBackSentence(tone) : severalSentence(tone);
  if (kind === 'session' && isTechnique(entry)) return techniqueSentence(tone);
  if (kind === 'session' && bonked(entry)) return bonkSentence(tone);
  if (kind === 'session' && isLongSession(entry, facts)) return longSessionSentence(atGoalPace(entry), tone, facts.sport === 'walk' || facts.sport === 'hike', atGoalPace(entry) || EVENT_NAMED.test(entryText(entry)));
  if (kind === 'session' && isStructured(entry, facts)) return structuredSentence(easy, tone);
  if (kind === 'session' && plantBasedChange(entry)) return plantBasedSentence(tone);
  if (flat) return flatDaySentence(flat, tone);
  if (kind === 'session' && hadMechanical(entry)) return mechanicalSentence(tone);
  // A steady session on an injury mending ('Knee injury much better, easy 5 km'): keep the rehab and the gradual build.
  if (care === 'healing') return everydayCareSentence(care, tone);
  if (cold) return coldSessionSentence(cold, tone, facts.sport === 'ride');
  // A session felt strong in ('Felt really strong on the hills'): what to note to have such a day again.
  const strong = kind === 'session' ? strongDay(entry) : null;
  if (strong) return strongDaySentence(strong, tone);
  if (kind === 'session' && wentAnyway(entry)) return wentAnywaySentence(tone);
  return steadySentence(tone);
}
