// The module that owns each table (docs/architecture.md, "Module contracts"): its SQL alone names the table
// (lint-module-tables.mjs checks it), and docs/modules.md lists it (module-map.mjs). A new table is added here.
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
  website_content: 'website', website_slug_history: 'website', content_revisions: 'website', theme_heroes: 'website', website_theme_counts: 'website', website_theme_month_counts: 'website', website_sitemap_sizes: 'website', website_sitemap_files: 'website', website_search_vocabulary: 'website', website_search_vocabulary_fill: 'website',
  // infrastructure
  audit_log: 'infrastructure', outbox_events: 'infrastructure', uploads: 'infrastructure', rate_limits: 'infrastructure', infrastructure_settings: 'infrastructure',
};
