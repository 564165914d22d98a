import { cn } from '../../lib/cn';

/** The paragraphs of a plain text: split at blank lines, each trimmed, empty ones left out. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A plain text as its writer set it out (a member's entry, a coach reply): a blank line starts a paragraph of its own
 * (a `<p>`: screen readers move by them, and printed, each keeps its lines together on its own), and a single line
 * break stays a line break. `className` styles each paragraph; the block spaces them.
 */
export function WrittenText({ text, className, blockClassName }: { text: string | null | undefined; className?: string; blockClassName?: string }) {
  return (
    <div className={cn('space-y-3', blockClassName)}>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} className={cn('break-words whitespace-pre-line', className)}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}
