import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { paragraphsOf, previewParagraphs, tieUnits } from '../../lib/text-preview';

/**
 * A plain text as its writer set it out (a member's entry, a coach reply): a blank line starts a paragraph of its own
 * (a `<p>`: screen readers move by them, and printed, each keeps its lines together on its own), and a single line
 * break stays a line break; a number keeps its unit on its line (`tieUnits`). `className` styles each paragraph; the
 * block spaces them. `preview`: only about that many characters, its paragraphs kept (`previewParagraphs`), for a card
 * or a reply with 'Read more'. `render`: what a paragraph shows (a coach reply's helpline numbers as links); its text as it is by default.
 */
export function WrittenText({
  text,
  preview,
  className,
  blockClassName,
  render = (paragraph) => paragraph,
}: {
  text: string | null | undefined;
  preview?: number;
  className?: string;
  blockClassName?: string;
  render?: (paragraph: string) => ReactNode;
}) {
  const paragraphs = preview === undefined ? paragraphsOf(text) : previewParagraphs(text, preview);
  return (
    <div className={cn('space-y-3', blockClassName)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={cn('break-words whitespace-pre-line', className)}>
          {render(tieUnits(paragraph))}
        </p>
      ))}
    </div>
  );
}
