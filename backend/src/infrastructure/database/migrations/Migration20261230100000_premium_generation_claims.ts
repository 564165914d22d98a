import { Migration } from '@mikro-orm/migrations';

/**
 * Premium's claims on a generation in progress (premium/generation-claims.ts): a theme being given its first report,
 * a report being rewritten (Enhance), or Regenerate All. A second request for the same thing gets 409 before any model
 * call; a claim older than its time limit (a process that died) gives way.
 */
export class Migration20261230100000_premium_generation_claims extends Migration {
  override up(): void {
    this.addSql(`create table if not exists premium_generation_claims (
      key text primary key,
      token uuid not null,
      claimed_at timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql(`drop table if exists premium_generation_claims`);
  }
}
