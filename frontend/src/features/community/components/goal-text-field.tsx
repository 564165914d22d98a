import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { GOAL_MAX_CHARS } from '../journal-utils';
import { useGoalWords } from '../members-api';

/**
 * What goal alignment (the Momentum tab) will look for with the goal typed: its longer words, or a warning that it has
 * none ('Run a 5k'), so the member can add one before setting it. Nothing while the box is blank.
 */
export function GoalWordsNote({ words }: { words: string[] | undefined }) {
  if (!words) return null;
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
  return (
    <Field label={label} hint={hint} note={<GoalWordsNote words={words} />}>
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
