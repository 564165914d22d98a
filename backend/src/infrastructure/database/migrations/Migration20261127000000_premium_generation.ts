import { Migration } from '@mikro-orm/migrations';

/**
 * Premium content written by the AI engine (issue 9): archived items (deleted by staff, kept for the record
 * and hidden from members), the custom prompt, prompt version, model and image credits of each item.
 */
export class Migration20261127000000_premium_generation extends Migration {
  override up(): void {
    this.addSql(`alter table premium_content drop constraint if exists premium_content_status_check`);
    this.addSql(`alter table premium_content add constraint premium_content_status_check check (status in ('published', 'draft', 'archived'))`);
    this.addSql(`alter table premium_content
      add column system_prompt text null,
      add column image_details jsonb null,
      add column prompt_version varchar(64) null,
      add column model varchar(100) null,
      add column metadata jsonb not null default '{}'`);
    this.addSql(`create index premium_content_theme_index on premium_content (editorial_theme, status)`);
  }

  override down(): void {
    this.addSql(`drop index if exists premium_content_theme_index`);
    this.addSql(`alter table premium_content drop column system_prompt, drop column image_details, drop column prompt_version, drop column model, drop column metadata`);
    this.addSql(`update premium_content set status = 'draft' where status = 'archived'`);
    this.addSql(`alter table premium_content drop constraint if exists premium_content_status_check`);
    this.addSql(`alter table premium_content add constraint premium_content_status_check check (status in ('published', 'draft'))`);
  }
}
