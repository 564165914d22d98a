import { StaffGateNotice } from './staff-gate-notice';
import { EmailAddress } from '../../components/ui/email-address';

/** Shown to a signed-in member who opens a staff page. */
export function StaffOnlyNotice({ email }: { email: string }) {
  return (
    <StaffGateNotice pageTitle="Staff only" title="This area is for Flying@50 staff" link={{ to: '/journal', label: 'Go to My Insights' }}>
      You are signed in as <strong className="text-ink">
        <EmailAddress address={email} />
      </strong>, a member account. The editorial dashboard is only
      open to the Flying@50 team.
    </StaffGateNotice>
  );
}
