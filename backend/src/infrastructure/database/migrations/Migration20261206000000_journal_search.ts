import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20, the journal at real size. Search runs in PostgreSQL: `search_vector` is a generated, weighted tsvector of
 * each entry (title A, tags B, text C; English stemming) with a GIN index. Every read of it also says user_id = the
 * member, so only the member's own entries are ever searched; the planner takes the GIN index for rare words and the
 * member's (user_id, created_at desc, id desc) index otherwise. Pages read that index from a cursor.
 */
export class Migration20261206000000_journal_search extends Migration {
  override up(): void {
    this.addSql(`alter table journal_entries add column search_vector tsvector generated always as (
      setweight(to_tsvector('english'::regconfig, title), 'A') ||
      setweight(to_tsvector('english'::regconfig, tags), 'B') ||
      setweight(to_tsvector('english'::regconfig, content), 'C')) stored`);
    this.addSql('create index journal_entries_search_index on journal_entries using gin (search_vector)');
  }

  override down(): void {
    this.addSql('drop index if exists journal_entries_search_index');
    this.addSql('alter table journal_entries drop column if exists search_vector');
  }
}
