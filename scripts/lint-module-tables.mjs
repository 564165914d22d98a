#!/usr/bin/env node
// Each module's SQL names only its own tables (docs/architecture.md, "Module contracts"). A module reads another's
// tables through that module's queries (QueryBus) and changes them through its commands; the tables' owners are listed
// here. KNOWN lists the reads and writes still to be moved behind queries and events: a new one fails, and so does a
// listed one that is gone (so the list only shrinks).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const OWNERS = {
  activities: 'analytics', article_views: 'analytics',
  ads: 'ads', ad_daily_stats: 'ads',
  ai_recommendations: 'insights', ai_responses: 'insights', weekly_summaries: 'insights', reply_versions: 'insights',
  api_keys: 'api-keys',
  users: 'auth', sessions: 'auth', email_tokens: 'auth', login_failures: 'auth', staff_invitations: 'auth', member_counts: 'auth', two_factor_secrets: 'auth',
  content_generations: 'content', generation_slots: 'content', generation_runs: 'content',
  goals: 'community', journal_entries: 'community', saved_reports: 'community', journal_versions: 'community', saved_report_removals: 'community',
  newsletter_subscribers: 'newsletter', newsletter_suppressions: 'newsletter', newsletter_subscriber_counts: 'newsletter',
  premium_content: 'premium', premium_card_version: 'premium', premium_theme_counts: 'premium', premium_generation_claims: 'premium',
  newsletter_sends: 'newsletter', newsletter_deliveries: 'newsletter', newsletter_send_counts: 'newsletter',
  billing_customers: 'billing', subscriptions: 'billing', stripe_events: 'billing', billing_mails: 'billing', billing_totals: 'billing', billing_refunds: 'billing', premium_starts: 'billing',
  website_content: 'website', website_slug_history: 'website', content_revisions: 'website', theme_heroes: 'website', website_theme_counts: 'website', website_theme_month_counts: 'website', website_sitemap_sizes: 'website', website_sitemap_files: 'website',
  // infrastructure
  audit_log: 'infrastructure', outbox_events: 'infrastructure', uploads: 'infrastructure', rate_limits: 'infrastructure', infrastructure_settings: 'infrastructure',
};

/** `file: table` pairs still crossing a boundary (issue 21): each is to become a query, a command or an event. */
const KNOWN = new Set(
  readFileSync(new URL('./module-tables-known.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean),
);

const root = new URL('../backend/src/modules/', import.meta.url).pathname;
const walk = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
});
const SQL_TABLE = /\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi;
const found = new Set();
const errors = [];
for (const file of walk(root)) {
  const module = relative(root, file).split('/')[0];
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(SQL_TABLE)) {
    const table = match[1].toLowerCase();
    const owner = OWNERS[table];
    if (!owner || owner === module || owner === 'infrastructure') continue;
    const key = `${relative(join(root, '..', '..', '..'), file)}: ${table}`;
    if (found.has(key)) continue;
    found.add(key);
    if (!KNOWN.has(key)) errors.push(`${key} (owned by ${owner}): use the ${owner} module's queries, commands or events`);
  }
}
for (const key of KNOWN) if (!found.has(key)) errors.push(`${key} no longer crosses a boundary: remove it from scripts/module-tables-known.txt`);
if (errors.length) {
  console.error(`Module tables: ${errors.length} problem(s)\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
console.log(`Module tables: every module's SQL names its own tables (${KNOWN.size} known crossings left to move, see scripts/module-tables-known.txt)`);
