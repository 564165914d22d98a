import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { useListPages } from '../../../lib/list-pages';

/** GET /api/admin/users, and one of its rows (from the OpenAPI document). */
export type AdminUsersResponse = Answer<'/api/admin/users', 'get'>;
export type AdminListedUser = AdminUsersResponse['users'][number];
/** GET /api/admin/users/counts: the tiles. */
export type UserCounts = Answer<'/api/admin/users/counts', 'get'>;

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

export const USERS_KEY = ['/api/admin/users'] as const;

/** The accounts a page at a time; the filter, the order and the search run on the server. */
export function useUserPages(filter: UserFilter, sort: UserSort, q: string) {
  return useListPages(USERS_KEY, { plan: filter === 'all' ? undefined : filter, sort, q }, (query) => api.GET('/api/admin/users', { params: { query } }), {
    items: (page) => page.users,
  });
}

/** Every account, premium and free (count queries on the server). */
export function useUserCounts() {
  return useQuery({ queryKey: [...USERS_KEY, 'counts'], queryFn: () => answer(api.GET('/api/admin/users/counts')) });
}
