import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { TIME_ZONE_SHAPE } from '../../../infrastructure/database/time-zones.js';
import { ClientKey } from '../../../infrastructure/http/client-key.js';
import { ListQueryDto } from '../../../infrastructure/http/list-paging.js';
import { OneLineText } from '../../../infrastructure/http/validation.js';
import { JOURNAL_TAGS } from '../entities/journal-entry.entity.js';
import { calendarMonth, timeZone } from './journal-list.dto.js';

// Rules run in registration order: applyDecorators lists them first to last, and with stopAtFirstError the
// first failing rule gives the message. Multipart forms send text, so tags may come as JSON text and
// is_private as 'true'/'false'; JSON bodies send the real types.
const Rules = applyDecorators;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const jsonList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (!text.startsWith('[')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
};
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);
const textBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const MAX_ID = 2_147_483_647;

const TITLE_MAX = 200;
const CONTENT_MAX = 10_000;
const GOAL_MAX = 500;
/** The JSON body limit is 15 MB; a data URL of a 10 MB image is about 13.4 MB. */
const DATA_URL_MAX = 15 * 1024 * 1024;

const Title = () =>
  Rules(
    ApiPropertyOptional({ example: 'Long run in the hills', maxLength: TITLE_MAX, description: "Trimmed; optional ('' when left out)" }),
    Transform(trim),
    IsOptional(),
    IsString({ message: 'Title must be text' }),
    MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters` }),
  );

const Content = (required: boolean) =>
  Rules(
    required
      ? ApiProperty({ example: 'Felt strong on the climbs today.', minLength: 1, maxLength: CONTENT_MAX })
      : ApiPropertyOptional({ example: 'Felt strong on the climbs today.', minLength: 1, maxLength: CONTENT_MAX }),
    Transform(trim),
    ...(required ? [] : [ValidateIf((_: object, value: unknown) => value !== undefined)]),
    IsNotEmpty({ message: 'Please write your journal entry' }),
    IsString({ message: 'Content must be text' }),
    MaxLength(CONTENT_MAX, { message: `Content must be at most ${CONTENT_MAX} characters` }),
  );

const Tags = () =>
  Rules(
    ApiPropertyOptional({ enum: JOURNAL_TAGS, isArray: true, maxItems: JOURNAL_TAGS.length, description: 'In multipart forms: JSON text, e.g. ["Training"]' }),
    Transform(jsonList),
    IsOptional(),
    IsArray({ message: 'Tags must be a list, e.g. ["Training", "Recovery"]' }),
    ArrayMaxSize(JOURNAL_TAGS.length, { message: `Choose at most ${JOURNAL_TAGS.length} tags` }),
    IsIn(JOURNAL_TAGS, { each: true, message: `Tags must be from: ${JOURNAL_TAGS.join(', ')}` }),
  );

const Private = () =>
  Rules(
    ApiPropertyOptional({ default: false, description: "In multipart forms: 'true' or 'false'" }),
    Transform(textBoolean),
    IsOptional(),
    IsBoolean({ message: 'is_private must be true or false' }),
  );

export class CreateEntryDto {
  @ClientKey('entry', 'no second budget unit, coach reply or model call') client_key?: string;

  @Title() title?: string;
  @Content(true) content!: string;
  @Tags() tags?: string[];

  @Rules(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      description: 'JSON only: the photo as a data URL (data:image/jpeg;base64,...), or the imageUrl answered by POST /api/community/journal/upload-image; null or empty: no photo',
    }),
    Transform(emptyToNull),
    IsOptional(),
    IsString({ message: 'image_url must be text (a data URL)' }),
    MaxLength(DATA_URL_MAX, { message: 'Image must be smaller than 10MB' }),
  )
  image_url?: string | null;

  @Private() is_private?: boolean;

  @Rules(
    ApiPropertyOptional({ enum: ['user_entry', 'journal'], default: 'journal', description: 'user_entry: a chat message; journal: the journal form' }),
    IsOptional(),
    IsIn(['user_entry', 'journal'], { message: "Entry type must be 'user_entry' or 'journal'" }),
  )
  entry_type?: 'user_entry' | 'journal';
}

export class UpdateEntryDto {
  @Rules(
    ApiPropertyOptional({ description: "The entry's id (ignored; must match the address when sent)" }),
    IsOptional(),
    IsInt({ message: 'id must be a whole number' }),
  )
  id?: number;

  @Title() title?: string;
  @Content(false) content?: string;
  @Tags() tags?: string[];

  @Rules(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      description: 'A data URL for a new photo, the current address (or an uploaded imageUrl) to keep or use it, null or empty to remove the photo; left out: unchanged',
    }),
    Transform(emptyToNull),
    IsOptional(),
    IsString({ message: 'image_url must be text (a data URL), or null' }),
    MaxLength(DATA_URL_MAX, { message: 'Image must be smaller than 10MB' }),
  )
  image_url?: string | null;

  @Private() is_private?: boolean;

  @Rules(
    ApiPropertyOptional({
      format: 'date-time',
      description:
        "The entry's updated_at as the page read it when the edit began: when the entry has changed since (a save from another tab or device), " +
        "nothing is changed and the answer is 409 (reason changed_meanwhile). Absent: not checked.",
    }),
    IsOptional(),
    IsISO8601({ strict: true }, { message: 'expected_updated_at must be the updated_at you read, an ISO date-time such as 2026-12-01T09:00:00.000Z' }),
  )
  expected_updated_at?: string;
}

const GoalText = (field: string, blank: string) =>
  Rules(
    ApiProperty({ example: 'Run a sub-50 10K by June', minLength: 1, maxLength: GOAL_MAX, description: 'Trimmed; blank goals are refused' }),
    Transform(trim),
    IsNotEmpty({ message: blank }),
    IsString({ message: `${field} must be text` }),
    MaxLength(GOAL_MAX, { message: `${field} must be at most ${GOAL_MAX} characters` }),
  );

export class GoalDto {
  @GoalText('Goal', 'Please enter a goal') goal!: string;
}

/** POST /api/community/goals: a goal, and the key its page sent it with. */
export class SetGoalDto extends GoalDto {
  @ClientKey('goal', 'no second budget unit') client_key?: string;
}

export class NewGoalDto {
  @GoalText('New goal', 'Please enter your new goal') newGoal!: string;
  @ClientKey('goal', 'no second budget unit') client_key?: string;
}

const Id = (label: string, required: boolean) =>
  Rules(
    required ? ApiProperty({ example: 1 }) : ApiPropertyOptional({ type: Number, nullable: true, example: 1 }),
    ...(required ? [IsDefined({ message: `${label} is required` })] : [IsOptional()]),
    IsInt({ message: `${label} must be a whole number` }),
    Min(1, { message: `${label} must be a positive whole number` }),
    Max(MAX_ID, { message: `${label} is not a valid id` }),
  );

export class SaveReportDto {
  @Id('content_id', true) content_id!: number;
  @Id('journal_entry_id', false) journal_entry_id?: number | null;
}

export const COACH_TONES = ['direct', 'encouraging', 'analytical'] as const;
export type CoachToneValue = (typeof COACH_TONES)[number];

export const PROFILE_CHANGES_NEEDED = 'Send coach_tone, upgrade_offer_hidden, name or time_zone';
export const BAD_TIME_ZONE = 'time_zone must be a time zone name such as Europe/London or America/New_York.';

/** At least one setting; the ones left out stay as they are. */
export class ProfileChangesDto {
  @ApiPropertyOptional({ enum: COACH_TONES, description: "How the coach writes its replies (default 'encouraging')" })
  @ValidateIf((changes: ProfileChangesDto) => changes.upgrade_offer_hidden === undefined && changes.name === undefined && changes.time_zone === undefined)
  @IsDefined({ message: PROFILE_CHANGES_NEEDED })
  @IsIn(COACH_TONES, { message: `coach_tone must be one of ${COACH_TONES.join(', ')}` })
  coach_tone?: CoachToneValue;

  @ApiPropertyOptional({ description: 'true: put the "Upgrade to Premium" card away on every page and device; false: show it again' })
  @IsOptional()
  @IsBoolean({ message: 'upgrade_offer_hidden must be true or false' })
  upgrade_offer_hidden?: boolean;

  @ApiPropertyOptional({ example: 'Pat Runner', maxLength: 100, description: 'The name the account goes by (trimmed; not empty)' })
  @IsOptional()
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @OneLineText('Name')
  @IsNotEmpty({ message: 'Please enter your name' })
  @IsString({ message: 'Name must be text' })
  @Transform(trim)
  name?: string;

  @ApiPropertyOptional({
    example: 'America/New_York',
    maxLength: 64,
    description: "The IANA time zone the member's days and weeks are counted in (momentum, streaks, weekly summaries, the coach's dates)",
  })
  @IsOptional()
  @Matches(TIME_ZONE_SHAPE, { message: BAD_TIME_ZONE })
  @MaxLength(64, { message: BAD_TIME_ZONE })
  @IsString({ message: BAD_TIME_ZONE })
  time_zone?: string;
}

/** limit and before of a member's own paged list (the Library, goal history). */
export class MemberPageDto extends PickType(ListQueryDto, ['limit', 'before'] as const) {}

/** A page of goal history: limit, before, and a calendar month (only the goals the member held during it). */
export class GoalHistoryDto extends MemberPageDto {
  @calendarMonth('Only the goals the member held at some time during this calendar month (in tz): set before it ended, not archived before it began')
  month?: string;

  @timeZone('The time zone of month (IANA name; default UTC)') tz?: string;
}

/**
 * A Library page: limit, before, a theme (one of the six, any case; absent: every saved report) and a premium item
 * (whether that one report is in the Library: a page of one item or none).
 */
export class LibraryPageDto extends MemberPageDto {
  @ApiPropertyOptional({ example: 'Training & Performance', description: 'Only the reports of this theme (one of the six)' })
  @IsOptional()
  @IsString()
  theme?: string;

  @Rules(
    ApiPropertyOptional({ type: Number, minimum: 1, example: 12, description: "Only the member's saved report of this premium item (id = premium content id): a page of one item, or none when it is not saved" }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value)),
    IsInt({ message: 'content_id must be a whole number' }),
    Min(1, { message: 'content_id must be a positive whole number' }),
    Max(MAX_ID, { message: 'content_id is not a valid id' }),
  )
  content_id?: number;
}
