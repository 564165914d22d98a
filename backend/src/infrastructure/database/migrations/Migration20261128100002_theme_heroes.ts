import { Migration } from '@mikro-orm/migrations';

/** The custom title and image of each magazine theme page (GET/PUT /api/theme-heros/{theme}). */
export class Migration20261128100002_theme_heroes extends Migration {
  override up(): void {
    this.addSql(`create table theme_heroes (
      theme varchar(20) primary key check (theme in ('training', 'nutrition', 'recovery', 'mindset', 'gear', 'racing')),
      custom_title varchar(200) null,
      custom_image_url text null,
      is_active boolean not null default true,
      updated_by int null references users (id) on delete set null,
      updated_at timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql(`drop table if exists theme_heroes`);
  }
}
