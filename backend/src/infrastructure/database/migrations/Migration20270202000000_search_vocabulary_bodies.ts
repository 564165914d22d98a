import { Migration } from '@mikro-orm/migrations';

/**
 * The search's vocabulary (Migration20270201000000_search_vocabulary) learns the words of article bodies too, so a
 * misspelt word that only a body uses ('fartlek', 'plyometrics') gets its 'Did you mean ...?' (docs/product.md#search),
 * and from now on only the fields the search reads (title, subtitle, description, body; the words learnt before from
 * summaries, themes, heading fields and tags stay, and are never offered unless they find an article).
 * One SQL function says which words an article gives (`website_search_vocabulary_words`): the row trigger and the
 * website module's fill job both use it. The bodies already published are not read here: at 100,000 articles their
 * words take about 80 s, which would hold the release's start; `website_search_vocabulary_fill` holds the job's place
 * instead (the last article id it read), and the job (jobs/fill-search-vocabulary.job.ts) reads on from it in short
 * batches until it has read them all, then deletes the row.
 */
export class Migration20270202000000_search_vocabulary_bodies extends Migration {
  override up(): void {
    // The fields the search reads (website_content.search_vector): a word only a summary, a heading field or a tag
    // holds finds no article, so suggesting it would offer a search that finds nothing.
    const text = ['title', 'subtitle', 'meta_description'].map((field) => `coalesce(a.${field}, '')`).join(" || ' ' || ");
    // Addresses in a body (a link's https://..., a picture's file name) are not words a reader types.
    const body = `regexp_replace(left(a.long_form_article, 200000), '[a-z][a-z0-9+.-]*://[^[:space:])]*|[^[:space:](]*\\.(jpe?g|png|gif|webp|avif)', ' ', 'gi')`;
    this.addSql(`create function website_search_vocabulary_words(a website_content) returns setof text language sql immutable as $$
      select distinct w from regexp_split_to_table(lower(${text} || ' ' || ${body}), '[^[:alpha:]]+') w where length(w) between 3 and 40
    $$`);
    this.addSql(`create or replace function website_search_vocabulary_add() returns trigger language plpgsql as $$
      begin
        insert into website_search_vocabulary (word) select website_search_vocabulary_words(new) on conflict do nothing;
        return null;
      end $$`);
    this.addSql('drop trigger website_search_vocabulary_add on website_content');
    this.addSql(`create trigger website_search_vocabulary_add after insert or update of title, subtitle, meta_description, long_form_article, status on website_content
      for each row when (new.status = 'published') execute function website_search_vocabulary_add()`);
    this.addSql('create table website_search_vocabulary_fill (one boolean primary key default true check (one), after_id integer not null default 0)');
    this.addSql(`insert into website_search_vocabulary_fill (after_id) select 0 where exists (select 1 from website_content where status = 'published')`);
  }

  override down(): void {
    this.addSql('drop table website_search_vocabulary_fill');
    this.addSql('drop trigger website_search_vocabulary_add on website_content');
    this.addSql(`create trigger website_search_vocabulary_add after insert or update of title, subtitle, meta_description, tldr_summary, category, editorial_theme, headlines, tags, status on website_content
      for each row when (new.status = 'published') execute function website_search_vocabulary_add()`);
    const words = `select distinct w from regexp_split_to_table(lower(${['title', 'subtitle', 'meta_description', 'tldr_summary', 'category', 'editorial_theme', 'headlines::text', 'tags::text'].map((field) => `coalesce(new.${field}, '')`).join(" || ' ' || ")}), '[^[:alpha:]]+') w where length(w) between 3 and 40`;
    this.addSql(`create or replace function website_search_vocabulary_add() returns trigger language plpgsql as $$
      begin
        insert into website_search_vocabulary (word) ${words} on conflict do nothing;
        return null;
      end $$`);
    this.addSql('drop function website_search_vocabulary_words(website_content)');
  }
}
