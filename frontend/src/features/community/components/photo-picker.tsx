import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { checkJournalImage } from '../journal-utils';
import { preparePhoto, useObjectUrl } from './file-data';

/** An entry's photo while it is being written or edited. */
export type PhotoState =
  | { kind: 'none' }
  | { kind: 'existing'; url: string }
  /** `file`: the photo as it will be sent (made smaller when picked: file-data.ts preparePhoto). */
  | { kind: 'new'; file: File };

export const NO_PHOTO: PhotoState = { kind: 'none' };

/**
 * What the picker says when a photo is attached. Once the form lets the photo go (the entry was saved and the form
 * emptied), a screen reader reading the form must not still find it saying a photo is attached.
 */
const ATTACHED = 'Photo attached: ';

export function photoFromUrl(url: string | null | undefined): PhotoState {
  return url ? { kind: 'existing', url } : NO_PHOTO;
}

/** Which photo a state holds (the saved one's address, or the new file), to tell whether it changed. */
export function photoIdentity(photo: PhotoState): string | File | null {
  if (photo.kind === 'existing') return photo.url;
  if (photo.kind === 'new') return photo.file;
  return null;
}

/**
 * Choose, preview, replace or remove an entry photo. Only images are accepted, up to 10 MB
 * ('Image must be smaller than 10MB'); the reason a file is refused is shown under the button.
 */
export function PhotoPicker({
  value,
  onChange,
  inputLabel = 'Journal photo',
  disabled,
}: {
  value: PhotoState;
  onChange: (photo: PhotoState) => void;
  /** The accessible name of the (visually hidden) file input. */
  inputLabel?: string;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string>();
  // Said politely when a photo is attached or removed (the buttons change under the reader's focus).
  const [said, setSaid] = useState('');
  const [reading, setReading] = useState(false);
  const id = useId();
  const newPhotoUrl = useObjectUrl(value.kind === 'new' ? value.file : null);
  const preview = value.kind === 'existing' ? value.url : value.kind === 'new' ? newPhotoUrl : null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkJournalImage(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    setReading(true);
    try {
      onChange({ kind: 'new', file: await preparePhoto(file) });
      setSaid(`${ATTACHED}${file.name}`);
      // The button pressed (Add Photo) gives way to Replace and Remove: focus goes to Remove Photo.
      focusAfterChange(() => removeRef.current);
    } catch {
      setError('That photo could not be read. Please try another one.');
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-base font-semibold text-ink">
        Photo <span className="font-normal text-muted">(optional, up to 10MB)</span>
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {value.kind !== 'none' ? (
        <div className="flex flex-wrap items-end gap-4">
          {preview ? <img src={preview} alt="Selected photo" className="h-40 w-auto max-w-full rounded-md border border-line object-cover" /> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={disabled} busy={reading} onClick={() => inputRef.current?.click()}>
              <ImagePlus aria-hidden="true" />
              Replace Photo
            </Button>
            <Button
              ref={removeRef}
              variant="ghost"
              size="sm"
              disabled={disabled}
              busy={reading}
              onClick={() => {
                setError(undefined);
                onChange(NO_PHOTO);
                setSaid('Photo removed');
                focusAfterChange(() => addRef.current);
              }}
            >
              <Trash2 aria-hidden="true" />
              Remove Photo
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={addRef} variant="secondary" size="sm" disabled={disabled} busy={reading} onClick={() => inputRef.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {reading ? 'Reading photo…' : 'Add Photo'}
        </Button>
      )}
      <p aria-live="polite" className={error ? 'text-base font-semibold text-danger' : 'sr-only'}>
        {error ?? (value.kind === 'none' && said.startsWith(ATTACHED) ? '' : said)}
      </p>
    </div>
  );
}
