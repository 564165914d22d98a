/**
 * The demo's premium reports (npm run seed:demo): published premium content, so a premium member of a fresh install has
 * reports the coach can recommend and the Library can keep. British English, plain markdown.
 */
export interface DemoPremiumReport {
  topic: string;
  subtitle: string;
  editorial_theme: string;
  editorial_week: number;
  apple_news_deck: string;
  tldr: string;
  headlines: string[];
  tags: string[];
  body: string;
}

export const DEMO_PREMIUM: DemoPremiumReport[] = [
  {
    topic: 'The Masters Training Week: Building a Plan That Lasts',
    subtitle: 'How to arrange hard days, easy days and strength work when recovery takes longer',
    editorial_theme: 'Training & Performance',
    editorial_week: 1,
    apple_news_deck: 'Two quality sessions, one long day and plenty of easy time: the week that keeps athletes over 50 improving.',
    tldr: 'Plan two hard sessions a week at most, keep a long session, make everything else easy, and add two short strength sessions. Review the pattern every four weeks.',
    headlines: ['The Masters Training Week', 'Fewer Hard Days, Better Results', 'A Week Built for Recovery'],
    tags: ['Training plan', 'Masters', 'Recovery'],
    body: `After 50 the body still adapts to training; it simply needs longer to do it. The athletes who keep improving are rarely the ones who train hardest. They are the ones whose week leaves room to absorb the work.

## Two hard days, not four

Choose two sessions a week that genuinely stretch you: one at threshold, one shorter and faster. Put at least two easier days between them. Everything else should feel comfortable enough to hold a conversation.

## Keep the long session

One longer session a week builds the endurance that races reward. Extend it gradually, by no more than ten per cent a week, and keep the effort easy for most of it.

## Strength belongs in the plan

Two strength sessions of thirty minutes protect muscle and bone. Place them on easy days, or after a short easy session, never the day before a key workout.

## Review every four weeks

Every fourth week, reduce the volume by a third. Note how you feel, how you sleep and how the hard sessions went, and adjust the next block from what you learn.`,
  },
  {
    topic: 'Sleep, Stress and the Recovery You Can Measure',
    subtitle: 'Reading your resting heart rate and sleep to decide when to push and when to rest',
    editorial_theme: 'Recovery & Health',
    editorial_week: 3,
    apple_news_deck: 'A week of simple morning measurements tells you more about your recovery than any single hard session.',
    tldr: 'Track resting heart rate and sleep each morning. A rise of five beats or more, or two short nights in a row, is a signal to make the day easy.',
    headlines: ['Recovery You Can Measure', 'What Your Morning Pulse Says', 'Train on the Good Days'],
    tags: ['Sleep', 'Heart rate', 'Recovery'],
    body: `Recovery is where training turns into fitness, and after 50 it is the part most worth watching. Two numbers taken each morning tell you most of what you need.

## Your resting heart rate

Take your pulse for a minute before you get up, or read it from your watch. Learn your normal range over two weeks. A morning five beats or more above it usually means you have not recovered from training, stress or an oncoming cold.

## Your sleep

Seven to nine hours is the target for most of us. Two short nights in a row lower the quality of hard sessions and raise the risk of injury. Protect the hour before bed: dim light, no screens, a cool room.

## Turning the numbers into decisions

When both numbers are normal, do the session you planned. When one is off, keep the session but make it easier. When both are off, rest or walk. Over a season, these small decisions add up to more good training and fewer lost weeks.`,
  },
  {
    topic: 'Fuelling the Long Session After 50',
    subtitle: 'Carbohydrate, fluid and protein for rides and runs of two hours or more',
    editorial_theme: 'Nutrition & Fueling',
    editorial_week: 2,
    apple_news_deck: 'Eat early, drink to thirst and finish with protein: the three habits that keep long sessions productive.',
    tldr: 'Start eating within the first 45 minutes, aim for 40 to 60 grams of carbohydrate an hour, drink to thirst with some salt in hot weather, and have 25 to 30 grams of protein within an hour of finishing.',
    headlines: ['Fuelling the Long Session', 'Eat Early, Finish Strong', 'The Long-Ride Nutrition Plan'],
    tags: ['Fuelling', 'Carbohydrate', 'Protein'],
    body: `Long sessions build endurance, but only if you can finish them with good form. Fuelling well is what makes the last hour count.

## Start early

Begin eating within the first 45 minutes, before you feel you need to. Aim for 40 to 60 grams of carbohydrate an hour: a banana, a gel or a few dates each give around 25 grams.

## Drink to thirst

Thirst is a reliable guide for most sessions. In hot weather, or if you sweat heavily, add a pinch of salt or an electrolyte tablet to your bottle.

## Protein afterwards

Older muscles need more protein to repair. Within an hour of finishing, have 25 to 30 grams: Greek yoghurt with fruit, eggs on toast or a glass of milk with a sandwich.

## Practise in training

Never try anything new on race day. Use your long sessions to learn what your stomach accepts, and write down what worked.`,
  },
];
