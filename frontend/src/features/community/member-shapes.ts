/**
 * The shapes of the members' area: the API's answers and bodies as its screens use them, all taken from
 * docs/openapi.json (lib/api-types.ts: a backend change to an answer fails `npm run lint` here), and what a journal
 * screen asks for. Types only, so the hooks and caches that share them (members-api.ts, journal-pages.ts,
 * journal-cache.ts, reply-stream.ts, insights.ts) import them from here and none imports another for a type.
 */
import type { Answer, RequestBody } from '../../lib/api-types';
import type { JournalTag } from './journal-utils';


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

/** GET /api/community/profile. */
export type ProfileAnswer = Answer<'/api/community/profile', 'get'>;
export type Profile = ProfileAnswer['profile'];
/** How the coach writes to the member (chosen on the profile page). */
export type CoachTone = Profile['coach_tone'];

/** GET /api/community/momentum: the last 30 days on the member's own calendar (their time zone), weeks starting Sunday. */
export type Momentum = Answer<'/api/community/momentum', 'get'>;

type LibraryAnswer = Answer<'/api/community/library', 'get'>;
/** A saved report as the Library's list carries it: what a card shows (no report text). */
export type SavedReport = LibraryAnswer['savedContent'][number];
/** One saved report whole (GET /api/community/library/{id}): the report's text and the linked entry. */
export type SavedReportWhole = Answer<'/api/community/library/{id}', 'get'>;
export type SavedPremiumContent = SavedReportWhole['premium_content'];
export type GeneratedImages = SavedPremiumContent['generated_images'];

/** GET /api/premium-content/{id}: the item the member reader shows. */
export type PremiumContent = Answer<'/api/premium-content/{id}', 'get'>;

/** JSON body of POST /api/community/journal. */
export type NewEntryJson = RequestBody<'/api/community/journal', 'post'>;

/** JSON body of PUT /api/community/journal/{id} (with the entry's id, which goes in the address). */
export type EntryUpdate = RequestBody<'/api/community/journal/{id}', 'put'> & { id: number };

/** What a journal screen asks the server for (all optional: the member's newest entries). */
export interface JournalFilters {
  /** Search words (every word must start a word of the title, text or tags). */
  q?: string;
  tag?: JournalTag;
  privacy?: 'private' | 'public';
  /** Only entries whose coach reply is pinned. */
  pinned?: boolean;
  /** 'YYYY-MM' in the browser's time zone. */
  month?: string;
  /** false: weekly summaries left out (the classic journal and the Journey page list what the member wrote). */
  summaries?: boolean;
  /** Entries per page (the server's default is 20, its maximum 50). */
  limit?: number;
}

export interface JournalPage {
  entries: JournalEntry[];
  /** The before of the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** How many entries match (the first page carries it). */
  total: number | null;
}

/** A month with entries, for the journal's month filter (GET /api/community/journal/months). */
export type JournalMonth = Answer<'/api/community/journal/months', 'get'>[number];
