import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_foundation extends Migration {
  override up(): void {
    this.addSql(`create table users (
      id serial primary key,
      email varchar(254) not null,
      name varchar(100) null,
      password_hash text not null,
      is_premium boolean not null default false,
      profile_image_url text null,
      created_at timestamptz not null default now(),
      last_login_at timestamptz null
    )`);
    this.addSql(`create unique index users_email_unique on users (lower(email))`);
    this.addSql(`create table sessions (
      id varchar(64) primary key,
      user_id int not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`);
    this.addSql(`create index sessions_user_id_index on sessions (user_id)`);
    this.addSql(`create index sessions_expires_at_index on sessions (expires_at)`);
    this.addSql(`create table outbox_events (
      id serial primary key,
      type varchar(64) not null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      dispatched_at timestamptz null,
      attempts int not null default 0
    )`);
    this.addSql(`create index outbox_events_pending_index on outbox_events (id) where dispatched_at is null`);
    this.addSql(`create table activities (
      id serial primary key,
      event_id int not null unique,
      kind varchar(64) not null,
      user_id int null,
      details jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists activities');
    this.addSql('drop table if exists outbox_events');
    this.addSql('drop table if exists sessions');
    this.addSql('drop table if exists users');
  }
}
