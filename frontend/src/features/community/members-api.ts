/**
 * The members' area API (docs/members-api.md): answer shapes, query keys and the calls the member
 * pages make. Query keys are the URLs, so the default query function can load them; the journal's
 * paged reads are in journal-pages.ts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiJson, errorMessage } from '../../lib/api';
import type { Answer, RequestBody } from '../../lib/api-types';
import { pinFailure, withInsightPinned } from './insights';
import { changeCachedEntries, useJournalCache, type JournalFilters } from './journal-pages';
import { GOAL_HISTORY_KEY, GOALS_KEY, JOURNAL_KEY, JOURNAL_LIBRARY_KEY, LIBRARY_KEY, MOMENTUM_KEY, PROFILE_KEY } from './query-keys';

// ---------------------------------------------------------------- shapes
// All taken from docs/openapi.json (lib/api-types.ts): a backend change to an answer fails `npm run lint` here.

/** A journal entry with its coach reply (GET /api/community/journal). */
export type JournalEntry = Answer<'/api/community/journal', 'get'>[number];
export type EntryType = JournalEntry['entry_type'];

/** A coach reply ("insight") to an entry; its pin state comes with it. */
export type AiResponse = JournalEntry['aiResponses'][number];
/** Who wrote the reply: the language model, or the rule-based coach (no model set up, or a private entry). */
export type InsightSource = AiResponse['source'];
/** A premium report the coach recommends, and why (published items only; deleted or archived ones drop out). */
export type Recommendation = AiResponse['recommendations'][number];
export type RecommendedContent = Recommendation['premiumContent'];

export type GoalsResponse = Answer<'/api/community/goals', 'get'>;
export type Goal = GoalsResponse['goals'][number];
type GoalHistory = Answer<'/api/community/goals/history', 'get'>;
type OneGoal = Answer<'/api/community/goals', 'post'>;

type ProfileAnswer = Answer<'/api/community/profile', 'get'>;
export type Profile = ProfileAnswer['profile'];
/** How the coach writes to the member (chosen on the profile page). */
export type CoachTone = Profile['coach_tone'];

/** GET /api/community/momentum: the last 30 days on the member's London calendar, weeks starting Sunday. */
export type Momentum = Answer<'/api/community/momentum', 'get'>;

type LibraryAnswer = Answer<'/api/community/library', 'get'>;
type JournalLibraryAnswer = Answer<'/api/community/journal-library', 'get'>;
export type SavedReport = LibraryAnswer['savedContent'][number];
export type SavedPremiumContent = SavedReport['premium_content'];
export type GeneratedImages = SavedPremiumContent['generated_images'];

/** GET /api/premium-content/{id}: the item the member reader shows. */
export type PremiumContent = Answer<'/api/premium-content/{id}', 'get'>;

/** JSON body of POST /api/community/journal. */
export type NewEntryJson = RequestBody<'/api/community/journal', 'post'>;

/** JSON body of PUT /api/community/journal/{id} (with the entry's id, which goes in the address). */
export type EntryUpdate = RequestBody<'/api/community/journal/{id}', 'put'> & { id: number };

// ---------------------------------------------------------------- query keys

export { GOAL_HISTORY_KEY, GOALS_KEY, JOURNAL_KEY, JOURNAL_LIBRARY_KEY, LIBRARY_KEY, MOMENTUM_KEY, PROFILE_KEY } from './query-keys';

// ---------------------------------------------------------------- reads

export function useMomentum() {
  return useQuery<Momentum>({ queryKey: MOMENTUM_KEY });
}

export function useGoals() {
  return useQuery<GoalsResponse>({ queryKey: GOALS_KEY });
}

/** Goal history, loaded when a history dialog opens. */
export function useGoalHistory(enabled: boolean) {
  return useQuery<GoalHistory>({ queryKey: GOAL_HISTORY_KEY, enabled });
}

export function useProfile() {
  return useQuery<ProfileAnswer>({ queryKey: PROFILE_KEY });
}

export function useSavedContent(enabled = true) {
  return useQuery<LibraryAnswer>({ queryKey: LIBRARY_KEY, enabled });
}

export function useJournalLibrary(enabled = true) {
  return useQuery<JournalLibraryAnswer>({ queryKey: JOURNAL_LIBRARY_KEY, enabled });
}

/** The active goal (the one the server marks active, else the goal text it sends). */
export function activeGoal(data: GoalsResponse | undefined): Goal | null {
  return data?.goals.find((goal) => goal.is_active) ?? data?.goals[0] ?? null;
}

// ---------------------------------------------------------------- journal changes

/** POST /api/community/journal with a JSON body (photo as a data URL). */
export function useCreateEntry() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (body: NewEntryJson) => apiJson<Answer<'/api/community/journal', 'post'>>('POST', '/api/community/journal', body),
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });
}

/** POST /api/community/journal as multipart (chat messages, the Journey page's form). */
export function useCreateEntryMultipart() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (form: FormData) => apiJson<Answer<'/api/community/journal', 'post'>>('POST', '/api/community/journal', form),
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });
}

export function useUpdateEntry() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (body: EntryUpdate) => apiJson<Answer<'/api/community/journal/{id}', 'put'>>('PUT', `/api/community/journal/${body.id}`, body),
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });
}

export function useDeleteEntry() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (id: number) => apiJson<Answer<'/api/community/journal/{id}', 'delete'>>('DELETE', `/api/community/journal/${id}`),
    onSuccess: (_answer, id) => {
      cache.drop(id);
      void cache.refresh();
    },
  });
}

/** POST /api/community/journal/upload-image: stores a photo and answers its address. */
export function uploadJournalImage(file: File): Promise<Answer<'/api/community/journal/upload-image', 'post'>> {
  const form = new FormData();
  form.append('image', file);
  return apiJson<Answer<'/api/community/journal/upload-image', 'post'>>('POST', '/api/community/journal/upload-image', form);
}

// ---------------------------------------------------------------- goal changes

/** The four goal calls; each refreshes the active goal and the history. */
export function useGoalActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: GOALS_KEY }),
      queryClient.invalidateQueries({ queryKey: GOAL_HISTORY_KEY }),
      // Goal alignment is worked out against the active goal.
      queryClient.invalidateQueries({ queryKey: MOMENTUM_KEY }),
    ]);
  const setGoal = useMutation({
    mutationFn: (goal: string) => apiJson<OneGoal>('POST', '/api/community/goals', { goal } satisfies RequestBody<'/api/community/goals', 'post'>),
    onSuccess: refresh,
  });
  const archiveAndSet = useMutation({
    mutationFn: (newGoal: string) => apiJson<Answer<'/api/community/goals/archive', 'post'>>('POST', '/api/community/goals/archive', { newGoal } satisfies RequestBody<'/api/community/goals/archive', 'post'>),
    onSuccess: refresh,
  });
  const archive = useMutation({
    mutationFn: (id: number) => apiJson<Answer<'/api/community/goals/{id}/archive', 'post'>>('POST', `/api/community/goals/${id}/archive`),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, goal }: { id: number; goal: string }) => apiJson<Answer<'/api/community/goals/{id}', 'put'>>('PUT', `/api/community/goals/${id}`, { goal } satisfies RequestBody<'/api/community/goals/{id}', 'put'>),
    onSuccess: refresh,
  });
  return { setGoal, archiveAndSet, archive, update };
}

// ---------------------------------------------------------------- pins

/**
 * Pin or unpin an insight. The cached journal changes at once (the pin state travels with the list)
 * and goes back if the server refuses, with the spec's toast (or the server's own words).
 */
export function usePinInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ insightId, pin }: { insightId: number; pin: boolean }) =>
      pin
        ? apiJson<Answer<'/api/community/insights/pin/{id}', 'post'>>('POST', `/api/community/insights/pin/${insightId}`, {})
        : apiJson<Answer<'/api/community/insights/pin/{id}', 'delete'>>('DELETE', `/api/community/insights/pin/${insightId}`),
    onMutate: async ({ insightId, pin }) => {
      await queryClient.cancelQueries({ queryKey: JOURNAL_KEY });
      changeCachedEntries(queryClient, (entries) => withInsightPinned(entries, insightId, pin) ?? entries);
    },
    onSuccess: (answer, { insightId }) => {
      changeCachedEntries(queryClient, (entries) => withInsightPinned(entries, insightId, answer.isPinned) ?? entries);
      // The lists of pinned insights gain or lose the entry.
      void queryClient.invalidateQueries({ queryKey: JOURNAL_KEY, predicate: (query) => (query.queryKey[1] as JournalFilters | undefined)?.pinned === true });
      toast(
        answer.isPinned
          ? { title: 'Insight Pinned', description: 'Pinned for quick reference in your Insights.' }
          : { title: 'Insight Unpinned', description: 'Removed from your pinned insights.' },
      );
    },
    onError: (error, { insightId, pin }) => {
      changeCachedEntries(queryClient, (entries) => withInsightPinned(entries, insightId, !pin) ?? entries);
      toast({ title: 'Error', description: errorMessage(error, pinFailure(pin)), variant: 'destructive' });
    },
  });
}

// ---------------------------------------------------------------- profile changes

/** PATCH /api/community/profile { coach_tone }: answers the profile. */
export function useCoachTone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coach_tone: CoachTone) =>
      apiJson<Answer<'/api/community/profile', 'patch'>>('PATCH', '/api/community/profile', {
        coach_tone,
      } satisfies RequestBody<'/api/community/profile', 'patch'>),
    onSuccess: (answer) => queryClient.setQueryData<ProfileAnswer>(PROFILE_KEY, answer),
  });
}

/**
 * PATCH /api/community/profile { upgrade_offer_hidden: true }: puts the upgrade band away at once, on every page and
 * device (the profile remembers it); it comes back, with a message, if the server refuses.
 */
export function useHideUpgradeOffer() {
  const queryClient = useQueryClient();
  const withHidden = (hidden: boolean) =>
    queryClient.setQueryData<ProfileAnswer>(PROFILE_KEY, (old) => (old ? { profile: { ...old.profile, upgrade_offer_hidden: hidden } } : old));
  return useMutation({
    mutationFn: () =>
      apiJson<Answer<'/api/community/profile', 'patch'>>('PATCH', '/api/community/profile', {
        upgrade_offer_hidden: true,
      } satisfies RequestBody<'/api/community/profile', 'patch'>),
    onMutate: () => withHidden(true),
    onSuccess: (answer) => queryClient.setQueryData<ProfileAnswer>(PROFILE_KEY, answer),
    onError: (error) => {
      withHidden(false);
      toast({ title: 'Error', description: errorMessage(error, 'The upgrade offer could not be hidden. Please try again.'), variant: 'destructive' });
    },
  });
}

// ---------------------------------------------------------------- library changes

/**
 * POST /api/community/library/save { content_id, journal_entry_id? }: saves a premium report to the
 * library, linked to the journal entry it was recommended for. `saveFailure` is the page's failure title.
 */
export function useSaveReport(saveFailure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, journalEntryId }: { contentId: number; journalEntryId?: number }) =>
      apiJson<Answer<'/api/community/library/save', 'post'>>('POST', '/api/community/library/save', {
        content_id: contentId,
        ...(journalEntryId ? { journal_entry_id: journalEntryId } : {}),
      } satisfies RequestBody<'/api/community/library/save', 'post'>),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
      void queryClient.invalidateQueries({ queryKey: JOURNAL_LIBRARY_KEY });
      toast(
        answer.alreadySaved
          ? { title: 'Already Saved', description: 'This report is already in your library.' }
          : { title: 'Saved to Library', description: 'You can read it again from your library at any time.' },
      );
    },
    onError: (error) => toast({ title: saveFailure, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
