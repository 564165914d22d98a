import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { TAG_OPTIONS, type JournalTag } from '../journal-utils';

/** The six tags as toggle buttons (aria-pressed), in a labelled group. */
export function TagChips({
  value,
  onChange,
  label = 'Tags',
  disabled,
}: {
  value: readonly JournalTag[];
  onChange: (tags: JournalTag[]) => void;
  label?: string;
  disabled?: boolean;
}) {
  const labelId = useId();
  const toggle = (tag: JournalTag) => onChange(value.includes(tag) ? value.filter((item) => item !== tag) : [...value, tag]);
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-base font-semibold text-ink">
        {label} <span className="font-normal text-muted">(optional)</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {TAG_OPTIONS.map((tag) => {
          const selected = value.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => toggle(tag)}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border-2 px-4 text-base font-semibold transition-colors',
                'disabled:cursor-not-allowed disabled:opacity-60',
                selected ? 'border-accent bg-accent text-on-accent' : 'border-line-strong bg-surface text-ink hover:border-ink',
              )}
            >
              {selected ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : null}
              {tag}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Read-only tags on an entry. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (!tags.length) return null;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-accent-soft px-3 py-0.5 text-sm font-semibold text-accent-hover">
          {tag}
        </li>
      ))}
    </ul>
  );
}
