import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readAgain } from '../../lib/read-again';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage, errorReason, errorStatus } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import type { Answer, RequestBody, Schema } from '../../lib/api-types';
import type { Generation, GenerationPatch } from './generation';
import { useListPages } from '../../lib/list-pages';
import { newUuid } from '../../lib/client-key';

/** The active list (fetched, not shown) and the archive (both keys start with the list's path). */
export const GENERATIONS_KEY = ['/api/content/generations'] as const;
export const ARCHIVED_GENERATIONS_KEY = ['/api/content/generations', 'archived'] as const;
/** The Apple News+ planner's weeks (GET /api/content/editorial-cycle): a week's status and title come from the generations. */
export const EDITORIAL_CYCLE_KEY = ['/api/content/editorial-cycle'] as const;

/** How often the progress of a running generation is asked for. */
export const PROGRESS_POLL_MS = 1500;

export const GENERATION_FALLBACK = 'Content generation takes ~2 minutes. Please wait and try again.';

/**
 * A generation refused because a setting is missing (503, reason not_configured; the server's message names the
 * setting): nothing was started, so there is no progress to follow, and sending it again cannot help until it is set.
 */
export function notConfigured(error: unknown): boolean {
  return errorStatus(error) === 503 && errorReason(error) === 'not_configured';
}

/**
 * A theme generation's failure (docs/product.md#website-articles): 'Failed to generate {kind} content for {theme}.
 * Please try again.', without 'Please try again.' when a setting is missing (the reason that follows names it).
 */
export function themeGenerationFailure(kind: 'premium' | 'website', theme: string, error: unknown): string {
  const failed = `Failed to generate ${kind} content for ${theme}.`;
  return notConfigured(error) ? failed : `${failed} Please try again.`;
}

/** GET /api/content/generate/progress/{requestId}. */
export type GenerationProgress = Schema<'GenerationProgress'>;

/**
 * Refreshes the active list and the archive (both start with GENERATIONS_KEY), and the Apple News+ planner, whose
 * weeks a generation publishes, renames or empties (its cached weeks said 'ready to generate' after the Calendar button).
 */
export function refreshGenerationLists(client: QueryClient): Promise<void> {
  return readAgain(client, GENERATIONS_KEY, EDITORIAL_CYCLE_KEY);
}

/** The newest active generations (summaries), `limit` of them: the first page of GET /api/content/generations. */
export function useActiveGenerations(limit: number) {
  return useListPages(GENERATIONS_KEY, { limit }, (query) => api.GET('/api/content/generations', { params: { query } }));
}

/** The archive a page at a time (GET /api/content/generations/archived, summaries, newest first). */
export function useArchivedGenerations() {
  return useListPages(ARCHIVED_GENERATIONS_KEY, {}, (query) => api.GET('/api/content/generations/archived', { params: { query } }));
}

/** One generation in full (GET /api/content/generations/{id}). */
export function fetchGeneration(id: number): Promise<Generation> {
  return answer(api.GET('/api/content/generations/{id}', { params: { path: { id } } }));
}

/**
 * The progress of a generation (GET /api/content/generate/progress/{requestId}, keyed by the requestId sent with the
 * generate request), or null while the server does not know it (404; or, asked with `starting` by the poll of the run
 * this page has just sent, status 'starting': its POST has not reached the server yet, and no 404 is logged for it).
 */
async function fetchProgress(requestId: string, signal?: AbortSignal, starting = false): Promise<GenerationProgress | null> {
  let body: GenerationProgress | null;
  try {
    const query = starting ? { starting: true } : {};
    body = await answer(api.GET('/api/content/generate/progress/{requestId}', { params: { path: { requestId }, query }, signal }));
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
  if (!body || typeof body.stage !== 'string' || body.status === 'starting') return null;
  return { ...body, stages: Array.isArray(body.stages) ? body.stages : [] };
}

/** How long a generation whose answer was lost is followed before giving up (its job's longest run, with room). */
export const RECOVER_LIMIT_MS = 10 * 60_000;

/** Where generateOrRecover reads the progress and how it waits (tests give their own). */
export interface Recovery {
  progress(requestId: string): Promise<GenerationProgress | null>;
  pollMs: number;
  limitMs: number;
  sleep(ms: number): Promise<void>;
}

const RECOVERY: Recovery = {
  progress: (requestId) => fetchProgress(requestId),
  pollMs: PROGRESS_POLL_MS,
  limitMs: RECOVER_LIMIT_MS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A generate request that answers with the finished result (about 2 minutes; the request waits up to 300 s). The
 * generation's job runs on whatever happens to the request: when the answer is lost (timeout, dropped connection, an
 * API process restarted during a deploy: no status) or is a gateway's or the server's 5xx, the progress is followed
 * (every PROGRESS_POLL_MS while it is running, up to RECOVER_LIMIT_MS) and the stored result is loaded (`load`, by
 * the generation id of the progress record) once it is done. A job that failed gives its reason; a refusal (4xx, or
 * the 503 of a missing setting, which started nothing to follow), a generation the server does not know (404) or one
 * still running at the limit gives the request's own error.
 */
export async function generateOrRecover<T>(
  requestId: string,
  generate: () => Promise<T>,
  load: (generationId: number) => Promise<T>,
  recovery: Recovery = RECOVERY,
): Promise<T> {
  try {
    return await generate();
  } catch (error) {
    const status = errorStatus(error);
    if ((status !== undefined && status < 500) || notConfigured(error)) throw error;
    const giveUpAt = Date.now() + recovery.limitMs;
    for (;;) {
      // A poll that fails (the server is restarting too) is asked again.
      const progress = await recovery.progress(requestId).catch(() => undefined);
      if (progress === null) throw error;
      if (progress?.status === 'done' && typeof progress.generationId === 'number') return load(progress.generationId);
      // The job's own words, with the status its answer had (the AI service's 502 when the progress does not say).
      if (progress?.status === 'failed') {
        throw progress.error ? new ApiError(progress.errorStatus ?? status ?? 502, '', JSON.stringify({ error: progress.error })) : error;
      }
      if (Date.now() >= giveUpAt) throw error;
      await recovery.sleep(recovery.pollMs);
    }
  }
}

/**
 * Polls the progress of the running generation every PROGRESS_POLL_MS while `requestId` is set, from the moment its
 * POST is sent: the first poll can reach the server before the POST, and says `starting` (answered 'starting', not 404).
 * A failed poll is quiet: the last known progress stays on screen.
 */
export function useGenerationProgress(requestId: string | null) {
  return useQuery({
    queryKey: ['generation-progress', requestId],
    queryFn: ({ signal }) => fetchProgress(requestId as string, signal, true),
    enabled: requestId !== null,
    refetchInterval: PROGRESS_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

/**
 * The body of POST /api/content/generate without its request id (generate() adds it): editorial_week and
 * editorial_theme are the Apple News+ planner's week (1-6) and theme, when the generator was opened for a week.
 */
export type GenerateInput = Omit<RequestBody<'/api/content/generate', 'post'>, 'requestId'>;

/** A generation's body with the request id its progress is read by (GET /api/content/generate/progress/{requestId}). */
export type Tracked<Body extends { requestId?: string }> = Body & { requestId: string };

/** POST /api/content/generate {topic, customPrompt?, editorial_week?, editorial_theme?, requestId}: the finished generation. */
function generate(input: Tracked<RequestBody<'/api/content/generate', 'post'>>): Promise<Generation> {
  return generateOrRecover(input.requestId, () => answer(api.POST('/api/content/generate', { body: input })), fetchGeneration);
}

export function useGenerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generate,
    onSuccess: () => {
      toast({ title: 'Content Generated!', description: 'Your Flying@50 content package is ready.' });
    },
    onError: (error) => {
      toast({ title: 'Generation Failed', description: errorMessage(error, GENERATION_FALLBACK), variant: 'destructive' });
    },
    onSettled: () => refreshGenerationLists(client),
  });
}

/**
 * PUT /api/content/generations/{id} with one field, naming the version it was edited from (`expected`, its updated_at:
 * refused with 409 changed_meanwhile when someone saved the package since); the lists are refetched afterwards.
 */
export function useUpdateGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, expected }: { id: number; patch: GenerationPatch; expected: string }) =>
      answer(api.PUT('/api/content/generations/{id}', { params: { path: { id } }, body: { ...patch, expected_updated_at: expected } })),
    onSettled: () => refreshGenerationLists(client),
  });
}

/** PUT /api/content/generations/{id}/archive answers {success, message, generation}. */
export type ArchiveResult = Answer<'/api/content/generations/{id}/archive', 'put'>;

export function useArchiveGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (generation: Generation) => answer(api.PUT('/api/content/generations/{id}/archive', { params: { path: { id: generation.id } } })),
    onSuccess: (_res, generation) => {
      toast({ title: 'Content Archived', description: `"${generation.topic}" is now in the archive.` });
    },
    onError: (error) => {
      toast({ title: 'Archive Failed', description: errorMessage(error, 'Failed to archive content.'), variant: 'destructive' });
    },
    onSettled: () => refreshGenerationLists(client),
  });
}

export function useDeleteGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (generation: Pick<Generation, 'id'>) => answer(api.DELETE('/api/content/generations/{id}', { params: { path: { id: generation.id } } })),
    onSuccess: () => {
      toast({ title: 'Content Deleted', description: 'Content has been permanently deleted.' });
    },
    onError: (error) => {
      toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete content.'), variant: 'destructive' });
    },
    onSettled: () => refreshGenerationLists(client),
  });
}

/** A fresh id for one generate request. */
export const newRequestId = newUuid;
