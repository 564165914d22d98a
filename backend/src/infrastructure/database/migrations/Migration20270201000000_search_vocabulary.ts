import { Migration } from '@mikro-orm/migrations';

/**
 * The words a search can suggest instead of a misspelt one ('Did you mean "protein"?', docs/product.md#search): every
 * word of three letters or more in a published article's title, subtitle, description, summary, theme, section
 * headings and tags, lower case, kept by a row trigger as articles are published or edited (a word never leaves: a
 * suggestion is offered only when it finds an article, so a word whose articles are gone is never shown). A trigram
 * index finds the words nearest a misspelt one. Not the bodies: at 100,000 articles of 8 KB their words would take the
 * backfill (and so the start of the release) about 80 s; these fields are about 1 KB an article.
 */
export class Migration20270201000000_search_vocabulary extends Migration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('create table website_search_vocabulary (word text primary key)');
    this.addSql('create index website_search_vocabulary_trgm on website_search_vocabulary using gin (word gin_trgm_ops)');
    const fields = ['title', 'subtitle', 'meta_description', 'tldr_summary', 'category', 'editorial_theme', 'headlines::text', 'tags::text'];
    const words = (row: string) => `select distinct w from regexp_split_to_table(lower(${fields.map((field) => `coalesce(${row}.${field}, '')`).join(" || ' ' || ")}), '[^[:alpha:]]+') w
       where length(w) between 3 and 40`;
    this.addSql(`create function website_search_vocabulary_add() returns trigger language plpgsql as $$
      begin
        insert into website_search_vocabulary (word) ${words('new')} on conflict do nothing;
        return null;
      end $$`);
    this.addSql(`create trigger website_search_vocabulary_add after insert or update of title, subtitle, meta_description, tldr_summary, category, editorial_theme, headlines, tags, status on website_content
      for each row when (new.status = 'published') execute function website_search_vocabulary_add()`);
    this.addSql(`insert into website_search_vocabulary (word)
      select distinct w.w from website_content c cross join lateral (${words('c')}) w(w) where c.status = 'published' on conflict do nothing`);
  }

  override down(): void {
    this.addSql('drop trigger website_search_vocabulary_add on website_content');
    this.addSql('drop function website_search_vocabulary_add()');
    this.addSql('drop table website_search_vocabulary');
  }
}
