// The scale bench's article text (scripts/bench-scale.mjs): distinct, realistic articles for athletes over 50 in British
// English, composed from a vocabulary of training sentences by a seeded pseudo-random generator, so the same N gives
// the same magazine on every run (two runs compare like with like) and no two bodies are alike.
// Each sentence is either one of the demo magazine's own sentences (backend/src/seed/demo-articles.ts) or composed from
// five slots (opener, subject, verb, object, qualifier) with numbers drawn per sentence: about 20 million
// combinations, so compressors find phrases, not whole repeated paragraphs (real prose compresses a little worse).

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const THEMES = [
  { name: 'Training & Performance', categories: ['Running', 'Cycling', 'Swimming', 'Strength', 'Triathlon'], topics: ['Hill Repeats', 'The Long Run', 'Tempo Sessions', 'Strength Work', 'Interval Training', 'Base Building', 'Cadence Drills', 'Open Water Swimming', 'Brick Sessions', 'Threshold Rides'] },
  { name: 'Nutrition & Fueling', categories: ['Nutrition', 'Hydration', 'Fuelling'], topics: ['Protein at Breakfast', 'Carbohydrate for Long Rides', 'Hydration in the Heat', 'Gels and Real Food', 'Vitamin D in Winter', 'Creatine After Fifty', 'Caffeine Before Racing', 'Iron for Endurance Athletes', 'Recovery Meals', 'Eating for Bone Health'] },
  { name: 'Recovery & Health', categories: ['Recovery', 'Sleep', 'Injury'], topics: ['Sleep and Adaptation', 'Achilles Care', 'Foam Rolling', 'Rest Weeks', 'Heart Rate Variability', 'Knee Pain on the Stairs', 'Blood Pressure and Training', 'Mobility Routines', 'Coming Back From Illness', 'Bone Density'] },
  { name: 'Mindset & Motivation', categories: ['Mindset', 'Motivation', 'Habits'], topics: ['Training Through Doubt', 'Setting Masters Goals', 'Running With a Club', 'Racing Your Age', 'Winter Motivation', 'Comparing Yourself to Your Younger Self', 'Training Logs', 'Coping With a Bad Race', 'Starting Again at Sixty', 'Enjoying the Process'] },
  { name: 'Gear & Tech', categories: ['Gear', 'Technology', 'Footwear'], topics: ['Choosing Running Shoes', 'Power Meters', 'Wetsuits', 'Heart Rate Straps', 'Bike Fit', 'Reflective Kit', 'GPS Watches', 'Indoor Trainers', 'Compression Socks', 'Saddle Comfort'] },
  { name: 'Racing & Strategy', categories: ['Racing', 'Strategy', 'Events'], topics: ['Pacing a Half Marathon', 'Tapering', 'Race Morning', 'Transitions', 'Negative Splits', 'Hilly Courses', 'Racing in the Rain', 'Choosing a Target Race', 'Age-Group Podiums', 'The Final Kilometre'] },
];

const ANGLES = ['A Guide for Masters Athletes', 'What Changes After 50', 'Why It Matters More Now', 'A Six-Week Plan', 'Common Mistakes and Fixes', 'What the Research Says', 'Lessons From a Season', 'Getting Started Safely', 'How Much Is Enough', 'The Questions Readers Ask'];
const OPENERS = ['After fifty,', 'In our experience,', 'For most masters athletes,', 'Over a season,', 'On an easy week,', 'Surprisingly,', 'As the research shows,', 'In the first month,', 'Once you are past sixty,', 'On race day,', 'Week by week,', 'For many readers,', 'When the clocks go back,', 'In practice,', 'Little by little,', 'By the end of the block,', 'During a hard week,', 'With a little patience,', 'Before a key session,', 'At club level,'];
const SUBJECTS = ['a steady long run', 'two short strength sessions', 'an honest training diary', 'a proper warm-up', 'the easy days', 'a good night of sleep', 'a protein-rich breakfast', 'a planned rest week', 'hill repeats', 'a tempo run', 'a relaxed cadence', 'a cool-down walk', 'a bike fit', 'a sensible taper', 'the hardest session of the week', 'a training partner', 'a spare pair of shoes', 'an open-water swim', 'a foam roller', 'a mid-week brick session', 'a heart-rate monitor', 'a slower first half', 'a bowl of porridge', 'a morning mobility routine', 'the club time trial', 'a gentle jog the day after racing', 'careful fuelling', 'a cup of coffee before the start', 'a week of cross-training', 'a parkrun with friends'];
const VERBS = ['protects', 'improves', 'steadies', 'rebuilds', 'sharpens', 'calms', 'strengthens', 'restores', 'supports', 'lengthens', 'keeps in check', 'quietly transforms', 'sets up', 'pays back', 'takes care of', 'prepares', 'guards', 'lifts', 'balances', 'frees up', 'smooths', 'shortens', 'reshapes', 'nurtures', 'settles', 'tests', 'rewards', 'anchors', 'brightens', 'refreshes'];
const OBJECTS = ['your aerobic engine', 'the tendons around the ankle', 'your finishing speed', 'bone density in the hips', 'the next hard workout', 'confidence on the climbs', 'form late in a race', 'your resting heart rate', 'the lower back', 'your appetite for training', 'balance on uneven trails', 'the muscles of the calf', 'recovery between sessions', 'your stroke in choppy water', 'the rhythm of the week', 'motivation through the winter', 'pacing judgement', 'the knees on long descents', 'posture on the bike', 'breathing under pressure', 'energy for the final hour', 'the fast-twitch fibres', 'your sleep quality', 'the hamstrings', 'focus at the start line', 'immune health in winter', 'the shoulders in the pool', 'joint mobility', 'race-day nerves', 'grip strength', 'core stability', 'the arches of the feet', 'your cycling economy', 'hydration on warm days', 'mood after a setback', 'the small stabilising muscles', 'stamina on hilly courses', 'the rate of perceived effort', 'your running economy', 'steadiness in transitions'];
const QUALIFIERS = ['more than another long session would.', 'without adding much fatigue.', 'if you keep the effort honest.', 'as long as you build up gradually.', 'which matters more with every birthday.', 'even on a busy working week.', 'and the race clock eventually agrees.', 'so long as the easy days stay easy.', 'better than any gadget can.', 'when you give it eight weeks.', 'for athletes of every ability.', 'once the first fortnight of stiffness passes.', 'and it costs nothing but time.', 'in a way younger athletes rarely notice.', 'provided you listen to your joints.', 'long after the session ends.', 'more reliably than willpower.', 'and the benefits add up over years.', 'without the risk of overreaching.', 'which is where improvement comes from.', 'with surprisingly little effort.', 'if you eat well afterwards.', 'before you notice any change in pace.', 'as many coaches have found.', 'and makes the next week easier.', 'for riders and runners alike.', 'when the weather turns against you.', 'at any age.', 'even in your seventies.', 'and keeps you enjoying the sport.'];
const NUMBERED = [
  (n) => `Try ${2 + (n % 5)} sets of ${6 + (n % 7)} repetitions, resting ${60 + (n % 4) * 30} seconds between them.`,
  (n) => `A ${20 + (n % 7) * 5}-minute session at ${60 + (n % 20)} per cent of your maximum heart rate is plenty.`,
  (n) => `Aim for ${1.2 + (n % 5) / 10} to ${1.6 + (n % 4) / 10} grams of protein per kilogram of body weight each day.`,
  (n) => `Most readers in their ${['fifties', 'sixties', 'seventies'][n % 3]} told us it took ${3 + (n % 6)} weeks to notice the difference.`,
  (n) => `Over ${5 + (n % 20)} kilometres, a pace ${5 + (n % 15)} seconds per kilometre slower in the first half often wins.`,
  (n) => `Drink around ${400 + (n % 5) * 100} millilitres an hour on warm days, more if you sweat heavily.`,
  (n) => `Sleep of ${7 + (n % 2)} hours or more, ${4 + (n % 3)} nights a week, makes the biggest difference.`,
];
const HEADINGS_A = ['Why', 'How', 'When', 'What', 'Where'];
const HEADINGS_B = ['it matters after 50', 'to start safely', 'to build it into your week', 'the research says', 'to adjust on hard days', 'to measure progress', 'most athletes get wrong', 'to make it stick', 'to combine it with racing', 'coaches recommend', 'to keep it enjoyable', 'to recover afterwards'];
const TAGS = ['Masters', 'Over 50', 'Injury prevention', 'Endurance', 'Beginners', 'Club life', 'Winter training', 'Science', 'Plans', 'Women over 50', 'Heart health', 'Longevity'];

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const slugify = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The demo magazine's sentences (paragraph text split at full stops), a vocabulary of real ones. */
export function demoSentences(articles) {
  return articles.flatMap((a) =>
    a.body
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .flatMap((line) => line.match(/[^.!?]+[.!?]+/g) ?? [])
      .map((s) => s.trim())
      .filter((s) => s.length > 30),
  );
}

function sentence(rnd, demo) {
  const roll = rnd();
  if (roll < 0.35) return pick(rnd, demo);
  if (roll < 0.45) return pick(rnd, NUMBERED)(Math.floor(rnd() * 1000));
  const text = `${pick(rnd, OPENERS)} ${pick(rnd, SUBJECTS)} ${pick(rnd, VERBS)} ${pick(rnd, OBJECTS)} ${pick(rnd, QUALIFIERS)}`;
  return text;
}

function paragraph(rnd, demo) {
  const count = 3 + Math.floor(rnd() * 4);
  return Array.from({ length: count }, () => sentence(rnd, demo)).join(' ');
}

/** A Markdown body of 5-10 KB: an introduction, then sections with ## headings of two to four paragraphs each. */
function body(rnd, demo, title) {
  const target = 5200 + Math.floor(rnd() * 4600);
  const parts = [paragraph(rnd, demo), paragraph(rnd, demo)];
  let length = parts.join('\n\n').length;
  while (length < target) {
    const section = [`## ${pick(rnd, HEADINGS_A)} ${pick(rnd, HEADINGS_B)}`];
    const paragraphs = 2 + Math.floor(rnd() * 3);
    for (let i = 0; i < paragraphs && length < target; i++) {
      section.push(paragraph(rnd, demo));
      length += section[section.length - 1].length + 2;
    }
    length += section[0].length + 2;
    parts.push(section.join('\n\n'));
  }
  let text = parts.join('\n\n');
  if (text.length > 9_800) text = text.slice(0, text.lastIndexOf('.', 9_800) + 1);
  return `${text}\n\n${title} is part of our series for athletes over 50.`;
}

const DAY_MS = 86_400_000;

/**
 * Article number `n` (1-based) of the seeded magazine: every column the website_content table requires and the ones a
 * reader sees. Published at a random moment of the last eight years; themes in turn; about two in three with a picture.
 */
export function article(n, demo, now) {
  const rnd = random(n * 2654435761);
  const theme = THEMES[n % THEMES.length];
  const topic = pick(rnd, theme.topics);
  const title = `${topic}: ${pick(rnd, ANGLES)}`;
  const published = new Date(now - Math.floor(rnd() * 8 * 365 * DAY_MS) - 3_600_000);
  const photo = 1_000_000 + Math.floor(rnd() * 8_000_000);
  const tldr = `${sentence(rnd, demo)} ${sentence(rnd, demo)}`;
  return {
    title,
    subtitle: `${pick(rnd, OPENERS)} ${pick(rnd, SUBJECTS)} ${pick(rnd, VERBS)} ${pick(rnd, OBJECTS)}`,
    slug: `${slugify(title).slice(0, 100)}-${n}`,
    category: pick(rnd, theme.categories),
    editorial_theme: theme.name,
    publish_date: published.toISOString(),
    meta_description: `${topic} for athletes over 50: ${pick(rnd, SUBJECTS)} ${pick(rnd, VERBS)} ${pick(rnd, OBJECTS)}.`.slice(0, 160),
    featured_image: rnd() < 0.66 ? `https://images.pexels.com/photos/${photo}/pexels-photo-${photo}.jpeg?auto=compress&cs=tinysrgb&w=1260` : null,
    long_form_article: body(rnd, demo, title),
    headlines: JSON.stringify([title, `${topic}: ${pick(rnd, ANGLES)}`]),
    tldr_summary: tldr,
    tags: JSON.stringify([...new Set([pick(rnd, theme.categories), pick(rnd, TAGS), pick(rnd, TAGS)])]),
    is_featured: n <= 100 && n % 17 === 0,
    is_hero_article: n === 1,
  };
}
