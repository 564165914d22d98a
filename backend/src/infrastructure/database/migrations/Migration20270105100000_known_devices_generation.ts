import { Migration } from '@mikro-orm/migrations';

/**
 * "Sign out other devices" forgets that those browsers were known to the account (known-device.ts): the known-browser
 * cookie is an HMAC with no record of each browser on the server, so the account keeps a number, part of the HMAC, that
 * signing out other devices raises (the browser that asked gets a cookie of the new number). 0, the start, keeps the
 * cookies made before this column as they are.
 */
export class Migration20270105100000_known_devices_generation extends Migration {
  override up(): void {
    this.addSql('alter table users add column if not exists known_devices_generation integer not null default 0');
  }

  override down(): void {
    this.addSql('alter table users drop column if exists known_devices_generation');
  }
}
