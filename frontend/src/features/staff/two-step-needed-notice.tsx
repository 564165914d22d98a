import { StaffGateNotice } from './staff-gate-notice';
import { EmailAddress } from '../../components/ui/email-address';

/**
 * Shown to staff whose install requires two-step sign-in (STAFF_TWO_FACTOR=required) and who have not turned it on: the
 * server gives them a member's access until they do, from their profile.
 */
export function TwoStepNeededNotice({ email }: { email: string }) {
  return (
    <StaffGateNotice pageTitle="Turn on two-step sign-in" title="Turn on two-step sign-in first" link={{ to: '/profile', label: 'Open My Profile' }}>
      You are signed in as <strong className="text-ink">
        <EmailAddress address={email} />
      </strong>. The editorial tools ask every staff account for a
      code from an authenticator app as well as the password. Turn on two-step sign-in in your profile, then come back
      here.
    </StaffGateNotice>
  );
}
