import { Migration } from '@mikro-orm/migrations';

/**
 * A send can end other than sent: failed (the mail server refused the message itself for good; `failure` says why)
 * or cancelled (staff stopped it). Either way its rows still pending were skipped.
 */
export class Migration20261228500000_newsletter_send_outcomes extends Migration {
  override up(): void {
    this.addSql('alter table newsletter_sends drop constraint if exists newsletter_sends_status_check');
    this.addSql(`alter table newsletter_sends add constraint newsletter_sends_status_check check (status in ('sending', 'sent', 'empty', 'failed', 'cancelled'))`);
    this.addSql('alter table newsletter_sends add column failure text null');
  }

  override down(): void {
    this.addSql(`update newsletter_sends set status = 'sent', finished_at = coalesce(finished_at, now()) where status in ('failed', 'cancelled')`);
    this.addSql('alter table newsletter_sends drop column if exists failure');
    this.addSql('alter table newsletter_sends drop constraint if exists newsletter_sends_status_check');
    this.addSql(`alter table newsletter_sends add constraint newsletter_sends_status_check check (status in ('sending', 'sent', 'empty'))`);
  }
}
