/**
 * What an entry says of the member beyond the training that a coach must not pass over: eating far too little to lose
 * weight ('Barely eating to get down to race weight, 1000 calories a day'), loneliness ('Lonely since I retired'),
 * bleeding from the bottom (a GP's check after 50), and a fall on a blood thinner (bleeding inside is slow to show).
 * Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';
import { FALL } from './falls.js';

type Entry = { title?: string | null; content: string };

/** Eating far too little while training: 'barely eating', '1000 calories a day', 'skipping meals to lose weight'. */
const UNDER_FUELLED =
  /\b(?:barely|hardly|not\s+really)\s+eating\b|\b(?:[4-9]\d\d|1[,.]?[0-2]\d\d)\s*(?:k?cals?|calories|kcal)\s+(?:a|per)\s+day\b|\bskipp(?:ing|ed)\s+(?:meals|breakfast|lunch|dinner)\b[^.!?\n]{0,30}?\b(?:lose|weight|lighter|race\s+weight)\b|\bstarving\s+myself\b/i;

export const underFuelled = (entry: Entry) => UNDER_FUELLED.test(entryText(entry));

export function underFuelledSentence(tone: CoachTone): string {
  return {
    direct:
      'Eating that little while you train costs muscle, bone and recovery, more so after 50, and usually makes you slower, not faster. Lose weight slowly, no more than about half a kilo a week, with protein at every meal and fuel around your sessions; your GP can refer you to a registered dietitian to plan it. If food and weight have started to take over your thoughts, please talk to your GP.',
    encouraging:
      'Thank you for being honest about it. Eating that little while you train costs muscle, bone and recovery, more so after 50, and usually slows you down rather than speeding you up. Aim to lose weight slowly, no more than about half a kilo a week, with protein at every meal and enough fuel around your sessions; your GP can refer you to a registered dietitian to plan it with you. And if food and weight have started to take over your thoughts, please talk to your GP about that too.',
    analytical:
      'Severe energy restriction alongside training risks low energy availability: loss of muscle and bone, poorer recovery and performance, at greater cost after 50. Target a loss of no more than about 0.5 kg a week, protein at each meal and fuelled sessions; a registered dietitian (through your GP) can plan it. If food and weight dominate your thoughts, raise it with your GP.',
  }[tone];
}

/** Loneliness said ('Lonely since I retired', 'the only time I talk to anyone'); not a lonely road or run ('a lonely 20 km on the moors'). */
const LONELY =
  /(?<!\ba\s+(?:bit\s+)?)\b(?:lonely|loneliness|so\s+isolated|feel(?:ing)?\s+isolated)\b(?!\s+(?:\d|run|runs|ride|rides|road|roads|lane|lanes|stretch|miles?|trail|path|beach|moor|moors|climb|hill|place|spot|swim))|\b(?:only|one)\s+time\s+I\s+(?:talk|speak)\s+to\s+(?:anyone|anybody|people|a\s+soul)\b/i;

export const lonely = (entry: Entry) => LONELY.test(entryText(entry));

export function lonelySentence(tone: CoachTone): string {
  return {
    direct:
      'The company of a group session matters as much as the miles, so protect it: stay for the coffee afterwards, and add a parkrun, a walking group or volunteering for more of it. If loneliness weighs on you, your GP can point you to local groups and support.',
    encouraging:
      'Thank you for telling me that. Retiring, moving or losing someone can take away the everyday company we relied on, and group sessions are worth protecting for exactly that reason: stay for the coffee afterwards, and a parkrun, a walking group or volunteering at one adds more friendly faces to the week. If the loneliness weighs on you, your GP can point you to local groups and support.',
    analytical:
      'Loneliness noted. Social contact is a health factor in its own right: keep the group sessions, stay for the social part, and add group activities (parkrun, walking groups, volunteering). If it persists, your GP can signpost local support.',
  }[tone];
}

/** Bleeding from the bottom ('bleeding from my bum after long rides', 'blood on the toilet paper', 'blood in my poo'). */
const BOWEL_BLEEDING =
  /\b(?:bleeding|blood)\s+(?:from|out\s+of)\s+(?:my\s+)?(?:bum|bottom|back\s+passage|rectum|behind|backside)\b|\brectal\s+bleeding\b|\bblood\s+(?:on|in)\s+(?:the\s+)?(?:toilet\s+(?:paper|roll|tissue)|loo\s+(?:paper|roll))\b|\bblood\s+in\s+(?:my\s+)?(?:stools?|poo|poos|motions?)\b|\bbloody\s+(?:stools?|poo)\b/i;

export const bowelBleeding = (entry: Entry) => BOWEL_BLEEDING.test(entryText(entry));

export function bowelBleedingSentence(tone: CoachTone): string {
  return {
    direct:
      'Bleeding from the bottom is often from piles, which long hours in the saddle or straining can bring on, but after 50 it should always be checked: book a GP appointment this week, and sooner if there is a lot of blood, it is dark, or it comes with tummy pain, weight loss or a change in your bowel habit.',
    encouraging:
      'Thank you for writing this down. Bleeding from the bottom is often from piles, which long hours in the saddle or straining can bring on, but after 50 it should always be checked, so please book a GP appointment this week, and go sooner if there is a lot of blood, it is dark, or it comes with tummy pain, weight loss or a change in your bowel habit.',
    analytical:
      'Rectal bleeding: commonly haemorrhoidal (prolonged saddle time and straining contribute), but after 50 it always warrants GP assessment, this week; sooner with heavy or dark blood, abdominal pain, weight loss or a change in bowel habit.',
  }[tone];
}

/** A blood thinner named: warfarin, a DOAC, or 'blood thinners'. */
const BLOOD_THINNER = /\b(?:warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|dabigatran|pradaxa|clopidogrel|anticoagulants?|blood[- ]thinners?|blood[- ]thinning)\b/i;

/** After a fall's care: on a blood thinner, what to get checked today (an empty string for any other entry). */
export function bloodThinnerAfterFall(entry: Entry, said: string, tone: CoachTone): string {
  const text = entryText(entry);
  if (!FALL.test(text) || !BLOOD_THINNER.test(text) || /blood\s+thinners?/i.test(said)) return said;
  return `${said} ${
    {
      direct: 'On a blood thinner, bleeding inside can be slow to show: if you hit your head at all, get checked today through NHS 111 or A&E, and see your GP about a bruise that keeps growing or a joint that swells.',
      encouraging: 'Because you take a blood thinner, bleeding inside can be slow to show: if you hit your head at all, please get checked today through NHS 111 or A&E even if you feel fine, and see your GP about a bruise that keeps growing or a joint that swells.',
      analytical: 'Anticoagulation raises the risk of delayed internal bleeding: any head strike warrants same-day assessment (NHS 111 or A&E), and an expanding bruise or a swelling joint a GP review.',
    }[tone]
  }`;
}

/**
 * Bleeding after the menopause ('Period came back after 2 years, is that normal at 54?', 'spotting since the menopause',
 * 'Some bleeding again, 3 years after my menopause', 'periods stopped 4 years ago, now some spotting', 'post-menopausal
 * bleeding'): always the GP's, this week, whatever the likely cause.
 */
const AFTER_MENOPAUSE =
  /\b(?:periods?|bleeding|bleed|spotting)\b[^.!?\n]{0,30}?\b(?:came|come|coming|started|starting)\s+back\b[^.!?\n]{0,30}?\b(?:after|since)\b[^.!?\n]{0,20}?\b(?:\d+|one|two|three|four|five|a|several)\s+years?\b|(?<!\bnose\s?)\b(?:bleeding|spotting|a\s+period|a\s+bleed)\b[^.!?\n]{0,30}?\b(?:after|since|past)\s+(?:the\s+|my\s+)?menopause\b|\bperiods?\s+(?:stopped|finished|ended)\b[^.!?\n]{0,30}?\b(?:ago|in\s+(?:19|20)\d\d)\b[^.!?\n]{0,40}?\b(?:bleeding|bled|spotting|a\s+bleed)\b|\bpost-?menopausal\s+(?:bleeding|bleed|spotting)\b/i;

export const bleedingAfterMenopause = (entry: Entry) => AFTER_MENOPAUSE.test(entryText(entry));

export function bleedingAfterMenopauseSentence(tone: CoachTone): string {
  return {
    direct:
      'Any bleeding after the menopause, even a little spotting or a single bleed, should be checked: book a GP appointment this week. Most often the cause is minor (thin, dry tissue or HRT), but it always needs looking into. Training can carry on as you feel able meanwhile.',
    encouraging:
      'Thank you for writing this down. Any bleeding after the menopause, even a little spotting or a single bleed, is worth a GP appointment this week. Most often the cause turns out to be minor, such as thin, dry tissue or HRT, but it always needs checking. You can keep training as you feel able meanwhile.',
    analytical:
      'Post-menopausal bleeding (any bleeding 12 months or more after the last period) always warrants GP assessment, this week, though most causes are benign (atrophy, HRT). Training may continue as tolerated.',
  }[tone];
}

/** Nerves before riding, running or swimming with others ('Anxious before every club ride, nearly didn't go'). */
const GROUP_NERVES =
  /\b(?:anxious|nervous|nerves|dread(?:ed|ing)?|scared|terrified|panick?(?:y|ing|ed))\b[^.!?\n]{0,30}?\b(?:club|group)\s+(?:rides?|runs?|swims?|sessions?|nights?)\b|\b(?:club|group)\s+(?:rides?|runs?|swims?|sessions?)\b[^.!?\n]{0,30}?\b(?:anxious|nervous|nerves|dread(?:ed|ing)?|scared|terrified)\b/i;

export const groupNerves = (entry: Entry) => GROUP_NERVES.test(entryText(entry));

export function groupNervesSentence(tone: CoachTone): string {
  return {
    direct:
      'Nerves before a club ride or run are very common, even among people who have gone for years. Tell the leader you are new or nervous, start with the slowest group and a route you know, and say if the pace is too much: a good club waits. Going despite the nerves is the hard part, and it eases with each outing. If anxiety spills into the rest of your days, your GP can help.',
    encouraging:
      'Thank you for saying so. Nerves before a club ride or run are very common, even among people who have gone for years. Tell the leader you are new or nervous, start with the slowest group and a route you know, and speak up if the pace is too much: a good club waits for everyone. Going despite the nerves is the hard part, and it gets easier with each outing. If anxiety spills into the rest of your days, your GP can help.',
    analytical:
      'Pre-session anxiety in group settings is common and usually falls with repeated exposure. Inform the leader, choose the slowest group and a familiar route, and communicate pace limits. Anxiety affecting daily life beyond training warrants a GP conversation.',
  }[tone];
}


/** Joints aching with the menopause ('Menopause joint pain making running hard'), not one hot, red or swollen. */
const MENOPAUSAL_JOINTS =
  /^(?=[^]*\b(?:menopaus\w*|perimenopaus\w*|peri-menopaus\w*|hrt)\b)(?=[^]*\b(?:joint\s+(?:pain|aches?|aching|stiffness)|(?:aching|achy|sore|stiff|painful)\s+joints|joints\s+(?:ache|aching|hurt|sore|stiff))\b)(?![^]*\b(?:hot|red|swollen|swelling)\b)/i;

export const menopausalJoints = (entry: Entry) => MENOPAUSAL_JOINTS.test(entryText(entry));

export function menopausalJointsSentence(tone: CoachTone): string {
  return {
    direct:
      'Aching joints are one of the commonest symptoms of the menopause: falling oestrogen affects joints and tendons. Keep moving, since it helps; favour lower-impact sessions (cycling, swimming, walking) on bad days and keep strength work twice a week. Talk to your GP: HRT eases joint pain for many women, and other causes can be checked. See them sooner for a joint that turns hot, red or swollen.',
    encouraging:
      'You are far from alone: aching joints are one of the commonest symptoms of the menopause, because falling oestrogen affects joints and tendons. Moving helps, so keep going, with lower-impact sessions (cycling, swimming, walking) on the bad days and strength work twice a week. Do talk to your GP too: HRT eases joint pain for many women, and other causes can be checked. See them sooner for a joint that turns hot, red or swollen.',
    analytical:
      'Arthralgia is among the most common menopausal symptoms (oestrogen decline affects joints and tendons). Continue activity, substituting low-impact modalities on symptomatic days, with twice-weekly resistance training. GP review is worthwhile: HRT reduces joint pain for many, and alternative causes can be excluded. A hot, red or swollen joint needs earlier assessment.',
  }[tone];
}

/** Tiredness that lasts ('Tired all the time lately, even after rest days', 'exhausted for weeks'). */
const LASTING_TIREDNESS =
  /\b(?:tired|exhausted|knackered|shattered|wiped\s+out|drained|fatigued|no\s+energy|lethargic)\s+(?:all\s+the\s+time|constantly|every\s+day|for\s+(?:weeks|months|a\s+few\s+weeks|a\s+month|ages)|(?:these\s+)?(?:last|past)\s+(?:few\s+)?(?:weeks|months))\b|\b(?:always|constantly|permanently)\s+(?:tired|exhausted|knackered|shattered|drained)\b|\b(?:tired|exhausted|drained|no\s+energy)\b[^.!?\n]{0,30}?\beven\s+after\s+(?:rest|a\s+rest|rest\s+days?|sleep|a\s+good\s+night|a\s+lie-?in|a\s+week\s+off)\b/i;

export const lastingTiredness = (entry: Entry) => LASTING_TIREDNESS.test(entryText(entry));

/** The GP's blood test for the common causes after 50, the training cut back meanwhile, and the signs to go sooner. */
export function lastingTirednessSentence(tone: CoachTone): string {
  return {
    direct:
      'Tiredness that lasts for weeks, even after rest, is worth your GP checking: a blood test looks for common, treatable causes after 50 (low iron, an underactive thyroid, low vitamin D, diabetes), and they can look at your sleep and medicines. Meanwhile cut training to a few short, easy sessions for a week or two; if it lifts, the load had outrun your recovery. Go sooner if it comes with breathlessness, weight loss, night sweats or low mood.',
    encouraging:
      'That sounds draining, and it is worth your GP checking: tiredness that lasts for weeks, even after rest, often has a common, treatable cause after 50 (low iron, an underactive thyroid, low vitamin D, diabetes) that a blood test can find, and they can look at your sleep and medicines too. Meanwhile, cut training to a few short, easy sessions for a week or two; if it lifts, the load had simply outrun your recovery. Please go sooner if it comes with breathlessness, weight loss, night sweats or low mood.',
    analytical:
      'Persistent fatigue despite rest warrants GP assessment: blood tests for common treatable causes after 50 (iron deficiency, hypothyroidism, low vitamin D, diabetes), plus a review of sleep and medication. Reduce training to a few short, easy sessions for one to two weeks; improvement implicates load exceeding recovery. Seek earlier review with breathlessness, weight loss, night sweats or low mood.',
  }[tone];
}

/**
 * Someone close saying the member is doing too much ("My husband thinks I'm overdoing it", 'the kids say I train too
 * much'): worth checking against the signs of it, an easy week if they fit, the plan shown if they do not.
 */
const OTHERS_SAY_TOO_MUCH =
  /\b(?:husband|wife|partner|hubby|family|kids|children|daughter|son|friends?|other\s+half)\s+(?:thinks?|says?|said|reckons?|keeps?\s+(?:saying|telling\s+me)|is\s+worried|worries|tells?\s+me)\s+(?:that\s+)?(?:i'?m|i\s+am|i\s+was|i'?ve\s+been|i\s+have\s+been|i)?\s*(?:overdoing\s+it|doing\s+too\s+much|(?:train|training|running|cycling|riding|swimming|exercising)\s+too\s+much|obsessed|overtraining|too\s+old\s+for)\b/i;

export const othersSayTooMuch = (entry: Entry) => OTHERS_SAY_TOO_MUCH.test(entryText(entry));

export function othersSayTooMuchSentence(tone: CoachTone): string {
  return {
    direct:
      'Worth taking seriously: people close to us often see it first. Check yourself against the signs of doing too much: a resting pulse five or more beats above your usual, poor sleep, legs that stay heavy, short temper or low mood, niggles piling up. If two or more fit, take an easy week. If none do and you are enjoying it, show them your week: rest days and easy sessions written into it are reassuring to see.',
    encouraging:
      'It sounds as if they care, and it is worth a look, since people close to us often see it first. Check yourself against the signs of doing too much: a resting pulse five or more beats above your usual, poor sleep, legs that stay heavy, short temper or low mood, niggles piling up. If two or more fit, an easy week will do you good. If none do and you are enjoying it, show them your week: rest days and easy sessions written into it are reassuring to see.',
    analytical:
      'External observations of overreaching merit an objective check: resting heart rate elevated by five or more beats, disturbed sleep, persistent heaviness in the legs, irritability or low mood, and accumulating niggles. Two or more suggest a recovery week. If none apply, sharing a plan with scheduled rest and easy days addresses the concern.',
  }[tone];
}
