/**
 * The weekly summary of a member's week (entry_type 'weekly_summary'): training patterns, a key insight and next
 * week's focus, from the week's entries and the momentum figures at the week's end. Plain text, short paragraphs.
 */
import { yearSoFarSentence, type YearProgress } from './year-progress.js';
import type { CoachTone } from '../ai/index.js';
import { dayIn, longDay, weekdayName } from '../analytics/index.js';
import { goalWords, goalWordsIn, type Momentum } from '../analytics/index.js';
import type { RecentEntry } from '../analytics/index.js';
import { nextStep } from './next-step.js';
import { quoteOf } from './rule-reply.js';
import { goalReached } from './goal-reached.js';
import { clockOf } from './clock.js';
import { distanceAgainstGoal, timeAgainstGoal } from './goal-time.js';
import { entryFacts, list, sessionsBySport, sessionsOnNamedDays, shortGoalNamesIn } from './entry-facts.js';
import { distanceKm, distanceText, inThePool, inUnit, unitOfDistance } from './distance-units.js';
import { trainsFor, withGoalSport, type Sport } from './sports.js';
import { afterPoorNight, entryKind, isLowSpirits, isPreRace, isReturn, medicalHeartRateLimit, milestonePhrases, mildNiggle, warningSignIn } from './entry-kind.js';
import { isStructured } from './structured-work.js';
import { bereaved } from './grief.js';
import { raceDone } from './race-done.js';
import { effortClaimed, milestonesClaimed } from './effort.js';
import { emergencyIn } from './emergency-signs.js';
import { inCrisis } from './crisis.js';
import { diabetesSigns } from './diabetes-signs.js';
import { birthdayAge, bonked, entered, fuelledAsItWent, healthNews, muscleStrain, statinAches, weightGoal, weightOf } from './entry-mentions.js';

export const summaryTitle = (weekStart: string) => `Weekly summary: week of ${longDay(weekStart)}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Who else trained for the goal: 'both', 'all 3', 'the others', '2 more' (of `total`, `named` of which named it). */
function trainedToo(trained: number, named: number, total: number): string {
  if (trained < total - named) return named ? `${trained} more` : String(trained);
  if (named) return trained === 1 ? 'the other' : 'the others';
  return trained === 1 ? 'it' : trained === 2 ? 'both' : `all ${trained}`;
}

/** Each sport's session, one and several: 'a run', '2 rides', 'a strength session', '2 rounds of golf'. */
const SESSIONS: Record<Sport, [string, string]> = {
  run: ['a run', 'runs'],
  ride: ['a ride', 'rides'],
  swim: ['a swim', 'swims'],
  aqua: ['an aqua jogging session', 'aqua jogging sessions'],
  aquafit: ['an aqua aerobics class', 'aqua aerobics classes'],
  walk: ['a walk', 'walks'],
  hike: ['a hike', 'hikes'],
  row: ['a row', 'rows'],
  cross: ['a cross-trainer session', 'cross-trainer sessions'],
  strength: ['a strength session', 'strength sessions'],
  yoga: ['a yoga session', 'yoga sessions'],
  pilates: ['a Pilates session', 'Pilates sessions'],
  mobility: ['a mobility session', 'mobility sessions'],
  tennis: ['a match', 'matches'],
  golf: ['a round of golf', 'rounds of golf'],
};

/**
 * The total of a sport's distances, when every session of it gave one: in their unit when they share it, else in metres
 * for a pool's (metres and yards) and km for any other.
 */
function totalOf(distances: Array<string | null>): string | null {
  if (!distances.length || distances.some((d) => d === null)) return null;
  const units = distances.map(unitOfDistance);
  const unit = units.every((each) => each === units[0]) ? units[0] : units.every(inThePool) ? 'm' : 'km';
  const km = distances.reduce((sum, distance) => sum + (distanceKm(distance) ?? 0), 0);
  return distanceText(inUnit(km, unit), unit);
}

/**
 * The sports of the week's sessions, most first, with their distance where every one gave it: 'Among them: 3 runs (32
 * km), a strength session and a swim (1,500 m).' ('' when none names one). A session of several sports counts for each,
 * without a distance (its figures are its parts'); sessions on days named apart each with their own. A session measured
 * but named by no sport is of the goal's one sport of distance (withGoalSport).
 */
function sportsDone(entries: RecentEntry[], goal: string | null): string {
  const sports = new Map<Sport, Array<string | null>>();
  for (const entry of entries) {
    const facts = withGoalSport(entryFacts(entry), goal);
    if (entryKind(entry, facts) !== 'session' || !facts.sport) continue;
    // Sessions on days named apart ('Saturday 60 km ride, Sunday 15 km run') count each with its own distance.
    const onDays = sessionsOnNamedDays(entry);
    for (const { sport, distance } of onDays) sports.set(sport, [...(sports.get(sport) ?? []), distance]);
    if (onDays.length) continue;
    // So does each sport's part of a session of several, with its distance ('Brick: 40 km bike, 8 km run'); a sport
    // named without one counts too ('Ran 5 km, then 30 min strength').
    const parts = facts.sessions ? [] : sessionsBySport(entry);
    if (parts.length) {
      for (const { sport, distance } of parts) sports.set(sport, [...(sports.get(sport) ?? []), distance]);
      for (const sport of [facts.sport, ...facts.others].filter((each) => !parts.some((part) => part.sport === each))) sports.set(sport, [...(sports.get(sport) ?? []), null]);
      continue;
    }
    // Several sessions in one entry ('two runs and a swim this week') count each, without a distance.
    const counts: Partial<Record<Sport, number>> = facts.sessions ?? Object.fromEntries([facts.sport, ...facts.others].map((sport) => [sport, 1]));
    for (const [sport, n] of Object.entries(counts) as Array<[Sport, number]>) {
      sports.set(sport, [...(sports.get(sport) ?? []), ...Array<string | null>(n).fill(facts.distance)]);
    }
  }
  const named = [...sports]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([sport, distances]) => {
      const total = totalOf(distances);
      const sessions = distances.length === 1 ? SESSIONS[sport][0] : `${distances.length} ${SESSIONS[sport][1]}`;
      return total ? `${sessions} (${total})` : sessions;
    });
  return named.length ? `Among them: ${list(named)}.` : '';
}

export interface WeekInput {
  weekStart: string;
  /** The member's entries of that week (weekly summaries left out). */
  entries: RecentEntry[];
  goal: string | null;
  /**
   * When an entry before the week first reached the goal, still set (goal-reached.ts reachedBefore): the week's entries
   * reach nothing new, and the summary asks for the next goal.
   */
  goalReachedAt?: Date | null;
  /** The figures at the end of the week. */
  momentum: Momentum;
  tone: CoachTone;
  /** The member's time zone: the weekdays named are theirs. */
  timeZone: string;
  /** The year's distance at the end of the week, when the goal sets one (year-progress.ts), else null. */
  yearSoFar?: YearProgress | null;
  /** Each sport's rise on the week before, when worth a word (weekly-distance.ts weekOnWeekSentence), else null. */
  weekOnWeek?: string | null;
}

export function weeklySummary({ entries, goal, goalReachedAt = null, momentum, tone, timeZone, yearSoFar = null, weekOnWeek = null }: WeekInput): string {
  const days = [...new Set(entries.map((e) => dayIn(e.created_at, timeZone)))].sort();
  const tags = new Map<string, number>();
  for (const entry of entries) for (const tag of entry.tags ?? []) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  const topTags = [...tags].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([tag, n]) => `${tag} (${n})`);
  // Called hard ('tough intervals', not 'not a hard session'), or hard by what it was: structured work ('hill reps 8 x 90 s') or a race.
  const hard = entries.filter((e) => effortClaimed(e).length || isStructured(e) || raceDone(e, entryFacts(e)));
  // The momentum keywords, and the phrases the replies name too ('half marathon done', 'my first triathlon').
  // A race still to come ('race day tomorrow') names one, but marks none yet.
  // Nor does an event entered ('signed up for my first marathon').
  // So does a race or event finished ('Half marathon this morning, 2:05').
  const raced = entries.filter((e) => raceDone(e, entryFacts(e)));
  const milestones = entries.filter((e) => raced.includes(e) || (!isPreRace(e) && !entered(e) && (milestonesClaimed(e).length || milestonePhrases(e).length)));
  const words = goalWords(goal);
  // Named by a word alignment counts, or by a short name it does not ('5k' of 'Run my first 5k').
  const aligned = entries.filter((e) => goalWordsIn(e, words).length || shortGoalNamesIn(e, goal).length);

  const patterns = [
    `Training patterns: you wrote ${plural(entries.length, 'entry', 'entries')} on ${plural(days.length, 'day')} (${list(days.map(weekdayName))}).`,
    sportsDone(entries, goal),
    weekOnWeek ?? '',
    yearSoFar ? yearSoFarSentence(yearSoFar) : '',
    // 'Most' only when most entries carry a tag ('Some' when a few of them do).
    topTags.length ? `${entries.filter((e) => e.tags?.length).length * 2 > entries.length ? 'Most' : 'Some'} were tagged ${list(topTags)}.` : '',
    `${hard.length ? `${plural(hard.length, 'entry', 'entries')} described a hard session` : 'None described a hard session'}, and ${milestones.length ? `${plural(milestones.length, 'entry', 'entries')} marked a milestone` : 'none marked a milestone'}.`,
  ]
    .filter(Boolean)
    .join(' ');

  // Entries about how the member is (a worry, an illness, a niggle), in the order written: the last one decides the focus.
  const ordered = [...entries].sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  // A niggle after a session counts too ('Turbo 45 min, knee niggle'): the reply kept the session, the week keeps the niggle.
  // So does muscle aches on a statin ('legs ache on every run since the statins'), for the GP.
  const health = ordered.filter((e) => entryKind(e) === 'health' || mildNiggle(e) || statinAches(e));
  const last = ordered.at(-1);
  const lastWasHealth = health.length > 0 && health.at(-1) === last;
  // Signs for a doctor in the latest such entry (a racing heart at rest, chest pain, faintness; urgent ones above all).
  const latestHealth = health.at(-1);
  const diabetes = !!latestHealth && diabetesSigns(`${latestHealth.title ?? ''} ${latestHealth.content}`);
  const signs = !!latestHealth && (diabetes || warningSignIn(`${latestHealth.title ?? ''} ${latestHealth.content}`));
  // Thoughts of suicide or self-harm this week (crisis.ts): where to get help leads, before anything else.
  const crisis = ordered.find((e) => inCrisis(e));
  // A loss told this week ('Lost my dog last week'): sorrow leads, before any figure or niggle (not before signs for a doctor).
  const loss = signs || crisis ? undefined : ordered.find((e) => bereaved(e));
  // Low spirits in the week's last entry ('feeling low, skipped everything'): care leads, not the figures.
  const lastWasLow = !loss && !lastWasHealth && !!last && isLowSpirits(last);

  // The goal's event done this week ('Finished the Berlin marathon'), unless care leads: the focus is rest, then the next goal.
  const reached = !lastWasHealth && !lastWasLow && !goalReachedAt ? ordered.find((e) => goalReached(e, goal)) : undefined;
  // Done before this week and kept since: the next goal is the news, not a figure of the old one.
  const kept = !lastWasHealth && !lastWasLow && goal && goalReachedAt ? goalReachedAt : null;

  // A birthday written about ('Turned 70 today!'): wished happy, not asked what made it possible.
  const birthday = ordered.find((e) => birthdayAge(e));
  // Weigh-ins of a weight goal, and good news of the member's health ('blood pressure down, GP pleased').
  const weighIns = ordered.filter((e) => weightOf(e) !== null);
  const news = ordered.find((e) => healthNews(e));
  // A heart-rate ceiling set by the member's doctor (first said this week): kept to before any plan, nothing harder asked.
  const limited = ordered.find((e) => medicalHeartRateLimit(e));
  // A lesson learned: a session that ran out of fuel, then a later one fuelled as it went ('a gel every 30 minutes').
  const bonk = ordered.find((e) => entryKind(e) === 'session' && bonked(e));
  const fuelled = bonk ? ordered.find((e) => e.created_at > bonk.created_at && entryKind(e) === 'session' && fuelledAsItWent(e)) : undefined;
  // Poor sleep on two days or more ('couldnt sleep, 4 hours', 'no sleep again').
  const poorNights = ordered.filter((e) => afterPoorNight(e));
  let insight: string;
  // A return after a worry this week (rebuilding comes first), or an insight about the goal: the focus is another figure.
  let back: RecentEntry | undefined;
  let goalInsight = false;
  if (crisis) {
    insight = `Key insight: on ${weekdayName(dayIn(crisis.created_at, timeZone))} you wrote of thoughts of suicide or self-harm. I am sorry you are going through this. Please talk to someone: Samaritans answer day or night, free, on 116 123, or text SHOUT to 85258; if you might act on these thoughts or are in danger, call 999 or go to A&E.`;
  } else if (loss) {
    insight = `Key insight: on ${weekdayName(dayIn(loss.created_at, timeZone))} you wrote of your loss ("${quoteOf(loss)}"). I am sorry. Grief tires the body as well as the mind, so whatever training this week held is enough, and the plan can wait.`;
  } else if (lastWasLow) {
    insight = `Key insight: on ${weekdayName(dayIn(last.created_at, timeZone))} you wrote that you were feeling low ("${quoteOf(last)}"), the last thing you wrote this week. How you feel comes before any figure: the training will keep.`;
  } else if (health.length) {
    const latest = health.at(-1)!;
    // Back after it ('allowed easy swimming', 'first run since'): the professional has seen it; the return is the news.
    back = ordered.find((e) => e.created_at > latest.created_at && isReturn(e));
    const settled = lastWasHealth ? 'it is the last thing you wrote this week, so let it lead the plan' : 'more entries followed it, so note how it has been since';
    insight = emergencyIn(`${latest.title ?? ''} ${latest.content}`)
      ? `Key insight: on ${weekdayName(dayIn(latest.created_at, timeZone))} you wrote of signs that need a doctor straight away ("${quoteOf(latest)}"). If you have not been seen yet, please call your GP or NHS 111 today, or 999 if it comes back; training waits until a doctor has checked you.`
      : statinAches(latest)
      ? `Key insight: on ${weekdayName(dayIn(latest.created_at, timeZone))} you wrote of muscle aches on a statin ("${quoteOf(latest)}"). They are a known side effect, so tell your GP, who can check it and change the dose or the statin; do not stop taking it on your own, and keep the sessions easy meanwhile.`
      : diabetes
      ? `Key insight: on ${weekdayName(dayIn(latest.created_at, timeZone))} you wrote of signs that together can mean diabetes ("${quoteOf(latest)}"). It becomes more common after 50 and a GP's blood test checks it: please book one this week if you have not, and call NHS 111 today if you are also being sick, have stomach pain, feel confused or are breathing fast.`
      : signs && !back
      ? `Key insight: on ${weekdayName(dayIn(latest.created_at, timeZone))} you wrote of signs your doctor should check ("${quoteOf(latest)}"). If they have not seen it yet, book it before any harder session, whether or not it has passed, and call 999 if it comes back with chest pain, breathlessness or a racing heart.`
      : back
      ? `Key insight: on ${weekdayName(dayIn(latest.created_at, timeZone))} you wrote about how you are ("${quoteOf(latest)}"), and on ${weekdayName(dayIn(back.created_at, timeZone))} you were back ("${quoteOf(back)}"). Build back gently: short, easy sessions before anything harder, and stop if it flares again.`
      : `Key insight: on ${weekdayName(dayIn(latest.created_at, timeZone))} you wrote about how you are ("${quoteOf(latest)}"); ${settled}. Check how it feels before any harder session, and see ${mildNiggle(latest) || muscleStrain(latest) ? 'a physio' : 'your doctor'} if it has not settled.`;
  } else if (reached) {
    const timed = timeAgainstGoal(reached, goal);
    const covered = distanceAgainstGoal(reached, goal);
    const done = timed
      ? `you reached your goal, "${goal}", in ${clockOf(timed.time)}`
      : covered
        ? `you reached your goal, "${goal}"`
        : `you finished the event your goal, "${goal}", was for`;
    insight = `Key insight: on ${weekdayName(dayIn(reached.created_at, timeZone))} ${done} ("${quoteOf(reached)}"). That is what the weeks before it were for; let the easy days that follow do their work before anything hard.`;
  } else if (kept) {
    insight = `Key insight: you finished the event your goal, "${goal}", was for on ${longDay(dayIn(kept, timeZone))}, and it is still your goal. Set the next one with 'Archive & Set New Goal', so the weeks ahead have something new to aim at.`;
  } else if (limited) {
    const { bpm, who } = medicalHeartRateLimit(limited)!;
    insight = `Key insight: on ${weekdayName(dayIn(limited.created_at, timeZone))} you wrote of your ${who}'s heart-rate limit of ${bpm} bpm ("${quoteOf(limited)}"). It comes before any plan: keep each session under it, slowing right down on hills, and tell them of any dizziness, breathlessness or chest discomfort.`;
  } else if (birthday) {
    insight = `Key insight: on ${weekdayName(dayIn(birthday.created_at, timeZone))} you turned ${birthdayAge(birthday)} ("${quoteOf(birthday)}"). Happy birthday! A week of training like this one is what keeps the years ahead active and strong.`;
  } else if (weightGoal(goal) && weighIns.length) {
    // The goal's own figure: the week's weigh-ins, first and last.
    const [first, latest] = [weighIns[0], weighIns.at(-1)!];
    const change = Math.round((weightOf(latest)! - weightOf(first)!) * 10) / 10;
    insight =
      weighIns.length > 1
        ? `Key insight: you weighed in at ${weightOf(first)} kg on ${weekdayName(dayIn(first.created_at, timeZone))} and ${weightOf(latest)} kg on ${weekdayName(dayIn(latest.created_at, timeZone))}, ${change < 0 ? `${-change} kg down` : change > 0 ? `${change} kg up` : 'the same'}: your goal, "${goal}", in its own figures. Judge the trend over weeks, not days; water alone moves it a kilo either way.`
        : `Key insight: on ${weekdayName(dayIn(latest.created_at, timeZone))} you weighed in at ${weightOf(latest)} kg ("${quoteOf(latest)}"): your goal, "${goal}", in its own figures. Weigh on the same day each week, so the trend shows through the daily ups and downs.`;
  } else if (news) {
    insight = `Key insight: on ${weekdayName(dayIn(news.created_at, timeZone))} you had good news ("${quoteOf(news)}"). Your training is part of that: keep the routine that brought it, and keep the check-ups.`;
  } else if (bonk && fuelled) {
    insight = `Key insight: on ${weekdayName(dayIn(bonk.created_at, timeZone))} you ran out of fuel ("${quoteOf(bonk)}"), and on ${weekdayName(dayIn(fuelled.created_at, timeZone))} you ate as you went ("${quoteOf(fuelled)}"). That is the lesson learned: on anything over an hour, eat early and regularly, before you feel you need it, and it soon becomes habit.`;
  } else if (milestones.length) {
    insight = `Key insight: "${quoteOf(milestones[0])}" stands out this week. Look at what came before it (rest, pacing, the sessions that led up to it), because those are the conditions to repeat.`;
  } else if (poorNights.length >= 2) {
    const nights = [...new Set(poorNights.map((e) => weekdayName(dayIn(e.created_at, timeZone))))];
    insight = `Key insight: you wrote of poor sleep on ${list(nights)} ("${quoteOf(poorNights.at(-1)!)}"). Sleep is when training turns into fitness, and it matters more after 50: keep the session after a bad night easy, and give sleep the same care as the plan, with a regular bedtime and a wind-down without screens.`;
  } else if (hard.length * 2 > entries.length && hard.length >= 2) {
    insight = `Key insight: more than half of this week's entries describe hard sessions. Fitness grows in the recovery after them, so the easy days matter as much as the hard ones.`;
  } else if (goal && aligned.length * 100 < entries.length * 40) {
    goalInsight = true;
    const share = aligned.length ? `only ${aligned.length} of this week's ${plural(entries.length, 'entry', 'entries')}` : `none of this week's ${plural(entries.length, 'entry', 'entries')}`;
    // Sessions of the goal's sport ('easy spin on the turbo' for 'Ride the Dragon Ride') train for it without its words.
    const trained = entries.filter((e) => !aligned.includes(e) && entryKind(e) === 'session' && trainsFor(goal, withGoalSport(entryFacts(e), goal))).length;
    insight = trained
      ? `Key insight: ${share} named your goal, "${goal}", though ${trainedToo(trained, aligned.length, entries.length)} trained for it. Say in each entry which part of the goal a session trains: the link stays in view${words.length ? ', and it is what your goal alignment counts' : ''}.`
      : `Key insight: ${share} mentioned your goal, "${goal}". Training that is not linked to it is easy to drift into.`;
  } else {
    insight = `Key insight: over the last 30 days you wrote on ${momentum.active_days} days (${momentum.consistency_score}%) and your weekly streak is ${plural(momentum.weekly_streak, 'week')}. ${momentum.messages.consistency}`;
  }

  // The step's 'this week' is the week ahead in a reply, but the week just written about here: 'every session next week'.
  const focus = crisis
    ? "Next week's focus: you, not the training. Talk to someone you trust, and to your GP this week, who can help with what comes next; Samaritans are on 116 123 whenever you need them."
    : loss
    ? "Next week's focus: whatever feels manageable, a walk or an easy session, with company if you can, and a line here on how you are; the training will keep."
    : lastWasLow
    ? "Next week's focus: one short, easy session you enjoy, with company if you can, and a line here on how you feel after it; if the low feeling stays for weeks, talk to someone you trust or your doctor."
    : back
      ? "Next week's focus: build back over the next two or three weeks. Keep the sessions short and easy, add a little only when the day after feels normal, and write a line after each on how it felt."
      : nextStep(momentum, tone, { kind: lastWasHealth || (signs && !back) ? 'health' : 'session', structured: !!back || !!limited || hard.length > 0, reached: !!reached, noGoalStep: !!kept || !!back || goalInsight })
    .replace(/^(Next|A next step|Recommendation):/, "Next week's focus:")
    .replace(/\b(session|sessions|days) this week\b/g, '$1 next week');
  return [patterns, insight, focus].join('\n\n');
}
