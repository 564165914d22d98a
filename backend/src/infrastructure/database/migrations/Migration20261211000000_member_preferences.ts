import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23, the members' area:
 * - users.upgrade_offer_hidden: the member put the "Upgrade to Premium" card away (PATCH /api/community/profile);
 *   remembered on the server, so it stays away on every page and device.
 * - Untitled entries (chat messages were all shown as "Message to your coach") get their own first words as title,
 *   as community/entry-title.ts makes them for new entries: one line, cut at a word boundary within 60 characters,
 *   with "…" when cut. Weekly summaries keep theirs.
 */
export class Migration20261211000000_member_preferences extends Migration {
  override up(): void {
    this.addSql('alter table users add column if not exists upgrade_offer_hidden boolean not null default false');
    this.addSql(String.raw`
      with untitled as (
        select id, btrim(regexp_replace(content, '\s+', ' ', 'g')) as text
        from journal_entries
        where btrim(title) = '' and entry_type <> 'weekly_summary'
      )
      update journal_entries j
      set title = case
        when length(u.text) <= 60 then u.text
        else regexp_replace(
          case when position(' ' in left(u.text, 61)) > 0 then regexp_replace(left(u.text, 61), ' \S*$', '') else left(u.text, 60) end,
          '[\s.,;:!?…-]+$', '') || '…'
      end
      from untitled u
      where j.id = u.id and u.text <> ''`);
  }

  override down(): void {
    // The derived titles stay: they are the entries' own words, and nothing tells them apart from typed ones.
    this.addSql('alter table users drop column if exists upgrade_offer_hidden');
  }
}
