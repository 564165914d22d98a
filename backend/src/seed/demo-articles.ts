/**
 * The demo magazine (npm run seed:demo): a dozen articles written for athletes over 50, two per theme, so a fresh
 * install can be explored without an API key. British English, plain markdown (paragraphs and ## subheadings).
 */
export interface DemoArticle {
  slug: string;
  title: string;
  subtitle: string;
  category: string;
  editorial_theme: string;
  meta_description: string;
  tags: string[];
  tldr: string;
  /** Days before the seeding that it was published (newest first in the lists). */
  daysAgo: number;
  body: string;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'strength-training-for-endurance-athletes-over-50',
    title: 'Strength Training for Endurance Athletes Over 50',
    subtitle: 'Two short sessions a week protect your speed, your joints and your bones',
    category: 'Strength',
    editorial_theme: 'Training & Performance',
    meta_description: 'Why two short strength sessions a week matter more after 50 than another long run, and how to start without getting hurt.',
    tags: ['Strength', 'Masters', 'Injury prevention'],
    tldr: 'Muscle and bone fade after 50 unless you load them. Two 30-minute sessions a week of squats, hinges, rows and step-ups keep you faster and less injury-prone.',
    daysAgo: 1,
    body: `Most endurance athletes would rather go for another run than lift anything heavier than a water bottle. After 50 that habit starts to cost us. From our mid-thirties we lose muscle at roughly one per cent a year, and the fast-twitch fibres that give us a finishing sprint go first. Bone density follows the same slope, particularly for women after the menopause.

The good news is that muscle responds to load at any age. Studies of people in their seventies and eighties show clear gains in strength within eight to twelve weeks. You do not need a gym membership or hours of spare time; you need a little consistency and a sensible plan.

## What two sessions a week can do

Two sessions of around thirty minutes are enough to make a real difference. Stronger legs hold your running form together late in a race, when fatigue lets the hips drop and the stride shorten. A stronger back and shoulders make the last kilometres of a long swim or a long ride far more comfortable. And tendons, which adapt more slowly than muscle, become more resilient to the repetitive strain of endurance training.

## The five movements that matter

Build each session around a squat, a hinge such as a Romanian deadlift, a push, a pull and a single-leg exercise like a step-up or split squat. Start with a weight you could lift twelve times, do eight, and rest for a minute or two. Add a little load every week or two while the last repetitions still feel controlled.

## Fitting it into an endurance week

Put strength sessions on your easier days, or after a short easy run, rather than the day before a key workout. Expect some stiffness for the first fortnight. If a joint, rather than a muscle, complains, reduce the range of movement and the weight and build back up slowly.

Give it eight weeks before you judge it. Most athletes notice that stairs feel easier first, then that hills feel shorter, and finally that the race clock agrees.`,
  },
  {
    slug: 'the-easy-run-why-slowing-down-makes-you-faster',
    title: 'The Easy Run: Why Slowing Down Makes You Faster',
    subtitle: 'Most of your training should feel almost too gentle',
    category: 'Running',
    editorial_theme: 'Training & Performance',
    meta_description: 'Running most of your miles at a truly easy pace builds the aerobic engine that masters athletes rely on, with far less risk of injury.',
    tags: ['Running', 'Aerobic base', 'Heart rate'],
    tldr: 'Around eighty per cent of training should be at a conversational pace. It builds aerobic fitness, speeds recovery and leaves energy for the hard sessions that count.',
    daysAgo: 9,
    body: `Ask a group of club runners how their easy runs feel and most will admit they are not very easy at all. We drift into a comfortable-but-purposeful pace that is too quick to recover from and too slow to make us faster. After 50, when recovery takes longer, that grey zone becomes a trap.

Elite endurance athletes in almost every sport spend around eighty per cent of their training time at low intensity. It is not because they are lazy. Easy running builds the capillaries, mitochondria and fat-burning capacity that let you hold a good pace for hours.

## How easy is easy

You should be able to speak in full sentences without gasping. If you use a heart-rate monitor, easy is usually below about seventy-five per cent of your maximum. Many runners find this means slowing down by a minute per kilometre or more, and walking briefly on steep hills. That can feel humbling at first. It passes.

## Keep the hard days hard

The point of easy days is to make your hard days better. One or two quality sessions a week, such as hill repeats or a tempo run, are plenty for most masters runners. When the easy days really are easy, you arrive at those sessions fresh enough to run them well, which is where improvement comes from.

## Give it a month

Try keeping all your easy runs genuinely easy for four weeks. Note your pace at a fixed heart rate at the start and the end. Most runners find that the same effort now produces a quicker pace, and that niggles which had become part of life start to fade.`,
  },
  {
    slug: 'protein-after-50-how-much-and-when',
    title: 'Protein After 50: How Much and When',
    subtitle: 'Older muscles need more protein, spread across the day',
    category: 'Nutrition',
    editorial_theme: 'Nutrition & Fueling',
    meta_description: 'Athletes over 50 need more protein than the standard advice suggests. Here is how much, when to eat it, and easy ways to get there.',
    tags: ['Protein', 'Recovery', 'Diet'],
    tldr: 'Aim for roughly 1.2 to 1.6 grams of protein per kilogram of body weight a day, in three or four meals of 25 to 40 grams each, including one soon after hard training.',
    daysAgo: 2,
    body: `The standard recommendation for protein was set for sedentary adults, and it is not enough for an athlete over 50. As we age our muscles become less responsive to the protein we eat, a change researchers call anabolic resistance. The practical answer is simple: eat a little more of it, and spread it better across the day.

Most sports nutritionists now suggest between 1.2 and 1.6 grams per kilogram of body weight each day for older endurance athletes. For a 70-kilogram runner that is roughly 85 to 110 grams a day.

## Spread it out

Many of us eat a light breakfast, a modest lunch and most of our protein at dinner. Muscle repair works better when each meal contains a useful dose, around 25 to 40 grams. Eggs or Greek yoghurt at breakfast, beans, fish or chicken at lunch and a similar portion in the evening gets most people there without supplements.

## After hard sessions

A protein-rich snack or meal within a couple of hours of a long or hard session helps recovery. A glass of milk, a yoghurt with fruit or a sandwich with cheese or ham all work. There is no need to gulp a shake in the car park; the window is wider than the marketing suggests.

## Food first

Supplements are convenient, but whole foods bring fibre, vitamins and minerals too. If you find it hard to eat enough, a shake can fill the gap. If you have kidney disease, talk to your doctor before increasing your intake.`,
  },
  {
    slug: 'fuelling-the-long-ride-a-practical-guide',
    title: 'Fuelling the Long Ride: A Practical Guide',
    subtitle: 'Eat early, drink to thirst, and practise before race day',
    category: 'Fuelling',
    editorial_theme: 'Nutrition & Fueling',
    meta_description: 'How much to eat and drink on rides of two hours or more, what works for older stomachs, and how to train your gut before an event.',
    tags: ['Cycling', 'Carbohydrate', 'Hydration'],
    tldr: 'On rides over two hours, start eating within the first 30 minutes and aim for 40 to 60 grams of carbohydrate an hour, drinking to thirst with some salt in hot weather.',
    daysAgo: 12,
    body: `Every cyclist remembers the first time they ran out of fuel: the sudden heaviness in the legs, the irritability, the slow crawl home. It is called bonking, and it is almost entirely avoidable.

Your body stores enough carbohydrate for about ninety minutes of steady effort. Beyond that, what you eat on the bike decides how well you finish.

## Start early and little by little

Begin eating within the first thirty minutes, before you feel hungry. Small, regular amounts are easier to digest than a big snack every couple of hours. A practical target for most riders is 40 to 60 grams of carbohydrate an hour: a banana and a small flapjack, or an energy bar split into pieces.

## Drink to thirst

Heavy over-drinking can be as dangerous as dehydration. Drinking to thirst works well for most rides, with one bottle an hour as a rough guide in mild weather. On hot days, or if you are a salty sweater who finishes with white marks on your kit, add an electrolyte tablet.

## Train your gut

Your stomach adapts to eating during exercise, just as your legs adapt to riding. Practise your event nutrition on long training rides, using the same foods and drinks. Older riders often find real food such as rice cakes, small sandwiches and dried fruit sits better than very sweet gels.

Write down what you ate and how you felt. After a few rides you will know your own recipe for finishing strong.`,
  },
  {
    slug: 'sleep-the-most-underrated-training-tool',
    title: 'Sleep: The Most Underrated Training Tool',
    subtitle: 'Better nights make better training, at any age',
    category: 'Sleep',
    editorial_theme: 'Recovery & Health',
    meta_description: 'Sleep is when training turns into fitness. Practical steps for athletes over 50 whose nights have become shorter and lighter.',
    tags: ['Sleep', 'Recovery', 'Health'],
    tldr: 'Aim for seven to nine hours, keep regular times, keep the bedroom cool and dark, and avoid hard sessions and caffeine late in the day.',
    daysAgo: 3,
    body: `Training breaks us down; recovery builds us back up a little stronger. The most powerful recovery tool is free, and most of us are not getting enough of it. During deep sleep the body releases growth hormone, repairs muscle and lays down memories of new skills.

Sleep also changes with age. Many people over 50 find they fall asleep easily but wake in the small hours, or that their sleep feels lighter. That makes good habits more important, not less.

## Keep a rhythm

Going to bed and getting up at roughly the same times, even at weekends, is the single most effective habit for better sleep. Morning daylight, ideally outdoors, helps set your body clock. An early walk or easy run does both jobs at once.

## A room for sleeping

Keep the bedroom cool, dark and quiet. A temperature of around 17 to 18 degrees suits most people. If you wake to use the toilet, keep lights dim. Screens in bed keep the mind busy; a paper book is a better companion.

## Training and the clock

Hard sessions late in the evening can make it harder to settle. If evenings are your only time, keep them steady rather than intense and finish at least two hours before bed. Caffeine lingers for many hours in older bodies, so an afternoon coffee may be the reason for a restless night.

## When to ask for help

Loud snoring with pauses in breathing, or persistent insomnia, deserve a conversation with your doctor. Sleep apnoea is common, treatable and often missed in fit, slim people.`,
  },
  {
    slug: 'mobility-in-ten-minutes-a-day',
    title: 'Mobility in Ten Minutes a Day',
    subtitle: 'A short routine for stiff hips, ankles and upper backs',
    category: 'Mobility',
    editorial_theme: 'Recovery & Health',
    meta_description: 'A ten-minute daily mobility routine for athletes over 50: hips, ankles and thoracic spine, with no equipment needed.',
    tags: ['Mobility', 'Flexibility', 'Injury prevention'],
    tldr: 'Ten minutes a day of controlled movement for the hips, ankles and upper back keeps your stride and swim stroke free, and takes less time than a coffee.',
    daysAgo: 14,
    body: `Stiffness creeps up on us. A stride that once flowed becomes short and choppy; the shoulder that reached easily for the next swim stroke starts to complain. Long sessions of static stretching are not the answer for most athletes. Short, regular mobility work is.

The routine below takes ten minutes, needs no equipment and can be done in the kitchen while the kettle boils.

## Hips

Start with ten slow leg swings forwards and backwards on each side, holding a worktop for balance. Follow with a half-kneeling hip flexor stretch: one knee down, tuck the pelvis under and shift gently forwards for five slow breaths. Finish with five deep bodyweight squats, pausing at the bottom.

## Ankles

Stiff ankles change everything above them. Kneel facing a wall with one foot flat, a hand's width from the skirting board, and drive the knee towards the wall without lifting the heel. Ten gentle repetitions on each side are enough.

## Upper back

Sitting at desks and on bikes rounds the upper back. Lie on your side with knees bent and arms stretched in front, then open the top arm across your body like a book, following it with your eyes. Repeat eight times on each side.

## Make it stick

Tie the routine to something you already do every day. Mobility is a little like brushing your teeth: nothing dramatic happens on any given day, but after a month you notice the difference.`,
  },
  {
    slug: 'setting-goals-that-keep-you-going-after-50',
    title: 'Setting Goals That Keep You Going After 50',
    subtitle: 'Process goals, age-graded targets and the joy of the first time',
    category: 'Goal Setting',
    editorial_theme: 'Mindset & Motivation',
    meta_description: 'How to set goals that motivate you after 50, when personal bests from decades ago are out of reach but new challenges are not.',
    tags: ['Goals', 'Motivation', 'Age grading'],
    tldr: 'Swap old personal bests for age-graded targets, first-time challenges and process goals you control, and review them every few months.',
    daysAgo: 4,
    body: `At some point most athletes over 50 realise that their old personal bests are not coming back. That can feel like a loss. It can also be the moment goals become more interesting.

Motivation does not depend on being faster than your younger self. It depends on having something that matters to you, that stretches you a little, and that you can make progress towards week by week.

## Age-graded targets

Age grading compares your result with the best possible performance for your age and sex, expressed as a percentage. A 10-kilometre time that scores 70 per cent at 55 is as impressive as the same score at 30. Many parkruns and race results show it automatically, and it turns every birthday into a fresh start.

## Firsts count

A first open-water swim, a first sportive, a first trail marathon or a first duathlon all offer the thrill of a new challenge without comparison to the past. Some of the happiest athletes we know took up a new sport in their fifties.

## Goals you control

Outcome goals such as a finishing time depend on weather, illness and luck. Process goals, such as three strength sessions a week or an easy run that really is easy, depend on you. Pair one outcome goal with two or three process goals and you will always have something to tick off.

## Review and adjust

Look at your goals every three months. Keep the ones that still excite you and change the rest without guilt. The aim is a long and enjoyable sporting life, not a single result.`,
  },
  {
    slug: 'race-day-nerves-and-how-to-use-them',
    title: 'Race-Day Nerves and How to Use Them',
    subtitle: 'Butterflies are a sign your body is getting ready',
    category: 'Mental Resilience',
    editorial_theme: 'Mindset & Motivation',
    meta_description: 'Pre-race anxiety is normal at any age. Simple techniques for calming the mind and turning nerves into focus on race morning.',
    tags: ['Mental skills', 'Racing', 'Anxiety'],
    tldr: 'Treat nerves as readiness, plan the morning in detail, use slow breathing and a short cue word, and focus on the first few minutes rather than the finish.',
    daysAgo: 16,
    body: `Even athletes with decades of racing behind them feel it: the restless night, the extra trips to the toilet, the sense that everyone else looks fitter. Nerves do not go away with experience, but the way we handle them can change.

The physical signs of anxiety, a faster heart and sharper senses, are the same signs as readiness. Athletes who tell themselves they are excited rather than scared often perform better than those who try to calm down completely.

## Plan the morning

Much pre-race worry is about logistics. Write down the time you will wake, what you will eat, when you will leave and where you will park. Lay out your kit the night before. The fewer decisions you have to make on the day, the more attention you have left for the race.

## Breathe slowly

Slow breathing is the quickest way to settle the nervous system. Breathe in through the nose for four counts and out for six, for two or three minutes. It works on the start line as well as in the car.

## Shrink the race

Thinking about the whole distance at the start can be overwhelming. Focus on the first few minutes: settling into your pace, finding space, relaxing your shoulders. Then the next landmark, and the next. A short cue word such as smooth or steady can bring you back when your mind wanders.

Afterwards, note what helped. Your own experience is the best guide for the next start line.`,
  },
  {
    slug: 'choosing-a-heart-rate-monitor-that-you-will-actually-use',
    title: 'Choosing a Heart-Rate Monitor You Will Actually Use',
    subtitle: 'Chest straps, wrist sensors and arm bands compared',
    category: 'Performance Tech',
    editorial_theme: 'Gear & Tech',
    meta_description: 'Chest strap, wrist or arm band? How to pick a heart-rate monitor that is accurate enough, comfortable and easy to read after 50.',
    tags: ['Heart rate', 'Wearables', 'Buying guide'],
    tldr: 'Chest straps are the most accurate, arm bands are a comfortable compromise and wrist sensors are convenient but less reliable during intervals. Choose a display you can read without glasses.',
    daysAgo: 5,
    body: `Heart-rate training is one of the simplest ways to keep easy days easy and hard days purposeful. The best monitor is the one you will wear every time, so comfort and readability matter as much as accuracy.

There are three main types, each with its strengths.

## Chest straps

A strap around the chest measures the electrical signal of the heart and remains the most accurate option, particularly for intervals where the heart rate changes quickly. Modern straps are softer than they used to be. Wet the contact pads before you start and wash the strap regularly to avoid chafing.

## Wrist sensors

Most sports watches read the pulse optically at the wrist. They are convenient and fine for steady efforts, but can lag or jump during intervals and in cold weather, when blood flow to the skin falls. Wear the watch snugly, a finger's width above the wrist bone.

## Arm bands

Optical bands worn on the upper or forearm are a good compromise: more accurate than the wrist, more comfortable than a chest strap for many people, and especially popular with swimmers.

## Readability matters

Whatever sensor you choose, check the display you will actually look at. Large numbers, high contrast and a screen you can read without reading glasses make a real difference on a bike or mid-run. Buttons you can press with gloves are a bonus for winter. Try the screen in daylight before you buy.`,
  },
  {
    slug: 'bike-fit-for-older-riders',
    title: 'Bike Fit for Older Riders',
    subtitle: 'Small changes that ease your back, neck and knees',
    category: 'Accessories',
    editorial_theme: 'Gear & Tech',
    meta_description: 'A few adjustments to saddle height, reach and handlebar position make cycling far more comfortable for riders over 50.',
    tags: ['Cycling', 'Bike fit', 'Comfort'],
    tldr: 'Check saddle height and set-back, raise the bars a little if your neck or back complain, and consider a professional fit if pain persists.',
    daysAgo: 19,
    body: `A bike that fitted perfectly at forty may not fit at sixty. Flexibility changes, old injuries leave their mark and priorities shift from aerodynamics towards comfort over long distances. The good news is that small adjustments often solve big complaints.

Make one change at a time and ride a few times before deciding whether it helped.

## Saddle height

With your heel on the pedal at the bottom of the stroke, your leg should be almost straight. When you ride with the ball of the foot, that leaves a slight bend at the knee. A saddle that is too low loads the front of the knee; too high and the hips rock from side to side.

## Reach and handlebar height

If your neck, shoulders or lower back ache, the bars may be too low or too far away. A few spacers under the stem, or a shorter stem, can transform a ride. There is no shame in a more upright position; a comfortable rider pedals better than a sore one.

## Contact points

Saddles are personal, and many riders find that a slightly wider or cut-out saddle suits them better as they age. Thicker bar tape or gel pads help numb hands. Cleats set so that your feet sit naturally can ease knee pain.

## When to see a professional

If pain persists after sensible adjustments, a professional bike fit is money well spent. A good fitter will ask about your injuries and goals as well as measuring you and the bike.`,
  },
  {
    slug: 'pacing-your-first-triathlon-after-50',
    title: 'Pacing Your First Triathlon After 50',
    subtitle: 'Start slower than you think, and finish stronger than you expect',
    category: 'Race Strategy',
    editorial_theme: 'Racing & Strategy',
    meta_description: 'How to pace the swim, bike and run of a sprint or Olympic triathlon when you are new to the sport and over 50.',
    tags: ['Triathlon', 'Pacing', 'Beginners'],
    tldr: 'Swim calmly, ride at an effort that still allows conversation in short sentences, and start the run slower than feels necessary. Most first-timers go too hard on the bike.',
    daysAgo: 6,
    body: `The most common mistake in a first triathlon is not a slow swim or a dropped chain. It is riding too hard and paying for it on the run. Pacing three sports in a row is a skill, and it rewards patience.

The plan below works for sprint and standard-distance races, and for athletes of any age new to the sport.

## The swim

Start at the side or back of your wave, away from the busiest line to the first buoy. Settle into a rhythm you could hold all day and breathe every two or three strokes. If you panic, roll onto your back, float and wait for your breathing to slow. No one will mind.

## The bike

For the first ten minutes, ride easily while your heart rate comes down from the swim. Then settle into an effort where you could still speak in short sentences. Eat and drink a little in the first half. If you pass lots of people in the first few miles, you are probably going too hard.

## The run

Your legs will feel strange for the first kilometre; that is normal. Start slower than you think you need to, at a pace that feels almost easy. If you still feel good halfway, speed up gradually. Passing people in the second half is one of the great pleasures of the sport.

## Transitions

Practise them at home. Lay out your kit in the order you will need it and rehearse the changes a few times. Calm transitions save more time than frantic ones.`,
  },
  {
    slug: 'reading-a-course-before-race-day',
    title: 'Reading a Course Before Race Day',
    subtitle: 'Hills, corners and wind: know them before you meet them',
    category: 'Course Analysis',
    editorial_theme: 'Racing & Strategy',
    meta_description: 'How to study a race course in advance: elevation, turns, surfaces and weather, and how to turn that knowledge into a pacing plan.',
    tags: ['Racing', 'Course', 'Planning'],
    tldr: 'Study the elevation profile, note the turns and surfaces, check the likely wind, and write a simple plan that spends effort where it pays.',
    daysAgo: 21,
    body: `Experienced athletes rarely arrive at a race knowing nothing about the course. A little homework turns surprises into plans, and plans into better results, particularly when our bodies reward steady efforts more than sudden surges.

You do not need expensive software. The race website, an online map and an hour of attention are enough.

## The elevation profile

Look at where the climbs come and how long they are. On long hills, aim to keep your effort steady rather than your speed, easing off slightly as the gradient bites. On short rises, a little extra effort carries you over the top. Note the descents too: they are where rested legs recover.

## Turns and surfaces

Sharp corners, narrow lanes, gravel paths and cobbles all change how you race. Knowing where they are helps you brake early and pick your line. For runners, a stretch of trail or a slippery bridge may change your shoe choice.

## Wind and weather

Check the forecast for the direction of the wind. Riding into a headwind on the way out usually means a faster return. In hot races, find the shaded sections and the aid stations, and plan to drink before you are thirsty.

## Write a simple plan

Divide the course into three or four sections and write one line for each: the effort you want, where you will eat or drink, and where you expect to feel the pinch. Read it the night before, then race with your head up and enjoy it.`,
  },
];

/** The hero article of the demo magazine. */
export const DEMO_HERO_SLUG = 'strength-training-for-endurance-athletes-over-50';
/** Pinned to the FEATURED section. */
export const DEMO_FEATURED_SLUGS = ['protein-after-50-how-much-and-when', 'sleep-the-most-underrated-training-tool', 'pacing-your-first-triathlon-after-50'];

export interface DemoAd {
  title: string;
  link_url: string;
  target_pages: string[];
  position: number;
  /** Colours of the generated image. */
  colours: [string, string];
  label: string;
}

export const DEMO_ADS: DemoAd[] = [
  { title: 'Recovery Rollers: 15% off for readers', link_url: 'https://example.com/rollers', target_pages: ['home', 'publisher', 'website-articles'], position: 1, colours: ['#0c6663', '#1f9d8f'], label: 'Foam rollers' },
  { title: 'Trail Shoes Built for Masters Runners', link_url: 'https://example.com/trail-shoes', target_pages: ['home', 'publisher', 'premium-content'], position: 2, colours: ['#7c2d12', '#c2410c'], label: 'Trail shoes' },
  { title: 'Hydration Packs for Long Rides', link_url: 'https://example.com/hydration', target_pages: ['home', 'publisher', 'library'], position: 3, colours: ['#1e3a8a', '#3b82f6'], label: 'Hydration' },
];
