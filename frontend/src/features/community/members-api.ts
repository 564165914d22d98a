/**
 * The members' area API (docs/members-api.md): query keys and the calls the member pages make, through the typed
 * client (lib/api-client.ts); the answers' shapes are in member-shapes.ts, the journal's paged reads in journal-pages.ts.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { answer, api, multipart } from '../../lib/api-client';
import { dropFromListPages, useListPages } from '../../lib/list-pages';
import { postFormWithProgress } from '../../lib/upload-with-progress';
import type { Answer } from '../../lib/api-types';
import { pinFailure, withInsightPinned } from './insights';
import { changeCachedEntries, markReportSaved, useJournalCache } from './journal-cache';
import type { CoachTone, EntryUpdate, Goal, GoalsResponse, JournalEntry, JournalFilters, NewEntryJson, Profile, ProfileAnswer, SavedReport } from './member-shapes';
import { GOAL_HISTORY_KEY, GOALS_KEY, JOURNAL_KEY, LIBRARY_KEY, MOMENTUM_KEY, MOMENTUM_READS, PROFILE_KEY, TWO_STEP_KEY, WEEKLY_DISTANCE_KEY, YEAR_PROGRESS_KEY } from '../../lib/member-query-keys';
import { COMMUNITY_ME_KEY } from '../../lib/session-queries';
import { readAgain } from '../../lib/read-again';
import { browserTimeZone } from '../../lib/time-zone';
import { useSettledValue } from '../../lib/use-settled-value';
import { clientKeyFor, sendConfirmed } from '../../lib/client-key';

// ---------------------------------------------------------------- query keys

export { GOAL_HISTORY_KEY, GOALS_KEY, JOURNAL_KEY, LIBRARY_KEY, MOMENTUM_KEY, PROFILE_KEY, TWO_STEP_KEY, YEAR_PROGRESS_KEY } from '../../lib/member-query-keys';

// ---------------------------------------------------------------- reads

export function useMomentum() {
  return useQuery({ queryKey: MOMENTUM_KEY, queryFn: () => answer(api.GET('/api/community/momentum')) });
}

/** The year's distance so far, when the active goal sets one ('Run 1000 km in 2027'); `progress` is null otherwise. */
export function useYearProgress() {
  return useQuery({ queryKey: YEAR_PROGRESS_KEY, queryFn: () => answer(api.GET('/api/community/insights/year-progress')) });
}

/** GET /api/community/insights/weekly-distance: each sport's distance in the momentum tab's weeks. */
export function useWeeklyDistance() {
  return useQuery({ queryKey: WEEKLY_DISTANCE_KEY, queryFn: () => answer(api.GET('/api/community/insights/weekly-distance')) });
}

/** Typing pauses this long before a goal being typed is sent for its alignment words. */
const GOAL_TYPING_PAUSE_MS = 400;

/**
 * The words goal alignment would look for with the goal being typed (GET /api/community/momentum/goal-words), once
 * typing pauses; undefined while the box is blank or before the first answer. The last answer stays while the next is
 * read, so the note under the box does not blink.
 */
export function useGoalWords(typed: string): string[] | undefined {
  const goal = useSettledValue(typed.trim(), GOAL_TYPING_PAUSE_MS);
  const words = useQuery({
    queryKey: ['goal-words', goal],
    queryFn: () => answer(api.GET('/api/community/momentum/goal-words', { params: { query: { goal } } })),
    enabled: goal !== '',
    placeholderData: keepPreviousData,
  });
  return typed.trim() === '' ? undefined : words.data?.goal_words;
}

/**
 * The distance for a year the goal being typed sets (GET /api/community/insights/year-target), once typing pauses, or
 * null; undefined while the box is blank or before the first answer (as useGoalWords).
 */
export function useYearTarget(typed: string) {
  const goal = useSettledValue(typed.trim(), GOAL_TYPING_PAUSE_MS);
  const target = useQuery({
    queryKey: ['year-target', goal],
    queryFn: () => answer(api.GET('/api/community/insights/year-target', { params: { query: { goal } } })),
    // Only a goal with a figure in it can set one.
    enabled: /\d/.test(goal),
    placeholderData: keepPreviousData,
  });
  if (typed.trim() === '') return undefined;
  return /\d/.test(goal) ? target.data?.target : null;
}

export function useGoals() {
  return useQuery({ queryKey: GOALS_KEY, queryFn: () => answer(api.GET('/api/community/goals')) });
}

/** Goal history a page at a time (newest first), loaded when a history dialog opens. */
export function useGoalHistory(enabled: boolean) {
  return useListPages(GOAL_HISTORY_KEY, {}, (query) => api.GET('/api/community/goals/history', { params: { query } }), { items: (page) => page.goals, enabled });
}

/** Goals held at some time during a calendar month of the browser's time zone (up to 50, newest first): the month printed. */
export function useGoalsDuring(month: string | null) {
  const params = { month: month ?? undefined, tz: browserTimeZone(), limit: 50 };
  return useListPages(GOAL_HISTORY_KEY, params, (query) => api.GET('/api/community/goals/history', { params: { query } }), { items: (page) => page.goals, enabled: month !== null });
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => answer(api.GET('/api/community/profile')) });
}

/** Sets the cached profile after a change. */
export function useSetProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => queryClient.setQueryData(PROFILE_KEY, { profile });
}

/**
 * Whether two-step sign-in is on for the signed-in account (the profile's 'Two-step sign-in' card, and the forms that
 * then ask for its code: the address and password changes).
 */
export function useTwoStepStatus() {
  return useQuery({ queryKey: TWO_STEP_KEY, queryFn: () => answer(api.GET('/api/community/auth/two-factor')) });
}

/** The member's saved reports (of one theme, given its title) a page at a time, newest saved first: summaries (docs/product.md#library). */
export function useSavedContent(theme?: string) {
  return useListPages(LIBRARY_KEY, theme ? { theme } : {}, (query) => api.GET('/api/community/library', { params: { query } }), { items: (page) => page.savedContent });
}

const reportSavedKey = (contentId: number) => [...LIBRARY_KEY, 'has', contentId];

/**
 * Whether premium item `contentId` is in the member's Library (GET /api/community/library?content_id=: that one report or
 * none), for a reader opened from a list that does not say; under LIBRARY_KEY, so every save and removal reads it again.
 */
export function useReportSaved(contentId: number, enabled: boolean) {
  return useQuery({
    queryKey: reportSavedKey(contentId),
    queryFn: async () => (await answer(api.GET('/api/community/library', { params: { query: { content_id: contentId, limit: 1 } } }))).savedContent.length > 0,
    enabled,
  });
}

/** Premium item `contentId` saved or removed: every cached coach reply and reader showing it agrees at once. */
function markSaved(queryClient: QueryClient, contentId: number, saved: boolean): void {
  markReportSaved(queryClient, contentId, saved);
  queryClient.setQueryData(reportSavedKey(contentId), saved);
}

/** One saved report whole, read when the member opens it (null: none open). */
export function useSavedReport(id: number | null) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'one', id],
    queryFn: () => answer(api.GET('/api/community/library/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}

/**
 * After a saved report (`id`, of premium item `contentId`) was removed: out of the loaded pages at once, then the list
 * is read again; the coach replies recommending it show Save to Library again.
 */
export function dropSavedReport(queryClient: QueryClient, id: number, contentId: number): void {
  dropFromListPages<SavedReport>(queryClient, LIBRARY_KEY, (item) => item.id === id);
  markSaved(queryClient, contentId, false);
  void readAgain(queryClient, LIBRARY_KEY);
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
    mutationFn: (body: NewEntryJson) => answer(api.POST('/api/community/journal', { body })),
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });
}

/**
 * POST /api/community/journal as multipart (chat messages, the Journey page's form). With `onProgress`, a form with a
 * photo says how much of it has gone (the share sent, 0 to 1), for a 'Sending… 40%' on a slow connection.
 */
export function useCreateEntryMultipart(onProgress?: (sent: number) => void) {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (form: FormData) =>
      onProgress && form.has('image')
        ? postFormWithProgress<Answer<'/api/community/journal', 'post'>>('/api/community/journal', form, onProgress)
        : answer(api.POST('/api/community/journal', { body: multipart(form) })),
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });
}

/** GET /api/community/journal/{id}: the entry as it is now (an edit refused as changed meanwhile loads it). */
export function fetchEntry(id: number): Promise<JournalEntry> {
  return answer(api.GET('/api/community/journal/{id}', { params: { path: { id } } }));
}

/**
 * PUT /api/community/journal/{id}: only the fields changed, naming the version the edit began from (expected_updated_at,
 * entry-edit.ts); a newer save from another tab makes it 409 (changed_meanwhile) and changes nothing.
 */
export function useUpdateEntry() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (body: EntryUpdate) => answer(api.PUT('/api/community/journal/{id}', { params: { path: { id: body.id } }, body })),
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });
}

export function useDeleteEntry() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (id: number) => answer(api.DELETE('/api/community/journal/{id}', { params: { path: { id } } })),
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
  return answer(api.POST('/api/community/journal/upload-image', { body: multipart(form) }));
}

// ---------------------------------------------------------------- goal changes

/** The four goal calls; each refreshes the active goal and the history. */
export function useGoalActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    // Goal alignment (momentum) is worked out against the active goal.
    readAgain(queryClient, GOALS_KEY, GOAL_HISTORY_KEY, ...MOMENTUM_READS);
  // A goal sent again after a failure (its answer may have been lost) carries the same key: it is set once.
  const setGoal = useMutation({
    mutationFn: (goal: string) => answer(api.POST('/api/community/goals', { body: { goal, client_key: clientKeyFor('goal', goal) } })),
    onSuccess: (_result, goal) => {
      sendConfirmed('goal', goal);
      return refresh();
    },
  });
  const archiveAndSet = useMutation({
    mutationFn: (newGoal: string) => answer(api.POST('/api/community/goals/archive', { body: { newGoal, client_key: clientKeyFor('new-goal', newGoal) } })),
    onSuccess: (_result, newGoal) => {
      sendConfirmed('new-goal', newGoal);
      return refresh();
    },
  });
  const archive = useMutation({
    mutationFn: (id: number) => answer(api.POST('/api/community/goals/{id}/archive', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, goal }: { id: number; goal: string }) => answer(api.PUT('/api/community/goals/{id}', { params: { path: { id } }, body: { goal } })),
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
      answer(
        pin
          ? api.POST('/api/community/insights/pin/{id}', { params: { path: { id: insightId } }, body: {} })
          : api.DELETE('/api/community/insights/pin/{id}', { params: { path: { id: insightId } } }),
      ),
    onMutate: async ({ insightId, pin }) => {
      await queryClient.cancelQueries({ queryKey: JOURNAL_KEY });
      changeCachedEntries(queryClient, (entries) => withInsightPinned(entries, insightId, pin) ?? entries);
    },
    onSuccess: (result, { insightId }) => {
      changeCachedEntries(queryClient, (entries) => withInsightPinned(entries, insightId, result.isPinned) ?? entries);
      // The lists of pinned insights gain or lose the entry.
      void readAgain(queryClient, { queryKey: JOURNAL_KEY, predicate: (query) => (query.queryKey[1] as JournalFilters | undefined)?.pinned === true });
      toast(
        result.isPinned
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
    // One at a time, in the order chosen: a reader arrowing Direct → Encouraging → Analytical ends on Analytical.
    scope: { id: 'coach-tone' },
    mutationFn: (coach_tone: CoachTone) =>
      answer(api.PATCH('/api/community/profile', { body: { coach_tone } })),
    onSuccess: (result) => queryClient.setQueryData<ProfileAnswer>(PROFILE_KEY, result),
  });
}

/** PATCH /api/community/profile { name }: the name the account goes by; the session's answer is read again (the header shows it). */
export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => answer(api.PATCH('/api/community/profile', { body: { name } })),
    onSuccess: async (result) => {
      queryClient.setQueryData<ProfileAnswer>(PROFILE_KEY, result);
      await readAgain(queryClient, COMMUNITY_ME_KEY);
    },
  });
}

/** PATCH /api/community/profile { time_zone }: the zone the member's days and weeks are counted in; the momentum figures are read again. */
export function useChangeTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (time_zone: string) => answer(api.PATCH('/api/community/profile', { body: { time_zone } })),
    onSuccess: async (result) => {
      queryClient.setQueryData<ProfileAnswer>(PROFILE_KEY, result);
      await readAgain(queryClient, ...MOMENTUM_READS);
    },
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
      answer(api.PATCH('/api/community/profile', { body: { upgrade_offer_hidden: true } })),
    onMutate: () => withHidden(true),
    onSuccess: (result) => queryClient.setQueryData<ProfileAnswer>(PROFILE_KEY, result),
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
      answer(api.POST('/api/community/library/save', { body: { content_id: contentId, ...(journalEntryId ? { journal_entry_id: journalEntryId } : {}) } })),
    onSuccess: (result, { contentId }) => {
      void readAgain(queryClient, LIBRARY_KEY);
      // Every coach reply recommending the report, and a reader open on it, now says Saved to Library.
      markSaved(queryClient, contentId, true);
      toast(
        result.alreadySaved
          ? { title: 'Already Saved', description: 'This report is already in your library.' }
          : { title: 'Saved to Library', description: 'You can read it again from your library at any time.' },
      );
    },
    onError: (error) => toast({ title: saveFailure, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
