import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18, budgets. `rate_limits` takes rate-limiter-flexible's shape (key, points, expire in ms since the epoch): it
 * holds only counters of windows of at most a day, so the old table is dropped rather than converted (windows open at
 * the deploy start again). `ai_responses.rules_reason` says why a coach reply is rule-based.
 */
export class Migration20261203000000_budgets extends Migration {
  override up(): void {
    this.addSql('drop table if exists rate_limits');
    this.addSql(`create table rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    )`);
    this.addSql('create index rate_limits_expire_index on rate_limits (expire)');
    this.addSql(`alter table ai_responses add column rules_reason text null
      constraint ai_responses_rules_reason_check check (rules_reason in ('private', 'no_model', 'model_failed', 'daily_limit'))`);
  }

  override down(): void {
    this.addSql('alter table ai_responses drop column if exists rules_reason');
    this.addSql('drop table if exists rate_limits');
    this.addSql(`create table rate_limits (
      key varchar(64) primary key,
      count int not null,
      reset_at timestamptz not null
    )`);
    this.addSql('create index rate_limits_reset_at_index on rate_limits (reset_at)');
  }
}
