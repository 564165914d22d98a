import { LoaderCircle } from 'lucide-react';

/**
 * How much of a photo has gone on a slow connection, 'Sending… 40%', for the eye and as a progress bar for a screen
 * reader: a journal photo in the chat (user-message.tsx) and a profile photo (profile-photo-card.tsx). `percent` null
 * (not known yet): 'Sending…' alone.
 */
export function UploadProgress({ percent, label, className }: { percent: number | null; label: string; className?: string }) {
  if (percent === null) {
    return (
      <span className={`inline-flex items-center gap-1 ${className ?? ''}`}>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Sending…
      </span>
    );
  }
  return (
    <span role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={`inline-flex items-center gap-1 ${className ?? ''}`}>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Sending… {percent}%
    </span>
  );
}
