import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import type { Answer, Schema } from '../../lib/api-types';

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

export const API_KEYS_KEY = ['/api/admin/api-keys'] as const;

export function useApiKeys() {
  return useQuery<ApiKey[]>({ queryKey: API_KEYS_KEY, staleTime: 0 });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: { name: string; scope: ApiKeyScope }) =>
      apiJson<CreatedApiKey>('POST', '/api/admin/api-keys', { name: form.name.trim(), scope: form.scope }),
    onSettled: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<Answer<'/api/admin/api-keys/{id}/revoke', 'post'>>('POST', `/api/admin/api-keys/${id}/revoke`),
    onSettled: () => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
