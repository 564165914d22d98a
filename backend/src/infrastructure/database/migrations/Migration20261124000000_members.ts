import { Migration } from '@mikro-orm/migrations';

/** Members' area (issue 4): journal entries, goals, premium content, saved reports and the ledger of uploaded files. */
export class Migration20261124000000_members extends Migration {
  override up(): void {
    this.addSql(`create table uploads (
      name varchar(64) primary key,
      user_id int not null references users (id) on delete cascade,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index uploads_user_id_index on uploads (user_id)`);

    this.addSql(`create table journal_entries (
      id serial primary key,
      user_id int not null references users (id) on delete cascade,
      title varchar(200) not null default '',
      content text not null check (char_length(content) between 1 and 10000),
      tags jsonb not null default '[]',
      image_url text null,
      is_private boolean not null default false,
      entry_type varchar(20) not null default 'journal' check (entry_type in ('user_entry', 'journal', 'weekly_summary')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index journal_entries_user_created_index on journal_entries (user_id, created_at desc, id desc)`);

    this.addSql(`create table goals (
      id serial primary key,
      user_id int not null references users (id) on delete cascade,
      goal varchar(500) not null check (char_length(btrim(goal)) > 0),
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      archived_at timestamptz null,
      check (is_active = (archived_at is null))
    )`);
    this.addSql(`create unique index goals_one_active_per_user on goals (user_id) where is_active`);
    this.addSql(`create index goals_user_created_index on goals (user_id, created_at desc, id desc)`);

    this.addSql(`create table premium_content (
      id serial primary key,
      topic text not null,
      subtitle text null,
      editorial_week int null,
      editorial_theme text null,
      status varchar(16) not null default 'draft' check (status in ('published', 'draft')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by int null references users (id) on delete set null,
      generated_images jsonb not null default '{}',
      long_form_article text not null default '',
      apple_news_deck text not null default '',
      tldr_summary text not null default '',
      headlines jsonb not null default '[]',
      repurposed_formats jsonb not null default '{}',
      tags jsonb not null default '[]',
      day_number int null
    )`);
    this.addSql(`create index premium_content_status_created_index on premium_content (status, created_at desc, id desc)`);
    this.addSql(`create index premium_content_created_by_index on premium_content (created_by)`);

    this.addSql(`create table saved_reports (
      id serial primary key,
      user_id int not null references users (id) on delete cascade,
      premium_content_id int not null references premium_content (id) on delete cascade,
      journal_entry_id int null references journal_entries (id) on delete set null,
      saved_at timestamptz not null default now(),
      constraint saved_reports_user_content_unique unique (user_id, premium_content_id)
    )`);
    this.addSql(`create index saved_reports_premium_content_index on saved_reports (premium_content_id)`);
    this.addSql(`create index saved_reports_journal_entry_index on saved_reports (journal_entry_id)`);
  }

  override down(): void {
    this.addSql('drop table if exists saved_reports');
    this.addSql('drop table if exists premium_content');
    this.addSql('drop table if exists goals');
    this.addSql('drop table if exists journal_entries');
    this.addSql('drop table if exists uploads');
  }
}
