import { Migration } from '@mikro-orm/migrations';

/**
 * Auth's retention deletes e-mail links used USED_LINKS_KEPT_DAYS ago in batches (`used_at < ...` with a limit); with
 * no index on used_at each batch went through every link. This partial index (used links only) finds each batch's rows.
 */
export class Migration20270106100000_email_tokens_used_index extends Migration {
  override up(): void {
    this.addSql(`create index if not exists email_tokens_used_index on email_tokens (used_at) where used_at is not null`);
  }

  override down(): void {
    this.addSql(`drop index if exists email_tokens_used_index`);
  }
}
