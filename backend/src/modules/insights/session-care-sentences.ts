/**
 * What the rule-based coach reply (rule-reply.ts) says of a session that went wrong or hurt, or needs care to be safe:
 * after a poor night, a flat day, a bonk, cramp, cold open water, panic in open water, a sore neck from swimming, saddle
 * pain. Each says why, in the coach's tone. Pure.
 */
import type { CoachTone } from '../ai/index.js';

/**
 * A session after a poor night: easy was right, hard work on little sleep costs more than it gives. `struggled`: it
 * felt hard ('Struggled today. 3 miles felt like 10... no sleep'), which is the lost sleep, not lost fitness.
 */
/** A rest day taken after a poor night ('Terrible night's sleep so took a rest day'): the right call, and sleep first. */
export function poorSleepRestSentence(tone: CoachTone): string {
  return {
    direct: 'Resting after a poor night was right: hard work on little sleep costs more than it gives. Make sleep the priority tonight and keep the next session easy.',
    encouraging: 'Resting after a poor night was a good call, because hard work on little sleep costs more than it gives. Recovery leans on sleep, and more so as we get older: be kind to yourself tonight, and keep the next session easy.',
    analytical: 'Rest day after poor sleep: training on a sleep deficit adds load without the adaptation, so rest was appropriate. Prioritise sleep and keep the next session at low intensity.',
  }[tone];
}

export function poorSleepSessionSentence(tone: CoachTone, struggled = false): string {
  if (struggled) {
    return {
      direct: 'Sessions after a poor night feel harder than they are: the struggle is the lost sleep, not lost fitness. Make sleep the priority tonight and keep the next session easy.',
      encouraging: 'No wonder it felt hard: after a poor night every session feels harder than it is, and that is the lost sleep talking, not your fitness. Be kind to yourself tonight, make sleep the priority, and keep the next session easy.',
      analytical: 'Perceived effort rises after poor sleep, so a hard-feeling session here reflects reduced recovery rather than lost fitness. Prioritise sleep and keep the next session at low intensity.',
    }[tone];
  }
  return {
    direct: 'After a poor night, an easy session is the right choice: hard work on little sleep costs more than it gives. Make sleep the priority tonight.',
    encouraging: 'After a poor night, keeping it to an easy session was a good call, because hard work on little sleep costs more than it gives. Be kind to yourself tonight and make sleep the priority.',
    analytical: 'Session after poor sleep: recovery capacity is reduced, so low intensity is appropriate. Prioritise sleep before the next harder session.',
  }[tone];
}

/** A flat day ('felt flat', 'HR not rising', 'cut short'): often tiredness, so easy days before the next hard one, and sleep. */
export function flatDaySentence({ stopped, heart, legs = true }: { stopped: boolean; heart: boolean; legs?: boolean }, tone: CoachTone): string {
  const signs = heart ? 'Flat legs and a heart rate that will not rise' : legs ? 'Heavy, flat legs' : 'A day when you cannot get going';
  const mean = heart || legs ? 'mean' : 'means';
  return {
    direct: `${stopped ? 'Cutting it short was right. ' : ''}${signs} usually ${mean} you are tired: take an easy day or two and check your sleep before the next hard session.`,
    encouraging: `Flat days happen to everyone${stopped ? ', and stopping when the body says no is good judgement, not weakness' : ''}. ${signs} usually ${mean} tiredness, so give yourself an easy day or two and some good sleep before the next hard session.`,
    analytical: `Flat session${stopped ? ', stopped early' : ''}: ${heart ? 'a suppressed heart-rate response and poor legs are typical markers' : `${legs ? 'heavy legs are' : 'low drive is'} a typical marker`} of accumulated fatigue. Schedule one to two easy days and review sleep before the next quality session.`,
  }[tone];
}

/**
 * Running out of fuel on a long session: eat from the first hour, about 60 g of carbohydrate an hour, practised in
 * training. `fasted`: trained without eating first, so what to eat before, and protein after.
 */
export function bonkSentence(tone: CoachTone, fasted = false): string {
  if (fasted) {
    return {
      direct: 'Training fasted is why the fuel ran out: the quick fuel in your muscles was low from the start. Fasted is fine for a short, easy session, but eat before anything longer than an hour or harder (toast or a banana is enough), take food on long days, and have some protein after, because muscles over 50 need it to recover.',
      encouraging: 'That is the fuel running low, not your fitness, and training fasted brings it on sooner. A short, easy session fasted is fine, but before anything longer than an hour or harder, eat something small (toast or a banana is enough), take food on long days, and have some protein afterwards, because muscles over 50 need it to recover.',
      analytical: 'Fasted training lowers available glycogen, so late-session fatigue is expected. Fasted work suits short, easy sessions; before sessions over an hour or at intensity take 30-60 g of carbohydrate, fuel during long ones, and take protein after, as muscle protein synthesis is blunted over 50.',
    }[tone];
  }
  return {
    direct: 'Bonking means the fuel ran out, not the fitness. On long days start eating in the first hour and keep to about 60 g of carbohydrate an hour; practise it on the next long session.',
    encouraging: 'Bonking is the fuel running out, not your fitness, and it is one of the easiest things to fix: start eating in the first hour and aim for about 60 g of carbohydrate an hour on long days. Practise it on your next long session, so it is a habit by the event.',
    analytical: 'Glycogen depletion, not a fitness limit: begin fuelling within the first hour at roughly 60 g carbohydrate per hour on long sessions, and rehearse the strategy in training.',
  }[tone];
}

/** Panic in open water: common at the start; start wide or at the back, the first minutes easy, a long steady breath out. `settled`: the entry says it passed. */
export function openWaterPanicSentence(settled: boolean, tone: CoachTone): string {
  return {
    direct: 'Panic at the start of an open-water swim is common, and it settles with practice. Start at the side or the back, swim the first few minutes easy, and breathe out long and steadily under water; swim with others nearby.',
    encouraging: `Panicking at the start of an open-water swim happens to most swimmers${settled ? ', and you settled, which is the skill itself' : ', and it eases with practice'}. Start at the side or the back, keep the first few minutes easy, breathe out long and steadily under water, and swim with others nearby while it becomes familiar.`,
    analytical: 'Start-of-swim panic is common in open water (cold, crowding, no wall). Mitigation: wide or rear start position, easy first minutes, controlled exhalation under water, and supervised or group swims.',
  }[tone];
}

/** A sore neck from swimming with the head up: breathe out with the face in the water; a snorkel while learning; a physio if it stays. */
export function swimmersNeckSentence(tone: CoachTone): string {
  return {
    direct: 'A sore neck from swimming with your head up is common: breathing out with your face in the water on each stroke takes the strain off, and a swimming snorkel helps while you learn. If it still aches after a few easy days, see a physio.',
    encouraging: 'A sore neck from keeping your head up is very common, and fixable: putting your face in the water and breathing out on each stroke takes the strain off, and a swimming snorkel can help while you learn it. If it still aches after a few easy days, a physio can help.',
    analytical: 'Cervical strain from a head-up position is common in breaststroke and sighting. Exhaling with the face submerged each stroke unloads the neck; a centre-mount snorkel aids learning. Persistent pain after a few easy days warrants a physio assessment.',
  }[tone];
}

/**
 * A swim in cold open water ('lake, 12 degrees, hands numb'): out before the shivering, rewarm gradually, never alone.
 * `breathless`: the breathing went at the start ('breathing all over the place for the first 200m'), which is cold shock.
 */
export function coldWaterSentence(tone: CoachTone, breathless = false, slowToRewarm = false): string {
  // Shivering long after, or no warmth coming back: the cold went deeper than it should, and hypothermia's signs.
  if (slowToRewarm && !breathless) {
    return {
      direct: 'Shivering for a long time after, or not warming up, means the cold went deeper than it should (the afterdrop). Next time get out sooner, no more than about a minute for each degree while you adapt, dress at once in warm layers with a hat, have a warm sweet drink and move gently; no hot shower straight away. Get help at once if the shivering stops while you are still cold, or you turn confused, clumsy or drowsy: that is hypothermia. Never swim cold water alone.',
      encouraging: 'Well done for getting in, but shivering for a long time after, or not warming up, means the cold went deeper than it should (the afterdrop). Next time get out sooner, no more than about a minute for each degree while you adapt, dress at once in warm layers with a hat, have a warm sweet drink and move gently rather than taking a hot shower straight away. Please get help at once if the shivering stops while you are still cold, or you turn confused, clumsy or drowsy: that is hypothermia. And always swim cold water with someone.',
      analytical: 'Prolonged shivering or failure to rewarm indicates excessive core cooling (afterdrop). Reduce exposure (about one minute per degree at most while acclimatising), dress immediately in insulating layers with a hat, take a warm sweet drink and move gently; avoid an immediate hot shower. Shivering that stops while still cold, confusion, clumsiness or drowsiness indicate hypothermia and need urgent help. Swim with a companion.',
    }[tone];
  }
  if (breathless) {
    return {
      direct: 'Cold water takes your breath for the first minute or two (cold shock): get in slowly, and breathe out long and steadily until your breathing settles before you swim hard. Get out before you start to shiver, warm up gradually with dry layers and a warm drink, and never swim cold water alone.',
      encouraging: 'Cold water takes your breath for the first minute or two, a reflex called cold shock, and breathing trouble at the start is just that; it settles sooner if you get in slowly and breathe out long and steadily before you start swimming. Get out before the shivering starts, warm up gradually with dry layers and a warm drink, and swim with someone who can see you.',
      analytical: 'Cold-water exposure with disrupted breathing at the start: the cold-shock response (gasping, rapid breathing) peaks in the first one to two minutes. Mitigation: gradual entry and long, controlled exhalations before swimming hard; exit before shivering, rewarm gradually, and swim with a companion.',
    }[tone];
  }
  return {
    direct: 'In cold water, numb hands or feet mean the cold is taking hold: get out before you start to shiver, warm up gradually with dry layers and a warm drink, and never swim cold water alone.',
    encouraging: 'Cold water asks a lot of the body, and numb hands or feet are the cold taking hold. Get out before the shivering starts, warm up gradually with dry layers and a warm drink rather than a hot shower straight away, and swim with someone who can see you.',
    analytical: 'Cold-water exposure noted. Numb extremities signal cooling: exit before shivering, rewarm gradually (dry layers, a warm drink; no immediate hot shower), and swim with a companion.',
  }[tone];
}

/**
 * Cramp during a long session ('cramped at 80 km'): fuel, fluids and salt from the start, and distance built gradually.
 * `night`: cramp at night instead: a stretch before bed, and the GP if it comes most nights or with statins or water tablets.
 */
export function crampSentence(tone: CoachTone, night = false): string {
  if (night) {
    return {
      direct: 'Cramp at night is common after 50 and usually harmless. A gentle calf stretch before bed, and pulling the toes up towards you when it strikes, ease it; so do drinking through the day and building distance gradually. See your GP if it comes most nights, or if you take statins or water tablets, which can cause it.',
      encouraging: 'Night cramp is miserable but very common after 50, and usually harmless. A gentle calf stretch before bed, and pulling your toes up towards you when it strikes, help most; so do drinking well through the day and building distance gradually. If it comes most nights, or you take statins or water tablets (which can cause it), please mention it to your GP.',
      analytical: 'Nocturnal leg cramp is common after 50 and usually benign. Pre-sleep calf stretching and ankle dorsiflexion during an episode help, with adequate daytime fluids and gradual load progression. Frequent episodes, or use of statins or diuretics, warrant GP review.',
    }[tone];
  }
  return {
    direct: 'Cramp late in a long session usually means fuel, fluid and salt ran short, or the distance is new to your legs: eat and drink from the start, and build the distance gradually.',
    encouraging: 'Cramp late on is common and usually fixable: eat and drink from the start rather than when you feel it, take some salt on hot days, and build the distance up gradually so your legs are ready for it.',
    analytical: 'Cramp logged. Late-session cramp correlates with fuel, fluid and sodium deficits and with unaccustomed distance: fuel from the start and progress the distance gradually.',
  }[tone];
}

/** Saddle pain: fit, saddle and shorts before rest; the GP if numbness or soreness lasts. */
export function saddleSentence(tone: CoachTone): string {
  return {
    direct: 'Saddle pain is usually fit, saddle or shorts, rarely a reason to stop: a bike fit is the surest fix. Meanwhile good padded shorts and chamois cream help; see your GP if numbness or soreness lasts after rides.',
    encouraging: 'Saddle pain is common and usually fixable: the fit, the saddle or the shorts, and a bike fit is the surest fix. Good padded shorts and chamois cream help meanwhile, and see your GP if numbness or soreness lasts after rides.',
    analytical: 'Saddle discomfort logged. Causes are usually fit, saddle shape or shorts; a professional bike fit addresses the first two. Persistent numbness or soreness after rides warrants a GP review.',
  }[tone];
}

/** Stiff and sore a day or two after a session the body is not used to: normal, eased by gentle movement, less next time. */
export function domsSentence(tone: CoachTone): string {
  return {
    direct: 'Stiffness a day or two after a session your body is not used to is normal: it peaks around the second day and fades over the next few. Gentle movement, a walk or an easy spin, eases it faster than rest, and building the new work up gradually means the next one leaves less.',
    encouraging: 'That stiffness is normal after a session your body is not used to yet, and a sign it is adapting: it usually peaks on the second day and fades over the next few. A gentle walk or an easy spin helps it ease, and building up gradually means the next session will leave you much less sore.',
    analytical: 'Delayed-onset muscle soreness after unaccustomed work: it peaks at 24-72 hours and resolves within days. Light activity speeds recovery more than rest; progress the new load gradually to reduce it next time.',
  }[tone];
}


/** Muscles on both sides tight after hard work: the session landing; easy movement next, a physio for one spot that stays sore. */
export function workedMusclesSentence(tone: CoachTone): string {
  return {
    direct: 'Tight muscles on both sides after work like this are the session landing, not an injury. Keep tomorrow easy, walk or spin them loose and stretch gently; if one spot stays sore or it hurts to push off, rest it and see a physio.',
    encouraging: 'Tight muscles after a session like this are a sign the work has landed, and they usually loosen within a day or two. An easy walk or spin and some gentle stretching help; if one spot stays sore, or it hurts to push off, rest it and see a physio.',
    analytical: 'Bilateral muscle tightness after hard work is a normal training response and typically resolves within 24-48 hours. Light movement and gentle stretching aid it; a single sore spot that persists, or pain on push-off, suggests a strain and warrants rest and a physio review.',
  }[tone];
}

/**
 * A session that left the member disheartened: no measure of their fitness; their own last month is the comparison.
 * `others`: beside others ('dropped on the club ride', 'everyone younger'), whom it says to leave out of the comparison.
 */
export function dispiritedSentence(others: boolean, tone: CoachTone): string {
  if (others) {
    return {
      direct: 'Riders and runners years younger going past says nothing about your own progress. Compare yourself only with your own last month: that is the race you are in. Keep the next session easy and enjoyable, and choose company that trains at your pace.',
      encouraging: 'That is a hard feeling, and everyone who trains has days like it. Being dropped or passed by people years younger says nothing about your own progress: the only fair comparison is with yourself a month ago, and that one is on your side. Make the next session one you enjoy, perhaps with people who train at your pace.',
      analytical: 'Comparison with younger athletes is poor evidence of your fitness. Benchmark against your own trend over weeks (pace or power at a given effort), keep the next session easy, and train with a group matched to your pace.',
    }[tone];
  }
  return {
    direct: 'One disappointing session says little: times swing with sleep, weather and the week before. Judge your progress by the trend over a month, not a single day, and keep the next session easy.',
    encouraging: 'That is a hard feeling, and everyone who trains has days like it. One session says little, because times swing with sleep, weather and the week before; the trend over a month is the fair measure, and it is built by carrying on. Make the next session an easy one you enjoy.',
    analytical: 'A single below-par session is weak evidence: performance varies with sleep, conditions and recent load. Assess progress on the trend across weeks, and keep the next session easy.',
  }[tone];
}

/** A watch's VO2 max said to rise: good news, an estimate whose trend over months tells more than one reading. */
export function vo2MaxUpSentence(tone: CoachTone): string {
  return {
    direct: "A rising VO2 max is a good sign. A watch's figure is an estimate from heart rate and pace, and one reading moves with heat, hills and tiredness, so trust a rise that holds over a few weeks more than any single number. What lifts it is regular steady work with one harder session a week.",
    encouraging: "That is lovely to see. A watch's VO2 max is an estimate from heart rate and pace, so one reading can move with heat, hills or tiredness, but a rise that holds over a few weeks shows your aerobic fitness growing, at an age when it usually drifts down. Regular steady work with one harder session a week is what keeps it climbing.",
    analytical: 'Device VO2 max is modelled from heart-rate and pace data, so single readings carry several units of error; a rise sustained over weeks is meaningful against the typical decline of about 1% a year after 50. Regular aerobic volume plus one high-intensity session a week drives it.',
  }[tone];
}

/** A watch's verdict ('training status unproductive'): an estimate that often misreads older athletes; how you feel decides. */
export function watchVerdictSentence(tone: CoachTone, vo2Max = false): string {
  // A VO2 max reading: an estimate that moves with heat, hills and easy weeks; the real one falls slowly with age.
  if (vo2Max) {
    return {
      direct: "A watch's VO2 max is an estimate from heart rate and pace, and one reading moves with heat, hills, tiredness or a spell of easy running. The real figure falls slowly with age, about one per cent a year after 50, and regular harder sessions slow that. Watch the trend over two or three months, not one number; if you feel well and your sessions feel normal, there is nothing to worry about.",
      encouraging: "Try not to let one number worry you: a watch's VO2 max is an estimate from heart rate and pace, and it dips with heat, hills, tiredness or a spell of easy running. The real figure does fall slowly with age, about one per cent a year after 50, and a little regular harder work slows that. Look at the trend over two or three months; if you feel well and your sessions feel normal, you are doing fine.",
      analytical: 'Device VO2 max is modelled from heart-rate and pace data and varies with heat, terrain, fatigue and training mix; single readings are noise. True VO2 max declines about 1% a year after 50, less with regular high-intensity work. Assess the 2-3 month trend against how standard sessions feel.',
    }[tone];
  }
  return {
    direct: "What a watch says of your training (its status, recovery time or readiness) is an estimate from heart rate and pace, and it often misreads older athletes, easy weeks, heat and poor sleep. Treat it as a prompt, not a verdict: if you sleep well and your usual sessions feel normal, carry on; if you feel flat too, take a few easy days.",
    encouraging: "Those watch labels can be disheartening, but they are only estimates from heart rate and pace, and they often misread older athletes, easy weeks, heat and poor sleep. Use it as a gentle prompt: if you are sleeping well and your usual sessions feel normal, you are doing fine; if you feel flat as well, give yourself a few easy days.",
    analytical: "Device training-status labels are model estimates from heart-rate and pace data; their assumptions (age-predicted maximum heart rate, recent load, conditions) are often off for older athletes. Weigh it against sleep, resting heart rate and how standard sessions feel; act only when those agree.",
  }[tone];
}
