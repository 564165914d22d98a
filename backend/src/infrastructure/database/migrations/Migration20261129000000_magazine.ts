import { Migration } from '@mikro-orm/migrations';

/**
 * The public magazine (issue 11): full-text search over published articles (a generated, weighted tsvector with a
 * GIN index), private daily view counts per article, and newsletter subscribers with hashed confirmation tokens.
 */
export class Migration20261129000000_magazine extends Migration {
  override up(): void {
    this.addSql(`alter table website_content add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || coalesce(meta_description, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(long_form_article, '')), 'C')
    ) stored`);
    this.addSql(`create index website_content_search_idx on website_content using gin (search_vector)`);
    this.addSql(`create table article_views (
      article_id int not null references website_content (id) on delete cascade,
      day date not null,
      views int not null default 0 check (views >= 0),
      primary key (article_id, day)
    )`);
    this.addSql(`create index article_views_day_idx on article_views (day)`);
    this.addSql(`create table newsletter_subscribers (
      id serial primary key,
      email varchar(254) not null,
      status varchar(10) not null default 'pending' check (status in ('pending', 'confirmed')),
      token_hash char(64) null,
      token_expires_at timestamptz null,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz null
    )`);
    this.addSql(`create unique index newsletter_subscribers_email_idx on newsletter_subscribers (lower(email))`);
    this.addSql(`create unique index newsletter_subscribers_token_idx on newsletter_subscribers (token_hash) where token_hash is not null`);
  }

  override down(): void {
    this.addSql(`drop table if exists newsletter_subscribers`);
    this.addSql(`drop table if exists article_views`);
    this.addSql(`drop index if exists website_content_search_idx`);
    this.addSql(`alter table website_content drop column if exists search_vector`);
  }
}
