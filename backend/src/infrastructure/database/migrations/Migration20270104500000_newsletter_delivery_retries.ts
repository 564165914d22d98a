import { Migration } from '@mikro-orm/migrations';

/**
 * A delivery the mail server refused without it being the address's for good waits its turn behind the others, so a
 * failing row never blocks a send: `held_at` (when it was last put back to pending after a refusal; the next rows are
 * taken untried first, then the longest waiting), `retry_at` (a recipient refused for now, such as greylisting, is
 * not tried again before then) and `tries` (how many times it was refused for now; it fails after a few).
 */
export class Migration20270104500000_newsletter_delivery_retries extends Migration {
  override up(): void {
    this.addSql('alter table newsletter_deliveries add column held_at timestamptz null, add column retry_at timestamptz null, add column tries smallint not null default 0');
    // Rows still waiting from before: the ones held back with a refusal come after the others, as they did.
    this.addSql(`update newsletter_deliveries set held_at = now() where status = 'pending' and error is not null`);
    this.addSql(`create index newsletter_deliveries_next_idx on newsletter_deliveries (send_id, held_at nulls first, id) where status = 'pending'`);
  }

  override down(): void {
    this.addSql('drop index if exists newsletter_deliveries_next_idx');
    this.addSql('alter table newsletter_deliveries drop column if exists held_at, drop column if exists retry_at, drop column if exists tries');
  }
}
