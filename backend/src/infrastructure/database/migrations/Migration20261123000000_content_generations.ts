import { Migration } from '@mikro-orm/migrations';

/** Content generations (generator and Apple News+ packages), issue 3. */
export class Migration20261123000000_content_generations extends Migration {
  override up(): void {
    this.addSql(`create table content_generations (
      id serial primary key,
      topic text not null,
      status varchar(16) not null default 'published' check (status in ('published', 'archived')),
      editorial_week int null check (editorial_week between 1 and 6),
      editorial_theme text null,
      system_prompt text null,
      long_form_article text not null,
      headlines jsonb not null,
      tldr_summary text not null,
      apple_news_deck text not null,
      repurposed_formats jsonb not null,
      metadata jsonb not null,
      generated_images jsonb not null,
      image_details jsonb not null default '{}',
      prompt_version varchar(64) not null,
      model varchar(200) not null,
      created_by int null references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index content_generations_status_created_index on content_generations (status, created_at desc, id desc)`);
    this.addSql(`create index content_generations_week_index on content_generations (editorial_week, created_at) where status = 'published'`);
    this.addSql(`create index content_generations_created_by_index on content_generations (created_by)`);
  }

  override down(): void {
    this.addSql('drop table if exists content_generations');
  }
}
