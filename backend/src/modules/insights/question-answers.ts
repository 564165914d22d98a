/**
 * The answer a coach gives everyone to a question of each topic (questions.ts finds the topic), in each tone. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { everydayCareSentence } from './everyday-care-sentences.js';
import { beforeOperationSentence } from './joint-replacement.js';
import type { HeartRateWorry, QuestionTopic } from './questions.js';

/** A high heart rate asked about: maximums vary, wrist sensors misread; symptoms decide whether a doctor sees it first. */
function highHeartRateAnswer(tone: CoachTone): string {
  return {
    direct: "A high reading is not dangerous by itself: maximum heart rate varies widely between people of the same age, and wrist sensors often lock on to your cadence and read too high on hills. What matters is how you felt. If you had chest pain, dizziness, unusual breathlessness or a fluttering heart, see your doctor before the next hard session; if you felt fine, it is most likely your own maximum or a sensor glitch.",
    encouraging: "A high reading on its own is not a sign of danger: maximum heart rate varies a lot between people of the same age, and wrist sensors often lock on to your cadence and read too high on a hill. What matters is how you felt. If there was any chest pain, dizziness, unusual breathlessness or a fluttering heart, please see your doctor before your next hard session; if you felt fine, it is most likely simply your own maximum, or a sensor glitch.",
    analytical: 'Maximum heart rate has wide individual variation (age formulas carry 10-20 bpm error), and optical wrist sensors frequently lock on to cadence during climbs. A high value is significant only with symptoms: chest pain, dizziness, unusual breathlessness or palpitations warrant a medical check before further hard sessions; without them, an individual maximum or sensor artefact is the likely explanation.',
  }[tone];
}

/** A reading doubted or out of reach for the session: most likely the sensor; a count by hand tells; symptoms mean the GP. */
function heartRateReadingAnswer(tone: CoachTone): string {
  return {
    direct: 'A reading like that on an easy session is almost always the sensor, not your heart: wrist sensors often lock on to your cadence, more so in the cold, with a loose strap or dry skin. Check it by hand next time: count your pulse at the wrist or neck for 15 seconds and multiply by four, or wear a chest strap. If you felt your heart racing, fluttering or pounding, or felt dizzy or unusually breathless, see your GP before the next hard session; with chest pain, stop and call 999 (or your local emergency number).',
    encouraging: 'A number like that on an easy session is almost always the watch rather than your heart: wrist sensors often pick up your cadence instead, more so in the cold, with a loose strap or dry skin. Next time it shows, check by hand: count your pulse at the wrist or neck for 15 seconds and multiply by four, or try a chest strap. If you did feel your heart racing, fluttering or pounding, or felt dizzy or unusually breathless, please see your GP before your next hard session; and with chest pain, stop and call 999 (or your local emergency number).',
    analytical: 'An implausible value during low-intensity work is most often optical sensor artefact: wrist sensors commonly lock on to step cadence, more so in the cold, with a loose strap or poor skin contact. Verify with a 15-second count at the wrist or neck multiplied by four, or with a chest strap. If a racing, fluttering or pounding heart, dizziness or unusual breathlessness was felt, a GP assessment should precede further hard sessions; chest pain means stop and call 999 (or your local emergency number).',
  }[tone];
}

/** The answer a coach gives everyone to a question of the topic; `worry`: what a heart-rate question doubts (heartRateWorry). */
export function answerSentence(topic: QuestionTopic, tone: CoachTone, worry: HeartRateWorry = null): string {
  if (topic === 'heartRate' && worry === 'reading') return heartRateReadingAnswer(tone);
  if (topic === 'heartRate' && worry === 'high') return highHeartRateAnswer(tone);
  if (topic === 'thinBones') return everydayCareSentence('thinBones', tone);
  if (topic === 'beforeOp') return beforeOperationSentence(tone);
  const answers: Record<Exclude<QuestionTopic, 'thinBones' | 'beforeOp'>, Record<CoachTone, string>> = {
    illness: {
      direct: 'The usual rule is the neck check: with symptoms only above the neck (a runny nose, sneezing, a mild sore throat), a short, easy session is usually fine. With anything below it (a chesty cough, aching muscles, a temperature), rest until it has gone, then ease back in. With a fever, no exercise at all.',
      encouraging: 'A good rule of thumb is the neck check: if your symptoms are only above the neck (a runny nose, sneezing, a mild sore throat), a short, easy session is usually fine and may even help. If anything is below it (a chesty cough, aching muscles, a temperature), rest until it has gone and ease back in gently. With a fever, please do not exercise at all.',
      analytical: 'Standard guidance is the neck check: symptoms above the neck only (rhinitis, sneezing, mild sore throat) permit short, easy sessions; symptoms below it (chest congestion, myalgia, raised temperature) call for rest until resolved, then a graded return. Fever is a contraindication to exercise.',
    },
    pain: {
      direct: 'A common rule: mild pain (3 out of 10 or less) that does not get worse as you go and is no worse the next morning is usually safe to train gently on. Pain that sharpens, changes how you move, or comes with swelling means stop, and see a physio if it lasts more than a week or two.',
      encouraging: 'A helpful rule: mild pain, around 3 out of 10 or less, that does not build as you go and is no worse the next morning usually allows gentle training. If it sharpens, changes how you move or swells, stop, and please see a physio if it has not settled in a week or two.',
      analytical: 'Pain-monitoring guidance: discomfort at or below 3/10 that does not rise during the session or the following morning is generally compatible with light training. Sharpening pain, altered movement or swelling indicate stopping, and persistence beyond one to two weeks warrants a physiotherapy assessment.',
    },
    rest: {
      direct: 'After 50, most athletes do best with at least one full rest day a week and an easy day after every hard one. Take an extra day when sleep is poor, the legs stay heavy, or your resting heart rate is up by five beats or more.',
      encouraging: 'After 50, most athletes do best with at least one full rest day a week, and an easy day after each hard one. Listen to the signs too: poor sleep, legs that stay heavy, or a resting heart rate five beats above usual all say take an extra day, and that is training well.',
      analytical: 'Typical guidance after 50: a minimum of one full rest day per week and an easy day after each hard session. Add recovery when sleep quality drops, leg fatigue persists, or resting heart rate rises five or more beats above baseline.',
    },
    raceVolume: {
      direct: 'What matters most is the long run and the weeks you have. For a marathon, most runners over 50 do well building to about 40 to 55 km a week over 16 to 20 weeks, with a long run growing to 28 to 32 km about three weeks before; for a half, 25 to 40 km a week, with a long run to 16 to 19 km. Add no more than about ten per cent a week, make every third or fourth week easier, keep most of it easy, and taper for the last two to three weeks (one for a half). With too few weeks to get there safely, walk breaks from the start are a sound plan.',
      encouraging: 'What matters most is your long run and how many weeks you have. For a marathon, most runners over 50 do well building to about 40 to 55 km a week over 16 to 20 weeks, with a long run that grows to 28 to 32 km about three weeks before; for a half, 25 to 40 km a week, with a long run to 16 to 19 km. Add no more than about ten per cent a week, make every third or fourth week easier, keep most of it easy, and taper for the last two to three weeks (one for a half). If the weeks are too few to get there safely, planned walk breaks from the start are a sound plan, not a failure.',
      analytical: 'Race readiness depends chiefly on long-run length and weeks available. Marathon: a typical over-50 build reaches 40-55 km per week across 16-20 weeks, long run peaking at 28-32 km about three weeks out; half: 25-40 km per week, long run to 16-19 km. Progress by no more than about 10% per week, with a lighter week every third or fourth, mostly easy intensity, and a two-to-three-week taper (one week for a half). If the timeline is short, a run-walk strategy from the start is appropriate.',
    },
    build: {
      direct: 'Build by about ten per cent a week at most, and make every third or fourth week easier so the body catches up. Add length to the long session first, at an easy pace.',
      encouraging: 'A safe way to build is by about ten per cent a week at most, with every third or fourth week a little easier so your body can catch up. Add the extra to your long session first, and keep it at an easy pace.',
      analytical: 'Progression guidance: weekly volume increases of no more than about ten per cent, with a lighter week every third or fourth. Extend the long session first, at easy intensity.',
    },
    shoes: {
      direct: 'A specialist running shop is the place: they measure both feet and watch you run. Most brands make wide fittings (2E, 4E). Try shoes late in the day, when feet are largest, with the socks you train in.',
      encouraging: 'A specialist running shop is your best friend here: they can measure both feet and watch you run, and most brands now make wide fittings (2E or 4E). Try shoes on late in the day, when feet are largest, with the socks you train in.',
      analytical: 'Footwear selection: a specialist shop with gait observation and measurement of both feet is the reliable route; wide fittings (2E, 4E) are widely available. Fit late in the day with training socks, when foot volume is greatest.',
    },
    fuel: {
      direct: 'For sessions under an hour, water and your usual meals are enough. Longer: a carbohydrate breakfast two to three hours before, then about 30 to 60 g of carbohydrate an hour, with drink to thirst. Protein within an hour after helps muscles recover, which matters more after 50. Practise it in training, never new on race day.',
      encouraging: 'For sessions under an hour, water and your usual meals are plenty. For longer ones, have a carbohydrate breakfast two to three hours before, then take in about 30 to 60 g of carbohydrate an hour and drink to thirst. Some protein within an hour afterwards helps your muscles recover, which counts for more after 50. Try it all out in training first.',
      analytical: 'Fuelling guidance: sessions under 60 minutes need only water and normal meals. Longer efforts: carbohydrate 2-3 hours before, 30-60 g carbohydrate per hour during, fluid to thirst; 20-30 g protein within an hour after supports muscle repair, more important with age. Rehearse the strategy in training.',
    },
    heartRate: {
      direct: "Keep about four sessions in five easy, at a pace where you can talk in full sentences (what many call zone 2). '220 minus your age' can be out by 10 to 20 beats after 50, so trust the talk test over a formula. A doctor's limit, if you have one, comes first.",
      encouraging: "Most of your training, about four sessions in five, is best done easy, at a pace where you can still talk in full sentences (what many call zone 2). The '220 minus your age' formula can be out by 10 to 20 beats either way, so trust the talk test over the numbers; and if your doctor has given you a limit, that always comes first.",
      analytical: "Intensity distribution: roughly 80% of sessions at conversational effort (commonly called zone 2). Age-predicted maximum heart rate (220 minus age) carries an error of 10-20 bpm, so the talk test is the more reliable guide without a lab test; any medically set ceiling overrides both.",
    },
    mobility: {
      direct: 'Gentle stretching, mobility work or yoga keeps the range of movement the miles take away, and on a rest day it adds no load. Before a session, warm up by moving (a few minutes easy, leg swings) rather than holding stretches; keep the held ones, about 30 seconds each, for after or a rest day, and never stretch into pain.',
      encouraging: 'It is well worth it after 50: gentle stretching, mobility work or yoga keeps the range of movement that the miles slowly take away, and it adds no load on a rest day. Before a session, warm up by moving (a few easy minutes, some leg swings) rather than holding stretches; save the held ones, about 30 seconds each, for afterwards or a rest day, and never push into pain.',
      analytical: 'Mobility work maintains range of motion, which declines with age and repetitive training, without adding meaningful load. Pre-session, dynamic warm-up outperforms static stretching; hold static stretches about 30 seconds post-session or on rest days, progress gradually, and stay below the pain threshold.',
    },
    start: {
      direct: 'No. People start running, swimming and cycling in their sixties, seventies and beyond. Begin with short walk-run sessions (Couch to 5K is built for this), three a week with a day between; with any heart condition or blood-pressure medicine, ask your GP first.',
      encouraging: 'Not at all: people take up running, swimming and cycling in their sixties, seventies and beyond, and the benefits come at any age. Start with short walk-run sessions (Couch to 5K is built for exactly this), three a week with a rest day between; with any heart condition or blood-pressure medicine, have a word with your GP first.',
      analytical: 'No upper age limit applies; training adaptations occur at any age. Begin with walk-run intervals (for example Couch to 5K), three sessions weekly with rest days between, and seek GP clearance first with cardiac conditions or antihypertensive medication.',
    },
    easyPace: {
      direct: 'Easy pace is set by your breathing, not the watch: you should be able to talk in full sentences. For most runners that is 60 to 90 seconds a kilometre slower than their 5 km race pace, and on hills it may mean walking. Slower than feels like training is right: about four sessions in five at that pace build the engine and spare the joints, and the speed belongs to one session a week.',
      encouraging: 'A good easy pace is one you could chat at, in full sentences, whatever the watch says. For most runners that is 60 to 90 seconds a kilometre slower than their 5 km race pace, and on hills it may mean a few steps of walking, which is fine. It will feel slower than training ought to, and that is the point: about four sessions in five at that pace build your engine and spare your joints, leaving the speed for one session a week.',
      analytical: 'Easy intensity is defined by the talk test (full sentences possible), typically 60-90 s/km slower than 5 km race pace, with walking on steep gradients if needed. About 80% of sessions at that intensity develop aerobic capacity with low musculoskeletal load; reserve higher intensity for one weekly session.',
    },
    ambition: {
      direct: 'It is well within reach: people in their sixties and seventies finish Ironman-distance races, marathons and long sportives every year, and the age-group results show it. Give it time: a year or more for an Ironman, building from shorter races (a half first), with an easier week every third or fourth, strength work twice a week and most sessions easy. See your GP first if you have a heart condition, high blood pressure or symptoms on exertion.',
      encouraging: 'It is well within reach, and you would be in good company: people in their sixties and seventies finish Ironman-distance races, marathons and long sportives every year, and the age-group results are there to prove it. The secret is time: allow a year or more for an Ironman, building through shorter races (a half first), with an easier week every third or fourth, strength work twice a week and most sessions easy. Do see your GP first if you have a heart condition, high blood pressure or any symptoms on exertion.',
      analytical: 'Endurance events are well within reach after 60: age-group fields at Ironman, marathon and sportive distances show it. Allow 12 months or more for an Ironman, progressing through shorter events (a half distance first), with a lighter week every third or fourth, twice-weekly strength work and mostly easy intensity. Seek GP clearance first with cardiac disease, hypertension or exertional symptoms.',
    },
    alcohol: {
      direct: 'A drink with dinner is fine if it is your habit, but more than one or two costs sleep and fluid, and both show on race morning. Keep it small and early in the evening, with water beside it, and none at all with medicines that do not mix with it.',
      encouraging: 'A drink with dinner is fine if it is what you usually do, but more than one or two costs you sleep and fluid, and both show on race morning. Keep it small and early in the evening, with water alongside, and skip it altogether with any medicines that do not mix with alcohol.',
      analytical: 'Moderate intake (one or two drinks with an evening meal, if habitual) has little effect; more impairs sleep quality and hydration, both relevant to performance. Keep it small and early with water alongside; avoid it with interacting medication.',
    },
    swimBreath: {
      direct: 'Running out of breath in the pool is nearly always breathing, not fitness: breathe out steadily under water, so there is only breathing in to do when you turn, and roll to breathe rather than lifting your head. Slow down, take a breath every two or three strokes, and rest at the wall as long as you need; a pull buoy or a lesson helps. See your GP if you are unusually breathless out of the water too.',
      encouraging: 'That is the commonest thing in swimming, and it is nearly always breathing rather than fitness: breathe out steadily under water, so that when you turn there is only breathing in to do, and roll to breathe rather than lifting your head. Slow right down, breathe every two or three strokes, and rest at the wall as long as you like; a pull buoy or a lesson makes a big difference. Please see your GP if you are unusually breathless out of the water too.',
      analytical: 'Breathlessness while swimming usually reflects technique: incomplete exhalation under water leaves only inhalation time at the turn, and lifting the head adds drag. Exhale continuously, roll to breathe, reduce pace, breathe every two or three strokes, and rest as needed; pull-buoy drills or coaching help. Unusual breathlessness out of the water warrants GP review.',
    },
    goggles: {
      direct: 'For fogging, use an anti-fog spray or a drop of baby shampoo rubbed on and rinsed off, never wipe the inside (it strips the coating), and dip them in the pool before you start; new goggles fog least. For leaks, try a few shapes (faces differ): a good pair holds on your face for a moment without the strap. Wear the strap high on the back of your head and no tighter than it needs.',
      encouraging: 'Foggy goggles happen to every swimmer. An anti-fog spray, or a drop of baby shampoo rubbed on and rinsed off, works well; never wipe the inside, which strips the coating, and dip them in the pool before you start. If they leak, try a few shapes, since faces differ: a good pair holds on your face for a moment without the strap. Wear the strap high on the back of your head and no tighter than it needs to be.',
      analytical: 'Fogging: apply anti-fog spray or diluted baby shampoo and rinse; avoid wiping the inner lens (removes the coating); pre-wet before swimming; coatings degrade with age. Leaks: fit varies by face shape; a good seal holds briefly without the strap. Position the strap high on the back of the head at minimal tension.',
    },
    afterOp: {
      direct: 'When to start again is for your surgeon or their team to say, because it depends on the operation: ask them for a date for walking, cycling, swimming (only once the wound has healed) and running. As a rough guide, walking builds from the first days; light sessions often come back two to four weeks after keyhole surgery, and six to twelve after an open operation, with heavy lifting later still. Then start short and easy, every other day, and build over weeks. Pain, redness or discharge at the wound, a fever, or a calf that swells and hurts are for them to see the same day.',
      encouraging: 'That is a question for your surgeon or their team, who know exactly what was done: ask them for a date for walking, cycling, swimming (only once the wound has healed) and running. As a rough guide, walking builds from the first days; light sessions often come back two to four weeks after keyhole surgery, and six to twelve after an open operation, with heavy lifting later still. When you get the go-ahead, start short and easy, every other day, and build over weeks. Please get pain, redness or discharge at the wound, a fever, or a calf that swells and hurts seen the same day.',
      analytical: 'Return-to-sport timing is procedure-specific: obtain dates from the surgical team for walking, cycling, swimming (after wound healing) and running. Typical ranges: walking from the first days; light activity at 2-4 weeks after laparoscopic surgery and 6-12 weeks after open procedures, heavy lifting later. Resume with short, easy sessions on alternate days, progressing over weeks. Wound pain, erythema or discharge, fever, or a swollen painful calf warrant same-day review.',
    },
    age: {
      direct: 'Some slowing is normal, about 1% a year after 50, but much of it is lost strength and speed rather than age itself. Keep one faster session a week and strength work twice a week, and compare yourself with last year, not with your younger self.',
      encouraging: 'Some slowing with age is normal, about 1% a year after 50, but a good part of it is strength and speed that can be kept. One faster session a week and strength work twice a week make a real difference, and the fairest comparison is with last year, not your younger self.',
      analytical: 'Age-related decline averages roughly 1% per year after 50, but much of it reflects reduced strength and high-intensity work. One weekly fast session and twice-weekly resistance training slow it; benchmark against the previous year.',
    },
    heart: {
      direct: 'With a heart condition or its treatment, what you can do, and how hard, is for your cardiologist or cardiac rehab team to say: ask them before any hard efforts, and keep to what they advised until then. Stop and call 999 if you get chest pain, unusual breathlessness or a racing heart.',
      encouraging: 'That is exactly the right question to ask, and the right people to answer it are your cardiologist or cardiac rehab team, who know your heart. Until they say otherwise, keep to the exercise they advised and leave hard efforts for now; and if you ever get chest pain, unusual breathlessness or a racing heart, stop and call 999.',
      analytical: 'Exercise prescription after a cardiac event or procedure is individual: your cardiologist or cardiac rehab team should set the intensity limits. Keep to their advice pending review; chest pain, unusual breathlessness or palpitations mean stop and call 999.',
    },
    feet: {
      direct: 'A black toenail, a blister or chafing is usually harmless: keep running if it does not hurt, leave a black nail to grow out, cover a blister and keep it clean, and use an anti-chafe balm on long days. Shoes half a size up and trimmed nails prevent most of it. See your GP if it throbs, swells or shows pus.',
      encouraging: 'These are badges most distance runners collect, and usually harmless. If it does not hurt, carry on: let a black nail grow out on its own, cover a blister and keep it clean, and use an anti-chafe balm on long days. Shoes half a size up and trimmed nails prevent most of it; see your GP if it throbs, swells or shows signs of infection.',
      analytical: 'Subungual haematoma, blisters and chafing are common friction injuries and rarely need treatment: continue if pain-free, let the nail grow out, dress blisters, and use a barrier balm. Prevention: shoe size and lacing, nail care. Throbbing, swelling or pus warrant GP review.',
    },
        stitch: {
      direct: 'A stitch usually comes from eating or drinking a lot too soon before a session, or from starting too fast. Leave two to three hours after a meal, sip rather than gulp, and build the pace over the first ten minutes. When one comes, slow down, breathe out fully as the opposite foot lands, and press into the spot; core work twice a week makes them rarer.',
      encouraging: 'A stitch is very common and usually harmless. It tends to come from eating or drinking a lot too soon before a session, or from starting too fast, so leave two to three hours after a meal, sip rather than gulp, and ease into the pace over the first ten minutes. When one comes, slow down, breathe out fully as the opposite foot lands and press gently into the spot; a little core work twice a week makes them rarer.',
      analytical: 'Exercise-related transient abdominal pain is common and benign. Risk factors: large meals or drinks within two to three hours, and a fast start. Leave two to three hours after meals, sip fluids, and build intensity gradually; when it occurs, slow, exhale fully on the contralateral foot strike and apply pressure. Trunk strengthening reduces recurrence.',
    },
    heatHeartRate: {
      direct: 'In the heat your heart beats faster for the same pace: it sends blood to the skin to cool you, and you lose fluid, so 10 to 20 beats more is normal and no loss of fitness. Slow down to keep the effort the same, drink to thirst, train early or late, and allow 10 to 14 days to adapt. Stop if you feel dizzy, confused or stop sweating.',
      encouraging: 'That is your body cooling itself: in the heat your heart sends blood to the skin as well as the muscles, and you lose fluid as you sweat, so 10 to 20 beats more for the same pace is normal and no sign of lost fitness. Slow down to keep the effort the same, drink to thirst, go early or late in the day, and give yourself 10 to 14 days to adapt. Stop and cool down if you feel dizzy or confused, or stop sweating.',
      analytical: 'Heat raises heart rate at a given pace (cardiovascular drift): skin blood flow for cooling and fluid loss reduce stroke volume, so 10-20 bpm higher is expected and not a fitness loss. Reduce pace to hold effort, drink to thirst, train in cooler hours, and allow 10-14 days of acclimatisation. Dizziness, confusion or the cessation of sweating mean stop and cool.',
    },
    cramp: {
      direct: 'Cramp is common after 50, after long or hard sessions and at night. Stretch your calves gently before bed, drink and eat normally after long sessions, and build the long ones gradually. If it is frequent, tell your GP: some medicines cause it.',
      encouraging: 'Cramp is very common after 50, especially after long or hard sessions and at night. A gentle calf stretch before bed often helps, as do eating and drinking normally after long sessions and building them up gradually. If it keeps happening, mention it to your GP, as some medicines can cause it.',
      analytical: 'Exercise-associated and nocturnal cramp increase with age and unaccustomed load. Pre-sleep calf stretching, normal intake after long sessions and gradual progression reduce it; frequent cramp merits GP review, including of medicines.',
    },
    taper: {
      direct: 'About a week for a half marathon and two to three for a marathon: cut the volume by a third to a half, keep a few short, brisk efforts so your legs stay sharp, and sleep well. The fitness is already there.',
      encouraging: 'A week is about right before a half marathon, and two to three weeks before a marathon. Cut the volume by a third to a half, keep a few short, brisk efforts so your legs stay lively, and enjoy the extra sleep: the fitness is already in the bank.',
      analytical: 'Typical taper: about 7 days for a half marathon, 14-21 for a marathon. Reduce volume by 30-50% while keeping some short race-pace efforts; fitness is maintained and fatigue falls.',
    },
    creatine: {
      direct: 'Creatine is one of the few supplements with good evidence after 50: taken with strength training, 3 to 5 g a day helps keep muscle and strength. It can add a little water weight. Check with your GP first if you have kidney problems or take medicines for your kidneys.',
      encouraging: 'Creatine is one of the few supplements with good evidence for athletes over 50: taken alongside strength training, 3 to 5 g a day helps keep muscle and strength. It can add a little water weight, which is normal. If you have kidney problems or take medicines for them, check with your GP first.',
      analytical: 'Creatine monohydrate (3-5 g/day) combined with resistance training improves lean mass and strength in adults over 50; expect a small gain in water weight. Kidney disease or nephrotoxic medication warrants GP review before starting.',
    },
    lighterWeek: {
      direct: 'Yes: after 50, a lighter week every third or fourth week lets the body absorb the training. Cut the volume by a third to a half, keep a couple of short, brisk efforts so you stay sharp, and sleep well; after four weeks or more without one, take it now.',
      encouraging: 'A lighter week is a good idea: after 50, one every third or fourth week lets your body absorb the training and come back stronger. Cut the volume by a third to a half, keep a couple of short, brisk efforts so you stay sharp, and enjoy the extra sleep; if it has been four weeks or more, this is the week.',
      analytical: 'Recovery weeks every 3-4 weeks support adaptation, more so after 50: reduce volume by 30-50% while keeping brief intensity, then resume the build. After four or more weeks without one, schedule it now.',
    },
    supplement: {
      direct: 'Food first: most athletes over 50 need no more than a varied diet with enough protein, plus vitamin D in the darker months as the NHS advises for everyone. Before any other supplement, ask your GP or a pharmacist, who know your medicines.',
      encouraging: 'A varied diet with enough protein covers most of what an athlete over 50 needs, plus vitamin D in the darker months, which the NHS advises for everyone. Before adding anything else, have a word with your GP or a pharmacist, because they know your medicines and health.',
      analytical: 'A varied diet with adequate protein meets most needs; vitamin D in autumn and winter is advised for everyone in the UK. Other supplements should be checked with a GP or pharmacist for interactions with your medicines and conditions.',
    },
    protein: {
      direct: 'After 50, aim for about 1.2 g of protein per kg of body weight a day, spread over your meals (about 25 to 30 g each), with some within an hour or two of strength work. With kidney disease, ask your GP first.',
      encouraging: 'After 50 your muscles need a little more protein than they used to: about 1.2 g per kg of body weight a day, spread across your meals (roughly 25 to 30 g each, such as eggs, yoghurt, fish or beans), with some soon after strength work. If you have kidney disease, check with your GP first.',
      analytical: 'Protein needs rise with age: about 1.2 g/kg/day, distributed across meals at 25-30 g each, with a dose after resistance training. Kidney disease warrants GP advice before increasing intake.',
    },
    warmup: {
      direct: 'Ten minutes: start with brisk walking or very easy jogging, then leg swings, heel raises and a few lunges, and build the pace gradually. On cold mornings take longer and wear a layer you can shed.',
      encouraging: 'A good warm-up takes about ten minutes: start with brisk walking or very easy jogging, add some leg swings, heel raises and gentle lunges, then let the pace build gradually. On a cold morning give it a little longer and wear a layer you can take off.',
      analytical: 'Warm-up: 5-10 minutes of low-intensity movement, then dynamic mobility (leg swings, heel raises, lunges), then gradual build of pace. Extend it in cold conditions and use removable layers.',
    },
    bones: {
      direct: 'Swimming and cycling are excellent for your heart but do little for your bones, because they carry no weight. Add weight-bearing work (walking, running, stairs) and strength training twice a week; with osteoporosis, ask your GP or a physio which exercises suit you.',
      encouraging: 'Swimming and cycling are wonderful for your heart and joints, but because the water or the saddle carries your weight, they do little for your bones. Adding weight-bearing work such as walking, running or stairs, and strength training twice a week, is what helps them; with osteoporosis, a physio can show you which exercises suit you.',
      analytical: 'Bone responds to impact and load: non-weight-bearing sport (swimming, cycling) has little effect on bone density. Include weight-bearing activity and resistance training twice weekly; with osteoporosis, seek a physio-guided programme.',
    },
    strength: {
      direct: 'Yes: twice a week of strength work (squats, lunges, step-ups, calf raises, heavy enough that the last few are hard) makes you faster and harder to injure, and after 50 it also keeps the muscle and bone that endurance training alone lets go. Keep it away from the day before a hard session.',
      encouraging: 'Yes, and it is one of the best things you can add after 50: two short sessions a week (squats, lunges, step-ups, calf raises, heavy enough that the last few are hard) make you stronger on hills, more economical and harder to injure, and keep the muscle and bone that endurance training alone lets go.',
      analytical: 'Resistance training twice weekly (compound lower-body lifts near the end of their range) improves economy and injury resilience, and counters age-related loss of muscle and bone. Schedule it away from the day before key sessions.',
    },
    vo2: {
      direct: 'Watch VO2 max figures are estimates from heart rate and pace, good for a trend, rough as a number. After 50, averages sit in the twenties and thirties, and the forties are well above them. Watch the trend over months rather than one reading.',
      encouraging: 'Watch VO2 max figures are estimates worked out from your heart rate and pace, so they are better at showing a trend than an exact number. As a guide, after 50 the average sits in the twenties and thirties, so the forties are well above it; whatever yours is, watch how it moves over the months, because that is what your training changes.',
      analytical: 'Wearable VO2 max values are estimates from heart rate and speed, with errors of several ml/kg/min; the trend is more reliable than any reading. Population averages after 50 sit in the twenties to the thirties.',
    },
    checkup: {
      direct: 'Yes, it is sensible before a big step up at any age, and more so with a heart condition, high blood pressure, symptoms on exertion or heart disease in the family. Tell your GP what you plan; most people are simply told to build gradually.',
      encouraging: 'It is a sensible idea before a big step up like this, and more so if you have a heart condition, high blood pressure, any symptoms on exertion, or heart disease in the family. Tell your GP what you are planning; most people are simply encouraged to go ahead and build gradually.',
      analytical: 'A pre-participation check is reasonable before a marked increase in training, and advised with known cardiovascular disease, hypertension, exertional symptoms or a family history of premature heart disease. Most are cleared with advice to progress gradually.',
    },
    restingHr: {
      direct: 'A resting heart rate in the 40s or low 50s is common in people who have trained for years, and fine if you feel well. Tell your GP if it comes with dizziness, faintness or breathlessness, or if it has dropped without more training.',
      encouraging: 'A low resting heart rate is usually a sign of a fit heart: readings in the 40s or low 50s are common in people who have trained for years, and fine if you feel well. Do tell your GP if it comes with dizziness, faintness or breathlessness, or if it has dropped without any change in training.',
      analytical: 'Resting bradycardia (40-55 bpm) is a common training adaptation and benign without symptoms. Dizziness, syncope, breathlessness, or a fall not explained by increased training, warrants GP assessment.',
    },
    restingHrUp: {
      direct: 'A resting heart rate a few beats above your usual is common in hot weather (your heart works to cool you, and you may be short of fluid), after a hard week or a poor night, after alcohol, or with a cold coming on. Take it the same way each morning, before you get up. Five or more beats up for more than two days means easy sessions until it settles; in the heat, drink to thirst and it settles as you adapt over 10 to 14 days. See your GP if it comes with palpitations, chest pain, dizziness or breathlessness, or stays up for a week in cool weather.',
      encouraging: 'That is common, and usually nothing to worry about: in hot weather your heart works to cool you and you may be a little short of fluid, and a hard week, a poor night, a drink or a cold coming on all lift it too. Take it the same way each morning, before you get up. If it stays five or more beats above your usual for more than two days, keep your sessions easy until it settles; in the heat, drink to thirst and give yourself 10 to 14 days to adapt. Do see your GP if it comes with palpitations, chest pain, dizziness or breathlessness, or stays up for a week in cool weather.',
      analytical: 'A resting heart rate a few bpm above baseline is common in heat (thermoregulatory load and lower plasma volume), after accumulated training load, poor sleep or alcohol, and in early infection. Measure on waking, before rising. An elevation of five or more bpm for over 48 hours indicates reduced load until it returns to baseline; heat acclimatisation takes 10-14 days. Palpitations, chest pain, dizziness, breathlessness, or an elevation lasting a week in cool weather warrant GP assessment.',
    },
    hernia: {
      direct: 'Most people with a small hernia that causes no trouble can keep running, riding and swimming; heavy lifting and straining load it most. Have your GP check it and say whether a repair is worth it, and support shorts can ease an ache. Go to A&E at once if it becomes painful, hard or tender, will not push back in, or comes with being sick or not passing wind: that can be a trapped hernia.',
      encouraging: 'Usually yes: most people with a small hernia that causes no trouble keep running, riding and swimming, and it is heavy lifting and straining that load it most. Do have your GP check it and talk through whether a repair is worth it, and support shorts can ease an ache. Please go to A&E straight away if it becomes painful, hard or tender, will not push back in, or comes with being sick or not passing wind, as that can be a trapped hernia.',
      analytical: 'An asymptomatic, reducible hernia rarely precludes running, cycling or swimming; heavy lifting and Valsalva straining load it most. GP assessment advised (repair may be considered); supportive garments can relieve discomfort. Pain, firmness, tenderness, irreducibility, vomiting or absent flatus suggest strangulation: A&E immediately.',
    },
    antibiotics: {
      direct: 'Usually yes, gently, if you feel well and have no fever (a tooth, the skin or a urine infection, say): keep sessions shorter and easy until the course is done. With a fever, a chest infection or feeling unwell, rest until it has passed. One group, the quinolones (ciprofloxacin, levofloxacin), can damage tendons, more so after 60 or with steroids: no hard running or new loads while you take them and for some weeks after, and stop and call your GP if a tendon, often the Achilles, starts to hurt.',
      encouraging: 'Usually yes, gently, if you feel well and have no fever (a tooth, the skin or a urine infection, say): keep sessions shorter and easy until the course is done. With a fever, a chest infection or if you feel unwell, rest until it has passed, and you will come back sooner. One thing to know: a group called the quinolones (ciprofloxacin, levofloxacin) can damage tendons, more so after 60 or with steroids, so leave hard running and new loads while you take them and for some weeks after, and please stop and call your GP if a tendon, often the Achilles, starts to hurt.',
      analytical: 'Light training is generally acceptable on antibiotics if afebrile and systemically well (dental, skin or urinary infections): shorter, easy sessions until the course ends. With fever, a chest infection or systemic symptoms, rest until resolved. Fluoroquinolones (ciprofloxacin, levofloxacin) carry a risk of tendinopathy and rupture, higher after 60 and with corticosteroids: avoid intense or new loading during treatment and for some weeks after, and stop and contact the GP if tendon pain develops.',
    },
    diabetes: {
      direct: 'Training is one of the best treatments for diabetes of either type: regular sessions lower blood sugar and blood pressure. If you take insulin or a tablet that can cause lows (gliclazide or another sulfonylurea), check your sugar before and after longer sessions, carry fast-acting sugar within reach, and ask your diabetes nurse how to adjust doses and food for training days. Check your feet after each session, since cuts and blisters heal slowly, and see your GP before hard training if you have heart, eye or foot problems.',
      encouraging: 'Training is one of the best things you can do with diabetes of either type: regular sessions lower blood sugar and blood pressure, and many people with diabetes run, ride and swim for years. If you take insulin or a tablet that can cause lows (gliclazide or another sulfonylurea), check your sugar before and after longer sessions, carry fast-acting sugar within reach, and ask your diabetes nurse how to adjust doses and food for training days. Check your feet after each session, as cuts and blisters heal more slowly, and talk to your GP before hard training if you have heart, eye or foot problems.',
      analytical: 'Regular exercise is a first-line treatment in diabetes of either type, improving glycaemic control and blood pressure. With insulin or sulfonylureas (hypoglycaemia risk), monitor glucose before and after longer sessions, carry rapid-acting carbohydrate, and agree dose and carbohydrate adjustments with the diabetes team. Inspect the feet after sessions (impaired healing), and seek GP review before vigorous training with cardiovascular, retinal or foot complications.',
    },
    strides: {
      direct: 'Strides are short, relaxed accelerations: 15 to 20 seconds building to about the pace you could hold for a mile, never a sprint, then a full walk or jog back. Do four to six on flat grass or road after an easy run, once or twice a week. They keep your legs quick and your form tidy after 50 at almost no cost in recovery.',
      encouraging: 'Strides are short, relaxed accelerations, and they are one of the kindest kinds of speed work: 15 to 20 seconds building smoothly to about the pace you could hold for a mile, never a flat-out sprint, then a full walk or jog back. Four to six on flat grass or road after an easy run, once or twice a week, keep your legs quick and your form tidy after 50, at almost no cost in recovery.',
      analytical: 'Strides: 15-20 second accelerations to roughly mile race pace (not a sprint), with full recovery between. Four to six after an easy run, one or two times a week, on flat ground. They maintain neuromuscular speed and running economy with minimal recovery cost, useful after 50.',
    },
    arthritis: {
      direct: 'Yes: movement is one of the best treatments for arthritis. Favour low-impact sessions (cycling, swimming, walking), strengthen the muscles around the joint twice a week, and accept a mild ache that settles by the next day; back off if it swells or flares, and ask a physio for a plan.',
      encouraging: 'Yes, and it is one of the best things you can do: movement is a treatment for arthritis, not a danger to it. Favour low-impact sessions (cycling, swimming, walking), strengthen the muscles around the joint twice a week, and a mild ache that settles by the next day is fine; back off if it swells or flares, and a physio can give you a plan.',
      analytical: 'Exercise is first-line treatment for osteoarthritis. Prefer low-impact modalities, add twice-weekly strengthening of the surrounding musculature, and accept mild pain that resolves within 24 hours; swelling or a flare means reduce load. A physio can individualise the plan.',
    },
    recurring: {
      direct: 'Injuries that keep coming back have a cause worth finding: too much too soon after the last one, calves or tendons that need strength (slow calf raises, knee straight and bent), or a change of shoes, surface or speed. A physio can find yours; meanwhile build back more slowly than feels necessary.',
      encouraging: 'That is so frustrating, and you are right to ask: injuries that keep coming back usually have a cause worth finding. Often it is building back too quickly after the last one, calves or tendons that need more strength (slow calf raises, knee straight and bent), or a change of shoes, surface or speed. A physio can find yours; meanwhile build back more slowly than feels necessary.',
      analytical: 'Recurrent injury usually reflects load progression after the previous one, insufficient tissue capacity (for calves: progressive straight- and bent-knee calf raises), or changes in footwear, surface or intensity. A physio assessment can identify the driver; progress more conservatively meanwhile.',
    },
    saddle: {
      direct: 'Saddle sores come from pressure and friction: good padded shorts worn without underwear, chamois cream, clean shorts every day, and standing on the pedals now and then. If it keeps happening, a bike fit or a different saddle is the real fix.',
      encouraging: 'Saddle sores are miserable on a multi-day ride, but mostly preventable: good padded shorts worn without underwear, chamois cream each day, a clean pair every day, and standing on the pedals now and then to ease the pressure. If they keep coming back, a bike fit or a different saddle is the real fix.',
      analytical: 'Saddle sores result from pressure, friction and moisture. Use well-padded shorts without underwear, chamois cream, fresh shorts daily and periodic out-of-saddle riding; recurrence points to saddle choice or fit.',
    },
    dark: {
      direct: 'Be seen and see: lights front and back, something reflective on the parts that move (ankles, wrists), and a head torch on unlit paths. Choose routes you know, face the traffic where there is no pavement, and tell someone where you are going.',
      encouraging: 'Dark mornings and evenings ask for a little care. Be seen and see: lights front and back, something reflective on the parts that move (ankles and wrists catch the eye), and a head torch on unlit paths. Stick to routes you know, face oncoming traffic where there is no pavement, and let someone know where you are going.',
      analytical: 'Visibility: front and rear lights and reflective material on moving limbs (ankles, wrists), which drivers detect soonest; a head torch for unlit surfaces. Use familiar routes, face traffic without a pavement, and share your route.',
    },
    raceSleep: {
      direct: 'Almost everyone sleeps badly the night before a race, and it matters less than it feels: the nights before it count more, so bank good sleep earlier in the week. The night before, lay your kit out, keep your usual routine and bedtime, have no caffeine after lunch, and rest in bed even if sleep will not come.',
      encouraging: 'You are in good company: almost everyone sleeps badly the night before a race, and it matters much less than it feels, because the nights before it count more. Bank good sleep earlier in the week; the night before, lay your kit out, keep to your usual routine and bedtime, skip caffeine after lunch, and simply rest in bed if sleep will not come.',
      analytical: 'Poor sleep the night before competition is near-universal and has little measurable effect on performance; sleep over the preceding nights matters more. Prioritise sleep earlier in race week; the night before, prepare kit in advance, keep the usual routine and bedtime, avoid caffeine after midday, and rest quietly if sleep does not come.',
    },
    firstRace: {
      direct: 'Choose a small, friendly local event: for a triathlon a pool-based sprint (lanes, no open water), for running a parkrun then a local 10k, for cycling a shorter sportive route. Age-group categories mean you race people your own age.',
      encouraging: 'A small, friendly local event is the best first one: for a triathlon a pool-based sprint (swimming in lanes, no open water), for running a parkrun and then a local 10k, for cycling a shorter sportive route. Age-group categories mean you race people your own age, and many events have a strong field over 50.',
      analytical: 'For a first event, choose a small local race: a pool-based sprint triathlon, a parkrun then a 10k, or the short route of a sportive. Results are by age group, so the comparison is with your own age.',
    },
    other: {
      direct: 'These replies are written from your entries, so for an answer that fits you, ask a club coach, your physio or your GP. Write down what you try, so later replies can see how it goes.',
      encouraging: 'That is a good question. These replies are written from your entries, so for an answer that really fits you, a club coach, your physio or your GP is the person to ask; write down what you try, and later replies can see how it goes.',
      analytical: 'Question noted. These replies are derived from your entries and cannot answer it reliably: a club coach, physiotherapist or GP can. Logging what you try lets later replies track the outcome.',
    },
  };
  return answers[topic][tone];
}
