import { Migration } from '@mikro-orm/migrations';

/**
 * The member's time zone (IANA name): their momentum days and weeks, weekly summaries and the coach's dates follow
 * their own calendar. Null until the browser tells it (registration or sign-in) or the member picks one; null reads
 * as Europe/London, the calendar used for everyone before.
 */
export class Migration20261227000000_member_time_zone extends Migration {
  override up(): void {
    this.addSql(`alter table users add column if not exists time_zone text null`);
  }

  override down(): void {
    this.addSql(`alter table users drop column if exists time_zone`);
  }
}
