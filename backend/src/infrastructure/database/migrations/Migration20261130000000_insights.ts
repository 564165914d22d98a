import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 12, the insights engine: coach replies (ai_responses, one per journal entry) with their recommendations of
 * premium content (ai_recommendations), the members' coach tone, the weekly summaries' ledger (one per member and
 * week) and full-text search over premium content (a generated tsvector with a GIN index).
 *
 * The journal list shows replies, recommendations and pins, and is cached under users.data_version: the replies'
 * and recommendations' rows move it like journal entries do, and so does a change to a premium item that a member's
 * recommendations show (archived items drop out of the answer).
 */
export class Migration20261130000000_insights extends Migration {
  override up(): void {
    this.addSql(`alter table users add column coach_tone text not null default 'encouraging'
      constraint users_coach_tone_check check (coach_tone in ('direct', 'encouraging', 'analytical'))`);

    this.addSql(`create table ai_responses (
      id serial primary key,
      user_id int not null references users (id) on delete cascade,
      journal_entry_id int not null references journal_entries (id) on delete cascade,
      response_content text not null,
      source text not null constraint ai_responses_source_check check (source in ('model', 'rules')),
      coach_tone text not null,
      prompt_version text,
      model text,
      is_pinned boolean not null default false,
      pinned_at timestamptz,
      created_at timestamptz not null default now(),
      constraint ai_responses_one_per_entry unique (journal_entry_id)
    )`);
    this.addSql(`create index ai_responses_user_index on ai_responses (user_id)`);

    this.addSql(`create table ai_recommendations (
      id serial primary key,
      ai_response_id int not null references ai_responses (id) on delete cascade,
      user_id int not null references users (id) on delete cascade,
      premium_content_id int not null references premium_content (id) on delete cascade,
      position smallint not null,
      recommendation_reason text not null,
      relevance_score real not null constraint ai_recommendations_score_check check (relevance_score >= 0 and relevance_score <= 1),
      constraint ai_recommendations_unique unique (ai_response_id, premium_content_id)
    )`);
    this.addSql(`create index ai_recommendations_premium_index on ai_recommendations (premium_content_id)`);
    this.addSql(`create index ai_recommendations_user_index on ai_recommendations (user_id)`);

    this.addSql(`create trigger ai_responses_member_data_version after insert or update or delete on ai_responses
      for each row execute function bump_member_data_version()`);
    this.addSql(`create trigger ai_recommendations_member_data_version after insert or update or delete on ai_recommendations
      for each row execute function bump_member_data_version()`);
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

    this.addSql(`alter table premium_content add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(topic, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || coalesce(editorial_theme, '') || ' ' || coalesce(tldr_summary, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(apple_news_deck, '') || ' ' || coalesce(tags::text, '')), 'C') ||
      setweight(to_tsvector('english', left(coalesce(long_form_article, ''), 200000)), 'D')
    ) stored`);
    this.addSql(`create index premium_content_search_index on premium_content using gin (search_vector)`);

    this.addSql(`create table weekly_summaries (
      user_id int not null references users (id) on delete cascade,
      week_start date not null,
      journal_entry_id int references journal_entries (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (user_id, week_start)
    )`);
    // The reply backstop looks for recent entries without a reply.
    this.addSql(`create index journal_entries_created_at_index on journal_entries (created_at)`);
  }

  override down(): void {
    this.addSql('drop index if exists journal_entries_created_at_index');
    this.addSql('drop table if exists weekly_summaries');
    this.addSql('drop index if exists premium_content_search_index');
    this.addSql('alter table premium_content drop column if exists search_vector');
    this.addSql('drop trigger if exists premium_content_recommended_members on premium_content');
    this.addSql('drop function if exists bump_recommended_members()');
    this.addSql('drop table if exists ai_recommendations');
    this.addSql('drop table if exists ai_responses');
    this.addSql('alter table users drop column if exists coach_tone');
  }
}
