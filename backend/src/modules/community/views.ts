import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../auth/index.js';
import { memberTimeZone, premiumNow } from '../auth/index.js';
import { PremiumImageAltsView, PremiumImagesView } from '../premium/index.js';
import { ENTRY_TYPES, JOURNAL_TAGS, type EntryType, type JournalEntry } from './entities/journal-entry.entity.js';
import type { Goal } from './entities/goal.entity.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null | undefined) => (value ? iso(value) : null);

/** A journal entry as the API shows it. */
export class EntryView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Long run in the hills', description: 'As given; for an entry written without one (chat messages), its first words (at most 60 characters, cut at a word boundary)' }) title!: string;
  @ApiProperty({ example: 'Felt strong on the climbs today.' }) content!: string;
  @ApiProperty({ enum: JOURNAL_TAGS, isArray: true }) tags!: string[];
  @ApiProperty({ type: String, nullable: true, example: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp' }) image_url!: string | null;
  @ApiProperty() is_private!: boolean;
  @ApiProperty({ enum: ENTRY_TYPES }) entry_type!: EntryType;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: () => [InsightView], description: "The coach's reply (at most one), with its recommendations of published premium content" })
  aiResponses!: InsightView[];
  @ApiProperty({ description: "true while the entry's coach reply is being written; false for weekly summaries and once the reply exists" })
  insight_pending!: boolean;
}

class RecommendedContentView {
  @ApiProperty() id!: number;
  @ApiProperty() topic!: string;
  @ApiProperty({ type: String, nullable: true }) subtitle!: string | null;
  @ApiProperty({ type: Number, nullable: true }) editorial_week!: number | null;
  @ApiProperty({ type: String, nullable: true }) editorial_theme!: string | null;
  @ApiProperty({ type: String, nullable: true }) cover_image!: string | null;
}

class RecommendationView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Your entry mentions hills and recovery, which this Training & Performance report covers in depth.' }) recommendation_reason!: string;
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.42 }) relevance_score!: number;
  @ApiProperty({ type: RecommendedContentView }) premiumContent!: RecommendedContentView;
  @ApiProperty({ description: "Whether the report is in the Library of the entry's member (Save to Library shows Saved to Library, spent)" }) saved!: boolean;
}

/** A coach reply (insight). Recommendations of premium items deleted or archived since drop out. */
export class InsightView {
  @ApiProperty() id!: number;
  @ApiProperty() response_content!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() is_pinned!: boolean;
  @ApiProperty({ enum: ['model', 'rules'], description: 'model: written by the LLM and checked; rules: built from the momentum figures' }) source!: 'model' | 'rules';
  @ApiProperty({
    type: String,
    enum: ['private', 'no_model', 'model_failed', 'daily_limit'],
    nullable: true,
    description:
      "Why a rules reply is rule-based: a private entry, no model configured, the model's answer failed twice, or the day's model budget (the member's, COACH_MODEL_CALLS_PER_DAY, or the site's, COACH_MODEL_CALLS_PER_DAY_TOTAL, or for a member who is not premium the free members' share of it, COACH_MODEL_CALLS_FREE_PERCENT) is used up; null for model replies and replies written before it was recorded",
  })
  rules_reason!: 'private' | 'no_model' | 'model_failed' | 'daily_limit' | null;
  @ApiProperty({ type: [RecommendationView], description: 'Most relevant first' }) recommendations!: RecommendationView[];
}

export function toEntryView(entry: JournalEntry): EntryView {
  return {
    id: entry.id,
    title: entry.title ?? '',
    content: entry.content,
    tags: entry.tags ?? [],
    image_url: entry.image_url ?? null,
    is_private: entry.is_private,
    entry_type: entry.entry_type,
    created_at: iso(entry.created_at),
    updated_at: iso(entry.updated_at),
    aiResponses: [],
    insight_pending: entry.entry_type !== 'weekly_summary',
  };
}

export class GoalView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Run a sub-50 10K by June' }) goal!: string;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) archived_at!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When an entry first said the goal's event was done (the coach reply that congratulated it marks it); null until then, and again after its text is edited",
  })
  reached_at!: string | null;
}

export function toGoalView(goal: Goal): GoalView {
  return {
    id: goal.id,
    goal: goal.goal,
    is_active: goal.is_active,
    created_at: iso(goal.created_at),
    archived_at: isoOrNull(goal.archived_at),
    reached_at: isoOrNull(goal.reached_at ?? null),
  };
}

export class OneGoal {
  @ApiProperty({ type: GoalView }) goal!: GoalView;
}

export class CurrentGoals {
  @ApiProperty({ type: String, nullable: true, description: "The active goal's text" }) goal!: string | null;
  @ApiProperty({ type: [GoalView], description: 'The active goals (at most one)' }) goals!: GoalView[];
}

export class GoalHistory {
  @ApiProperty({ type: [GoalView], description: 'One page of the goals, active and archived, newest first' }) goals!: GoalView[];
}

export class ProfileView {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'pat@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Pat Runner' }) name!: string | null;
  @ApiProperty() is_premium!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_login_at!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp' }) profile_image_url!: string | null;
  @ApiProperty({ enum: ['direct', 'encouraging', 'analytical'], description: 'How the coach writes its replies' }) coach_tone!: 'direct' | 'encouraging' | 'analytical';
  @ApiProperty({ description: 'The member put the "Upgrade to Premium" card away: the members\' area no longer shows it' }) upgrade_offer_hidden!: boolean;
  @ApiProperty({
    example: 'Europe/London',
    description: "The IANA time zone the member's days and weeks are counted in (the browser's at registration or first sign-in; Europe/London until known)",
  })
  time_zone!: string;
}

export function toProfileView(user: User): ProfileView {
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? null,
    is_premium: premiumNow(user),
    created_at: iso(user.created_at),
    last_login_at: isoOrNull(user.last_login_at),
    profile_image_url: user.profile_image_url ?? null,
    coach_tone: user.coach_tone ?? 'encouraging',
    upgrade_offer_hidden: user.upgrade_offer_hidden ?? false,
    time_zone: memberTimeZone(user),
  };
}

export class ProfileAnswer {
  @ApiProperty({ type: ProfileView }) profile!: ProfileView;
}

export class UpgradeAnswer {
  @ApiProperty() success!: true;
  @ApiProperty({ type: ProfileView }) profile!: ProfileView;
}

export class ProfileImageAnswer {
  @ApiProperty() success!: true;
  @ApiProperty({ example: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp' }) profile_image_url!: string;
  @ApiProperty({ type: ProfileView }) profile!: ProfileView;
}

export class Done {
  @ApiProperty() success!: true;
}

export class ImageUrlAnswer {
  @ApiProperty({ example: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.webp' }) imageUrl!: string;
}

export class SavedContentView {
  @ApiProperty() id!: number;
  @ApiProperty() topic!: string;
  @ApiProperty({ type: String, nullable: true }) editorial_theme!: string | null;
  @ApiProperty({ type: Number, nullable: true }) editorial_week!: number | null;
  @ApiProperty({ type: String, nullable: true }) subtitle!: string | null;
  @ApiProperty() apple_news_deck!: string;
  @ApiProperty({ description: 'Empty when locked' }) long_form_article!: string;
  @ApiProperty({ description: 'The TL;DR summary, read after the article; empty when locked' }) tldr_summary!: string;
  @ApiProperty({ type: PremiumImagesView }) generated_images!: PremiumImagesView;
  @ApiProperty({ type: PremiumImageAltsView, description: "What each picture of generated_images shows (its alt text); a picture without one only decorates" })
  image_alts!: PremiumImageAltsView;
  @ApiProperty({ description: 'true: the teaser only (the member is not premium now); upgrade at /premium to read it' }) locked!: boolean;
}

export class LinkedEntryView {
  @ApiProperty() id!: number;
  @ApiProperty() content!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class SavedReportView {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) saved_at!: string;
  @ApiProperty({ type: SavedContentView }) premium_content!: SavedContentView;
  @ApiProperty({ type: LinkedEntryView, nullable: true }) journal_entry!: LinkedEntryView | null;
}

export class SaveAnswer {
  @ApiProperty() success!: true;
  @ApiProperty({ description: 'true when the report was already in the library' }) alreadySaved!: boolean;
  @ApiProperty({ type: SavedReportView }) saved!: SavedReportView;
}

/** How many characters of a linked entry a Library card shows (its first 100: the spec's card); the excerpt has one more. */
export const ENTRY_EXCERPT_CHARS = 100;

export class SavedContentSummary {
  @ApiProperty() id!: number;
  @ApiProperty() topic!: string;
  @ApiProperty({ type: String, nullable: true }) editorial_theme!: string | null;
  @ApiProperty({ type: Number, nullable: true }) editorial_week!: number | null;
  @ApiProperty({ type: String, nullable: true }) subtitle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Training & Performance', description: 'Which of the six themes the report belongs to (what the theme filter matches); null: none' })
  theme!: string | null;
  @ApiProperty({ description: 'true: the member is not premium now; opening it shows the teaser only' }) locked!: boolean;
}

export class LinkedEntrySummary {
  @ApiProperty() id!: number;
  @ApiProperty({
    description: `The entry's text with its white space runs made single spaces, cut after ${ENTRY_EXCERPT_CHARS + 1} characters (longer than ${ENTRY_EXCERPT_CHARS}: the entry goes on). The whole entry: GET /api/community/library/{id}`,
  })
  excerpt!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** A saved report as the Library's card shows it: no report text, the linked entry's first words. */
export class SavedReportSummary {
  @ApiProperty({ description: 'The saved report id (GET /api/community/library/{id} reads it whole)' }) id!: number;
  @ApiProperty({ format: 'date-time' }) saved_at!: string;
  @ApiProperty({ type: SavedContentSummary }) premium_content!: SavedContentSummary;
  @ApiProperty({ type: LinkedEntrySummary, nullable: true }) journal_entry!: LinkedEntrySummary | null;
}

export class LibraryAnswer {
  @ApiProperty({ type: [SavedReportSummary], description: 'One page, newest saved first' }) savedContent!: SavedReportSummary[];
}

export class JournalLibraryAnswer {
  @ApiProperty({ type: [SavedReportSummary], description: 'One page of the saved reports linked to a journal entry, newest saved first' })
  journalSavedReports!: SavedReportSummary[];
}

export class JournalMonthView {
  @ApiProperty({ example: '2026-11', description: 'YYYY-MM in the time zone asked for' }) month!: string;
  @ApiProperty({ example: 12 }) count!: number;
}
