import { useFocusNear } from '../../../lib/use-focus-near';
import { MailPlus, Send } from 'lucide-react';
import { UsersSection } from './users-section';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { UnsavedChangesGuard, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { notConfirmed, useConfirmPassword } from '../../../components/auth/confirm-password';
import { errorMessage } from '../../../lib/api';
import { formatShortDate } from '../../../lib/format';
import { INVALID_ADDRESS, looksLikeEmailAddress, STAFF_ROLE_OPTIONS, useInvitations, useInvite, useResendInvitation, useRevokeInvitation, type Invitation, type StaffRole } from './staff-invitations-api';
import { DangerDialogFooter } from './danger-dialog-footer';
import { EmailAddress } from '../../../components/ui/email-address';
import { MetaLine } from '../../../components/ui/meta-line';
import { DateText } from '../../../components/ui/date-text';

const roleLabel = (role: StaffRole) => STAFF_ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;

type WithConfirmedPassword = ReturnType<typeof useConfirmPassword>['withConfirmedPassword'];

/** A failure toast, unless the admin closed 'Confirm your password' (nothing was sent: no failure to show). */
const notSent = (error: unknown) => {
  if (!notConfirmed(error)) toast({ title: 'Invitation not sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
};

function InviteForm({ withConfirmedPassword }: { withConfirmedPassword: WithConfirmedPassword }) {
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [emailError, setEmailError] = useState<string>();
  const invite = useInvite(withConfirmedPassword);
  useUnsavedChanges(email.trim() !== '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError('Please enter the email address to invite.');
      return;
    }
    // Checked before the password is asked for: a typo is said under the field, not after the password in a toast.
    if (!looksLikeEmailAddress(email)) {
      setEmailError(INVALID_ADDRESS);
      return;
    }
    setEmailError(undefined);
    invite.mutate(
      { email, role },
      {
        onSuccess: (sent) => {
          setEmail('');
          toast({ title: 'Invitation sent', description: `${sent.email} can accept it until ${formatShortDate(sent.expires_at)}.` });
        },
        onError: notSent,
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-[1fr_14rem_auto] md:items-end" aria-label="Invite a staff member">
      <Field label="Email address" error={emailError} required>
        {(control) => <Input {...control} type="email" autoComplete="off" value={email} maxLength={254} onChange={(event) => setEmail(event.target.value)} />}
      </Field>
      <div className="space-y-2">
        <label htmlFor={roleId} className="block font-semibold">
          Role
        </label>
        <NativeSelect id={roleId} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" busy={invite.isPending}>
        <Send aria-hidden="true" className="size-5" />
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
      <p className="text-base text-muted md:col-span-3">{STAFF_ROLE_OPTIONS.find((option) => option.value === role)?.description}</p>
    </form>
  );
}

function InvitationCard({
  invitation,
  onRevoke,
  withConfirmedPassword,
}: {
  invitation: Invitation;
  onRevoke: (invitation: Invitation) => void;
  withConfirmedPassword: WithConfirmedPassword;
}) {
  const resend = useResendInvitation(withConfirmedPassword);
  const expired = invitation.status === 'expired';
  return (
    <Card className="flex flex-wrap items-start justify-between gap-4 p-5">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          <EmailAddress address={invitation.email} /> <Badge tone="accent">{roleLabel(invitation.role)}</Badge>
          {expired ? <Badge tone="danger">Expired</Badge> : <Badge>Waiting</Badge>}
        </p>
        <MetaLine
          className="text-base text-muted"
          items={[
            `Invited by ${invitation.invited_by_name ?? 'the install settings'}`,
            <>
              sent <DateText value={invitation.sent_at} form="short" />
            </>,
            <>
              {expired ? 'expired' : 'expires'} <DateText value={invitation.expires_at} form="short" />
            </>,
          ]}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={resend.isPending}
          aria-label={`Resend the invitation to ${invitation.email}`}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: (sent) => toast({ title: 'Invitation sent again', description: `A new link went to ${sent.email}; the earlier one no longer works.` }),
              onError: notSent,
            })
          }
        >
          {resend.isPending ? 'Sending…' : 'Resend'}
        </Button>
        <Button variant="danger" aria-label={`Revoke the invitation to ${invitation.email}`} onClick={() => onRevoke(invitation)}>
          Revoke
        </Button>
      </div>
    </Card>
  );
}

/** Staff invitations (admins only): invite an address as editor or administrator, resend or revoke open invitations. */
export function StaffInvitationsSection() {
  const { data, error, isPending } = useInvitations();
  const invitations = data?.invitations ?? [];
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const revoke = useRevokeInvitation();
  // The Revoke pressed: its invitation goes (focusNear, docs/product.md#focus-after-a-dialog).
  const revokeOpener = useFocusNear();
  // One 'Confirm your password' for sending and resending (revoking only takes access away: never asked).
  const { withConfirmedPassword, confirmPasswordDialog } = useConfirmPassword();

  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (invitation) => {
        setRevoking(null);
        revokeOpener.near();
        toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
      },
      onError: (err) => toast({ title: 'Failed to revoke the invitation', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <UsersSection id="invitations-heading" icon={MailPlus} title="Staff invitations">
      <p className="text-lg text-muted">
        Staff accounts come from invitations. The person invited gets a link, valid for 7 days and usable once, where they choose their name and
        password; only then do they have the role. If the address already has an account, its password is replaced and it is signed out
        everywhere else.
      </p>
      {/* An address typed and not invited is unsaved work: leaving the page asks first. */}
      <UnsavedChangesGuard description="The invitation you started has not been sent.">
        {() => <InviteForm withConfirmedPassword={withConfirmedPassword} />}
      </UnsavedChangesGuard>
      {isPending ? <Spinner label="Loading invitations" showLabel /> : null}
      {error ? (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-4 text-lg text-danger">
          The invitations could not be loaded: {errorMessage(error, 'please try again.')}
        </p>
      ) : null}
      {!isPending && !error && invitations.length === 0 ? <p className="text-lg text-muted">No open invitations.</p> : null}
      {invitations.length ? (
        <ul className="grid gap-3" aria-label="Open invitations, newest first">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard invitation={invitation} onRevoke={revokeOpener.from(setRevoking)} withConfirmedPassword={withConfirmedPassword} />
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Revoke invitation</DialogTitle>
            <DialogDescription>The link sent to {revoking?.email ?? 'this address'} will stop working. You can invite the address again later.</DialogDescription>
          </DialogHeader>
          <DangerDialogFooter label="Revoke invitation" pendingLabel="Revoking…" pending={revoke.isPending} onConfirm={onRevoke} />
        </DialogContent>
      </Dialog>
      {confirmPasswordDialog}
    </UsersSection>
  );
}
