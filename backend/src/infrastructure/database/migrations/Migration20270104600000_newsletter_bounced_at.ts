import { Migration } from '@mikro-orm/migrations';

/**
 * When a subscriber's address bounced (`bounced_at`), so the retention run deletes a bounced sign-up BOUNCED_KEPT_DAYS
 * later. Sign-ups already bounced count from now (when they bounced was not recorded).
 */
export class Migration20270104600000_newsletter_bounced_at extends Migration {
  override up(): void {
    this.addSql('alter table newsletter_subscribers add column if not exists bounced_at timestamptz null');
    this.addSql(`update newsletter_subscribers set bounced_at = now() where status = 'bounced' and bounced_at is null`);
    this.addSql(`create index if not exists newsletter_subscribers_bounced_index on newsletter_subscribers (bounced_at) where status = 'bounced'`);
  }

  override down(): void {
    this.addSql('drop index if exists newsletter_subscribers_bounced_index');
    this.addSql('alter table newsletter_subscribers drop column if exists bounced_at');
  }
}
