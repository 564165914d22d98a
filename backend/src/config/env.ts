/**
 * The settings the application reads from its environment, each validated (class-validator): app-config.ts turns them
 * into the one typed AppConfig.
 */
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';

/** Addresses are compared in one form: Unicode NFKC, lower case (as the sign-in forms normalise them). */
export const normaliseEmail = (email: string): string => email.normalize('NFKC').trim().toLowerCase();

const toList = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map(normaliseEmail).filter(Boolean) : value ?? []);
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase()) ? true : ['0', 'false', 'no', 'off'].includes(String(value).toLowerCase()) ? false : value;
const toUrlList = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map((url) => url.trim()).filter(Boolean) : value ?? []);
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const blankToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

const urlOptions = { require_tld: false, require_protocol: true };
/** A DNS name of letters, digits and hyphens in dot-separated labels ('mail2026', 'flyingat50.com'). */
const DNS_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Days of the week as settings name them (NEWSLETTER_WEEKLY_DAY), Sunday first like Date.getDay(). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Raw environment, validated. Property names are the setting names (each documented: settings-documented.spec.ts). */
class Env {
  @IsIn(['development', 'production', 'test']) @IsOptional()
  NODE_ENV?: string;

  @Transform(toInt) @IsInt() @Min(0) @Max(65535) @IsOptional()
  PORT?: number;

  @Transform(blankToUndefined) @IsUrl(urlOptions) @IsOptional()
  PUBLIC_URL?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  DATA_DIR?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  DATABASE_URL?: string;

  @Transform(toInt) @IsInt() @Min(0) @Max(3600) @IsOptional()
  DATABASE_WAIT_SECONDS?: number;

  @Transform(toInt) @IsInt() @Min(1) @Max(65535) @IsOptional()
  EMBEDDED_DB_PORT?: number;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  REDIS_URL?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  QUEUE_PREFIX?: string;

  @Transform(blankToUndefined) @IsString() @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters long' }) @IsOptional()
  SESSION_SECRET?: string;

  @Transform(blankToUndefined) @IsString() @MinLength(32, { message: 'SESSION_SECRET_PREVIOUS must be at least 32 characters long' }) @IsOptional()
  SESSION_SECRET_PREVIOUS?: string;

  @Transform(toList) @IsString({ each: true })
  ADMIN_EMAILS: string[] = [];

  @Transform(toList) @IsString({ each: true })
  STAFF_EMAILS: string[] = [];

  @Transform(blankToUndefined) @IsString() @IsOptional()
  OPENAI_API_KEY?: string;

  @Transform(blankToUndefined) @IsUrl(urlOptions) @IsOptional()
  OPENAI_BASE_URL?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  OPENAI_MODEL?: string;

  @Transform(toInt) @IsInt() @Min(100) @Max(3_600_000) @IsOptional()
  OPENAI_TIMEOUT_MS?: number;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  PEXELS_API_KEY?: string;

  @Transform(blankToUndefined) @IsUrl(urlOptions) @IsOptional()
  PEXELS_BASE_URL?: string;

  @Transform(toBool) @IsBoolean() @IsOptional()
  RUN_WORKERS?: boolean;

  @Transform(toBool) @IsBoolean() @IsOptional()
  COOKIE_SECURE?: boolean;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) @IsOptional()
  LOG_LEVEL?: string;

  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  LOGIN_MAX_FAILURES?: number;

  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  LOGIN_MAX_FAILURES_PER_CLIENT?: number;

  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  LOGIN_MAX_FAILURES_PER_ACCOUNT?: number;

  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  REGISTRATIONS_PER_CLIENT?: number;

  @IsIn(['optional', 'required']) @IsOptional()
  STAFF_TWO_FACTOR?: string;

  @Transform(toInt) @IsInt() @Min(1) @Max(20) @IsOptional()
  GENERATIONS_PER_EDITOR?: number;
  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  API_KEY_REQUESTS_PER_MINUTE?: number;
  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  JOURNAL_ENTRIES_PER_HOUR?: number;
  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  GOALS_PER_HOUR?: number;
  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  PHOTOS_PER_HOUR?: number;
  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  PHOTOS_PER_HOUR_PER_CLIENT?: number;

  @Transform(toInt) @IsInt() @Min(0) @IsOptional()
  COACH_MODEL_CALLS_PER_DAY?: number;
  @Transform(toInt) @IsInt() @Min(0) @IsOptional()
  COACH_MODEL_CALLS_PER_DAY_TOTAL?: number;
  @Transform(toInt) @IsInt() @Min(0) @Max(100) @IsOptional()
  COACH_MODEL_CALLS_FREE_PERCENT?: number;

  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  IMAGE_SEARCHES_PER_MINUTE?: number;

  @Transform(toInt) @IsInt() @Min(1) @Max(65536) @IsOptional()
  PUBLIC_CACHE_MEMORY_MB?: number;
  @Transform(toInt) @IsInt() @Min(1) @IsOptional()
  SEARCHES_PER_MINUTE?: number;

  @Transform(toInt) @IsInt() @Min(1) @Max(50_000) @IsOptional()
  SITEMAP_FILE_URLS?: number;

  @Transform(blankToUndefined) @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must look like smtp://user:pass@host:port (smtps:// for TLS)' }) @IsOptional()
  SMTP_URL?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  MAIL_FROM?: string;

  @Transform(toInt) @IsInt() @Min(0) @Max(600_000) @IsOptional()
  SHUTDOWN_GRACE_MS?: number;

  @Transform(toInt) @IsInt() @Min(1) @Max(100_000) @IsOptional()
  NEWSLETTER_RATE_PER_MINUTE?: number;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value !== '' ? value.trim().toLowerCase() : undefined))
  @IsIn(WEEKDAYS, { message: 'NEWSLETTER_WEEKLY_DAY must be a day of the week in English (monday ... sunday)' }) @IsOptional()
  NEWSLETTER_WEEKLY_DAY?: Weekday;

  @Transform(blankToUndefined) @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'NEWSLETTER_WEEKLY_TIME must be a time of day as HH:MM (24-hour, London time)' }) @IsOptional()
  NEWSLETTER_WEEKLY_TIME?: string;

  @Transform(toUrlList) @IsUrl(urlOptions, { each: true, message: 'CACHE_PURGE_URLS must be a comma-separated list of http(s) addresses' })
  CACHE_PURGE_URLS: string[] = [];

  @Transform(blankToUndefined) @IsString() @MinLength(16, { message: 'CACHE_PURGE_TOKEN must be at least 16 characters long' }) @IsOptional()
  CACHE_PURGE_TOKEN?: string;

  @Transform(toInt) @IsInt() @Min(0) @Max(31_536_000) @IsOptional()
  EDGE_MAX_AGE_SECONDS?: number;

  @Transform(toInt) @IsInt() @Min(0) @Max(31_536_000) @IsOptional()
  EDGE_STALE_IF_ERROR_SECONDS?: number;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  TRUST_PROXY?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  STRIPE_SECRET_KEY?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  STRIPE_WEBHOOK_SECRET?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  STRIPE_PRICE_MONTHLY?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  STRIPE_PRICE_ANNUAL?: string;

  @Transform(blankToUndefined) @IsUrl(urlOptions) @IsOptional()
  STRIPE_API_URL?: string;

  @Transform(toInt) @IsInt() @Min(0) @Max(60) @IsOptional()
  BILLING_GRACE_DAYS?: number;

  @Transform(blankToUndefined) @Matches(DNS_NAME, { message: 'DKIM_SELECTOR must be a DNS name such as mail2026' }) @IsOptional()
  DKIM_SELECTOR?: string;

  @Transform(blankToUndefined) @IsString() @IsOptional()
  DKIM_PRIVATE_KEY_FILE?: string;

  @Transform(blankToUndefined) @Matches(DNS_NAME, { message: 'DKIM_DOMAIN must be a domain such as flyingat50.com' }) @IsOptional()
  DKIM_DOMAIN?: string;
}

export { Env };
