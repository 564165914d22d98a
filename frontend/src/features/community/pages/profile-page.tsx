import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Camera, Check, Crown, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { answer, api, multipart } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { displayName } from '../../../lib/user';
import { MembershipStatus, SubscriptionDetails } from '../../premium/subscription-details';
import { RefundedNote } from '../../premium/refund-guarantee';
import { useBillingStatus } from '../../premium/billing';
import { PlanPicker } from '../../premium/plan-picker';
import { CONTINUE_LABEL, useReturnTo } from '../../premium/upgrade-return';
import { PREMIUM_INCLUDES } from '../../premium/premium-features';
import { PREMIUM_LIST_KEY } from '../../premium/premium-content';
import { COMMUNITY_ME_KEY } from '../../../lib/session-queries';
import { CoachToneCard } from '../components/coach-tone-card';
import { OtherDevicesCard } from '../components/other-devices-card';
import { TwoStepCard } from '../components/two-step-card';
import { PasswordCard } from '../components/password-card';
import { NameRow } from '../components/name-row';
import { EmailRow } from '../components/email-row';
import { TimeZoneRow } from '../components/time-zone-row';
import { YourDataCard } from '../components/your-data-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { checkProfileImage } from '../journal-utils';
import { PROFILE_KEY, useProfile, type Profile } from '../members-api';
import { readAgain } from '../../../lib/read-again';

/** What Premium includes, ticked, in two columns from small screens up. */
function PremiumFeatureList({ className }: { className: string }) {
  return (
    <ul className={cn('grid gap-2 sm:grid-cols-2', className)}>
      {PREMIUM_INCLUDES.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-base">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
          <span className="min-w-0">{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function initials(profile: Profile): string {
  const name = displayName(profile);
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0][0]}${parts[parts.length - 1][0]}` : name.slice(0, 2)).toUpperCase();
}

/** Sets the cached profile after a change. */
function useSetProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => queryClient.setQueryData(PROFILE_KEY, { profile });
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

function UpgradeSection({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const setProfile = useSetProfile();
  const { hash, key } = useLocation();
  // Arriving from a locked report's 'Upgrade Now' (?next=): the checkout leads back to it.
  const returnTo = useReturnTo();
  // The guarantee covers a first subscription only: a member who has had one is not promised it again.
  const hadSubscription = Boolean(useBillingStatus().data?.subscription);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const upgrade = useMutation({
    mutationFn: () => answer(api.PUT('/api/community/profile/upgrade')),
    onSuccess: async (result) => {
      setProfile(result.profile ?? { ...profile, is_premium: true });
      // The member wrapper reads Premium from the session: refresh it so the Library link appears. Reports read
      // before were the locked teasers: read again, they are whole (the one 'Continue to your report' leads to).
      await readAgain(queryClient, COMMUNITY_ME_KEY, PREMIUM_LIST_KEY);
      toast({ title: 'Welcome to Premium', description: 'Your account is now Premium. Your Library is in the menu.' });
      // The offer gives way to the Premium card: focus goes to its heading.
      focusAfterChange(() => document.getElementById(PREMIUM_HEADING_ID));
    },
    onError: (error) => toast({ title: 'Upgrade Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  useEffect(() => {
    // Arriving from 'Upgrade Now' (/profile#upgrade): bring the offer into view and move focus to it.
    if (hash !== '#upgrade') return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [hash, key]);

  return (
    <section ref={sectionRef} id="upgrade" aria-labelledby="upgrade-heading" className="rounded-lg border-2 border-premium/40 bg-surface p-6 shadow-card md:p-8">
      <p className="flex items-center gap-2 text-base font-bold text-premium">
        <Crown aria-hidden="true" className="size-5" />
        Premium
      </p>
      <h3 id="upgrade-heading" ref={headingRef} tabIndex={-1} className="mt-1 text-3xl focus:outline-none">
        Upgrade to Premium
      </h3>
      <p className="mt-2 text-lg">
        <span className="font-serif text-4xl font-bold">£9.99</span> <span className="text-muted">per month</span>
      </p>
      <PremiumFeatureList className="mt-4" />
      {!hadSubscription && (
        <p className="mt-4 flex items-center gap-2 text-base font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          <span className="min-w-0">30-day satisfaction guarantee, cancel anytime</span>
        </p>
      )}
      <RefundedNote timeZone={profile.time_zone} />
      <PlanPicker
        className="mt-5"
        member
        returnTo={returnTo}
        buttonLabel="Upgrade Now"
        fallback={
          <>
            <p className="mt-4 rounded-md border border-line bg-sunken px-4 py-3 text-base">
              <strong>Demo upgrade.</strong> Payments are not set up on this site, so upgrading switches Premium on for
              your account straight away and you will not be charged.
            </p>
            <Button size="lg" className="mt-5" disabled={upgrade.isPending} onClick={() => upgrade.mutate()}>
              <Crown aria-hidden="true" />
              {upgrade.isPending ? 'Upgrading...' : 'Demo upgrade'}
            </Button>
          </>
        }
      />
    </section>
  );
}

const PREMIUM_HEADING_ID = 'premium-member-heading';

const PREMIUM_SECTION_ID = 'premium-membership';

function PremiumCard({ timeZone }: { timeZone: string }) {
  // Upgraded from a locked report (the demo upgrade, on this page): the way back to it comes first.
  const returnTo = useReturnTo();
  const { hash, key } = useLocation();
  useEffect(() => {
    // Arriving at /profile#premium-membership (the cancellation mail's 'Keep Premium'): the card in view, focus on it.
    if (hash !== `#${PREMIUM_SECTION_ID}`) return;
    const heading = document.getElementById(PREMIUM_HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hash, key]);
  return (
    <section id={PREMIUM_SECTION_ID} aria-labelledby={PREMIUM_HEADING_ID} className="rounded-lg border-2 border-premium/40 bg-premium-soft p-6 shadow-card md:p-8">
      <h3 id={PREMIUM_HEADING_ID} tabIndex={-1} className="flex items-center gap-2 text-3xl focus:outline-none">
        <Crown aria-hidden="true" className="size-7 text-premium" />
        Premium Member
      </h3>
      <p className="mt-2 text-lg">Thank you for being a Premium member. Everything is open to you:</p>
      <PremiumFeatureList className="mt-3" />
      <SubscriptionDetails timeZone={timeZone} />
      <div className="mt-5 flex flex-wrap gap-3">
        {returnTo ? (
          <Link to={returnTo} className={buttonClasses('primary', 'md', 'w-full whitespace-normal sm:w-auto')}>
            <BookOpen aria-hidden="true" />
            {CONTINUE_LABEL}
          </Link>
        ) : null}
        <Link to="/library" className={buttonClasses('secondary', 'md', 'w-full whitespace-normal sm:w-auto')}>
          <BookOpen aria-hidden="true" />
          Open Your Library
        </Link>
      </div>
    </section>
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
