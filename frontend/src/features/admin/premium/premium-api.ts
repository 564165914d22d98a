import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readAgain } from '../../../lib/read-again';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../../lib/api';
import { answer, api } from '../../../lib/api-client';
import type { Answer, Query, RequestBody } from '../../../lib/api-types';
import { GENERATION_FALLBACK, generateOrRecover, newRequestId, notConfigured, type Tracked } from '../../generator/generator-api';
import { useListPage, useListPages } from '../../../lib/list-pages';
import {
  PREMIUM_LIST_KEY,
  PREMIUM_PAGE_SIZE,
  premiumItemKey,
  premiumThemeCountsQuery,
  usePremiumItem as useItem,
  type PremiumItem,
  type PremiumSummary,
  type PremiumThemeCounts,
} from '../../premium/premium-content';
import type { BatchOutcome } from './premium-library';

/** Theme counts are the one query that retries (docs/product.md#premium-articles): up to 3 times, waiting 1 s, 2 s, 4 s. */
export const THEME_COUNTS_RETRIES = 3;
export function themeCountsRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Every premium list, count and item (they all start with '/api/premium-content') is fetched again. */
export function refreshPremium(client: QueryClient): Promise<void> {
  return readAgain(client, PREMIUM_LIST_KEY);
}

/**
 * GET /api/premium-content a page at a time (newest first, docs/api.md "Paged lists"): published items and drafts,
 * of a theme when given, searched on the server; `limit` 1 reads a theme's newest item.
 */
export function usePremiumPages(theme?: Query<'/api/premium-content', 'get'>['theme'], q = '', limit = PREMIUM_PAGE_SIZE, enabled = true) {
  return useListPages(PREMIUM_LIST_KEY, { theme, q, limit }, (query) => api.GET('/api/premium-content', { params: { query } }), { refetchOnWindowFocus: 'always', enabled });
}

/**
 * A theme's premium articles one page at a time (Previous and Next, keyset cursors from X-Next-Cursor), newest first,
 * searched on the server; refetched on mount and focus. The DOM holds one page of a theme's thousands.
 */
export function usePremiumPage(theme: Query<'/api/premium-content', 'get'>['theme'], q: string) {
  return useListPage(PREMIUM_LIST_KEY, { theme, q, limit: PREMIUM_PAGE_SIZE }, (query) => api.GET('/api/premium-content', { params: { query } }), {
    refetchOnWindowFocus: 'always',
  });
}

/** GET /api/premium-content/{id}: the whole item (the lists carry summaries). */
export function usePremiumItem(id: number | null) {
  return useItem(id ?? 0, id !== null);
}

export function usePremiumThemeCounts() {
  return useQuery<PremiumThemeCounts>({
    ...premiumThemeCountsQuery,
    retry: THEME_COUNTS_RETRIES,
    retryDelay: themeCountsRetryDelay,
  });
}

/** DELETE /api/premium-content/{id} (the item is archived: members no longer see it). */
export function useDeletePremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<PremiumSummary, 'id' | 'topic'>) => deletePremium(item.id),
    onSuccess: (_res, item) => {
      toast({ title: 'Content Deleted', description: `"${item.topic}" has been deleted.` });
    },
    onError: (error) => {
      toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete premium content.'), variant: 'destructive' });
    },
    onSettled: () => refreshPremium(client),
  });
}

function deletePremium(id: number) {
  return answer(api.DELETE('/api/premium-content/{id}', { params: { path: { id } } }));
}

/** One DELETE per article, all at once; a failure (e.g. already removed) does not stop the others. */
export async function deleteEach(ids: readonly number[]): Promise<BatchOutcome> {
  const results = await Promise.allSettled(ids.map(deletePremium));
  const outcome: BatchOutcome = { deleted: [], failed: [] };
  results.forEach((result, index) => (result.status === 'fulfilled' ? outcome.deleted : outcome.failed).push(ids[index]));
  return outcome;
}

export function useBatchDeletePremium() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteEach, onSettled: () => refreshPremium(client) });
}

/** POST /api/premium-content/bulk-delete: every item of a filtered list on the server, if the confirmed count still holds. */
export type BulkDeleteFilter = RequestBody<'/api/premium-content/bulk-delete', 'post'>;

export function useBulkDeletePremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (filter: BulkDeleteFilter) => answer(api.POST('/api/premium-content/bulk-delete', { body: filter })),
    onSuccess: (result) => toast({ title: 'Content Deleted', description: `${result.message}.` }),
    onError: (error) => toast({ title: 'Bulk Delete Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => refreshPremium(client),
  });
}

/** DELETE /api/premium-content/bulk-delete-theme/{theme}. */
export type BulkDeleteThemeResult = Answer<'/api/premium-content/bulk-delete-theme/{theme}', 'delete'>;

export function useBulkDeleteTheme() {
  const client = useQueryClient();
  return useMutation({
    // expectedCount: the count the editor confirmed; another number there now is refused (409) and nothing is deleted.
    mutationFn: ({ theme, expectedCount }: { theme: string; expectedCount: number }) =>
      answer(api.DELETE('/api/premium-content/bulk-delete-theme/{theme}', { params: { path: { theme }, query: { expected_count: expectedCount } } })),
    onSuccess: (result, { theme }) => {
      toast({ title: 'Content Deleted', description: result.message || `Deleted every ${theme} article.` });
    },
    onError: (error) => {
      toast({ title: 'Bulk Delete Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshPremium(client),
  });
}

/**
 * A save of PUT /api/premium-content/{id} (docs/product.md#premium-articles): the fields changed, with expected_updated_at,
 * the version the editor started from (docs/product.md#editing-together).
 */
export type PremiumPatch = RequestBody<'/api/premium-content/{id}', 'put'>;

export const SAVE_FAILURE = 'Failed to save premium content changes.';

/** PUT /api/premium-content/{id}; the answer replaces the cached item. Errors are reported by the caller. */
export function useUpdatePremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PremiumPatch }) => answer(api.PUT('/api/premium-content/{id}', { params: { path: { id } }, body: patch })),
    onSuccess: (item) => client.setQueryData(premiumItemKey(item.id), item),
    // The lists' pages and counts show the new topic and theme (the item itself was just set).
    onSettled: (item) =>
      readAgain(client, { queryKey: PREMIUM_LIST_KEY, predicate: (query) => !item || query.queryKey.length !== 2 || query.queryKey[1] !== item.id }),
  });
}

export type PremiumPublishStatus = NonNullable<PremiumPatch['status']>;

/**
 * Publishes a draft or takes a published item back to draft (PUT {status}, naming the version the editor read):
 * 'Article Published' / 'Article Unpublished'; failure 'Publish Failed' or 'Unpublish Failed' with the server's reason.
 */
export function usePublishPremium() {
  const update = useUpdatePremium();
  const mutate = (
    item: { id: number; topic: string; updated_at: string },
    status: PremiumPublishStatus,
    options: { onSuccess?: (item: PremiumItem) => void; onError?: (error: unknown) => void } = {},
  ) =>
    update.mutate(
      { id: item.id, patch: { status, expected_updated_at: item.updated_at } },
      {
        onSuccess: (saved) => {
          toast(
            status === 'published'
              ? { title: 'Article Published', description: `"${saved.topic}" is live for Premium members.` }
              : { title: 'Article Unpublished', description: `"${saved.topic}" is a draft again: members no longer see it.` },
          );
          options.onSuccess?.(saved);
        },
        onError: (error) => {
          const fallback = status === 'published' ? 'Failed to publish premium content.' : 'Failed to unpublish premium content.';
          toast({ title: status === 'published' ? 'Publish Failed' : 'Unpublish Failed', description: errorMessage(error, fallback), variant: 'destructive' });
          options.onError?.(error);
        },
      },
    );
  return { mutate, isPending: update.isPending, variables: update.variables };
}

/** The item as the server has it now (after a save refused because it changed meanwhile); it replaces the cached one. */
export function fetchLatestPremium(client: QueryClient, id: number): Promise<PremiumItem> {
  return client.fetchQuery({ queryKey: premiumItemKey(id), queryFn: () => answer(api.GET('/api/premium-content/{id}', { params: { path: { id } } })), staleTime: 0 });
}

/** 'Update Failed' with 'Failed to save premium content changes.' and the server's reason when it refused (4xx). */
export function reportSaveFailure(error: unknown): void {
  const status = errorStatus(error);
  const reason = status !== undefined && status >= 400 && status < 500 ? errorMessage(error, '') : '';
  toast({ title: 'Update Failed', description: reason ? `${SAVE_FAILURE} ${reason}` : SAVE_FAILURE, variant: 'destructive' });
}

/**
 * POST /api/premium-content/generate, with the request id its progress is read by. forceCreate: true for
 * 'Generate New' (the theme has items), false for 'Generate Content'.
 */
export type GeneratePremiumInput = Tracked<RequestBody<'/api/premium-content/generate', 'post'>>;

/** The item a generation stored (GET /api/premium-content/{id}), read when its answer was lost. */
function fetchPremium(id: number): Promise<PremiumItem> {
  return answer(api.GET('/api/premium-content/{id}', { params: { path: { id } } }));
}

/** Answers with the stored item after about 1-2 minutes (or, the request lost, the item the server stored). */
function generatePremium(input: GeneratePremiumInput): Promise<PremiumItem> {
  return generateOrRecover(input.requestId, () => answer(api.POST('/api/premium-content/generate', { body: input })), fetchPremium);
}

/** The server's reason for a failed generation (409, 429, 502-504 carry one), else the ~2 minutes text. */
export function generationFailure(error: unknown): string {
  return errorMessage(error, GENERATION_FALLBACK);
}

/** Marks premium generations, so a screen mounted later still finds a running one (useMutationState). */
export const PREMIUM_GENERATE_KEY = ['premium-generate'] as const;

export function useGeneratePremium() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: PREMIUM_GENERATE_KEY,
    mutationFn: generatePremium,
    onSuccess: (item, input) => {
      toast({ title: 'Content Generated!', description: `"${item.topic}" is ready in ${input.editorial_theme}.` });
    },
    onError: (error) => {
      toast({ title: 'Generation Failed', description: generationFailure(error), variant: 'destructive' });
    },
    onSettled: () => refreshPremium(client),
  });
}

export const ENHANCE_FAILURE = 'Failed to enhance Premium content. Please try again.';

/**
 * POST /api/premium-content/{id}/enhance with a new requestId: the AI engine rewrites the item (same topic, theme and
 * brief) and the old one is deleted once the new one is stored; answers with the new item after about 1-2 minutes.
 * The rewrite runs on in the worker when the answer is lost (a proxy's timeout, a laptop put to sleep): its progress
 * is followed to the new item, as for generate.
 */
function enhancePremium(id: number): Promise<PremiumItem> {
  const requestId = newRequestId();
  return generateOrRecover(requestId, () => answer(api.POST('/api/premium-content/{id}/enhance', { params: { path: { id } }, body: { requestId } })), fetchPremium);
}

export function useEnhancePremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enhancePremium,
    onSuccess: (item) => toast({ title: 'Content Enhanced', description: `"${item.topic}" has been rewritten.` }),
    onError: (error) => {
      const status = errorStatus(error);
      // A missing setting (503 not_configured) is named, and another try would not mend it: no 'Please try again.'.
      const missing = notConfigured(error);
      const reason = (status !== undefined && status < 500) || missing ? errorMessage(error, '') : '';
      const failure = missing ? 'Failed to enhance Premium content.' : ENHANCE_FAILURE;
      toast({ title: 'Enhance Failed', description: reason ? `${failure} ${reason}` : failure, variant: 'destructive' });
    },
    onSettled: () => refreshPremium(client),
  });
}
