import { cn } from '../../lib/cn';

/** One message of a mock conversation in the insights guide. */
interface MockMessage {
  from: 'member' | 'guide' | 'summary';
  text: string;
  /** A picture shared with the entry (its description). */
  photo?: string;
  /** Labelled lines of a weekly summary. */
  points?: ReadonlyArray<{ label: string; text: string }>;
}

export interface ShowcaseStage {
  step: string;
  title: string;
  intro: string;
  messages: readonly MockMessage[];
}

/** The four stages of the personal insights guide, as static chat screens (docs/product.md#landing-page). */
export const INSIGHTS_STAGES: readonly ShowcaseStage[] = [
  {
    step: '1',
    title: 'Goal Setting',
    intro: 'Tell the guide what you are working towards.',
    messages: [
      { from: 'guide', text: 'What would you like to achieve this season?' },
      { from: 'member', text: 'I want to finish my first Olympic-distance triathlon in under three hours, at 58.' },
      { from: 'guide', text: 'A clear goal. I will link every entry you write to it.' },
    ],
  },
  {
    step: '2',
    title: 'Share Insights',
    intro: 'Write about a session, and add a photo if you like.',
    messages: [
      {
        from: 'member',
        text: 'Long ride this morning: 50 miles, hilly, legs heavy on the last climb but I kept the pace steady.',
        photo: 'A country road at sunrise',
      },
    ],
  },
  {
    step: '3',
    title: 'Instant Insights',
    intro: 'Get a considered reply within moments.',
    messages: [
      { from: 'member', text: 'Legs heavy on the last climb again.' },
      {
        from: 'guide',
        text: 'Heavy legs late in a ride usually mean fuelling, not fitness. Try 60 g of carbohydrate an hour from the first hour and see how the climb feels next week.',
      },
    ],
  },
  {
    step: '4',
    title: 'Weekly Summary',
    intro: 'Every week, the patterns in your training and a focus for the next.',
    messages: [
      {
        from: 'summary',
        text: 'Your week in review',
        points: [
          { label: 'Training patterns', text: 'Four sessions, two of them hard. Your long ride is getting longer.' },
          { label: 'Key insight', text: 'You feel strongest after a rest day: keep one before the long ride.' },
          { label: "Next week's focus", text: 'One open-water swim and fuelling practice on the long ride.' },
        ],
      },
    ],
  },
];

function Bubble({ message }: { message: MockMessage }) {
  if (message.from === 'summary') {
    return (
      <div className="rounded-lg border border-accent bg-surface p-4">
        <p className="font-serif text-lg font-bold">{message.text}</p>
        <dl className="mt-2 space-y-2">
          {message.points?.map((point) => (
            <div key={point.label}>
              <dt className="text-sm font-bold text-accent">{point.label}</dt>
              <dd className="text-sm">{point.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
  const member = message.from === 'member';
  return (
    <div className={cn('flex', member ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[85%] rounded-2xl px-4 py-3 text-sm', member ? 'rounded-br-sm bg-accent-band text-on-accent-band' : 'rounded-bl-sm bg-sunken text-ink')}>
        <p className="sr-only">{member ? 'You wrote:' : 'Your insights guide replied:'}</p>
        {message.photo ? <img src="/images/hero-default.svg" alt={message.photo} className="mb-2 aspect-[4/3] w-full rounded-md object-cover" /> : null}
        <p>{message.text}</p>
      </div>
    </div>
  );
}

/** Four mock phone screens showing the insights guide, one per stage. */
export function InsightsShowcase({ stages = INSIGHTS_STAGES, headingLevel: Heading = 'h3' }: { stages?: readonly ShowcaseStage[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {stages.map((stage) => (
        <li key={stage.title} className="flex flex-col gap-3">
          <Heading className="flex items-center gap-3 text-xl">
            <span aria-hidden="true" className="inline-flex size-[2.25rem] shrink-0 items-center justify-center rounded-full bg-accent font-sans text-base text-on-accent">
              {stage.step}
            </span>
            <span>
              <span className="sr-only">Stage {stage.step}: </span>
              {stage.title}
            </span>
          </Heading>
          <p className="text-base text-muted">{stage.intro}</p>
          <div className="flex flex-1 flex-col gap-3 rounded-[1.75rem] border-8 border-ink bg-paper p-4 shadow-float">
            <p className="text-center text-xs font-semibold text-muted">Insights Guide</p>
            {stage.messages.map((message, index) => (
              <Bubble key={index} message={message} />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
