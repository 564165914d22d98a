import { Migration } from '@mikro-orm/migrations';

/**
 * users.data_version and its triggers go: journal entries (community's), coach replies and recommendations (insights')
 * and premium items (premium's) no longer write into auth's users table. The journal's first page is read from its
 * index on every request (no page kept per member), and a coach reply reaches the member's screen pushed on their
 * event stream (GET /api/community/insights/stream), not found by polling a kept page.
 */
export class Migration20261216000000_member_data_version_dropped extends Migration {
  override up(): void {
    this.addSql('drop trigger if exists premium_content_recommended_members on premium_content');
    this.addSql('drop function if exists bump_recommended_members()');
    this.addSql('drop trigger if exists ai_recommendations_member_data_version on ai_recommendations');
    this.addSql('drop trigger if exists ai_responses_member_data_version on ai_responses');
    this.addSql('drop trigger if exists journal_entries_member_data_version on journal_entries');
    this.addSql('drop function if exists bump_member_data_version()');
    this.addSql('alter table users drop column if exists data_version');
  }

  override down(): void {
    this.addSql('alter table users add column data_version bigint not null default 0');
    this.addSql(`create function bump_member_data_version() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update users set data_version = data_version + 1 where id = old.user_id;
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.user_id is distinct from old.user_id) then
          update users set data_version = data_version + 1 where id = new.user_id;
        end if;
        return null;
      end $$`);
    for (const table of ['journal_entries', 'ai_responses', 'ai_recommendations']) {
      this.addSql(`create trigger ${table}_member_data_version after insert or update or delete on ${table}
        for each row execute function bump_member_data_version()`);
    }
    this.addSql(`create function bump_recommended_members() returns trigger language plpgsql as $$
      begin
        update users set data_version = data_version + 1
          where id in (select distinct user_id from ai_recommendations where premium_content_id = new.id);
        return null;
      end $$`);
    this.addSql(`create trigger premium_content_recommended_members after update on premium_content for each row
      when (old.status is distinct from new.status or old.topic is distinct from new.topic or old.subtitle is distinct from new.subtitle
        or old.editorial_week is distinct from new.editorial_week or old.editorial_theme is distinct from new.editorial_theme
        or old.generated_images is distinct from new.generated_images)
      execute function bump_recommended_members()`);
  }
}
