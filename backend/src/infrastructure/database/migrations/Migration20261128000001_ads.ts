import { Migration } from '@mikro-orm/migrations';

/** Advertisements (issue 10): the dashboard's Ads tab; readers see active ones on their target pages. */
export class Migration20261128000001_ads extends Migration {
  override up(): void {
    this.addSql(`create table ads (
      id serial primary key,
      title text null,
      image_url text not null,
      link_url text null,
      format varchar(16) not null default 'square' check (format in ('square', 'featured')),
      target_pages jsonb not null check (jsonb_typeof(target_pages) = 'array' and jsonb_array_length(target_pages) > 0),
      position int null check (position between 1 and 3),
      is_active boolean not null default true,
      created_by int null references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((format = 'square') = (position is not null))
    )`);
    this.addSql(`create index ads_active_index on ads (is_active, created_at desc)`);
    this.addSql(`create index ads_image_url_index on ads (image_url)`);
  }

  override down(): void {
    this.addSql(`drop table if exists ads`);
  }
}
