import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts are found by their stored address as given (`email = ?`: sign-in, registration's check, a password reset,
 * invitations); users_email_unique is on lower(email), which such a read cannot use, so each went through every
 * account. Addresses are stored normalised, so this plain index finds the same rows, one probe each.
 */
export class Migration20270105900800_users_email_lookup extends Migration {
  override up(): void {
    this.addSql(`create index if not exists users_email_index on users (email)`);
  }

  override down(): void {
    this.addSql(`drop index if exists users_email_index`);
  }
}
