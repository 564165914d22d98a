import { Migration } from '@mikro-orm/migrations';

/**
 * An article's revisions list carries summaries (version, who, when, title, word count), paged on the
 * content_revisions_version_unique index (kind, content_id, version): the title and the word count are kept beside the
 * fields when a revision is saved, so a page reads them without reading any revision's fields (the body).
 */
export class Migration20270105800000_revision_summaries extends Migration {
  override up(): void {
    this.addSql(`alter table content_revisions add column if not exists title text null, add column if not exists word_count int not null default 0`);
    this.addSql(`update content_revisions set title = fields->>'title',
      word_count = coalesce(array_length(regexp_split_to_array(nullif(regexp_replace(fields->>'long_form_article', '^\\s+|\\s+$', '', 'g'), ''), '\\s+'), 1), 0)`);
  }

  override down(): void {
    this.addSql(`alter table content_revisions drop column if exists title, drop column if exists word_count`);
  }
}
