import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api, multipart } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { displayName } from '../../../lib/user';
import { MembershipStatus } from '../../premium/subscription-details';
import { CoachToneCard } from '../components/coach-tone-card';
import { PREMIUM_HEADING_ID, PREMIUM_SECTION_ID, PremiumCard, UpgradeSection } from '../components/membership-cards';
import { OtherDevicesCard } from '../components/other-devices-card';
import { TwoStepCard } from '../components/two-step-card';
import { PasswordCard } from '../components/password-card';
import { NameRow } from '../components/name-row';
import { EmailRow } from '../components/email-row';
import { TimeZoneRow } from '../components/time-zone-row';
import { YourDataCard } from '../components/your-data-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { checkProfileImage } from '../journal-utils';
import { useProfile, useSetProfile, type Profile } from '../members-api';

function initials(profile: Profile): string {
  const name = displayName(profile);
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0][0]}${parts[parts.length - 1][0]}` : name.slice(0, 2)).toUpperCase();
}

function PhotoCard({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const setProfile = useSetProfile();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('profile_image', file);
      return answer(api.POST('/api/community/profile/upload-image', { body: multipart(form) }));
    },
    onSuccess: (result) => {
      setProfile(result.profile ?? { ...profile, profile_image_url: result.profile_image_url });
      toast({ title: 'Photo Updated', description: 'Your new profile photo is in place.' });
    },
    onError: (error) => toast({ title: 'Upload Failed', description: errorMessage(error, 'Failed to upload image'), variant: 'destructive' }),
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    const message = checkProfileImage(file);
    setProblem(message ?? undefined);
    if (!message) upload.mutate(file);
  };

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center sm:flex-row sm:text-left">
        {profile.profile_image_url ? (
          <img src={profile.profile_image_url} alt="Your profile photo" className="size-[8rem] shrink-0 rounded-full border-4 border-surface object-cover shadow-card" />
        ) : (
          <span aria-hidden="true" className="flex size-[8rem] shrink-0 items-center justify-center rounded-full bg-accent font-serif text-4xl font-bold text-on-accent">
            {initials(profile)}
          </span>
        )}
        <div className="min-w-0 space-y-2">
          <p className="font-serif text-2xl font-bold break-words">{displayName(profile)}</p>
          <p className="text-base break-all text-muted">{profile.email}</p>
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            aria-label="Profile photo"
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="secondary" size="sm" busy={upload.isPending} onClick={() => inputRef.current?.click()}>
            <Camera aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : profile.profile_image_url ? 'Change Photo' : 'Upload Photo'}
          </Button>
          <p className="text-sm text-muted">JPEG, PNG, GIF or WebP, up to 5MB.</p>
          <p aria-live="assertive" className={problem ? 'text-base font-semibold text-danger' : 'sr-only'}>
            {problem ?? ''}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function AccountInfo({ profile }: { profile: Profile }) {
  const rows = [
    { label: 'Name', value: <NameRow profile={profile} /> },
    { label: 'Email', value: <EmailRow profile={profile} /> },
    { label: 'Time zone', value: <TimeZoneRow profile={profile} /> },
    { label: 'Membership', value: <MembershipStatus isPremium={profile.is_premium} sectionId={profile.is_premium ? PREMIUM_SECTION_ID : 'upgrade'} /> },
    { label: 'Member since', value: formatLongDate(profile.created_at) || 'Not known' },
    { label: 'Last signed in', value: formatLongDate(profile.last_login_at) || 'Not known' },
  ];
  return (
    <Card>
      <CardHeader>
        <h3 className="text-2xl">Account Information</h3>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_1fr]">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold">{row.label}</dt>
              <dd className={typeof row.value === 'string' ? 'break-all text-muted sm:break-normal' : 'text-muted'}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** /profile ('My Profile'): photo, account information, coach tone, Premium, other devices, your data, account deletion. */
export function ProfilePage() {
  const query = useProfile();

  if (query.isPending) return <PageSpinner label="Loading your profile" />;
  if (query.isError || !query.data?.profile) {
    return (
      <div className="container-page py-10">
        <LoadError className="max-w-xl" message="Unable to load profile. Please try again." onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const profile = query.data.profile;
  return (
    <div className="container-page space-y-6 py-8">
      <h2 className="text-3xl md:text-4xl">My Profile</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <PhotoCard profile={profile} />
        <AccountInfo profile={profile} />
      </div>
      <CoachToneCard profile={profile} />
      {profile.is_premium ? <PremiumCard timeZone={profile.time_zone} /> : <UpgradeSection profile={profile} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PasswordCard />
        <TwoStepCard />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <OtherDevicesCard />
        <YourDataCard />
      </div>
      <DeleteAccountCard timeZone={profile.time_zone} premiumCardHeadingId={PREMIUM_HEADING_ID} />
    </div>
  );
}
