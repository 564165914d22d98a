/**
 * The members' area API (docs/members-api.md): answer shapes, query keys and the calls the member
 * pages make. Query keys are the URLs, so the default query function can load them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiJson, errorMessage } from '../../lib/api';
import { anyInsightPending, PENDING_POLL_MS, pinFailure, withInsightPinned } from './insights';

// ---------------------------------------------------------------- shapes

export type EntryType = 'user_entry' | 'journal' | 'weekly_summary';

/** The premium report a recommendation points to (published items only; deleted or archived ones drop out). */
export interface RecommendedContent {
  id: number;
  topic: string | null;
  subtitle: string | null;
  /** Shown as 'Day N'. */
  editorial_week: number | null;
  editorial_theme: string | null;
  cover_image: string | null;
}

export interface Recommendation {
  id: number;
  /** Why the coach recommends it, in words the member can check against their entry. */
  recommendation_reason: string;
  /** 0..1, higher is more relevant. */
  relevance_score: number;
  premiumContent: RecommendedContent;
}

/** Who wrote the reply: the language model, or the rule-based coach (no model set up, or a private entry). */
export type InsightSource = 'model' | 'rules';

/** A coach reply ("insight") to an entry; its pin state comes with it. */
export interface AiResponse {
  id: number;
  response_content: string;
  created_at: string;
  is_pinned: boolean;
  source: InsightSource;
  recommendations: Recommendation[];
}

export interface JournalEntry {
  id: number;
  title: string | null;
  content: string;
  tags: string[];
  image_url: string | null;
  is_private: boolean;
  entry_type: EntryType;
  created_at: string;
  updated_at?: string;
  aiResponses: AiResponse[];
  /** True while the coach reply to this entry is still being written (false for weekly summaries). */
  insight_pending: boolean;
}

export interface Goal {
  id: number;
  goal: string;
  is_active: boolean;
  created_at: string;
  archived_at: string | null;
}

export interface GoalsResponse {
  goal: string | null;
  goals: Goal[];
}

export interface Profile {
  id: number;
  email: string;
  name: string | null;
  is_premium: boolean;
  created_at: string;
  last_login_at: string | null;
  profile_image_url: string | null;
  coach_tone: CoachTone;
}

/** How the coach writes to the member (chosen on the profile page). */
export type CoachTone = 'direct' | 'encouraging' | 'analytical';

/** GET /api/community/momentum: the last 30 days on the member's London calendar, weeks starting Sunday. */
export interface Momentum {
  window_days: number;
  /** Days with entries out of the window, as a whole percent. */
  consistency_score: number;
  /** Weeks in a row, up to the current one, with at least one entry. */
  weekly_streak: number;
  /** The last 4 weeks, oldest first; week_start is a Sunday ('YYYY-MM-DD'). */
  weekly_entries: Array<{ week_start: string; count: number }>;
  effort_sessions: number;
  /** Percent of recent entries that share a word with the active goal. */
  goal_alignment: number;
  milestones: number;
  total_entries: number;
  messages: { consistency: string; effort: string; alignment: string; milestones: string };
}

export interface GeneratedImages {
  coverImage?: string | null;
  inlineVisual1?: string | null;
  inlineVisual2?: string | null;
}

export interface SavedPremiumContent {
  id: number;
  topic: string | null;
  editorial_theme: string | null;
  editorial_week: number | null;
  subtitle: string | null;
  apple_news_deck: string | null;
  long_form_article: string | null;
  generated_images: GeneratedImages | null;
}

export interface SavedReport {
  id: number;
  saved_at: string;
  premium_content: SavedPremiumContent;
  journal_entry: { id: number; content: string; created_at: string } | null;
}

/** GET /api/premium-content/{id}: the fields the member reader shows. */
export interface PremiumContent extends SavedPremiumContent {
  status?: string;
  created_at?: string;
  tldr_summary?: string | null;
}

/** JSON body of POST /api/community/journal. */
export interface NewEntryJson {
  title: string;
  content: string;
  tags: string[];
  image_url?: string;
  is_private: boolean;
  entry_type?: EntryType;
}

/** JSON body of PUT /api/community/journal/{id}. */
export interface EntryUpdate {
  id: number;
  title: string;
  content: string;
  tags: string[];
  /** A data URL for a new photo, the current URL to keep it, null to remove it. */
  image_url: string | null;
  is_private: boolean;
}

// ---------------------------------------------------------------- query keys

export const JOURNAL_KEY = ['/api/community/journal'] as const;
export const GOALS_KEY = ['/api/community/goals'] as const;
export const GOAL_HISTORY_KEY = ['/api/community/goals/history'] as const;
export const PROFILE_KEY = ['/api/community/profile'] as const;
export const LIBRARY_KEY = ['/api/community/library'] as const;
export const JOURNAL_LIBRARY_KEY = ['/api/community/journal-library'] as const;
export const MOMENTUM_KEY = ['/api/community/momentum'] as const;

// ---------------------------------------------------------------- reads

/**
 * The journal, with each entry's coach replies. While a reply is being written (insight_pending) it is
 * read again every PENDING_POLL_MS, so the reply replaces the 'Creating Insights' placeholder live.
 */
export function useJournal() {
  return useQuery<JournalEntry[]>({
    queryKey: JOURNAL_KEY,
    refetchInterval: (query) => (anyInsightPending(query.state.data) ? PENDING_POLL_MS : false),
  });
}

export function useMomentum() {
  return useQuery<Momentum>({ queryKey: MOMENTUM_KEY });
}

export function useGoals() {
  return useQuery<GoalsResponse>({ queryKey: GOALS_KEY });
}

/** Goal history, loaded when a history dialog opens. */
export function useGoalHistory(enabled: boolean) {
  return useQuery<{ goals: Goal[] }>({ queryKey: GOAL_HISTORY_KEY, enabled });
}

export function useProfile() {
  return useQuery<{ profile: Profile }>({ queryKey: PROFILE_KEY });
}

export function useSavedContent(enabled = true) {
  return useQuery<{ savedContent: SavedReport[] }>({ queryKey: LIBRARY_KEY, enabled });
}

export function useJournalLibrary(enabled = true) {
  return useQuery<{ journalSavedReports: SavedReport[] }>({ queryKey: JOURNAL_LIBRARY_KEY, enabled });
}

/** The active goal (the one the server marks active, else the goal text it sends). */
export function activeGoal(data: GoalsResponse | undefined): Goal | null {
  return data?.goals.find((goal) => goal.is_active) ?? data?.goals[0] ?? null;
}

// ---------------------------------------------------------------- journal changes

/** Puts a saved entry into the cached journal (newest first) and refreshes it from the server. */
export function useJournalCache() {
  const queryClient = useQueryClient();
  return {
    put(entry: JournalEntry) {
      queryClient.setQueryData<JournalEntry[]>(JOURNAL_KEY, (current) => {
        if (!current) return [entry];
        const exists = current.some((item) => item.id === entry.id);
        return exists ? current.map((item) => (item.id === entry.id ? entry : item)) : [entry, ...current];
      });
    },
    drop(id: number) {
      queryClient.setQueryData<JournalEntry[]>(JOURNAL_KEY, (current) => current?.filter((item) => item.id !== id));
    },
    /** Reads the journal again, and the momentum figures worked out from it. */
    refresh() {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: JOURNAL_KEY }),
        queryClient.invalidateQueries({ queryKey: MOMENTUM_KEY }),
      ]);
    },
  };
}

/** POST /api/community/journal with a JSON body (photo as a data URL). */
export function useCreateEntry() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (body: NewEntryJson) => apiJson<JournalEntry>('POST', '/api/community/journal', body),
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
    mutationFn: (form: FormData) => apiJson<JournalEntry>('POST', '/api/community/journal', form),
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });
}

export function useUpdateEntry() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (body: EntryUpdate) => apiJson<JournalEntry>('PUT', `/api/community/journal/${body.id}`, body),
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });
}

export function useDeleteEntry() {
  const cache = useJournalCache();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ success: boolean }>('DELETE', `/api/community/journal/${id}`),
    onSuccess: (_answer, id) => {
      cache.drop(id);
      void cache.refresh();
    },
  });
}

/** POST /api/community/journal/upload-image: stores a photo and answers its address. */
export function uploadJournalImage(file: File): Promise<{ imageUrl: string }> {
  const form = new FormData();
  form.append('image', file);
  return apiJson<{ imageUrl: string }>('POST', '/api/community/journal/upload-image', form);
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
    mutationFn: (goal: string) => apiJson<{ goal: Goal }>('POST', '/api/community/goals', { goal }),
    onSuccess: refresh,
  });
  const archiveAndSet = useMutation({
    mutationFn: (newGoal: string) => apiJson<{ goal: Goal }>('POST', '/api/community/goals/archive', { newGoal }),
    onSuccess: refresh,
  });
  const archive = useMutation({
    mutationFn: (id: number) => apiJson<{ goal: Goal }>('POST', `/api/community/goals/${id}/archive`),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, goal }: { id: number; goal: string }) => apiJson<{ goal: Goal }>('PUT', `/api/community/goals/${id}`, { goal }),
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
        ? apiJson<{ isPinned: boolean }>('POST', `/api/community/insights/pin/${insightId}`, {})
        : apiJson<{ isPinned: boolean }>('DELETE', `/api/community/insights/pin/${insightId}`),
    onMutate: async ({ insightId, pin }) => {
      await queryClient.cancelQueries({ queryKey: JOURNAL_KEY });
      const before = queryClient.getQueryData<JournalEntry[]>(JOURNAL_KEY);
      queryClient.setQueryData<JournalEntry[]>(JOURNAL_KEY, (current) => withInsightPinned(current, insightId, pin));
      return { before };
    },
    onSuccess: (answer, { insightId }) => {
      queryClient.setQueryData<JournalEntry[]>(JOURNAL_KEY, (current) => withInsightPinned(current, insightId, answer.isPinned));
      toast(
        answer.isPinned
          ? { title: 'Insight Pinned', description: 'Pinned for quick reference in your Insights.' }
          : { title: 'Insight Unpinned', description: 'Removed from your pinned insights.' },
      );
    },
    onError: (error, { insightId, pin }, context) => {
      queryClient.setQueryData<JournalEntry[]>(JOURNAL_KEY, (current) =>
        context?.before ? withInsightPinned(current, insightId, !pin) : current,
      );
      toast({ title: 'Error', description: errorMessage(error, pinFailure(pin)), variant: 'destructive' });
    },
  });
}

// ---------------------------------------------------------------- profile changes

/** PATCH /api/community/profile { coach_tone }: answers the profile. */
export function useCoachTone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coach_tone: CoachTone) => apiJson<{ profile: Profile } | Profile>('PATCH', '/api/community/profile', { coach_tone }),
    onSuccess: (answer, tone) => {
      const profile = 'profile' in answer ? answer.profile : answer;
      queryClient.setQueryData<{ profile: Profile }>(PROFILE_KEY, (current) =>
        profile?.email ? { profile } : current ? { profile: { ...current.profile, coach_tone: tone } } : current,
      );
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
      apiJson<{ success: boolean; alreadySaved: boolean }>('POST', '/api/community/library/save', {
        content_id: contentId,
        ...(journalEntryId ? { journal_entry_id: journalEntryId } : {}),
      }),
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
