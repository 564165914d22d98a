import { useMemberUser } from '../member-context';
import { MemberPageIntro } from '../member-page-intro';

/** /profile: account details and membership. */
export function ProfilePage() {
  const user = useMemberUser();
  const rows = [
    { label: 'Name', value: user.name || 'Not given' },
    { label: 'Email', value: user.email },
    { label: 'Membership', value: user.is_premium ? 'Premium Member' : 'Free plan' },
  ];
  return (
    <MemberPageIntro heading="My Profile">
      <p>Your account details and membership. This is also where you change your photo, upgrade to Premium or close your account.</p>
      <dl className="grid gap-4 rounded-lg border border-line bg-surface p-6 shadow-card sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="break-all text-muted">{row.value}</dd>
          </div>
        ))}
      </dl>
    </MemberPageIntro>
  );
}
