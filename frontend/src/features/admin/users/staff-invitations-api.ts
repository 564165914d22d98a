import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { Answer, Schema } from '../../../lib/api-types';
import { readAgain } from '../../../lib/read-again';
import { AUDIT_LOG_KEY } from './audit-log-key';

/** `useConfirmPassword`'s runner: the call, asked 'Confirm your password' first when the session proved it too long ago. */
type WithConfirmedPassword = <T>(action: () => Promise<T>) => Promise<T>;

/** One open invitation of GET /api/admin/invitations (never its link). */
export type Invitation = Schema<'InvitationView'>;
export type StaffRole = Invitation['role'];
export type RoleChange = Answer<'/api/admin/users/{id}/role', 'put'>;

export const STAFF_ROLE_OPTIONS: readonly { value: StaffRole; label: string; description: string }[] = [
  { value: 'editor', label: 'Editor', description: 'Writes, publishes and manages content and ads.' },
  { value: 'admin', label: 'Administrator', description: 'Everything an editor does, plus users, invitations, API keys and the audit log.' },
];

/** The server's refusal of a malformed address (POST /api/admin/invitations), said under the field before anything is sent. */
export const INVALID_ADDRESS = 'Please enter a valid email address';

/**
 * Whether an address could be one: a name, '@' and a domain with a dot, no spaces. Looser than the server's check, so it
 * never refuses an address the server takes; it only spares the admin 'Confirm your password' for a typo.
 */
export const looksLikeEmailAddress = (address: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address.trim());

export const INVITATIONS_KEY = ['/api/admin/invitations'] as const;
const USERS_KEY = ['/api/admin/users'] as const;

export function useInvitations() {
  return useQuery({ queryKey: INVITATIONS_KEY, queryFn: () => answer(api.GET('/api/admin/invitations')), staleTime: 0 });
}

/** After any change: the invitations, the users (an accepted one is an account) and the audit log are read again. */
export function useRefresh() {
  const client = useQueryClient();
  return () => {
    void readAgain(client, INVITATIONS_KEY, USERS_KEY, AUDIT_LOG_KEY);
  };
}

export function useInvite(withConfirmedPassword: WithConfirmedPassword) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: { email: string; role: StaffRole }) =>
      withConfirmedPassword(() => answer(api.POST('/api/admin/invitations', { body: { email: form.email.trim(), role: form.role } }))),
    onSettled: refresh,
  });
}

export function useResendInvitation(withConfirmedPassword: WithConfirmedPassword) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => withConfirmedPassword(() => answer(api.POST('/api/admin/invitations/{id}/resend', { params: { path: { id } } }))),
    onSettled: refresh,
  });
}

export function useRevokeInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => answer(api.POST('/api/admin/invitations/{id}/revoke', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

export function useChangeRole(withConfirmedPassword: WithConfirmedPassword) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: 'member' | StaffRole }) =>
      withConfirmedPassword(() => answer(api.PUT('/api/admin/users/{id}/role', { params: { path: { id } }, body: { role } }))),
    onSettled: refresh,
  });
}
