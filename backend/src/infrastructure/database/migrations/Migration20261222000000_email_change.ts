import { Migration } from '@mikro-orm/migrations';

/** A link that moves an account to a new address (auth's email_tokens: `email` holds the new address). */
export class Migration20261222000000_email_change extends Migration {
  override up(): void {
    this.addSql('alter table email_tokens drop constraint if exists email_tokens_purpose_check');
    this.addSql(`alter table email_tokens add constraint email_tokens_purpose_check check (purpose in ('verify-email', 'reset-password', 'change-email'))`);
  }

  override down(): void {
    this.addSql(`delete from email_tokens where purpose = 'change-email'`);
    this.addSql('alter table email_tokens drop constraint if exists email_tokens_purpose_check');
    this.addSql(`alter table email_tokens add constraint email_tokens_purpose_check check (purpose in ('verify-email', 'reset-password'))`);
  }
}
