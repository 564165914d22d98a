import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/router-links';
import { NamedPasswordForm, requireFields, type NamedPasswordValues } from '../../components/auth/auth-forms';
import { buttonClasses } from '../../components/ui/button';
import { LoadingShell } from '../../components/site/loading-shell';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { formatLongDate } from '../../lib/format';
import { setSessionUser } from '../../lib/session-cache';
import { AccountShell, StatusMessage } from './account-shell';
import { useLinkToken } from './link-token';
import { STAFF_ME_KEY } from '../../lib/session-queries';
import { EmailAddress } from '../../components/ui/email-address';


const ROLE_NAMES = { editor: 'an editor', admin: 'an administrator' } as const;

function validate(values: NamedPasswordValues) {
  const fieldErrors = requireFields(values, {
    name: 'Please enter your name',
    password: 'Please choose a password',
    confirmPassword: 'Please type your password again',
  });
  if (!fieldErrors.password && values.password.length < 8) fieldErrors.password = 'Password must be at least 8 characters';
  if (!fieldErrors.confirmPassword && values.password !== values.confirmPassword) fieldErrors.confirmPassword = "Passwords don't match";
  return { fieldErrors };
}

/** The page of an invitation link: says what it offers, then the invitee sets name and password and is signed in. */
export function AcceptInvitationPage() {
  const token = useLinkToken();
  return <AcceptWithToken key={token} token={token} />;
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AccountShell title="This invitation cannot be used">
      <StatusMessage tone="error">{message}</StatusMessage>
      <Link to="/admin" className={buttonClasses('primary', 'lg', 'w-full')}>
        Go to the staff sign-in
      </Link>
    </AccountShell>
  );
}

function AcceptWithToken({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const offer = useQuery({
    queryKey: ['invitation-offer', token],
    queryFn: () => answer(api.POST('/api/auth/invitations/inspect', { body: { token } })),
    enabled: Boolean(token),
  });
  const accept = useMutation({
    mutationFn: (values: NamedPasswordValues) => answer(api.POST('/api/auth/invitations/accept', { body: { token, ...values, name: values.name.trim() } })),
    onSuccess: (data) => {
      setSessionUser(queryClient, STAFF_ME_KEY, data.user);
      toast({ title: 'Welcome to the team!', description: `You're signed in as ${data.user.email}.` });
      navigate('/admin');
    },
  });

  if (!token) return <InvalidLink message="This page opens from the link in your invitation email. Please use that link." />;
  if (offer.isPending) return <LoadingShell shape="account" label="Checking your invitation" />;
  if (offer.isError) return <InvalidLink message={errorMessage(offer.error, 'Please try again.')} />;

  const { email, role, expires_at: expiresAt, existing_account: existing } = offer.data;
  return (
    <AccountShell
      title="Join the Flying@50 editorial team"
      intro={
        <>
          You are invited as {ROLE_NAMES[role]} with <strong className="text-ink">
            <EmailAddress address={email} />
          </strong>. The invitation works until{' '}
          {formatLongDate(expiresAt)}.
        </>
      }
    >
      {existing ? (
        <p className="rounded-md border border-line bg-sunken p-4 text-base">
          An account already exists for this address. The password you choose here replaces its password, and it is signed out on every other
          device.
        </p>
      ) : null}
      <NamedPasswordForm
        submitLabel="Accept and sign in"
        pendingLabel="Setting up your account…"
        pending={accept.isPending}
        validate={validate}
        onValid={(values) => accept.mutate(values)}
        serverError={accept.error ? errorMessage(accept.error, 'Please try again.') : undefined}
      />
    </AccountShell>
  );
}
