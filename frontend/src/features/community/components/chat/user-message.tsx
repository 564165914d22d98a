import { Lock } from 'lucide-react';
import { WrittenText } from '../../../../components/ui/written-text';
import { tieUnits } from '../../../../lib/text-preview';
import { formatTime, titleRepeatsText } from '../../journal-utils';
import type { JournalEntry } from '../../member-shapes';
import { TagList } from '../tag-chips';
import { UploadProgress } from '../upload-progress';

/** The member's own message, on the right. */
export function UserMessage({
  entry,
  sending = false,
  uploaded = null,
}: {
  entry: Pick<JournalEntry, 'title' | 'content' | 'image_url' | 'tags' | 'is_private' | 'created_at' | 'entry_type'>;
  sending?: boolean;
  /** While sending a photo: the share of it sent so far, 0 to 1 (null when not known). */
  uploaded?: number | null;
}) {
  const percent = uploaded === null ? null : Math.round(uploaded * 100);
  // A journal entry's title the member wrote (one made of the text's own words is not shown twice).
  const title = entry.entry_type === 'journal' && !titleRepeatsText(entry) ? entry.title?.trim() : '';
  return (
    <div className="flex justify-end">
      <div className={`max-w-full space-y-2 rounded-lg rounded-tr-sm bg-accent-band sm:max-w-[85%] px-5 py-4 text-on-accent-band shadow-card print:border print:border-line print:bg-transparent print:text-ink ${sending ? 'opacity-80' : ''}`}>
        <p className="sr-only">You wrote:</p>
        {entry.image_url ? <img src={entry.image_url} alt="Your photo" className="max-h-72 w-full rounded-md object-cover" /> : null}
        {title ? <p className="font-serif text-xl font-bold break-words">{tieUnits(title)}</p> : null}
        <WrittenText text={entry.content} className="text-lg" />
        {entry.tags.length ? <TagList tags={entry.tags} className="[&_li]:bg-surface" /> : null}
        <p className="flex items-center justify-end gap-2 text-sm text-on-accent-band/90 print:text-muted">
          {entry.is_private ? (
            <span className="inline-flex items-center gap-1">
              <Lock aria-hidden="true" className="size-4" />
              Private
            </span>
          ) : null}
          {sending ? (
            // A photo on a slow connection takes a while: how much has gone, for the eye and as a progress bar.
            <UploadProgress percent={percent} label="Sending your message" />
          ) : (
            <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
          )}
        </p>
      </div>
    </div>
  );
}
