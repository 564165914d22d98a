import type { Answer } from '../../lib/api-types';

/** GET /api/admin/users, and one of its rows (from the OpenAPI document). */
export type AdminUsersResponse = Answer<'/api/admin/users', 'get'>;
export type AdminListedUser = AdminUsersResponse['users'][number];

export type UserFilter = 'all' | 'free' | 'premium';
export type UserSort = 'email' | 'registered' | 'last-login';

export const USER_FILTERS: ReadonlyArray<{ value: UserFilter; label: string }> = [
  { value: 'all', label: 'All users' },
  { value: 'free', label: 'Free members' },
  { value: 'premium', label: 'Premium members' },
];

export const USER_SORTS: ReadonlyArray<{ value: UserSort; label: string }> = [
  { value: 'email', label: 'Email (A to Z)' },
  { value: 'registered', label: 'Registration date (newest first)' },
  { value: 'last-login', label: 'Last login (newest first)' },
];

/**
 * Accounts that are not readers: staff (editor, admin) and addresses under the reserved `.invalid` domain, which no
 * person can own (the demo content's account, `npm run seed:demo`).
 */
export function isMember(user: Pick<AdminListedUser, 'role' | 'email'>): boolean {
  return user.role === 'member' && !/\.invalid$/i.test(user.email);
}

/** The Users figures: members only (staff and the demo account are not counted). */
export function countUsers(users: readonly AdminListedUser[]) {
  const members = users.filter(isMember);
  const premium = members.filter((user) => user.is_premium).length;
  return { total: members.length, premium, free: members.length - premium };
}

export function filterUsers(users: readonly AdminListedUser[], filter: UserFilter): AdminListedUser[] {
  if (filter === 'all') return [...users];
  return users.filter((user) => (filter === 'premium' ? user.is_premium : !user.is_premium));
}

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** Newest first; accounts without the date go last. */
function byDateDesc(a: string | null | undefined, b: string | null | undefined): number {
  const ta = time(a);
  const tb = time(b);
  if (ta === null && tb === null) return 0;
  if (ta === null) return 1;
  if (tb === null) return -1;
  return tb - ta;
}

export function sortUsers(users: readonly AdminListedUser[], sort: UserSort): AdminListedUser[] {
  const copy = [...users];
  switch (sort) {
    case 'email':
      return copy.sort((a, b) => a.email.localeCompare(b.email, 'en-GB', { sensitivity: 'base' }));
    case 'registered':
      return copy.sort((a, b) => byDateDesc(a.created_at, b.created_at));
    case 'last-login':
      return copy.sort((a, b) => byDateDesc(a.last_login_at, b.last_login_at));
  }
}
