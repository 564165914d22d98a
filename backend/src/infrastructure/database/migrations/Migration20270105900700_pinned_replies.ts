import { Migration } from '@mikro-orm/migrations';

/**
 * The journal's "pinned" filter asks for a member's pinned coach replies: a partial index of those alone, so the read
 * goes through the pins it answers, not through every reply the member ever had (ai_responses_user_index).
 */
export class Migration20270105900700_pinned_replies extends Migration {
  override up(): void {
    this.addSql(`create index if not exists ai_responses_pinned_index on ai_responses (user_id) where is_pinned`);
  }

  override down(): void {
    this.addSql(`drop index if exists ai_responses_pinned_index`);
  }
}
