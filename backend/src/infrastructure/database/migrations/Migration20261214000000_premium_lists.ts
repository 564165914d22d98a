import { Migration } from '@mikro-orm/migrations';

/** The six themes in cycle order and their keywords, as backend/src/modules/premium/premium-themes.ts has them on 2026-11-27. */
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
 * Issue 20, the premium list at real size. `premium_theme(editorial_theme, topic)` is the premium theme rule (themeOf in
 * premium-themes.ts) in SQL, immutable, so the Premium tab's theme lists, its counts and "delete a theme's articles" are
 * indexed reads of one rule: the declared theme, else a theme named in the topic (whole name, then its first word as a
 * word), else the theme with the most keyword hits in the topic (ties: the earlier theme), else none. The lists page
 * newest first on (created_at, id) (indexes for the staff's list and each theme's), and search titles, subtitles, decks
 * and headlines with their own small vector and GIN index.
 */
export class Migration20261214000000_premium_lists extends Migration {
  override up(): void {
    this.addSql(`create or replace function premium_theme(p_theme text, p_topic text) returns text
      language sql immutable parallel safe as $fn$
      with themes(n, name, first, keywords) as (values
      ${VALUES}),
      topic as (select lower(coalesce(p_topic, '')) as t)
      select coalesce(
        (select name from themes where lower(name) = btrim(lower(coalesce(p_theme, ''))) order by n limit 1),
        (select name from themes, topic where position(lower(name) in topic.t) > 0 order by n limit 1),
        (select name from themes, topic where topic.t ~ ('\\y' || first || '\\y') order by n limit 1),
        (select name from themes, topic, lateral (select count(*) as hits from unnest(keywords) k where position(k in topic.t) > 0) h
          where h.hits > 0 order by h.hits desc, n limit 1)
      )
      $fn$`);
    this.addSql(`create index premium_content_staff_order on premium_content (created_at desc, id desc) where status <> 'archived'`);
    this.addSql(`create index premium_content_theme_order on premium_content
      (premium_theme(editorial_theme, topic), created_at desc, id desc) where status <> 'archived'`);
    this.addSql(`alter table premium_content add column list_search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(topic, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || coalesce(apple_news_deck, '')), 'B') ||
      setweight(jsonb_to_tsvector('english', coalesce(headlines, '[]'::jsonb), '["string"]'), 'B')
    ) stored`);
    this.addSql('create index premium_content_list_search on premium_content using gin (list_search_vector)');
  }

  override down(): void {
    this.addSql('drop index if exists premium_content_list_search');
    this.addSql('alter table premium_content drop column if exists list_search_vector');
    this.addSql('drop index if exists premium_content_theme_order');
    this.addSql('drop index if exists premium_content_staff_order');
    this.addSql('drop function if exists premium_theme(text, text)');
  }
}
