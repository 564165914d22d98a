import { Migration } from '@mikro-orm/migrations';

/**
 * A send that failed or was stopped no longer holds its article or its week: the article can be sent again (to the
 * subscribers who did not get it), and staff can send that week's digest again. An article, or a week, has at most
 * one send under way or done (partial unique indexes, so two clicks at once still make one send), and any number
 * that failed or were cancelled. (The schedule still makes a week's digest only once, whatever became of it.)
 */
export class Migration20270104500100_newsletter_resend extends Migration {
  override up(): void {
    this.addSql('drop index if exists newsletter_sends_article_idx');
    this.addSql(`create unique index newsletter_sends_article_idx on newsletter_sends (article_id) where kind = 'article' and status in ('sending', 'sent')`);
    this.addSql('drop index if exists newsletter_sends_week_idx');
    this.addSql(`create unique index newsletter_sends_week_idx on newsletter_sends (week_key) where kind = 'weekly' and status in ('sending', 'sent', 'empty')`);
  }

  override down(): void {
    // Only the newest send of each article and week stays (the older ones failed or were stopped).
    this.addSql(`delete from newsletter_sends s where exists (select 1 from newsletter_sends n
      where n.kind = s.kind and n.id > s.id and ((s.kind = 'article' and n.article_id = s.article_id) or (s.kind = 'weekly' and n.week_key = s.week_key)))`);
    this.addSql('drop index if exists newsletter_sends_article_idx');
    this.addSql(`create unique index newsletter_sends_article_idx on newsletter_sends (article_id) where kind = 'article'`);
    this.addSql('drop index if exists newsletter_sends_week_idx');
    this.addSql(`create unique index newsletter_sends_week_idx on newsletter_sends (week_key) where kind = 'weekly'`);
  }
}
