import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  isURL,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { uploadNameOf } from '../../../infrastructure/storage/upload.service.js';
import { expectedVersion } from '../../../infrastructure/http/expected-version.js';
import { CalendarDay, isDayInRange } from '../../../infrastructure/http/calendar-day.js';
import { calendarDate, cyclesBackToFirstDay, EDITORIAL_THEMES, PLANNER_DAYS, themeOfWeek } from '../editorial-cycle.js';
import { APPLE_NEWS_RULES } from '../../ai/index.js';

/** A package's tags, as generated (the package's rules) and as edited. */
const PACKAGE_TAGS = APPLE_NEWS_RULES.tags!;

// Rules run in registration order: applyDecorators lists them first to last (stacked decorators would run
// bottom-up), and with stopAtFirstError the first failing rule gives the message.
const Rules = applyDecorators;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimOrOmit = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value);
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);

/** A text field that may be left out, but when sent must be text that is not blank after trimming. */
const EditableText = (label: string, maxLength: number) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength }),
    Transform(trim),
    ValidateIf((_, value) => value !== undefined),
    IsString({ message: `${label} must be text` }),
    IsNotEmpty({ message: `${label} cannot be empty` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );

/** An http(s) address or one of the product's upload paths; which hosts are allowed is checked by checkGenerationImages. */
const isImageAddress = (value: unknown) =>
  typeof value === 'string' && (uploadNameOf(value) !== undefined || isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false }));

const ImageUrl = (label: string) =>
  applyDecorators(
    ApiPropertyOptional({ format: 'uri', maxLength: 2048 }),
    Transform(trim),
    ValidateIf((_, value) => value !== undefined),
    IsString({ message: `${label} must be text` }),
    IsNotEmpty({ message: `${label} cannot be empty` }),
    MaxLength(2048, { message: `${label} must be at most 2048 characters` }),
    ValidateBy({ name: 'isImageAddress', validator: { validate: isImageAddress } }, { message: `${label} must be an http(s) image URL or an uploaded image (/uploads/...)` }),
  );

const NestedObject = (label: string, type: () => new () => object) =>
  applyDecorators(
    ApiPropertyOptional({ type: type() }),
    ValidateIf((_, value) => value !== undefined),
    IsObject({ message: `${label} must be an object` }),
    ValidateNested(),
    Type(type),
  );

/**
 * The body of a route that starts a paid generation and waits for it (generate, Enhance, Regenerate All): the client's
 * id for the run, so an answer that is lost can be followed at GET /api/content/generate/progress/{requestId}.
 */
export class GenerationRequestDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Chosen by the client to poll GET /api/content/generate/progress/{requestId} (and to find the outcome there when the answer is lost); new for every generation',
  })
  @IsOptional()
  @IsUUID('all', { message: 'requestId must be a UUID' })
  requestId?: string;
}

/**
 * A week of the cycle has one theme (docs/product.md#six-week-theme-cycle: Training 1 … Racing 6): a request naming both a
 * week and one of the six themes must name the theme's own week, or the planner would count another theme's week as
 * published and a premium article would show another theme's 'Day N'.
 */
function themeMatchesWeek(theme: string, dto: { editorial_week?: unknown }): boolean {
  const week = dto.editorial_week;
  if (typeof week !== 'number' || !Number.isInteger(week) || week < 1 || week > 6) return true;
  return !(EDITORIAL_THEMES as readonly string[]).includes(theme) || themeOfWeek(week) === theme;
}

function weekThemeMismatch(dto: { editorial_week?: unknown; editorial_theme?: unknown }): string {
  const week = dto.editorial_week as number;
  return `Week ${week} of the editorial cycle is ${themeOfWeek(week)}, not ${String(dto.editorial_theme)}: editorial_week and editorial_theme must match`;
}

export class GenerateContentDto extends GenerationRequestDto {
  @Rules(
    ApiProperty({ example: 'Hill repeats for masters runners', maxLength: 500 }),
    Transform(trim),
    IsNotEmpty({ message: 'Please enter a topic for content generation.' }),
    IsString({ message: 'Topic must be text' }),
    MaxLength(500, { message: 'Topic must be at most 500 characters' }),
  )
  topic!: string;

  @Rules(
    ApiPropertyOptional({ description: 'Replaces the default brief (system prompt). Trimmed; empty means the default brief.', maxLength: 4000 }),
    Transform(trimOrOmit),
    IsOptional(),
    IsString({ message: 'Custom prompt must be text' }),
    MaxLength(4000, { message: 'Custom prompt must be at most 4000 characters' }),
  )
  customPrompt?: string;

  @Rules(
    ApiPropertyOptional({ minimum: 1, maximum: 6, nullable: true }),
    Transform(toInt),
    IsOptional(),
    IsInt({ message: 'Editorial week must be a whole number from 1 to 6' }),
    Min(1, { message: 'Editorial week must be a whole number from 1 to 6' }),
    Max(6, { message: 'Editorial week must be a whole number from 1 to 6' }),
  )
  editorial_week?: number;

  @Rules(
    ApiPropertyOptional({ example: 'Training & Performance', maxLength: 100, nullable: true }),
    Transform(trimOrOmit),
    IsOptional(),
    IsString({ message: 'Editorial theme must be text' }),
    MaxLength(100, { message: 'Editorial theme must be at most 100 characters' }),
    ValidateBy(
      { name: 'isThemeOfWeek', validator: { validate: (theme, args) => themeMatchesWeek(theme as string, args!.object as GenerateContentDto) } },
      { message: (args) => weekThemeMismatch(args.object as GenerateContentDto) },
    ),
  )
  editorial_theme?: string;
}

export class RepurposedFormatsDto {
  @EditableText('The listicle', 20000) listicle?: string;
  @EditableText('The tips', 20000) tips?: string;
  @EditableText('The opinion piece', 20000) opinion?: string;
  @EditableText('The interview', 20000) interview?: string;
  @EditableText('The narrative', 20000) narrative?: string;
}

export class MetadataDto {
  @EditableText('Section', 100) section?: string;
  @EditableText('Format', 100) format?: string;

  @Rules(
    ApiPropertyOptional({ type: [String], minItems: PACKAGE_TAGS.min, maxItems: PACKAGE_TAGS.max, description: `A package has ${PACKAGE_TAGS.min}-${PACKAGE_TAGS.max} tags, as generated` }),
    Transform(trimEach),
    ValidateIf((_, value) => value !== undefined),
    IsArray({ message: 'Tags must be a list of text' }),
    ArrayMinSize(PACKAGE_TAGS.min, { message: `Keep at least ${PACKAGE_TAGS.min} tag` }),
    ArrayMaxSize(PACKAGE_TAGS.max, { message: `There can be at most ${PACKAGE_TAGS.max} tags` }),
    IsString({ each: true, message: 'Each tag must be text' }),
    IsNotEmpty({ each: true, message: 'Tags cannot be empty' }),
    MaxLength(50, { each: true, message: 'Each tag must be at most 50 characters' }),
  )
  tags?: string[];
}

export class GeneratedImagesDto {
  @ImageUrl('The cover image') coverImage?: string;
  @ImageUrl('Inline visual 1') inlineVisual1?: string;
  @ImageUrl('Inline visual 2') inlineVisual2?: string;
}

/** One or more fields by name. Text is trimmed and may not be blank; objects are merged key by key. */
export class UpdateGenerationDto {
  @EditableText('Topic', 500) topic?: string;

  @Rules(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 4000, description: 'null clears it (the default brief applies)' }),
    Transform(trim),
    IsOptional(),
    IsString({ message: 'System prompt must be text' }),
    IsNotEmpty({ message: 'System prompt cannot be empty (send null to clear it)' }),
    MaxLength(4000, { message: 'System prompt must be at most 4000 characters' }),
  )
  system_prompt?: string | null;

  @EditableText('The article', 100000) long_form_article?: string;
  @EditableText('The TL;DR summary', 2000) tldr_summary?: string;
  @EditableText('The Apple News deck', 1000) apple_news_deck?: string;

  @Rules(
    ApiPropertyOptional({ type: [String], minItems: 1, maxItems: 3 }),
    Transform(trimEach),
    ValidateIf((_, value) => value !== undefined),
    IsArray({ message: 'Headlines must be a list of text' }),
    ArrayMinSize(1, { message: 'Keep at least one headline' }),
    ArrayMaxSize(3, { message: 'There can be at most 3 headlines' }),
    IsString({ each: true, message: 'Each headline must be text' }),
    IsNotEmpty({ each: true, message: 'Headlines cannot be empty' }),
    MaxLength(300, { each: true, message: 'Each headline must be at most 300 characters' }),
  )
  headlines?: string[];

  @NestedObject('Repurposed formats', () => RepurposedFormatsDto) repurposed_formats?: RepurposedFormatsDto;
  @NestedObject('Metadata', () => MetadataDto) metadata?: MetadataDto;
  @NestedObject('Generated images', () => GeneratedImagesDto) generated_images?: GeneratedImagesDto;

  @expectedVersion('content package') expected_updated_at?: string;
}

export class SearchImagesDto {
  @Rules(
    ApiProperty({ example: 'fit mature athlete training fitness', maxLength: 200 }),
    Transform(trim),
    IsNotEmpty({ message: 'Please enter a search term to find images' }),
    IsString({ message: 'The search term must be text' }),
    MaxLength(200, { message: 'The search term must be at most 200 characters' }),
  )
  query!: string;

  @Rules(
    ApiPropertyOptional({ minimum: 1, maximum: 80, default: 20 }),
    Transform(toInt),
    IsOptional(),
    IsInt({ message: 'per_page must be a whole number from 1 to 80' }),
    Min(1, { message: 'per_page must be a whole number from 1 to 80' }),
    Max(80, { message: 'per_page must be a whole number from 1 to 80' }),
  )
  per_page: number = 20;

  @Rules(
    ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 1 }),
    Transform(toInt),
    IsOptional(),
    IsInt({ message: 'page must be a whole number from 1 to 1000' }),
    Min(1, { message: 'page must be a whole number from 1 to 1000' }),
    Max(1000, { message: 'page must be a whole number from 1 to 1000' }),
  )
  page: number = 1;

  @ApiPropertyOptional({ enum: ['landscape', 'portrait', 'square'] })
  @IsOptional()
  @IsIn(['landscape', 'portrait', 'square'], { message: 'orientation must be landscape, portrait or square' })
  orientation?: 'landscape' | 'portrait' | 'square';
}

export class ProgressParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'requestId must be a UUID' })
  requestId!: string;
}

/** GET /api/content/generate/progress/{requestId}?starting=true: the generator's own poll of the run it has just started. */
export class ProgressQuery {
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      "true: the caller has just sent the POST with this requestId (the generator polls from the moment it sends it): while the server has not taken that POST yet, the answer is 200 with status 'starting' instead of 404",
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'starting must be true or false.' })
  starting?: boolean;
}

/** The planner's day: `on`, else today in Europe/London (as the query takes it). */
const plannerDay = (params: EditorialCycleParams) => params.on ?? calendarDate(new Date());
/** Whether the cycle is one the planner shows. A bad `on` is refused with its own message; cycles count back from a valid one. */
function plannerCycle(cyclesAgo: number, params: EditorialCycleParams): boolean {
  const on = plannerDay(params);
  return !isDayInRange(on) || cyclesAgo <= cyclesBackToFirstDay(on);
}

const EDITORIAL_CYCLE_MESSAGES = {
  cyclesAgo: 'cyclesAgo must be a whole number from 0 to 100',
  tooFarBack: (on: string) => `cyclesAgo must not go back before ${PLANNER_DAYS.first}: at most ${cyclesBackToFirstDay(on)} cycles before ${on}`,
};

export class EditorialCycleParams {
  @Rules(
    ApiPropertyOptional({
      minimum: 0,
      maximum: 100,
      default: 0,
      description: `How many cycles back from the current one (Previous Cycle presses); not back past the cycle holding ${PLANNER_DAYS.first}`,
    }),
    Transform(toInt),
    IsOptional(),
    IsInt({ message: EDITORIAL_CYCLE_MESSAGES.cyclesAgo }),
    Min(0, { message: EDITORIAL_CYCLE_MESSAGES.cyclesAgo }),
    Max(100, { message: EDITORIAL_CYCLE_MESSAGES.cyclesAgo }),
    ValidateBy(
      { name: 'isPlannerCycle', validator: { validate: (v, args) => plannerCycle(v as number, args!.object as EditorialCycleParams) } },
      { message: (args) => EDITORIAL_CYCLE_MESSAGES.tooFarBack(plannerDay(args.object as EditorialCycleParams)) },
    ),
  )
  cyclesAgo: number = 0;

  @Rules(
    ApiPropertyOptional({
      format: 'date',
      description: `The editor's calendar day (YYYY-MM-DD, Europe/London), from ${PLANNER_DAYS.first} to ${PLANNER_DAYS.last}; default the server's today`,
    }),
    IsOptional(),
    CalendarDay('on'),
  )
  on?: string;
}
