import { Migration } from '@mikro-orm/migrations';

/**
 * The web copy of a send ("View this email in your browser", GET /newsletter/issues/{token}): each send made from now
 * on has a public token (22 characters of base64url, 128 random bits) that its mail links. Sends made before have none,
 * and no web copy: their mail never linked one.
 */
export class Migration20270130100000_newsletter_web_copies extends Migration {
  override up(): void {
    this.addSql(`alter table newsletter_sends add column web_token varchar(32) null`);
    this.addSql(`create unique index newsletter_sends_web_token_idx on newsletter_sends (web_token)`);
  }

  override down(): void {
    this.addSql('drop index if exists newsletter_sends_web_token_idx');
    this.addSql('alter table newsletter_sends drop column if exists web_token');
  }
}
