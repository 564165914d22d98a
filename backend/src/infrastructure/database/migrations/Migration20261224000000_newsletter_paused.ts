import { Migration } from '@mikro-orm/migrations';

/** Why and since when a send waits for the mail server (a passing refusal paused its delivery); null while it flows. */
export class Migration20261224000000_newsletter_paused extends Migration {
  override up(): void {
    this.addSql('alter table newsletter_sends add column paused_at timestamptz, add column paused_reason text');
  }

  override down(): void {
    this.addSql('alter table newsletter_sends drop column if exists paused_at, drop column if exists paused_reason');
  }
}
