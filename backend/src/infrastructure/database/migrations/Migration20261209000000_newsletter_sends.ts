import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22, a newsletter that sends. Subscribers may be unsubscribed (one click, no sign-in). A send (the weekly
 * digest or one article) keeps its rendered HTML and text, so a worker that resumes it sends the same mail; each
 * (send, subscriber) pair is one delivery row whose status is claimed before the mail is handed to SMTP, so a
 * restarted worker continues with the pending rows only and never mails anyone twice.
 */
export class Migration20261209000000_newsletter_sends extends Migration {
  override up(): void {
    this.addSql(`alter table newsletter_subscribers drop constraint if exists newsletter_subscribers_status_check`);
    this.addSql(`alter table newsletter_subscribers add constraint newsletter_subscribers_status_check check (status in ('pending', 'confirmed', 'unsubscribed'))`);
    this.addSql(`alter table newsletter_subscribers alter column status type varchar(12)`);
    this.addSql(`alter table newsletter_subscribers add column unsubscribed_at timestamptz null`);
    this.addSql(`create index newsletter_subscribers_status_idx on newsletter_subscribers (status, id)`);
    this.addSql(`create table newsletter_sends (
      id serial primary key,
      kind varchar(10) not null check (kind in ('weekly', 'article')),
      subject varchar(300) not null,
      article_id int null references website_content (id) on delete set null,
      week_key date null,
      window_start timestamptz null,
      window_end timestamptz null,
      html text not null,
      text text not null,
      status varchar(10) not null default 'sending' check (status in ('sending', 'sent', 'empty')),
      recipients int not null default 0,
      created_by int null references users (id) on delete set null,
      created_at timestamptz not null default now(),
      finished_at timestamptz null
    )`);
    this.addSql(`create unique index newsletter_sends_week_idx on newsletter_sends (week_key) where kind = 'weekly'`);
    this.addSql(`create unique index newsletter_sends_article_idx on newsletter_sends (article_id) where kind = 'article'`);
    this.addSql(`create table newsletter_deliveries (
      id bigserial primary key,
      send_id int not null references newsletter_sends (id) on delete cascade,
      subscriber_id int not null references newsletter_subscribers (id) on delete cascade,
      status varchar(10) not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
      error varchar(500) null,
      sent_at timestamptz null,
      unique (send_id, subscriber_id)
    )`);
    this.addSql(`create index newsletter_deliveries_status_idx on newsletter_deliveries (send_id, status, id)`);
  }

  override down(): void {
    this.addSql(`drop table if exists newsletter_deliveries`);
    this.addSql(`drop table if exists newsletter_sends`);
    this.addSql(`drop index if exists newsletter_subscribers_status_idx`);
    this.addSql(`delete from newsletter_subscribers where status = 'unsubscribed'`);
    this.addSql(`alter table newsletter_subscribers drop column if exists unsubscribed_at`);
    this.addSql(`alter table newsletter_subscribers drop constraint if exists newsletter_subscribers_status_check`);
    this.addSql(`alter table newsletter_subscribers add constraint newsletter_subscribers_status_check check (status in ('pending', 'confirmed'))`);
  }
}
