import { Migration } from '@mikro-orm/migrations';

/** The six themes in cycle order and their keywords, as backend/src/modules/premium/premium-themes.ts had them on 2026-11-23. */
const THEMES: Array<[name: string, first: string, keywords: string[]]> = [
  ['Training & Performance', 'training', ['training', 'performance', 'interval', 'threshold', 'strength', 'endurance', 'speed', 'workout', 'session', 'vo2', 'tempo', 'hill']],
  ['Nutrition & Fueling', 'nutrition', ['nutrition', 'fuel', 'fueling', 'fuelling', 'protein', 'carb', 'hydration', 'diet', 'eating', 'meal', 'supplement', 'electrolyte']],
  ['Recovery & Health', 'recovery', ['recovery', 'health', 'sleep', 'injury', 'rest', 'mobility', 'stretch', 'bone', 'joint', 'heart', 'physio', 'massage']],
  ['Mindset & Motivation', 'mindset', ['mindset', 'motivation', 'mental', 'confidence', 'focus', 'habit', 'goal', 'anxiety', 'resilience', 'mind', 'stress']],
  ['Gear & Tech', 'gear', ['gear', 'tech', 'bike', 'shoe', 'wetsuit', 'watch', 'power meter', 'equipment', 'kit', 'gadget', 'app', 'wearable']],
  ['Racing & Strategy', 'racing', ['race', 'racing', 'strategy', 'pacing', 'taper', 'transition', 'marathon', 'ironman', 'triathlon', 'event', 'competition', 'course']],
];
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const VALUES = THEMES.map(([name, first, words], i) => `(${i + 1}, ${lit(name)}, ${lit(first)}, array[${words.map(lit).join(', ')}])`).join(',\n      ');

/**
 * Issue 19, the magazine at real size. `website_theme(editorial_theme, category, title)` is the website's theme rule
 * (websiteThemeOf in website-content-view.ts) in SQL, immutable so that theme pages and theme counts are indexed reads:
 * the declared theme, else a theme named in the title (whole name, then its first word as a word), else the theme with
 * the most keyword hits in the title (ties: the earlier theme), else the category as a declared theme. Publish dates
 * keep milliseconds (what JavaScript dates and ISO strings hold), so a reader's (published_at, id) is an exact cursor.
 */
export class Migration20261204000000_magazine_lists extends Migration {
  override up(): void {
    this.addSql(`create or replace function website_theme(p_theme text, p_category text, p_title text) returns text
      language sql immutable parallel safe as $fn$
      with themes(n, name, first, keywords) as (values
      ${VALUES}),
      topic as (select lower(coalesce(p_title, '')) as t)
      select coalesce(
        (select name from themes where lower(name) = btrim(lower(coalesce(p_theme, ''))) order by n limit 1),
        (select name from themes, topic where position(lower(name) in topic.t) > 0 order by n limit 1),
        (select name from themes, topic where topic.t ~ ('\\y' || first || '\\y') order by n limit 1),
        (select name from themes, topic, lateral (select count(*) as hits from unnest(keywords) k where position(k in topic.t) > 0) h
          where h.hits > 0 order by h.hits desc, n limit 1),
        (select name from themes where lower(name) = btrim(lower(coalesce(p_category, ''))) order by n limit 1)
      )
      $fn$`);
    this.addSql(`update website_content set publish_date = coalesce(publish_date, created_at) where status = 'published' and publish_date is null`);
    this.addSql('alter table website_content alter column publish_date type timestamptz(3)');
    this.addSql('drop index if exists website_content_public_index');
    this.addSql('create index website_content_published_order on website_content (status, publish_date desc, id desc)');
    this.addSql(`create index website_content_featured_order on website_content (status, publish_date desc, id desc) where is_featured`);
    this.addSql(`create index website_content_theme_order on website_content
      (website_theme(editorial_theme, category, title), status, publish_date desc, id desc)`);
  }

  override down(): void {
    this.addSql('drop index if exists website_content_theme_order');
    this.addSql('drop index if exists website_content_featured_order');
    this.addSql('drop index if exists website_content_published_order');
    this.addSql('create index website_content_public_index on website_content (status, publish_date desc)');
    this.addSql('alter table website_content alter column publish_date type timestamptz');
    this.addSql('drop function if exists website_theme(text, text, text)');
  }
}
