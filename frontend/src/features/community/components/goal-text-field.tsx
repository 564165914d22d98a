import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { GOAL_MAX_CHARS } from '../journal-utils';
import { useGoalWords, useYearTarget } from '../members-api';
import type { Answer } from '../../../lib/api-types';

type YearTarget = NonNullable<Answer<'/api/community/insights/year-target', 'get'>['target']>;

/**
 * What goal alignment (the Momentum tab) will look for with the goal typed: its longer words, or a warning that it has
 * none ('Run a 5k'), so the member can add one before setting it; for a distance for the year ('Run 1000 km in 2027'),
 * that the Momentum tab adds it up. Nothing while the box is blank.
 */
export function GoalWordsNote({ words, yearTarget }: { words: string[] | undefined; yearTarget?: YearTarget | null }) {
  if (!words) return null;
  // A distance for the year is measured by its own card: no word to look for is no warning then.
  if (yearTarget) {
    return (
      <p className="text-muted">
        The Momentum tab will add up the distances of your {yearTarget.counted} in {yearTarget.year} towards{' '}
        <span className="font-semibold text-ink">
          {yearTarget.target.toLocaleString('en-GB')} {yearTarget.unit}
        </span>
        .{words.length ? ` Goal alignment will count the entries that mention ${words.length === 1 ? 'this word' : 'these words'}: ${words.slice(0, 6).join(', ')}.` : ''}
      </p>
    );
  }
  if (!words.length) {
    return (
      <p className="rounded-md border border-line bg-sunken px-3 py-2">
        Goal alignment counts the entries that mention your goal&apos;s words longer than 3 letters, and this goal has none.
        Add one, such as the event&apos;s name (&apos;Run the Leeds 5k&apos;).
      </p>
    );
  }
  return (
    <p className="text-muted">
      Goal alignment will count the entries that mention {words.length === 1 ? 'this word' : 'these words'}:{' '}
      <span className="font-semibold text-ink">{words.slice(0, 6).join(', ')}</span>.
    </p>
  );
}

/** A labelled goal text box, at most GOAL_MAX_CHARS characters, with what goal alignment will look for (GoalWordsNote). */
export function GoalTextField({
  label,
  hint,
  rows,
  className,
  autoFocus,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  rows: number;
  className: string;
  autoFocus?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const words = useGoalWords(value);
  const yearTarget = useYearTarget(value);
  return (
    <Field label={label} hint={hint} note={<GoalWordsNote words={words} yearTarget={yearTarget} />}>
      {(control) => (
        <Textarea
          {...control}
          autoFocus={autoFocus}
          rows={rows}
          maxLength={GOAL_MAX_CHARS}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={className}
        />
      )}
    </Field>
  );
}
