import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import type { Answer } from '../../../lib/api-types';
import { postFormWithProgress } from '../../../lib/upload-with-progress';
import { displayName } from '../../../lib/user';
import { checkProfileImage } from '../journal-utils';
import { useSetProfile } from '../members-api';
import type { Profile } from '../member-shapes';
import { preparePhoto, PROFILE_PHOTO_MAX_SIDE, useObjectUrl } from './file-data';
import { UploadProgress } from './upload-progress';
import { EmailAddress } from '../../../components/ui/email-address';

const UPLOAD_PATH = '/api/community/profile/upload-image';
const AVATAR = 'size-[8rem] shrink-0 rounded-full border-4 border-surface object-cover shadow-card';

function initials(profile: Profile): string {
  const name = displayName(profile);
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0][0]}${parts[parts.length - 1][0]}` : name.slice(0, 2)).toUpperCase();
}

/**
 * The profile photo. A picked photo is made at most PROFILE_PHOTO_MAX_SIDE px on the device first (file-data.ts
 * preparePhoto, as a journal photo is made 2000 px): a phone's 12-megapixel photo goes as a few hundred KB, not
 * several MB. It shows in the circle at once while it is sent, with 'Sending… N%' on a slow connection.
 */
export function ProfilePhotoCard({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  /** The photo on its way (shown in place of the current one), and the share of it sent (null: not known yet). */
  const [sending, setSending] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const previewUrl = useObjectUrl(sending);
  const setProfile = useSetProfile();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('profile_image', file);
      return postFormWithProgress<Answer<typeof UPLOAD_PATH, 'post'>>(UPLOAD_PATH, form, setSent);
    },
    onSuccess: (result) => {
      setProfile(result.profile ?? { ...profile, profile_image_url: result.profile_image_url });
      toast({ title: 'Photo Updated', description: 'Your new profile photo is in place.' });
    },
    onError: (error) => toast({ title: 'Upload Failed', description: errorMessage(error, 'Failed to upload image'), variant: 'destructive' }),
    onSettled: () => {
      setSending(null);
      setSent(null);
    },
  });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // The type first (only those pictures are taken); the size once made smaller: a big phone photo is no longer big.
    const wrongType = checkProfileImage({ name: file.name, type: file.type, size: 0 });
    setProblem(wrongType ?? undefined);
    if (wrongType) return;
    setPreparing(true);
    let photo: File;
    try {
      photo = await preparePhoto(file, PROFILE_PHOTO_MAX_SIDE);
    } catch {
      setProblem('That photo could not be read. Please try another one.');
      return;
    } finally {
      setPreparing(false);
    }
    const tooBig = checkProfileImage(photo);
    setProblem(tooBig ?? undefined);
    if (tooBig) return;
    setSending(photo);
    setSent(null);
    upload.mutate(photo);
  };

  const busy = preparing || upload.isPending;
  const photoUrl = previewUrl ?? profile.profile_image_url;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center sm:flex-row sm:text-left">
        {photoUrl ? (
          <img src={photoUrl} alt={previewUrl ? 'Your new profile photo' : 'Your profile photo'} className={`${AVATAR} ${previewUrl ? 'opacity-80' : ''}`} />
        ) : (
          <span aria-hidden="true" className="flex size-[8rem] shrink-0 items-center justify-center rounded-full bg-accent font-serif text-4xl font-bold text-on-accent">
            {initials(profile)}
          </span>
        )}
        <div className="min-w-0 space-y-2">
          <p className="font-serif text-2xl font-bold break-words">{displayName(profile)}</p>
          <p className="text-base text-muted">
            <EmailAddress address={profile.email} />
          </p>
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            aria-label="Profile photo"
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="secondary" size="sm" busy={busy} onClick={() => inputRef.current?.click()}>
            <Camera aria-hidden="true" />
            {busy ? 'Uploading...' : profile.profile_image_url ? 'Change Photo' : 'Upload Photo'}
          </Button>
          {upload.isPending ? (
            <p className="text-base font-semibold text-ink">
              <UploadProgress percent={sent === null ? null : Math.round(sent * 100)} label="Sending your photo" />
            </p>
          ) : null}
          <p className="text-sm text-muted">JPEG, PNG, GIF or WebP, up to 5MB.</p>
          <p aria-live="assertive" className={problem ? 'text-base font-semibold text-danger' : 'sr-only'}>
            {problem ?? ''}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
