import { Migration } from '@mikro-orm/migrations';

/**
 * Website articles (issue 10): the articles with their slugs (old slugs kept for redirects), the revisions of
 * edited content and the staff audit log (written in the transaction of each change).
 */
export class Migration20261128100000_website_content extends Migration {
  override up(): void {
    this.addSql(`create table website_content (
      id serial primary key,
      title varchar(300) not null,
      subtitle varchar(300) null,
      topic varchar(500) null,
      slug varchar(120) not null,
      category varchar(100) null,
      editorial_theme varchar(100) null,
      editorial_week int null,
      status varchar(20) not null default 'draft' check (status in ('draft', 'scheduled', 'published', 'archived')),
      publish_date timestamptz null,
      meta_description varchar(160) null,
      featured_image text null,
      long_form_article text not null default '',
      headlines jsonb not null default '[]',
      tldr_summary text not null default '',
      tags jsonb not null default '[]',
      is_hero_article boolean not null default false,
      is_featured boolean not null default false,
      image_details jsonb null,
      system_prompt text null,
      prompt_version varchar(64) null,
      model varchar(100) null,
      created_by int null references users (id) on delete set null,
      updated_by int null references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint website_content_slug_unique unique (slug),
      constraint website_content_hero_published check (not is_hero_article or status = 'published')
    )`);
    this.addSql(`create unique index website_content_one_hero on website_content (is_hero_article) where is_hero_article`);
    this.addSql(`create index website_content_public_index on website_content (status, publish_date desc)`);
    this.addSql(`create table website_slug_history (
      slug varchar(120) primary key,
      article_id int not null references website_content (id) on delete cascade,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index website_slug_history_article_index on website_slug_history (article_id)`);
    this.addSql(`create table content_revisions (
      id serial primary key,
      kind varchar(20) not null,
      content_id int not null,
      version int not null,
      fields jsonb not null,
      saved_by int null references users (id) on delete set null,
      saved_at timestamptz not null default now(),
      constraint content_revisions_version_unique unique (kind, content_id, version)
    )`);
    this.addSql(`create table audit_log (
      id serial primary key,
      actor_id int null references users (id) on delete set null,
      action varchar(60) not null,
      subject_kind varchar(30) not null,
      subject_id int null,
      details jsonb not null default '{}',
      at timestamptz not null default now()
    )`);
    this.addSql(`create index audit_log_at_index on audit_log (at desc, id desc)`);
  }

  override down(): void {
    this.addSql(`drop table if exists audit_log`);
    this.addSql(`drop table if exists content_revisions`);
    this.addSql(`drop table if exists website_slug_history`);
    this.addSql(`drop table if exists website_content`);
  }
}
