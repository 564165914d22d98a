/**
 * The members' area API (docs/members-api.md): answer shapes, query keys and the calls the member
 * pages make. Query keys are the URLs, so the default query function can load them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';

// ---------------------------------------------------------------- shapes

export type EntryType = 'user_entry' | 'journal' | 'weekly_summary';

/** A premium article a coach reply points to. */
export interface RecommendedContent {
  id: number;
  topic?: string | null;
  editorial_week?: number | null;
}

export interface Recommendation {
  id: number;
  recommendation_reason?: string | null;
  relevance_score?: number | null;
  content?: RecommendedContent | null;
  premiumContent?: RecommendedContent | null;
}

/** A coach reply ("insight") to an entry. */
export interface AiResponse {
  id: number;
  response_content: string;
  created_at: string;
  recommendations?: Recommendation[];
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
  /**
   * Not in the contract yet: set by the server only while a coach reply is being written. The
   * 'Creating Insights' placeholder shows only when it is true, so nothing is invented meanwhile.
   */
  insight_pending?: boolean;
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

// ---------------------------------------------------------------- reads

export function useJournal() {
  return useQuery<JournalEntry[]>({ queryKey: JOURNAL_KEY });
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
    refresh() {
      return queryClient.invalidateQueries({ queryKey: JOURNAL_KEY });
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
