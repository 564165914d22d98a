import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListPages } from '../../../lib/list-pages';
import { answer, api } from '../../../lib/api-client';
import type { Answer, Schema } from '../../../lib/api-types';
import { readAgain } from '../../../lib/read-again';

/** One key of GET /api/admin/api-keys (never the key itself). */
export type ApiKey = Schema<'ApiKeyView'>;
export type ApiKeyScope = ApiKey['scope'];
/** The answer to POST /api/admin/api-keys: the key, this once. */
export type CreatedApiKey = Answer<'/api/admin/api-keys', 'post'>;

export const API_KEY_SCOPES: readonly { value: ApiKeyScope; label: string; description: string }[] = [
  {
    value: 'content',
    label: 'Content',
    description: 'Reads the published magazine: articles, themes, hero, featured articles and search.',
  },
  {
    value: 'staff',
    label: 'Staff',
    description: "Does an editor's work: website and premium content, ads and the generator. Never users, keys or members' data.",
  },
];

/** How long a new key works (the server allows 1 to 365 days; 90 by default). */
export const API_KEY_EXPIRIES: readonly { days: number; label: string }[] = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 180, label: '6 months' },
  { days: 365, label: '1 year' },
];

/** Why a key stopped working before its expiry. */
export const REVOKE_REASON_WORDS: Record<NonNullable<ApiKey['revoked_reason']>, string> = {
  admin: 'revoked by an administrator',
  'password-changed': "its creator's password was changed",
  'role-removed': "its creator's staff role ended",
  'account-deleted': "its creator's account was deleted",
};

export const API_KEYS_KEY = ['/api/admin/api-keys'] as const;

/**
 * What the search box sends as `q`: a pasted prefix loses its `f50_content_` / `f50_staff_` head, which the server
 * refuses in any address (a key must never travel in one); the rest of the prefix still finds the key.
 */
export function keySearchWords(text: string): string {
  return text.replace(/f50_(content|staff)_/gi, ' ').replace(/\s+/g, ' ').trim();
}

/** GET /api/admin/api-keys a page at a time, newest first; `q` is searched on the server (name, prefix, creator's email). */
export function useApiKeys(q = '') {
  return useListPages(API_KEYS_KEY, { q: keySearchWords(q) }, (query) => api.GET('/api/admin/api-keys', { params: { query } }));
}

/** POST /api/admin/api-keys, through "Confirm your password" when the session's proof is old (confirm-password.tsx). */
export function useCreateApiKey(withConfirmedPassword: <T>(action: () => Promise<T>) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: { name: string; scope: ApiKeyScope; expiresInDays: number }) =>
      withConfirmedPassword(() => answer(api.POST('/api/admin/api-keys', { body: { name: form.name.trim(), scope: form.scope, expires_in_days: form.expiresInDays } }))),
    onSettled: () => readAgain(client, API_KEYS_KEY),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answer(api.POST('/api/admin/api-keys/{id}/revoke', { params: { path: { id } } })),
    onSettled: () => readAgain(client, API_KEYS_KEY),
  });
}
