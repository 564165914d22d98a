import { Migration } from '@mikro-orm/migrations';

/** A newsletter subscriber whose address the mail server refused for good (5xx) is `bounced`: later sends skip it. */
export class Migration20261223000000_newsletter_bounced extends Migration {
  override up(): void {
    this.addSql('alter table newsletter_subscribers drop constraint if exists newsletter_subscribers_status_check');
    this.addSql(`alter table newsletter_subscribers add constraint newsletter_subscribers_status_check check (status in ('pending', 'confirmed', 'unsubscribed', 'bounced'))`);
  }

  override down(): void {
    this.addSql(`update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()) where status = 'bounced'`);
    this.addSql('alter table newsletter_subscribers drop constraint if exists newsletter_subscribers_status_check');
    this.addSql(`alter table newsletter_subscribers add constraint newsletter_subscribers_status_check check (status in ('pending', 'confirmed', 'unsubscribed'))`);
  }
}
