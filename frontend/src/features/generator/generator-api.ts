import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiJson, apiRequest, errorMessage, errorStatus, REQUEST_TIMEOUT_MS } from '../../lib/api';
import type { Answer, RequestBody, Schema } from '../../lib/api-types';
import type { Generation, GenerationPatch, GenerationSummary } from './generation';
import { useListPages } from '../../lib/list-pages';

/** The active list (fetched, not shown) and the archive. Keys are also the URLs (parts joined by '/'). */
export const GENERATIONS_KEY = ['/api/content/generations'] as const;
export const ARCHIVED_GENERATIONS_KEY = ['/api/content/generations', 'archived'] as const;

export const GENERATE_URL = '/api/content/generate';

/** Where the progress of a running generation is read, keyed by the requestId sent with POST /generate. */
export function progressUrl(requestId: string): string {
  return `/api/content/generate/progress/${encodeURIComponent(requestId)}`;
}

/** How often the progress of a running generation is asked for. */
export const PROGRESS_POLL_MS = 1500;

export const GENERATION_FALLBACK = 'Content generation takes ~2 minutes. Please wait and try again.';

/** GET /api/content/generate/progress/{requestId}. */
export type GenerationProgress = Schema<'GenerationProgress'>;

/** Refreshes the active list and the archive (both start with GENERATIONS_KEY). */
export function refreshGenerationLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: GENERATIONS_KEY });
}

/** The newest active generations (summaries), `limit` of them: the first page of GET /api/content/generations. */
export function useActiveGenerations(limit: number) {
  return useListPages<GenerationSummary>(GENERATIONS_KEY[0], { limit });
}

/** The archive a page at a time (GET /api/content/generations/archived, summaries, newest first). */
export function useArchivedGenerations() {
  return useListPages<GenerationSummary>(ARCHIVED_GENERATIONS_KEY.join('/'), {}, { key: ARCHIVED_GENERATIONS_KEY });
}

/** One generation in full (GET /api/content/generations/{id}). */
export function fetchGeneration(id: number): Promise<Generation> {
  return apiJson<Answer<'/api/content/generations/{id}', 'get'>>('GET', `/api/content/generations/${id}`);
}

/** The progress of a generation, or null while the server does not know it yet (404). */
async function fetchProgress(requestId: string, signal?: AbortSignal): Promise<GenerationProgress | null> {
  const res = await fetch(progressUrl(requestId), {
    credentials: 'include',
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) : undefined,
  });
  // Read a refused answer's (no-store) body too, or the browser keeps the request open until it is collected.
  if (!res.ok) await res.text().catch(() => '');
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const body = (await res.json()) as GenerationProgress | null;
  if (!body || typeof body.stage !== 'string') return null;
  return { ...body, stages: Array.isArray(body.stages) ? body.stages : [] };
}

/**
 * Polls the progress of the running generation every PROGRESS_POLL_MS while `requestId` is set.
 * A 404 (not started yet) or a failed poll is quiet: the last known progress stays on screen.
 */
export function useGenerationProgress(requestId: string | null) {
  return useQuery({
    queryKey: ['generation-progress', requestId],
    queryFn: ({ signal }) => fetchProgress(requestId as string, signal),
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

/**
 * POST /api/content/generate {topic, customPrompt?, editorial_week?, editorial_theme?, requestId}; answers with the finished
 * generation (about 2 minutes; the request waits up to 300 s). If the request itself is lost
 * (timeout, dropped connection) but the server finished the job, the stored result is loaded.
 */
async function generate(input: Tracked<RequestBody<'/api/content/generate', 'post'>>): Promise<Generation> {
  try {
    return await apiJson<Answer<'/api/content/generate', 'post'>>('POST', GENERATE_URL, input);
  } catch (error) {
    if (errorStatus(error) !== undefined) throw error;
    const progress = await fetchProgress(input.requestId).catch(() => null);
    if (progress?.status === 'done' && typeof progress.generationId === 'number') {
      return fetchGeneration(progress.generationId);
    }
    throw error;
  }
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

/** PUT /api/content/generations/{id} with one field; the lists are refetched afterwards. */
export function useUpdateGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: GenerationPatch }) =>
      apiJson<Answer<'/api/content/generations/{id}', 'put'>>('PUT', `/api/content/generations/${id}`, patch),
    onSettled: () => refreshGenerationLists(client),
  });
}

/** PUT /api/content/generations/{id}/archive answers {success, message, generation}. */
export type ArchiveResult = Answer<'/api/content/generations/{id}/archive', 'put'>;

export function useArchiveGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (generation: Generation) => apiJson<ArchiveResult>('PUT', `/api/content/generations/${generation.id}/archive`),
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
    mutationFn: (generation: Pick<Generation, 'id'>) => apiRequest('DELETE', `/api/content/generations/${generation.id}`),
    onSuccess: () => {
      toast({ title: 'Content Deleted', description: 'Content has been permanently deleted.' });
    },
    onError: (error) => {
      toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete content.'), variant: 'destructive' });
    },
    onSettled: () => refreshGenerationLists(client),
  });
}

/** A fresh id for one generate request (crypto.randomUUID needs a secure context; fall back otherwise). */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
