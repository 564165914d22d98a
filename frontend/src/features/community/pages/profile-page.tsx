import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { UnsavedChangesGuard } from '../../../components/ui/guarded-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/format';
import { MembershipStatus } from '../../premium/subscription-details';
import { CoachToneCard } from '../components/coach-tone-card';
import { DisplayChoices } from '../../../components/site/display-choices';
import { PREMIUM_HEADING_ID, PREMIUM_SECTION_ID, PremiumCard, UpgradeSection } from '../components/membership-cards';
import { OtherDevicesCard } from '../components/other-devices-card';
import { TwoStepCard } from '../components/two-step-card';
import { PasswordCard } from '../components/password-card';
import { NameRow } from '../components/name-row';
import { EmailRow } from '../components/email-row';
import { TimeZoneRow } from '../components/time-zone-row';
import { YourDataCard } from '../components/your-data-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { ProfilePhotoCard } from '../components/profile-photo-card';
import { useProfile } from '../members-api';
import { OnThisPage } from '../../../components/ui/on-this-page';
import { PROFILE_HEADINGS } from '../profile-sections';
import type { Profile } from '../member-shapes';

/** Light or dark pages and the text size on this device (the same choices as the magazine's footer). */
function DisplayCard() {
  return (
    <Card>
      <CardHeader>
        <h3 id={PROFILE_HEADINGS.device} className="text-2xl">
          On this device
        </h3>
        <p className="text-muted">How pages look on this phone or computer. Automatic follows your device's own light or dark setting.</p>
      </CardHeader>
      <CardContent>
        <DisplayChoices />
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
        <h3 id={PROFILE_HEADINGS.account} className="text-2xl">
          Account Information
        </h3>
      </CardHeader>
      <CardContent>
        {/* The name, address and time zone edited in place: leaving the page with one changed asks first. */}
        <UnsavedChangesGuard description="The change you made to your account has not been saved.">
          {() => (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_1fr]">
              {rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="font-semibold">{row.label}</dt>
                  <dd className={typeof row.value === 'string' ? 'break-all text-muted sm:break-normal' : 'text-muted'}>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </UnsavedChangesGuard>
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
      <OnThisPage
        links={[
          { id: PROFILE_HEADINGS.account, label: 'Account' },
          { id: PROFILE_HEADINGS.coachTone, label: 'Coach tone' },
          { id: PROFILE_HEADINGS.device, label: 'On this device' },
          { id: profile.is_premium ? PREMIUM_HEADING_ID : 'upgrade-heading', label: 'Premium' },
          { id: PROFILE_HEADINGS.password, label: 'Password' },
          { id: PROFILE_HEADINGS.twoStep, label: 'Two-step sign-in' },
          { id: PROFILE_HEADINGS.otherDevices, label: 'Other devices' },
          { id: PROFILE_HEADINGS.yourData, label: 'Your data' },
          { id: PROFILE_HEADINGS.deleteAccount, label: 'Delete account' },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfilePhotoCard profile={profile} />
        <AccountInfo profile={profile} />
      </div>
      <CoachToneCard profile={profile} />
      <DisplayCard />
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
