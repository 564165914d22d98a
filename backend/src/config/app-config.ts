import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { resolve } from 'node:path';
import { readDkimSettings, type DkimSettings } from './dkim-settings.js';
import { Env, type Weekday } from './env.js';

export { normaliseEmail, WEEKDAYS, type Weekday } from './env.js';

const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const;

/** Paid premium through Stripe: set when all four STRIPE_ settings are; unset means the demo upgrade toggle. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; annual: string };
  /** The API's address (default https://api.stripe.com); tests point it at test/fakes/fake-stripe.ts. */
  apiUrl?: string;
}

/** The one typed configuration object of the application. */
export class AppConfig {
  readonly env!: 'development' | 'production' | 'test';
  readonly port!: number;
  readonly publicUrl!: string;
  readonly dataDir!: string;
  /** Set when the database is external; unset means the embedded PostgreSQL in dataDir. */
  readonly databaseUrl?: string;
  /** How long a start waits for the PostgreSQL of DATABASE_URL to answer before it gives up (seconds). */
  readonly databaseWaitSeconds!: number;
  readonly embeddedDbPort!: number;
  /** Set means Bull queues on Redis; unset means the in-process queue driver. */
  readonly redisUrl?: string;
  readonly queuePrefix!: string;
  readonly sessionSecret!: string;
  /**
   * The SESSION_SECRET before a change, while it is being changed: authenticator secrets sealed under it are sealed
   * again under the new one at start (docs/operations.md, "Changing SESSION_SECRET").
   */
  readonly previousSessionSecret?: string;
  readonly adminEmails!: string[];
  readonly staffEmails!: string[];
  readonly openaiApiKey?: string;
  readonly openaiBaseUrl?: string;
  readonly openaiModel!: string;
  /** How long one model request may take before it is abandoned (the generation then answers 504). */
  readonly openaiTimeoutMs!: number;
  readonly pexelsApiKey?: string;
  readonly pexelsBaseUrl!: string;
  readonly runWorkers!: boolean;
  readonly cookieSecure!: boolean;
  readonly logLevel!: string;
  /** Failed sign-ins per client address and e-mail within 15 minutes before 429. */
  readonly loginMaxFailures!: number;
  /** Failed sign-ins per client address across all addresses within 15 minutes (password spraying). */
  readonly loginMaxFailuresPerClient!: number;
  /** Failed sign-ins per e-mail across all client addresses within 15 minutes before new browsers are paused. */
  readonly loginMaxFailuresPerAccount!: number;
  /** New accounts per client address per hour. */
  readonly registrationsPerClient!: number;
  /**
   * STAFF_TWO_FACTOR=required: an editor or administrator without two-step sign-in has a member's access (their
   * profile, where they turn it on) until they turn it on. Default optional.
   */
  readonly staffTwoFactorRequired!: boolean;
  /** Generations one editor may have running at once. */
  readonly generationsPerEditor!: number;
  /** Requests one API key may make per minute (every process together) before 429. */
  readonly apiKeyRequestsPerMinute!: number;
  /** Journal entries one member may write per hour (every process together) before 429. */
  readonly journalEntriesPerHour!: number;
  /** New goals one member may set per hour (every process together) before 429. */
  readonly goalsPerHour!: number;
  /** Photos one user, and one client address (all its accounts), may upload per hour (journal, profile, ads; every process together) before 429. */
  readonly photosPerHour!: number;
  readonly photosPerHourPerClient!: number;
  /** Model calls for one member's coach replies per (London) day, a reply and its repair each counting; then rule-based replies. */
  readonly coachModelCallsPerDay!: number;
  /** Model calls for all members' coach replies together per (London) day (every process together); then rule-based replies. */
  readonly coachModelCallsPerDayTotal!: number;
  /** The share (percent) of coachModelCallsPerDayTotal that members who are not premium may use together; the rest is kept for premium members. */
  readonly coachModelCallsFreePercent!: number;
  /** Image searches (GET /api/pexels/search) one user may make per minute before 429. */
  readonly imageSearchesPerMinute!: number;
  /** The cap, in MB, of the public cache's LRU in each process's memory (the whole cache without REDIS_URL). */
  readonly publicCacheMemoryMb!: number;
  /** Magazine searches (GET /api/publisher/search) one client address may make per minute before 429. */
  readonly searchesPerMinute!: number;
  /** Article URLs per sitemap file (/sitemaps/articles-N.xml); at most 50,000, the sitemaps.org limit. */
  readonly sitemapFileUrls!: number;
  /** smtp:// or smtps:// URL of the mail server; unset means messages are written to the log. */
  readonly smtpUrl?: string;
  /** The From header of every message. */
  readonly mailFrom!: string;
  /** DKIM signing of every message sent (DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE, DKIM_DOMAIN); unset: not signed here. */
  readonly dkim?: DkimSettings;
  /** Newsletter mails handed to SMTP per minute (every worker together; one send is delivered by one worker at a time). */
  readonly newsletterRatePerMinute!: number;
  /** The weekly digest goes out on this day at newsletterWeeklyTime, London time. */
  readonly newsletterWeeklyDay!: Weekday;
  /** HH:MM, London time. */
  readonly newsletterWeeklyTime!: string;
  /** On SIGTERM: how long requests in flight, and then running jobs, may take before the process stops anyway. */
  readonly shutdownGraceMs!: number;
  /** The HTTP caches in front (Varnish nodes with the xkey vmod) whose keys the content events purge; empty: none. */
  readonly cachePurgeUrls!: string[];
  /** Sent as X-Purge-Token with every purge (deploy/varnish/local.vcl checks it); unset: the edges' ACL alone. */
  readonly cachePurgeToken?: string;
  /** How long an edge may keep a public answer (s-maxage) when no event purges it sooner; 0: edges keep nothing. */
  readonly edgeMaxAgeSeconds!: number;
  /** How long an edge may serve a public answer past its time while the app does not answer (stale-if-error). */
  readonly edgeStaleIfErrorSeconds!: number;
  /** Express's trust proxy: which hops' X-Forwarded-For is believed for the client address (the edge, a load balancer). */
  readonly trustProxy!: string;
  /** Stripe billing; undefined: the demo upgrade (PUT /api/community/profile/upgrade toggles premium at once). */
  readonly stripe?: StripeSettings;
  /** Days a subscription whose payment failed (past_due) keeps premium. */
  readonly billingGraceDays!: number;

  constructor(values: AppConfigValues) {
    Object.assign(this, values);
  }

  with(overrides: Partial<AppConfig>): AppConfig {
    return new AppConfig({ ...this, ...overrides });
  }
}

export type AppConfigValues = Omit<AppConfig, 'with'>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every setting.`);
    this.name = 'ConfigError';
  }
}

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me-0000';

/** Reads and validates the environment; throws ConfigError naming every bad setting. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = plainToInstance(Env, { ...source }, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false });
  const problems = errors.flatMap((e) =>
    Object.values(e.constraints ?? {}).map((msg) => (msg.startsWith(e.property) ? msg : `${e.property}: ${msg}`)),
  );
  const mode = (env.NODE_ENV ?? 'development') as AppConfig['env'];
  if (mode === 'production' && !env.SESSION_SECRET) {
    problems.push('SESSION_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }
  for (const email of [...env.ADMIN_EMAILS, ...env.STAFF_EMAILS]) {
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) problems.push(`ADMIN_EMAILS/STAFF_EMAILS: "${email}" is not an e-mail address`);
  }
  const stripeSet = STRIPE_SETTINGS.filter((name) => env[name]);
  if (stripeSet.length && stripeSet.length < STRIPE_SETTINGS.length) {
    problems.push(`Stripe billing needs all of ${STRIPE_SETTINGS.join(', ')}; missing: ${STRIPE_SETTINGS.filter((n) => !env[n]).join(', ')}`);
  }
  if (problems.length) throw new ConfigError(problems);

  const port = env.PORT ?? 3000;
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const mailFrom = env.MAIL_FROM ?? `Flying@50 <no-reply@${new URL(publicUrl).hostname}>`;
  const dkim = readDkimSettings(env, mailFrom, problems);
  if (problems.length) throw new ConfigError(problems);
  return new AppConfig({
    env: mode,
    port,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseWaitSeconds: env.DATABASE_WAIT_SECONDS ?? 30,
    embeddedDbPort: env.EMBEDDED_DB_PORT ?? 54329,
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX ?? 'f50',
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    previousSessionSecret: env.SESSION_SECRET_PREVIOUS,
    adminEmails: env.ADMIN_EMAILS,
    staffEmails: env.STAFF_EMAILS,
    openaiApiKey: env.OPENAI_API_KEY,
    openaiBaseUrl: env.OPENAI_BASE_URL,
    openaiModel: env.OPENAI_MODEL ?? 'gpt-4o-mini',
    openaiTimeoutMs: env.OPENAI_TIMEOUT_MS ?? 240_000,
    pexelsApiKey: env.PEXELS_API_KEY,
    pexelsBaseUrl: (env.PEXELS_BASE_URL ?? 'https://api.pexels.com').replace(/\/$/, ''),
    runWorkers: env.RUN_WORKERS ?? true,
    cookieSecure: env.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    loginMaxFailures: env.LOGIN_MAX_FAILURES ?? 5,
    loginMaxFailuresPerClient: env.LOGIN_MAX_FAILURES_PER_CLIENT ?? 10,
    loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? 50,
    registrationsPerClient: env.REGISTRATIONS_PER_CLIENT ?? 30,
    staffTwoFactorRequired: env.STAFF_TWO_FACTOR === 'required',
    generationsPerEditor: env.GENERATIONS_PER_EDITOR ?? 2,
    apiKeyRequestsPerMinute: env.API_KEY_REQUESTS_PER_MINUTE ?? 120,
    journalEntriesPerHour: env.JOURNAL_ENTRIES_PER_HOUR ?? 30,
    goalsPerHour: env.GOALS_PER_HOUR ?? 30,
    photosPerHour: env.PHOTOS_PER_HOUR ?? 60,
    photosPerHourPerClient: env.PHOTOS_PER_HOUR_PER_CLIENT ?? 120,
    coachModelCallsPerDay: env.COACH_MODEL_CALLS_PER_DAY ?? 100,
    coachModelCallsPerDayTotal: env.COACH_MODEL_CALLS_PER_DAY_TOTAL ?? 5000,
    coachModelCallsFreePercent: env.COACH_MODEL_CALLS_FREE_PERCENT ?? 80,
    imageSearchesPerMinute: env.IMAGE_SEARCHES_PER_MINUTE ?? 30,
    publicCacheMemoryMb: env.PUBLIC_CACHE_MEMORY_MB ?? 64,
    searchesPerMinute: env.SEARCHES_PER_MINUTE ?? 60,
    sitemapFileUrls: env.SITEMAP_FILE_URLS ?? 10_000,
    smtpUrl: env.SMTP_URL,
    mailFrom,
    dkim,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? 10_000,
    newsletterRatePerMinute: env.NEWSLETTER_RATE_PER_MINUTE ?? 600,
    newsletterWeeklyDay: env.NEWSLETTER_WEEKLY_DAY ?? 'friday',
    newsletterWeeklyTime: env.NEWSLETTER_WEEKLY_TIME ?? '08:00',
    cachePurgeUrls: env.CACHE_PURGE_URLS,
    cachePurgeToken: env.CACHE_PURGE_TOKEN,
    edgeMaxAgeSeconds: env.EDGE_MAX_AGE_SECONDS ?? 3600,
    edgeStaleIfErrorSeconds: env.EDGE_STALE_IF_ERROR_SECONDS ?? 86_400,
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    stripe: stripeSet.length
      ? { secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, prices: { monthly: env.STRIPE_PRICE_MONTHLY!, annual: env.STRIPE_PRICE_ANNUAL! }, apiUrl: env.STRIPE_API_URL }
      : undefined,
    billingGraceDays: env.BILLING_GRACE_DAYS ?? 7,
  });
}
